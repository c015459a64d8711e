import { isApiError } from '../../core/api/error';
import { t } from '../../core/i18n';

// Its own module: the sign-in steps and the confirm-e-mail page need it without the sign-out button and action.

/**
 * The text to show for a failed call: the API's message, or the generic one for anything else.
 * @example setServerError(errorText(error));
 */
export function errorText(error: unknown): string {
  return isApiError(error) ? error.message : t('dialog.error.defaultDescription');
}
