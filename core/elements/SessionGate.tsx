import { createContext, useContext, type ComponentType } from 'react';
import { shared } from '../runtime';
import type { User } from '../schemas/user';
import type { SessionGateProps, SignedOutViewProps } from '../session/gate';
import { Alert } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import { useSignedInUser } from './useSignedInUser';

// A slot of the page's runtime, so a second copy of the core on the page shows the same view.
const signedOut = shared('session.signedOutView', () => ({ view: null as ComponentType<SignedOutViewProps> | null }));

/**
 * Names the view every `SessionGate` without a `signedOut` of its own shows while nobody is signed
 * in. widgets/signin registers the compact sign-in (loaded on demand) when it loads, so core needs
 * no widget to show it; the last registration wins.
 * @example registerSignedOutView(LazyCompactSignIn);
 */
export function registerSignedOutView(view: ComponentType<SignedOutViewProps>): void {
  signedOut.view = view;
}

// The user of the nearest gate that let its content through: a gate inside it (a component that
// gates itself, rendered by the element factory, which gates too) checks nothing again.
const GatedUser = createContext<User | null>(null);

/**
 * The one session check of every view that needs a session: signed out, the signed-out view (the
 * compact sign-in); signed in while the user loads, a spinner; the user failed to load, the error
 * with Try again; then `children(user)`. Inside another gate (a component in an element that
 * needs a session) it shows its content at once, so the check runs once per view.
 * @example <SessionGate emit={emit} frame={(content) => <div className="portico-ui">{content}</div>}>{(user) => <Account user={user} />}</SessionGate>
 */
export function SessionGate(props: SessionGateProps) {
  const outer = useContext(GatedUser);
  return outer ? props.children(outer) : <SessionCheck {...props} />;
}

function SessionCheck({ emit, signedOut: signedOutContent, frame = (content) => content, children }: SessionGateProps) {
  const session = useSignedInUser();
  if (session.status === 'signed-out') {
    if (signedOutContent !== undefined) return signedOutContent;
    const View = signedOut.view;
    return View ? <View emit={emit} /> : null;
  }
  if (session.status === 'loading') return frame(<Spinner />);
  // The page holds a session but its user could not be loaded: say so, and let them retry.
  if (session.status === 'failed') {
    return frame(
      <Alert type="error" onRetry={session.retry}>
        {session.error}
      </Alert>,
    );
  }
  return <GatedUser.Provider value={session.user}>{children(session.user)}</GatedUser.Provider>;
}
