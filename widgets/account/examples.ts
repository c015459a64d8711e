/**
 * Named example states of the account element (STYLE.md 4), in the one example shape (core/testing
 * `PageExample`): the session the page starts with and what the API answers. They feed the DOM
 * tests (with axe) and the examples gallery.
 */
import { exampleAuthResult, type PageExample } from '../../core/testing/examples';

/** Signed in as Mia Multifactor: name, e-mail, role and Sign out. */
export const signedIn: PageExample = { name: 'signedIn', session: exampleAuthResult, answers: {} };

/** Signed out: the compact sign-in in its place. */
export const signedOut: PageExample = { name: 'signedOut', session: null, answers: {} };

/**
 * Every named state.
 * @example for (const example of Object.values(accountExamples)) render(example);
 */
export const accountExamples = { signedIn, signedOut } as const;
