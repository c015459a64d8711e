import { t } from '../i18n';

/**
 * What went wrong with a call: the server refused it, answered something unreadable, took too
 * long, or was unreachable.
 * @example if (error.kind === 'network') showOfflineHint();
 */
export type ApiErrorKind = 'http' | 'validation' | 'timeout' | 'network';

/** What `ApiError` is built from. @example new ApiError({ kind: 'http', status: 500, messages: ['Down.'], prefix: 'Unable to logout user.' }) */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The server's messages, or one catalogue message describing the failure when the server gave none. */
  messages: string[];
  /** Per-field validation messages from the server (`{ "fields": { "email": ["..."] } }`). */
  fields?: Record<string, string[]>;
  /** The MFA token of a login that answered 403 because a code is needed. */
  mfaToken?: string;
  /** The reset token of a login that answered 403 because the password is a temporary one. */
  passwordChangeToken?: string;
  /** The caller's prefix, e.g. `Unable to logout user.` */
  prefix?: string;
  cause?: unknown;
}

/**
 * The one error type of the API client. `message` is the prefix followed by the messages, all
 * joined with spaces (server errors become a list of messages joined with spaces and
 * appended to a prefix), ready to show in an alert or error dialog.
 * @example
 * try { await getCharges({ errorPrefix: t('charges.loadFailed') }) }
 * catch (error) { if (isApiError(error) && error.status === 404) showEmpty(); else throw error }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly messages: string[];
  readonly fields: Record<string, string[]> | undefined;
  readonly mfaToken: string | undefined;
  readonly passwordChangeToken: string | undefined;

  constructor(init: ApiErrorInit) {
    super([init.prefix, ...init.messages].filter((part) => part !== undefined && part !== '').join(' '), {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = init.status;
    this.messages = init.messages;
    this.fields = init.fields;
    this.mfaToken = init.mfaToken;
    this.passwordChangeToken = init.passwordChangeToken;
  }
}

/**
 * True for an `ApiError`. Checks the name as well as the class, because a page that loads the
 * core twice has two `ApiError` classes and `instanceof` would miss the other copy's errors.
 * @example if (isApiError(error) && error.kind === 'timeout') offerRetry()
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && Array.isArray((error as Partial<ApiError>).messages))
  );
}

/**
 * The text a view shows for a failed call. With a `prefix` (a load that several views share, each
 * with its own words): the prefix, then what the server said (the messages joined with spaces
 * after the prefix), or the prefix alone for an error that is not an `ApiError`. Without
 * one: the error's own message (the call's prefix and the server's reasons), or the generic
 * apology for anything else.
 * @example failureText(error, t('errors.developments')) // 'Something went wrong while fetching the developments. Database unavailable.'
 * @example setServerError(failureText(error));
 */
export function failureText(error: unknown, prefix?: string): string {
  if (prefix === undefined) return isApiError(error) ? error.message : t('dialog.error.defaultDescription');
  return isApiError(error) ? [prefix, ...error.messages].filter((part) => part !== '').join(' ') : prefix;
}
