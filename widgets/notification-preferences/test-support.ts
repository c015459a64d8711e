// Test support for the notification preferences DOM tests (not part of the public surface): takes
// the example's steps as a reader would. Pages start with core/testing's `startPage`.
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { t } from '../../core/i18n';
import type { NotificationPreferencesExample, PreferencesPress } from './examples';

const pressed: Record<PreferencesPress, () => HTMLElement> = {
  save: () => screen.getByRole('button', { name: t('common.save') }),
  unsubscribe: () => screen.getByRole('button', { name: t('notificationPreferences.unsubscribe') }),
  confirmUnsubscribe: () =>
    within(screen.getByRole('group', { name: t('notificationPreferences.unsubscribeConfirm') })).getByRole('button', { name: t('notificationPreferences.unsubscribe') }),
};

/**
 * Waits for the form, makes the example's changes (ticks, unticks, types the e-mail), then presses
 * its buttons, each once the previous call has settled (no spinner).
 * @example await takePreferencesSteps(user, notificationPreferencesExamples.saved);
 */
export async function takePreferencesSteps(user: UserEvent, example: NotificationPreferencesExample): Promise<void> {
  await screen.findByRole('form');
  const { changes = {}, presses = [] } = example;
  for (const choice of ['ownersCorrespondence', 'ownersReminders'] as const) {
    const value = changes[choice];
    if (value === undefined) continue;
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: t(`notificationPreferences.${choice}`) });
    if (box.checked !== value) await user.click(box);
  }
  if (changes.email !== undefined) {
    const field = screen.getByRole('textbox', { name: t('common.email') });
    await user.clear(field);
    await user.type(field, changes.email);
  }
  for (const press of presses) {
    await user.click(pressed[press]());
    await waitFor(() => expect(document.querySelector('.portico-spinner')).toBeNull());
  }
}
