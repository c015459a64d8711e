// Single sign-on from the portal (spec 1 §1, §2): the sign-in page sends the user to the
// configuration's identity provider, which sends them back to /signin/sso with a token for
// `POST /user/login` method sso. The provider answers in the address's fragment, which browsers
// never send to a server, and the callback page takes it out of the address bar at once.
import type { IdentityProvider } from '../core/schemas/portal-config';
import { tabStorage } from './chrome/storage';

/** Where the identity provider sends the user back to (the shell's `ssoCallback` route). */
export const SSO_CALLBACK_PATH = '/signin/sso';

/**
 * sessionStorage: the sign-in under way with the provider, `{ state, redirect }` as JSON. The
 * state comes back with the token and must match, so that nobody can sign someone in to an account
 * of theirs with a link (login CSRF); the tab's storage, as the callback returns to this tab.
 */
export const SSO_ATTEMPT_KEY = 'portico.ssoSignIn';

/** A sign-in started here: its state, and the sign-in page's `redirect` to return to afterwards. */
interface SsoAttempt {
  state: string;
  redirect?: string | undefined;
}

/**
 * A new random state for a sign-in with the provider (32 hex digits).
 * @example const [state] = useState(newSsoState);
 */
export function newSsoState(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The address that starts a sign-in with `provider`: its own, with the callback on `origin` and
 * `state` in the query.
 * @example ssoSignInHref(provider, state, location.origin) // 'https://id.agent.example/authorize?redirect_uri=…&state=…'
 */
export function ssoSignInHref(provider: IdentityProvider, state: string, origin: string): string {
  const url = new URL(provider.signInUrl);
  url.searchParams.set('redirect_uri', `${origin}${SSO_CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  return url.href;
}

/**
 * Remembers in this tab the sign-in about to start with `state`, and the sign-in page's `redirect`
 * to return to afterwards.
 * @example rememberSsoAttempt(state, page.search.redirect);
 */
export function rememberSsoAttempt(state: string, redirect: string | undefined): void {
  tabStorage.setItem(SSO_ATTEMPT_KEY, JSON.stringify({ state, ...(redirect ? { redirect } : {}) } satisfies SsoAttempt));
}

/**
 * How the provider's answer ended, read from the callback's fragment and the attempt this tab
 * started (which is then forgotten: a token is good once). `missing`: no token came back (the
 * provider said no, or the address was opened by hand); `mismatch`: not the sign-in this tab
 * started; `token`: the token to sign in with, and where to go afterwards.
 * @example const answer = takeSsoAnswer(location.hash);
 */
export type SsoAnswer = { kind: 'token'; token: string; redirect?: string | undefined } | { kind: 'missing' } | { kind: 'mismatch' };

/**
 * The provider's answer in `hash` (`#token=…&state=…`, or `#error=…&state=…`), checked against
 * the attempt this tab started, which is forgotten.
 * @example takeSsoAnswer('#token=eyJ…&state=3f1c…') // { kind: 'token', token: 'eyJ…' }
 */
export function takeSsoAnswer(hash: string): SsoAnswer {
  const answer = new URLSearchParams(hash.replace(/^#/, ''));
  const attempt = readAttempt();
  tabStorage.removeItem(SSO_ATTEMPT_KEY);
  const token = answer.get('token');
  if (!token) return { kind: 'missing' };
  if (!attempt || answer.get('state') !== attempt.state) return { kind: 'mismatch' };
  return { kind: 'token', token, redirect: attempt.redirect };
}

function readAttempt(): SsoAttempt | null {
  try {
    const attempt = JSON.parse(tabStorage.getItem(SSO_ATTEMPT_KEY) ?? 'null') as Partial<SsoAttempt> | null;
    return typeof attempt?.state === 'string' ? { state: attempt.state, redirect: typeof attempt.redirect === 'string' ? attempt.redirect : undefined } : null;
  } catch {
    return null;
  }
}
