import { isApiError } from './error';
import { t } from '../i18n';

/**
 * The text to show for a failed call: the API's message, or the generic one for anything else.
 * @example setServerError(errorText(error));
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : t('dialog.error.defaultDescription');
}
