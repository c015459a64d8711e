/**
 * Named example states of the sign-in (STYLE.md 4): how the page starts (session, feature flags),
 * what the API answers, and what the user types and submits to reach the state. The same fixtures
 * feed the DOM tests (every state rendered, checked with axe) and the examples gallery. Texts here
 * are fixture data as the server would send them; the widget's own texts come from the catalogue.
 */
import { exampleAuthResult, exampleMfaChallenge, type ExampleStep, type PageExample } from '../../core/testing/examples';

/**
 * A named state of a sign-in widget: the page (core/testing `PageExample`) and what the user types
 * and submits to reach the state.
 * @example const { session, answers, steps } = signInExamples.mfaStep;
 */
export interface SignInExample extends PageExample {
  steps: readonly ExampleStep[];
}

const passwordStep: ExampleStep = {
  type: { 'common.email': 'mfa@example.com', 'common.password': 'Portal-Demo-1' },
  press: 'signin.submit',
};

/** Signed out: the e-mail and password form. */
export const signedOut: SignInExample = { name: 'signedOut', session: null, answers: {}, steps: [] };

/** An invalid submit: every field marked, the error summary focused. */
export const invalid: SignInExample = {
  name: 'invalid',
  session: null,
  answers: {},
  steps: [{ type: {}, press: 'signin.submit' }],
};

/** The multi-factor step with the resend button on. */
export const mfaStep: SignInExample = {
  name: 'mfaStep',
  featureFlags: { ShowResendMfaCodeButton: true },
  session: null,
  answers: { 'POST /user/login': { status: 403, body: exampleMfaChallenge } },
  steps: [passwordStep],
};

/** A wrong password: the server's message, what was typed kept. */
export const error: SignInExample = {
  name: 'error',
  session: null,
  answers: { 'POST /user/login': { status: 401, body: { messages: ['The e-mail address or password is incorrect.'] } } },
  steps: [{ ...passwordStep, type: { ...passwordStep.type, 'common.password': 'not-the-password' } }],
};

/**
 * A temporary password (staff set it) where the host has no reset-password page to go to: the
 * sign-in says how to choose a new one, what was typed kept.
 */
export const temporaryPassword: SignInExample = {
  name: 'temporaryPassword',
  session: null,
  answers: {
    'POST /user/login': {
      status: 403,
      body: { messages: ['Your password was reset by your property manager. Choose a new password to continue.'], passwordChangeToken: 'hN3v0c9k2QmZp7TqYb1sXw4rLf8aJd6uEi5oGy0tKcM' },
    },
  },
  steps: [{ ...passwordStep, type: { 'common.email': 'owner@example.com', 'common.password': 'aB3$kLm9x' } }],
};

/** Signed in: the user's name and a Sign out button. */
export const signedIn: SignInExample = { name: 'signedIn', session: exampleAuthResult, answers: {}, steps: [] };

/**
 * Every named state, in the order the gallery shows them.
 * @example for (const example of Object.values(signInExamples)) render(example);
 */
export const signInExamples = { signedOut, invalid, mfaStep, error, temporaryPassword, signedIn } as const;
