// Test support for the sign-up DOM tests (not part of the public surface): starts a page in one of
// the named example states (core/testing's `startPage`),
// with the sign-up store emptied, and takes the example's steps as the invitee would.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RecordedCall } from '../../core/testing/fake-api';
import { t } from '../../core/i18n';
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

/**
 * Takes the example's steps: for each, waits for and types into the labelled fields, ticks the
 * labelled checkboxes, then presses the named button.
 * @example await takeSignupSteps(userEvent.setup(), signupExamples.emailsDontMatch);
 */
export async function takeSignupSteps(user: UserEvent, example: SignupExample): Promise<void> {
  const label = (id: string) => t(id, example.labelValues ?? {});
  for (const step of example.steps) {
    for (const [id, value] of Object.entries(step.type ?? {})) {
      const field = await screen.findByLabelText(label(id), { exact: true });
      await user.clear(field);
      await user.type(field, value);
    }
    for (const id of step.check ?? []) await user.click(await screen.findByLabelText(label(id)));
    if (step.press) await user.click(await screen.findByRole('button', { name: t(step.press) }));
  }
}
