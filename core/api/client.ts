import type { Struct } from 'superstruct';
import { unknown, validate } from 'superstruct';
import wretch from 'wretch';
import { getApiBaseUrl } from '../config';
import { languageSettled, t } from '../i18n';
import { ApiErrorBody, AuthResult, MfaChallenge, PasswordChangeRequired } from '../schemas';
import { authorisation, SessionEndedError, type AuthMode, type RefreshCall, type Send } from './auth';
import { ApiError } from './error';
import { readData, UnreadableAnswer } from './envelope';

/** The HTTP methods the API uses. @example const method: HttpMethod = 'PUT'; */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A query parameter value; `undefined` and `null` parameters are left out of the URL.
 * @example const query: Record<string, QueryValue> = { fromDate: '2026-01-01', toDate: undefined };
 */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * One call to the API (core/README.md: API client).
 * @example const options: RequestOptions<Premises> = { method: 'GET', path: '/premises/p-flat-1', schema: Premises };
 */
export interface RequestOptions<T> {
  method: HttpMethod;
  /** The path below the API base, starting with `/`, ids already encoded. */
  path: string;
  query?: Record<string, QueryValue | readonly string[]>;
  /** Sent as JSON; a `FormData` as `multipart/form-data`. */
  body?: object;
  /** How the call goes out; default wretch's `fetch` (an upload with progress passes its own). */
  send?: Send;
  /** Default `true`: see `AuthMode`. */
  auth?: AuthMode;
  /**
   * A 401 answers a password or code in the body, not the token (the password change):
   * it is final, with no refresh and no second try of the same wrong password.
   */
  credentialInBody?: boolean;
  /** Validates the envelope's `data`; a 204 validates `undefined`. */
  schema: Struct<T, unknown>;
  /** Put before the messages in the error's `message`, e.g. `Unable to logout user.` */
  errorPrefix?: string;
  /** Abort the call after this many milliseconds; default `DEFAULT_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/**
 * The per-call options every endpoint function accepts as its last argument.
 * @example await getCharges({ errorPrefix: t('charges.loadFailed'), timeoutMs: 30_000 });
 */
export type CallOptions = Pick<RequestOptions<unknown>, 'errorPrefix' | 'timeoutMs'>;

/**
 * The schema of a call whose answer carries nothing the client reads: a 204, or any `data`.
 * @example await request({ method: 'GET', path: '/user/logout', schema: noData });
 */
export const noData: Struct<unknown, null> = unknown();

/**
 * Builds a path with every interpolated value percent-encoded as one path segment, so an id can
 * never add a segment or a query of its own.
 * @example apiPath`/charges/${premisesId}/statement` // '/charges/p%2F1/statement' for 'p/1'
 */
export function apiPath(strings: TemplateStringsArray, ...segments: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const segment = segments[index - 1];
    return path + (segment === undefined ? '' : encodeURIComponent(String(segment))) + part;
  });
}

/**
 * A call that has not answered after this long is aborted and fails with kind `timeout`.
 * @example await request({ ...options, timeoutMs: DEFAULT_TIMEOUT_MS * 3 }); // a slow report
 */
export const DEFAULT_TIMEOUT_MS = 20_000;

// spec 1 §7: GET /user/token with the refresh token as bearer answers authToken, refreshToken,
// user. It carries the refresh token as an explicit bearer, so it is neither given the auth token
// nor made to wait for a refresh.
const refreshCall: RefreshCall = (refreshToken) =>
  request({ method: 'GET', path: '/user/token', auth: { bearer: refreshToken }, schema: AuthResult });

// Every call: wretch asking for JSON. A body object goes out as JSON, a FormData as multipart
// (wretch leaves its type to the browser, with the boundary).
const api = /* @__PURE__ */ wretch().accept('application/json');

/**
 * Calls the API through wretch and returns the validated `data` of its `{ data }` envelope
 * (undefined for a 204 when the schema allows it). Adds the bearer token and refreshes it as
 * needed (the `authorisation` middleware). Every failure is an `ApiError`: `http` (with the server's messages),
 * `validation` (the answer is not JSON or does not match `schema`), `timeout` or `network`.
 * Throws a plain Error only when the configuration is not loaded yet (`getApiBaseUrl`).
 * @example
 * const charges = await request({ method: 'GET', path: '/charges', schema: ChargesResponse,
 *   errorPrefix: t('charges.loadFailed') });
 */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { method, path, query, body, auth = true, credentialInBody = false, schema, errorPrefix, timeoutMs = DEFAULT_TIMEOUT_MS, send } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // The time limit is this call's own signal, not wretch's abort addon, so that it also covers
    // reading the body below and is cleared when the call ends.
    let call = api
      .url(getApiBaseUrl() + path + queryString(query))
      .options({ signal: controller.signal })
      .middlewares([authorisation(auth, refreshCall, credentialInBody)]);
    if (send) call = call.fetchPolyfill(send);
    // A status other than 2xx rejects with a WretchError holding the response and its text.
    const response = await call.fetch(method, '', body ?? null).res();
    // Read inside the time limit: a body that stalls is a time-out too.
    const text = await response.text();
    return readData(response.status, text, schema);
  } catch (error) {
    // The error's messages come from the catalogue: a call that fails while the page still loads
    // its language file (the boot asks for the user side by side with it) waits for it.
    const aborted = controller.signal.aborted;
    await languageSettled();
    throw toApiError(error, aborted, errorPrefix);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `?a=1&b=x&b=y`: arrays repeat their key; `undefined` and `null` values are left out; empty when
 * nothing is left. The platform's URLSearchParams rather than wretch's query-string addon, which
 * costs every element 0.4 KB for the same result.
 * @example queryString({ fromDate: '2026-01-01', toDate: undefined }) // '?fromDate=2026-01-01'
 */
function queryString(query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function toApiError(error: unknown, aborted: boolean, prefix: string | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof SessionEndedError) {
    // spec 1 §4: the refresh failed, so the calls waiting for it fail as unauthorised.
    return new ApiError({ kind: 'http', status: 401, messages: [t('api.sessionEnded')], prefix, cause: error });
  }
  if (error instanceof wretch.WretchError) return httpError(error.status, error.message, prefix);
  if (error instanceof UnreadableAnswer) {
    return new ApiError({ kind: 'validation', status: error.status, messages: [t('api.invalidResponse')], prefix, cause: error.cause });
  }
  if (aborted) return new ApiError({ kind: 'timeout', messages: [t('api.timeout')], prefix, cause: error });
  return new ApiError({ kind: 'network', messages: [t('api.network')], prefix, cause: error });
}

/**
 * core/README.md: a failure answers `{ messages, fields?, mfaToken?, passwordChangeToken? }`; any other body (a proxy's
 * HTML page) still gives a readable error. `text` is the body wretch read (its error's message).
 */
function httpError(status: number, text: string, prefix: string | undefined): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const [, parsed] = validate(body, ApiErrorBody);
  // A login that needs a code answers 403 with an MFA token beside the messages; one with a
  // temporary password, a token to choose a new one.
  const [, challenge] = validate(body, MfaChallenge);
  const [, passwordChange] = validate(body, PasswordChangeRequired);
  const messages = parsed && parsed.messages.length > 0 ? parsed.messages : [t('api.httpStatus', { status })];
  return new ApiError({
    kind: 'http',
    status,
    messages,
    fields: parsed?.fields,
    mfaToken: challenge?.mfaToken,
    passwordChangeToken: passwordChange?.passwordChangeToken,
    prefix,
  });
}
