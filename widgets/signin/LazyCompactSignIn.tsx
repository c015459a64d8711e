import { lazy, Suspense } from 'react';
import { registerSignedOutView } from '../../core/session/SessionGate';
import { Spinner } from '../../core/ui/Spinner';
import type { SignInProps } from './SignIn';

// The sign-in flow (forms, rules, the MFA step) is only needed while nobody is signed in, so a
// view that needs a session loads it on demand: a signed-in page never fetches it, and the
// chunk every element shares stays small (the size check budgets it).
const CompactSignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.CompactSignIn })));

/**
 * `CompactSignIn`, loaded when first shown, with a spinner meanwhile: the signed-out view of every
 * `SessionGate` (core/session), which the element factory uses for each element that needs a session.
 * @example <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />}>{(user) => <Charges user={user} />}</SessionGate>
 */
export function LazyCompactSignIn(props: SignInProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <CompactSignIn {...props} />
    </Suspense>
  );
}

// Registered when this module loads: every component that needs a session imports it (so a React
// host gets the sign-in too), and so does every element's bundle.
registerSignedOutView(LazyCompactSignIn);
