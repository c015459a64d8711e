// Test support for the sign-up DOM tests (not part of the public surface): starts a page in one of
// the named example states (core/testing's `startPage`), with the sign-up store emptied; core/testing's
// `takeSteps` then takes the example's steps as the invitee would.
import type { RecordedCall } from '../../core/testing/fake-api';
import { resetSignup } from '../../core/stores/signup';
import { startPage } from '../../core/testing/page';
import type { SignupExample } from './examples';

/**
 * Starts the page of `example`: signed out, no sign-up under way, the key in the URL when the
 * example has one, and a fake API answering its answers. Answers the recorded calls.
 * @example const calls = startSignupPage(signupExamples.keyUsed);
 */
export function startSignupPage(example: SignupExample): RecordedCall[] {
  resetSignup();
  history.replaceState(null, '', example.keyInUrl ? `/signup/?invitationKey=${encodeURIComponent(example.keyInUrl)}` : '/signup/');
  return startPage(example);
}
