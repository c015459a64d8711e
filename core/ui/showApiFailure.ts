import { failureText, isApiError } from '../api/error';
import { t } from '../i18n';
import { showErrorDialog } from './dialogStore';

/**
 * The words of a failure dialog: its `title` (Error Occurred when absent) and the `prefix` its
 * text starts with, before what the server said.
 * @example const words: ApiFailureWords = { prefix: t('errors.task.save') };
 */
export interface ApiFailureWords {
  title?: string;
  prefix?: string;
}

/**
 * Tells the user a call failed, in the one error dialog: the title, the HTTP status when there is
 * one, and the prefix followed by the server's reasons (the server's reasons alone without a
 * prefix; the dialog's generic text when there is neither).
 * @example showApiFailure(error, { prefix: t('errors.facility.delete') });
 */
export function showApiFailure(error: unknown, { title, prefix }: ApiFailureWords = {}): void {
  const apiError = isApiError(error) ? error : undefined;
  const description = prefix !== undefined ? failureText(error, prefix) : apiError?.messages.join(' ');
  void showErrorDialog({
    type: title ?? t('errors.errorOccurred'),
    ...(description ? { description } : {}),
    ...(apiError?.status !== undefined ? { status: apiError.status } : {}),
  });
}
