/**
 * Named example states of the sign-in (STYLE.md 4): how the page starts (session, feature flags),
 * what the API answers, and what the user types and submits to reach the state. The same fixtures
 * feed the DOM tests (every state rendered, checked with axe) and the examples gallery. Texts here
 * are fixture data as the server would send them; the widget's own texts come from the catalogue.
 */
import type { AuthResult, FeatureFlags, MfaChallenge, User } from '../../core/schemas';
import { sampleUser } from '../../core/schemas/samples';

/**
 * One answer of the fake API: an HTTP status and the JSON body (`{ data }` or `{ messages }`).
 * @example const answer: ExampleAnswer = { status: 401, body: { messages: ['The e-mail address or password is incorrect.'] } };
 */
export interface ExampleAnswer {
  status: number;
  body?: unknown;
}

/**
 * One step the user takes: type into the fields named by their label's catalogue id, then press
 * the button named by its catalogue id.
 * @example const step: ExampleStep = { type: { 'common.email': 'owner@example.com' }, press: 'signin.submit' };
 */
export interface ExampleStep {
  type: Readonly<Record<string, string>>;
  press: string;
}

/**
 * A named state of a sign-in widget.
 * @example const { session, api, steps } = signInExamples.mfaStep;
 */
export interface SignInExample {
  name: string;
  featureFlags?: FeatureFlags;
  /** The session the page starts with; null when signed out. */
  session: AuthResult | null;
  /** The API's answers by `METHOD /path`; anything else answers 404. */
  api: Readonly<Record<string, ExampleAnswer>>;
  steps: readonly ExampleStep[];
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

const passwordStep: ExampleStep = {
  type: { 'common.email': 'mfa@example.com', 'common.password': 'Portal-Demo-1' },
  press: 'signin.submit',
};

/** Signed out: the e-mail and password form. */
export const signedOut: SignInExample = { name: 'signedOut', session: null, api: {}, steps: [] };

/** An invalid submit: every field marked, the error summary focused. */
export const invalid: SignInExample = {
  name: 'invalid',
  session: null,
  api: {},
  steps: [{ type: {}, press: 'signin.submit' }],
};

/** The multi-factor step with the resend button on. */
export const mfaStep: SignInExample = {
  name: 'mfaStep',
  featureFlags: { ShowResendMfaCodeButton: true },
  session: null,
  api: { 'POST /user/login': { status: 403, body: exampleMfaChallenge } },
  steps: [passwordStep],
};

/** A wrong password: the server's message, what was typed kept. */
export const error: SignInExample = {
  name: 'error',
  session: null,
  api: { 'POST /user/login': { status: 401, body: { messages: ['The e-mail address or password is incorrect.'] } } },
  steps: [{ ...passwordStep, type: { ...passwordStep.type, 'common.password': 'not-the-password' } }],
};

/** Signed in: the user's name and a Sign out button. */
export const signedIn: SignInExample = { name: 'signedIn', session: exampleAuthResult, api: {}, steps: [] };

/**
 * Every named state, in the order the gallery shows them.
 * @example for (const example of Object.values(signInExamples)) render(example);
 */
export const signInExamples = { signedOut, invalid, mfaStep, error, signedIn } as const;
