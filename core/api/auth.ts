import type { ConfiguredMiddleware, WretchOptions } from 'wretch';
import { shared } from '../runtime';
import type { AuthResult } from '../schemas';
import { isApiError } from './error';
import { isJwtExpired } from './jwt';

/**
 * How a call authenticates.
 * - `true` (the default): the session's auth token, refreshed first when it is missing or expired.
 * - `false`: no bearer (login, and the calls made while signed out).
 * - `{ bearer }`: exactly this token and never a refresh (the refresh call carries the refresh
 *   token; setting a new password carries the reset token from the e-mail).
 * @example await request({ method: 'PUT', path: '/user/password', body, auth: { bearer: resetToken }, schema: noData });
 */
export type AuthMode = boolean | { bearer: string };

/**
 * What the client needs from the session: read the tokens, store a refresh's answer, forget what
 * a failed refresh made worthless. `core/session` provides it with `connectSession`; the client
 * keeps no tokens of its own, so the session is the one place that holds session state, while
 * the rules of when to refresh and what to forget stay here.
 * @example connectSession({ getAuthToken: () => $authToken.get(), ...theRest, refreshInFlight: null });
 */
export interface AuthSession {
  getAuthToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores a refresh's answer: both tokens (refresh tokens rotate) and the user. */
  storeAuthResult(result: AuthResult): void;
  /** Forgets the auth token after a failed refresh. */
  clearAuthToken(): void;
  /**
   * The server refused the refresh token: nothing can renew the session any more, so it ends
   * (tokens, user and the user's data are forgotten, as on sign-out).
   */
  endSession(): void;
  /**
   * The one refresh in flight, shared by every call that needs it. It lives on the session object
   * (not in this module) so that whatever shares the session also shares the refresh: refresh
   * tokens rotate, so a second refresh with the same token would be refused.
   */
  refreshInFlight: Promise<void> | null;
  /**
   * Runs `refresh` while no other tab of the origin refreshes, starting from the refresh token the
   * other tabs left. The tabs share one refresh token and the server treats a spent one as stolen
   * (it ends the whole session), so two tabs refreshing at once with the same token would sign
   * each other out. Without it a refresh runs at once.
   */
  refreshAlone?(refresh: () => Promise<void>): Promise<void>;
}

/** Until a session connects, calls go out without a bearer and a 401 is final. */
const NO_SESSION: AuthSession = {
  getAuthToken: () => null,
  getRefreshToken: () => null,
  storeAuthResult: () => undefined,
  clearAuthToken: () => undefined,
  endSession: () => undefined,
  refreshInFlight: null,
};

// The page's link to its session, in the page's runtime: every copy of the client on the page
// calls through the same session, so they share its one refresh in flight.
const link = shared('api.session', () => ({ session: NO_SESSION }));

/**
 * Connects the session whose tokens the client uses. `core/session` calls this when it loads.
 * @example connectSession({ getAuthToken: () => $authToken.get(), ...rest })
 */
export function connectSession(next: AuthSession): void {
  link.session = next;
}

/** Asks the server for new tokens with the refresh token as the bearer (`GET /user/token`). */
export type RefreshCall = (refreshToken: string) => Promise<AuthResult>;

/**
 * Thrown inside the client when the session could not be refreshed; `request` turns it into a
 * 401 `ApiError` with the caller's prefix.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/**
 * Refreshes the session's tokens, joining the refresh already in flight if there is one.
 * One refresh is shared by concurrent calls; a refresh failure clears the auth token.
 */
export function refreshSession(refresh: RefreshCall): Promise<void> {
  const current = link.session;
  const run = () => runRefresh(current, refresh);
  current.refreshInFlight ??= (current.refreshAlone ? current.refreshAlone(run) : run()).finally(() => {
    current.refreshInFlight = null;
  });
  return current.refreshInFlight;
}

async function runRefresh(current: AuthSession, refresh: RefreshCall, retried = false): Promise<void> {
  const refreshToken = current.getRefreshToken();
  if (refreshToken === null) throw new SessionEndedError('no refresh token');
  let result: AuthResult;
  try {
    result = await refresh(refreshToken);
  } catch (error) {
    // A 4xx is the server refusing the token; a network failure, time-out or server fault says
    // nothing about the token, which may work next time.
    const rejected =
      isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status >= 400 && error.status < 500;
    const now = current.getRefreshToken();
    // Another tab shares the refresh token (localStorage); if it rotated the token while this
    // refresh was out, ours was refused for being old: try once with the new one.
    if (rejected && !retried && now !== null && now !== refreshToken) return runRefresh(current, refresh, true);
    // spec 1 §4: a refresh failure clears the auth token.
    current.clearAuthToken();
    if (rejected && now === refreshToken) current.endSession();
    throw new SessionEndedError('refresh failed', { cause: error });
  }
  current.storeAuthResult(result);
}

/** The auth token to send: the stored one while it is valid, else a fresh one, else none. */
async function usableAuthToken(refresh: RefreshCall): Promise<string | null> {
  const token = link.session.getAuthToken();
  if (token !== null && !isJwtExpired(token)) return token;
  // spec 1 §4: refresh when the token is missing or expired. With no refresh token there is no
  // session to refresh: the call goes out without a bearer and the server decides.
  if (link.session.getRefreshToken() === null) return null;
  await refreshSession(refresh);
  return link.session.getAuthToken();
}

function withBearer(options: WretchOptions, token: string | null): WretchOptions {
  if (token === null) return options;
  return { ...options, headers: { ...(options.headers as Record<string, string>), Authorization: `Bearer ${token}` } };
}

/**
 * How a call goes out when it does not go out through `fetch`: an upload that reports its
 * progress (core/api/upload.ts). wretch takes it as its fetch.
 * @example const send: Send = (url, init) => fetch(url, init);
 */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The wretch middleware that gives a call its authentication (see `AuthMode`): the bearer, a
 * refresh first when the auth token is missing or expired, and one retry after a 401 (unless the
 * 401 is about a password or code in the body, `credentialInBody`). The
 * refresh is the session's one refresh in flight, run while no other tab refreshes (`refreshAlone`,
 * a Web Lock in core/session).
 * A bearer token is added to every call except config, login, token and the language
 * file (config and the language file do not go through the client at all).
 * @example wretch(url).middlewares([authorisation(true, refreshCall)]).get().res();
 */
export function authorisation(mode: AuthMode, refresh: RefreshCall, credentialInBody = false): ConfiguredMiddleware {
  return (next) => async (url, options) => {
    if (mode === false) return next(url, options);
    if (mode !== true) return next(url, withBearer(options, mode.bearer));

    const sent = await usableAuthToken(refresh);
    const response = await next(url, withBearer(options, sent));
    if (response.status !== 401 || credentialInBody || sent === null || link.session.getRefreshToken() === null) return response;

    // spec 1 §4: a 401 triggers a refresh, then the call is retried once; whatever the retry
    // answers is final, so a server that keeps answering 401 cannot cause a loop. If another
    // call already replaced the token this one sent, its new token is used without refreshing again.
    await response.body?.cancel();
    if (link.session.getAuthToken() === sent || link.session.getAuthToken() === null) await refreshSession(refresh);
    return next(url, withBearer(options, link.session.getAuthToken()));
  };
}
