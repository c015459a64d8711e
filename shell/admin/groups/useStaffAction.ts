import { useState } from 'react';
import { failureText, isApiError } from '../../../core/api/error';
import { t } from '../../../core/i18n';
import { showErrorDialog } from '../../../core/ui/dialogStore';

/**
 * Tells a staff member a change failed: the Error Occurred dialog with the call's spec 2 §8 text
 * (`failurePrefix`) and the server's reasons.
 * @example showStaffFailure(error, t('errors.task.save'));
 */
export function showStaffFailure(error: unknown, failurePrefix: string): void {
  void showErrorDialog({
    type: t('errors.errorOccurred'),
    description: failureText(error, failurePrefix),
    ...(isApiError(error) && error.status !== undefined ? { status: error.status } : {}),
  });
}

/**
 * One change at a time on a staff screen: `pending` names the change on its way (its buttons say
 * so and take no second press), a failure opens the Error Occurred dialog with the call's spec 2 §8
 * text and the server's reasons (spec 2 §8), and `announcement` says what was done, for the
 * status line. Nothing the user chose is cleared on failure: the caller clears it on success only.
 * @example const { pending, run } = useStaffAction(); const deleted = await run('delete', () => deleteCustomerGroup(id), t('errors.customerGroup.remove'), done);
 */
export function useStaffAction() {
  const [pending, setPending] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** Runs `action` unless another is on its way; answers its result, or undefined when it did not run or failed. */
  const run = async <T,>(key: string, action: () => Promise<T>, failurePrefix: string, done: (result: T) => string): Promise<T | undefined> => {
    if (pending !== null) return undefined;
    setPending(key);
    setAnnouncement('');
    try {
      const result = await action();
      setAnnouncement(done(result));
      return result;
    } catch (error) {
      showStaffFailure(error, failurePrefix);
      return undefined;
    } finally {
      setPending(null);
    }
  };
  return { pending, announcement, run };
}
