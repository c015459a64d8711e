import { lazy, Suspense } from 'react';
import { Spinner } from '../../core/ui/Spinner';
import type { SignInProps } from './SignIn';

// The sign-in flow (forms, rules, the MFA step) is only needed while nobody is signed in, so an
// element that needs a session loads it on demand: a signed-in page never fetches it, and the
// chunk every element shares stays small (the size check budgets it).
const CompactSignIn = lazy(() => import('./SignIn').then((module) => ({ default: module.CompactSignIn })));

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
