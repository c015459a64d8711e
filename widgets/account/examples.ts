/**
 * Named example states of the account element (STYLE.md 4), in the sign-in's example format: the
 * session the page starts with and what the API answers. They feed the DOM tests (with axe) and
 * the examples gallery.
 */
import { exampleAuthResult, type SignInExample } from '../signin/examples';

/** Signed in as Mia Multifactor: name, e-mail, role and Sign out. */
export const signedIn: SignInExample = { name: 'signedIn', session: exampleAuthResult, api: {}, steps: [] };

/** Signed out: the compact sign-in in its place. */
export const signedOut: SignInExample = { name: 'signedOut', session: null, api: {}, steps: [] };

/**
 * Every named state.
 * @example for (const example of Object.values(accountExamples)) render(example);
 */
export const accountExamples = { signedIn, signedOut } as const;
