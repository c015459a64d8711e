import { lazy, Suspense } from 'react';
import { registerSignedOutView } from '../../core/session/SessionGate';
import { Spinner } from '../../core/ui/Spinner';
import type { SignInProps } from './SignIn';

// The sign-in flow (its forms on react-hook-form, the rules, the MFA step) is only needed while
// nobody is signed in, so a view that needs a session loads it on demand: a signed-in page never
// fetches it, and the chunk every element shares stays small (the size check budgets it).
const CompactSignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.CompactSignIn })));
const SignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.SignIn })));

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

/**
 * `SignIn`, loaded when first shown, with a spinner meanwhile: the `portico-signin` element's
 * component, so that its file stays small and the forms' chunk comes only with the form.
 * @example <LazySignIn forgotPasswordHref="/signin/forgot-password" />
 */
export function LazySignIn(props: SignInProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <SignIn {...props} />
    </Suspense>
  );
}

// Registered when this module loads: every component that needs a session imports it (so a React
// host gets the sign-in too), and so does every element's bundle.
registerSignedOutView(LazyCompactSignIn);
