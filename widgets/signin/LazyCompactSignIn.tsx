import { lazy, Suspense } from 'react';
import { Spinner } from '../../core/ui/Spinner';
import type { SignInProps } from './SignIn';

// The sign-in flow (its forms on react-hook-form, the rules, the MFA step) is only needed while
// nobody is signed in, so an element loads it on demand: a signed-in page never fetches it, and
// the chunk every element shares stays small (the size check budgets it).
const CompactSignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.CompactSignIn })));
const SignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.SignIn })));

/**
 * `CompactSignIn`, loaded when first shown, with a spinner meanwhile. The element factory shows
 * it in place of an element that needs a session while the page is signed out.
 * @example {signedIn ? <Charges /> : <LazyCompactSignIn emit={emit} />}
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
