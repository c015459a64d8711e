import { useState } from 'react';
import { showApiFailure, type ApiFailureWords } from './showApiFailure';

/**
 * How `useApiAction`'s `run` reports: the failure dialog's words, the status line's words once
 * done, and a failure the caller answers itself.
 * @example const options: ApiActionOptions<Task> = { failure: { prefix: t('errors.task.save') }, done: () => t('admin.tasks.saved') };
 */
export interface ApiActionOptions<T> {
  failure: ApiFailureWords;
  /** What the status line says once the call succeeded. */
  done?: (result: T) => string;
  /** Answers true when it dealt with the failure itself (a 409 that asks a second question), so no dialog opens. */
  recover?: (error: unknown) => boolean;
}

/**
 * One call at a time from a view's buttons: `pending` names the call on its way (its button says
 * so and takes no second press), a failure opens the error dialog, and `announcement` says what
 * was done, for a status line. Nothing the user chose or typed is cleared on failure: the caller
 * clears it on success only, when `run` answers the result (undefined when it did not run or
 * failed).
 * @example const { pending, run } = useApiAction(); const deleted = await run('delete', () => deleteCustomerGroup(id), { failure: { prefix: t('errors.customerGroup.remove') } });
 */
export function useApiAction() {
  const [pending, setPending] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const run = async <T,>(key: string, action: () => Promise<T>, { failure, done, recover }: ApiActionOptions<T>): Promise<T | undefined> => {
    if (pending !== null) return undefined;
    setPending(key);
    setAnnouncement('');
    try {
      const result = await action();
      if (done) setAnnouncement(done(result));
      return result;
    } catch (error) {
      if (!recover?.(error)) showApiFailure(error, failure);
      return undefined;
    } finally {
      setPending(null);
    }
  };
  return { pending, announcement, run };
}
