import { registerSignedOutView } from '../../core/elements/SessionGate';
import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import type { SignInProps } from './SignIn';

// The sign-in flow (its forms on react-hook-form, the rules, the MFA step) is only needed while
// nobody is signed in, so a view that needs a session loads it on demand: a signed-in page never
// fetches it, and the chunk every element shares stays small (the size check budgets it).
const signInModule = onDemand(() => import('./SignIn'));

/**
 * `CompactSignIn`, loaded when first shown, with a spinner meanwhile (Try again if its chunk could
 * not be fetched): the signed-out view of every `SessionGate` (core/session), which the element
 * factory uses for each element that needs a session.
 * @example <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />}>{(user) => <Charges user={user} />}</SessionGate>
 */
export function LazyCompactSignIn(props: SignInProps) {
  return (
    <WithOnDemand module={signInModule}>{({ CompactSignIn }) => <CompactSignIn {...props} />}</WithOnDemand>
  );
}

/**
 * `SignIn`, loaded when first shown, with a spinner meanwhile: the `portico-signin` element's
 * component, so that its file stays small and the forms' chunk comes only with the form.
 * @example <LazySignIn forgotPasswordHref="/signin/forgot-password" />
 */
export function LazySignIn(props: SignInProps) {
  return (
    <WithOnDemand module={signInModule}>{({ SignIn }) => <SignIn {...props} />}</WithOnDemand>
  );
}

// Registered when this module loads: every component that needs a session imports it (so a React
// host gets the sign-in too), and so does every element's bundle.
registerSignedOutView(LazyCompactSignIn);
