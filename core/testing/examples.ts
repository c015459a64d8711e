/**
 * The one shape of every widget's named example states (STYLE.md 4): how the page starts (its
 * session and feature flags) and what the API answers. A widget's examples extend `PageExample`
 * with what the user does to reach the state; the same examples feed the DOM tests (each state
 * rendered, checked with axe), the browser tests and the gallery. Texts here are fixture data as
 * the server would send them; the widgets' own texts come from the catalogue.
 */
import type { AuthResult, FeatureFlags, MfaChallenge, User } from '../schemas';
import { sampleUser } from './samples/account';

/**
 * One answer of the fake API: an HTTP status and the JSON body (`{ data }` or `{ messages }`).
 * @example const answer: ExampleAnswer = { status: 401, body: { messages: ['The e-mail address or password is incorrect.'] } };
 */
export interface ExampleAnswer {
  status: number;
  body?: unknown;
}

/**
 * The fake API's answers by `METHOD /path`; `pending` never answers (a loading state). Anything
 * else answers 404 (204 for `GET /user/logout`).
 * @example const answers: ExampleAnswers = { 'GET /charges': 'pending' };
 */
export type ExampleAnswers = Readonly<Record<string, ExampleAnswer | 'pending'>>;

/**
 * A named state of a widget: the page's session and feature flags and the API's answers.
 * @example const loading: ChargesExample = { name: 'loading', session: exampleAuthResult, answers: { 'GET /charges': 'pending' } };
 */
export interface PageExample {
  name: string;
  featureFlags?: FeatureFlags;
  /** The session the page starts with; null when signed out. */
  session: AuthResult | null;
  answers: ExampleAnswers;
}

/**
 * A successful answer with `data`.
 * @example ok({ tickets: [], total: 0 }) // { status: 200, body: { data: { tickets: [], total: 0 } } }
 */
export function ok(data: unknown, status = 200): ExampleAnswer {
  return { status, body: { data } };
}

/** An unsigned JWT with these claims: the client reads an MFA token's e-mail claim, never its signature. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}

/** Mia Multifactor of the demo data: her sign-in asks for a code. */
export const exampleMfaUser: User = {
  ...sampleUser,
  id: 'usr-mia-multifactor',
  email: 'mfa@example.com',
  profile: { title: 'Ms', firstName: 'Mia', lastName: 'Multifactor' },
  multiFactorPreferences: { multifactorEnabled: true },
};

/** The 403 answer of a password sign-in that needs a code: the token carries the e-mail claim. */
export const exampleMfaChallenge: MfaChallenge = {
  messages: ['Enter the 6-digit verification code we sent to your e-mail address.'],
  mfaToken: unsignedJwt({ sub: exampleMfaUser.id, email: exampleMfaUser.email }),
};

/** A session as the API answers a successful sign-in. */
export const exampleAuthResult: AuthResult = {
  authToken: unsignedJwt({ sub: exampleMfaUser.id, exp: 4_102_444_800 }),
  refreshToken: 'refresh-token-mia',
  user: exampleMfaUser,
};

/** A page with nobody signed in and an API that answers nothing in particular. */
export const signedOut: PageExample = { name: 'signedOut', session: null, answers: {} };

/** A page signed in as `exampleMfaUser`. */
export const signedIn: PageExample = { name: 'signedIn', session: exampleAuthResult, answers: {} };
