/**
 * The one shape of every area's named example states (STYLE.md 4): how the page starts (its
 * session, feature flags and clock), what the API answers, and the steps the user takes to reach
 * the state. An area's examples extend `PageExample` only with what the page gives the view (its
 * attributes, address or configuration). The DOM tests render each state, take its steps and run
 * axe over it; the widget gallery (examples/gallery) shows every widget's states through one
 * converter. Texts here are fixture data as the server would send them; the views' own texts come
 * from the catalogue.
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
 * A file the user chooses, described (the page makes the `File`).
 * @example const photo: ExampleFile = { name: 'leak.jpg', type: 'image/jpeg', size: 2048 };
 */
export interface ExampleFile {
  name: string;
  type: string;
  size: number;
}

/**
 * One thing the user does, with fields and buttons named by their catalogue ids (translated when
 * played): inside the dialog or group `within` names, choose options, type, tick, attach files,
 * pick an option of a list, then press a button.
 * @example const step: ExampleStep = { type: { 'common.email': 'owner@example.com' }, press: 'signin.submit' };
 */
export interface ExampleStep {
  /** The step happens inside the dialog or group of this name (catalogue id). */
  within?: string;
  /** Select fields: label catalogue id to the option's text. */
  choose?: Readonly<Record<string, string>>;
  /** Text fields: label catalogue id to what is typed (over what is there). */
  type?: Readonly<Record<string, string>>;
  /** Checkboxes and radios to click, by their label's catalogue id. */
  check?: readonly string[];
  /** Checkboxes and radios to click, by their label text (options that come from the API). */
  checkByText?: readonly string[];
  /** Files chosen in the file field of this label (catalogue id). */
  files?: { label: string; files: readonly ExampleFile[] };
  /** The option of a listbox to click, by its text (a slot of a calendar). */
  optionByText?: string;
  /** The button to press last, by its catalogue id. */
  press?: string;
  /** Values for the placeholders of the catalogue ids this step names. */
  values?: Readonly<Record<string, string>>;
}

/**
 * A named state of a widget: the page's session, feature flags and clock, the API's answers, and
 * the steps the user takes once the page has loaded.
 * @example const loading: ChargesExample = { name: 'loading', session: exampleAuthResult, answers: { 'GET /charges': 'pending' } };
 */
export interface PageExample {
  name: string;
  featureFlags?: FeatureFlags;
  /** The session the page starts with; null when signed out. */
  session: AuthResult | null;
  answers: ExampleAnswers;
  /** The instant the page is looked at, for states that depend on the day (the clock is set to it). */
  now?: string;
  /** What each file upload does: answers, fails (500), or stays half way. */
  upload?: 'ok' | 'fail' | 'pending';
  /** What the user does to reach the state, in order; none when the page shows it as it loads. */
  steps?: readonly ExampleStep[];
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
