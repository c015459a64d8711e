/**
 * Named example states of the charges view (STYLE.md 4), in the one example shape (core/testing
 * `PageExample`): the session and feature flags the page starts with and what the API answers. They are built from
 * core/schemas' samples (the demo data: Olivia Owner's Flat 1, Flat 2 and Apartment 12) and feed
 * the DOM tests (every state rendered and checked with axe) and the browser test.
 */
import type { AuthResult, Bill, ChargesResponse } from '../../core/schemas';
import { sampleManagerUser, sampleUser } from '../../core/testing/samples/account';
import { sampleBill, sampleChargesResponse, sampleCreditAccount } from '../../core/testing/samples/charges';
import { sampleIds } from '../../core/testing/samples/ids';
import { exampleAuthResult, type ExampleAnswer, type PageExample } from '../../core/testing/examples';

/**
 * A named state of the charges view.
 * @example const { session, answers } = chargesExamples.loading;
 */
export type ChargesExample = PageExample;

/** Olivia Owner signed in: owner of Flat 1, Flat 2 and Apartment 12. */
export const exampleOwnerSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-olivia', user: sampleUser };

/** Manny Manager signed in: admin, role sl1, who sees charges under the restriction too. */
export const exampleManagerSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-manny', user: sampleManagerUser };

/**
 * The bill of each charge account of `charges`, named as the API names them
 * (`<premises> <service> <month>.pdf`), with the sample PDF as content.
 * @example billsOf(sampleChargesResponse)['GET /library/files/bill/acc-flat-2-service-charge']
 */
export function billsOf(charges: ChargesResponse): Record<string, ExampleAnswer> {
  const answers: Record<string, ExampleAnswer> = {};
  for (const premises of charges.developments.flatMap((development) => development.premises)) {
    for (const account of premises.chargeAccounts) {
      const bill: Bill = { content: sampleBill.content, fileName: `${premises.name} ${account.serviceDescription.toLowerCase()} November 2026.pdf` };
      answers[`GET /library/files/bill/${account.id}`] = { status: 200, body: { data: bill } };
    }
  }
  return answers;
}

/** Charges in credit overall: Flat 1's ground rent alone, 120.75 in credit. */
export const exampleCreditCharges: ChargesResponse = {
  totalBalance: sampleCreditAccount.balance,
  developments: [
    {
      id: sampleIds.riversideWharf,
      name: 'Riverside Wharf',
      premises: [{ id: sampleIds.flat1, name: 'Flat 1', legalOwner: 'Olivia Owner', totalBalance: sampleCreditAccount.balance, chargeAccounts: [sampleCreditAccount] }],
    },
  ],
};

/** Waiting for `GET /charges`: the spinner. */
export const loading: ChargesExample = { name: 'loading', session: exampleOwnerSession, answers: { 'GET /charges': 'pending' } };

/** No premises with charges: No premises found. */
export const empty: ChargesExample = {
  name: 'empty',
  session: exampleOwnerSession,
  answers: { 'GET /charges': { status: 200, body: { data: { totalBalance: 0, developments: [] } satisfies ChargesResponse } } },
};

/** `GET /charges` fails: the text and the server's message, with Try again. */
export const error: ChargesExample = {
  name: 'error',
  session: exampleOwnerSession,
  answers: { 'GET /charges': { status: 500, body: { messages: ['The charges service is unavailable.'] } } },
};

/** Olivia Owner's charges: a consolidated balance owed, Flat 1 with a balance and a credit account. */
export const populated: ChargesExample = {
  name: 'populated',
  session: exampleOwnerSession,
  answers: { 'GET /charges': { status: 200, body: { data: sampleChargesResponse } }, ...billsOf(sampleChargesResponse) },
};

/** In credit overall: the consolidated balance and the premises labelled Credit. */
export const inCredit: ChargesExample = {
  name: 'inCredit',
  session: exampleOwnerSession,
  answers: { 'GET /charges': { status: 200, body: { data: exampleCreditCharges } }, ...billsOf(exampleCreditCharges) },
};

/** Populated, but every bill download fails. */
export const billError: ChargesExample = {
  ...populated,
  name: 'billError',
  answers: {
    ...populated.answers,
    ...Object.fromEntries(Object.keys(billsOf(sampleChargesResponse)).map((call) => [call, { status: 503, body: { messages: ['The document store is unavailable.'] } }])),
  },
};

/** The restriction flag is on and the user is an owner (neither global nor sl1): a message, no call. */
export const restricted: ChargesExample = {
  name: 'restricted',
  featureFlags: { RestrictChargesToGlobalAndSl1: true },
  session: exampleOwnerSession,
  answers: {},
};

/**
 * Every named state, in the order a gallery shows them.
 * @example for (const example of Object.values(chargesExamples)) render(example);
 */
export const chargesExamples = { loading, empty, error, populated, inCredit, billError, restricted } as const;
