// What the session gate (core/elements `SessionGate`, `useSignedInUser`) takes and answers: here,
// so the session's public surface names them while the gate, which waits for the page's boot and
// shows core/ui's spinner and alert, sits above both.
import type { ReactNode } from 'react';
import type { EmitFn } from '../events';
import type { User } from '../schemas/user';

/**
 * What `useSignedInUser` answers: signed out; signed in with the user still loading, or failed to
 * load (`error` is the message to show, `retry` loads again); or signed in with the user.
 * @example const state: SignedInUser = { status: 'signed-in', user: sampleUser };
 */
export type SignedInUser =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'failed'; error: string; retry: () => void }
  | { status: 'signed-in'; user: User };

/**
 * What a signed-out view is given: the `emit` of the element or component it stands in for.
 * @example function SignedOut({ emit }: SignedOutViewProps) { return <CompactSignIn emit={emit} />; }
 */
export interface SignedOutViewProps {
  emit?: EmitFn | undefined;
}

/**
 * Props of `SessionGate`.
 * @example const props: SessionGateProps = { emit, children: (user) => <p>{user.email}</p> };
 */
export interface SessionGateProps {
  /** Given to the signed-out view (the compact sign-in emits `portico-signed-in`). */
  emit?: EmitFn | undefined;
  /** What to show while signed out; default: the registered signed-out view. */
  signedOut?: ReactNode;
  /** The box the spinner and the error sit in (the caller's root, so its parts and styles apply); default: none. */
  frame?: (content: ReactNode) => ReactNode;
  /** The content for the signed-in user. */
  children: (user: User) => ReactNode;
}
