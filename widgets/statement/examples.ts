/**
 * Named example states of the statement (STYLE.md 4): the session the page starts with, the
 * feature flags, the charge account asked for and what the API answers to
 * `GET /charges/{chargeAccountId}/statement`. The DOM tests render every state and run axe over
 * it; the benchmark uses `generateStatement` for its 10,000 lines. Data comes from
 * core/testing/samples; texts here are fixture data as the server would send them.
 */
import { formatCalendarDate, parseIsoDate } from '../../core/domain';
import type { AuthResult, Statement, StatementLine } from '../../core/schemas';
import { sampleUser } from '../../core/testing/samples/account';
import { sampleCreditAccount } from '../../core/testing/samples/charges';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleStatement } from '../../core/testing/samples/statement';
import { exampleAuthResult, type ExampleAnswer, type ExampleAnswers, type PageExample } from '../../core/testing/examples';

/**
 * A named state of the statement element.
 * @example const { chargeAccountId, answers } = statementExamples.populated;
 */
export interface StatementExample extends PageExample {
  /** The charge account the element is given; undefined for none (attribute and query both absent). */
  chargeAccountId?: string;
}

/**
 * The API path of an account's statement, as the fake API sees it.
 * @example statementPath('acc-flat-1-service-charge') // '/charges/acc-flat-1-service-charge/statement'
 */
export function statementPath(chargeAccountId: string): string {
  return `/charges/${encodeURIComponent(chargeAccountId)}/statement`;
}

/** The answer to an account's statement call; `pending` never answers (the loading state). */
function statementAnswer(chargeAccountId: string, answer: ExampleAnswer | 'pending'): ExampleAnswers {
  return { [`GET ${statementPath(chargeAccountId)}`]: answer };
}

/**
 * The day the examples are seen on: the sample statement's to-date.
 * @example generateStatement(130).lines.at(-1)?.date === EXAMPLE_TODAY // true
 */
export const EXAMPLE_TODAY = sampleStatement.toDate;

/**
 * Olivia Owner of the demo data, signed in: she owns Flat 1, whose statements these are.
 * @example signInWithAuthResult(ownerSession);
 */
export const ownerSession: AuthResult = { ...exampleAuthResult, user: sampleUser };

const ok = (statement: Statement): ExampleAnswer => ({ status: 200, body: { data: statement } });

/**
 * A statement of `count` lines up to `toDate`, oldest first, for long-statement examples and the
 * benchmark: two lines a day going back (a monthly-period instalment, then a payment that now and
 * then falls short, so the balance moves), each with the running balance after it.
 * Deterministic: the same arguments give the same statement.
 * @example generateStatement(10_000).lines.length // 10000
 */
export function generateStatement(count: number, toDate: string = EXAMPLE_TODAY): Statement {
  const end = parseIsoDate(toDate);
  if (!end) throw new RangeError(`Not a calendar date: ${toDate}`);
  const lines: StatementLine[] = [];
  let balancePence = 0;
  for (let index = 0; index < count; index += 1) {
    // Newest line last: line `index` is this many days before the to-date (two lines a day).
    const back = Math.floor((count - 1 - index) / 2);
    const date = new Date(end.getFullYear(), end.getMonth(), end.getDate() - back);
    const demandPence = 5000 + (back % 7) * 1000;
    const isDemand = (count - 1 - index) % 2 === 1 || index === 0;
    const amountPence = isDemand ? demandPence : -(back % 10 === 0 ? demandPence / 2 : demandPence);
    balancePence += amountPence;
    lines.push({
      id: `stl-generated-${String(index + 1).padStart(5, '0')}`,
      date: formatCalendarDate(date),
      transactionDescription: isDemand ? 'Service charge instalment' : 'Payment received, thank you',
      typeDescription: isDemand ? 'Invoice' : 'Payment',
      periodFromDate: isDemand ? formatCalendarDate(new Date(date.getFullYear(), date.getMonth(), 1)) : null,
      periodToDate: isDemand ? formatCalendarDate(new Date(date.getFullYear(), date.getMonth() + 1, 0)) : null,
      amount: amountPence / 100,
      balance: balancePence / 100,
    });
  }
  return { ...sampleStatement, balance: balancePence / 100, toDate, lines };
}

/**
 * Flat 1's ground rent account in credit: three lines ending 120.75 in credit.
 * @example inCreditStatement.balance // -120.75
 */
export const inCreditStatement: Statement = {
  ...sampleStatement,
  serviceName: sampleCreditAccount.serviceDescription,
  tenantAccountNumber: sampleCreditAccount.accountNumber,
  paymentMethod: sampleCreditAccount.paymentMethod,
  balance: sampleCreditAccount.balance,
  additionalInfo: { ...sampleStatement.additionalInfo, bankSwiftCode: null, importantNotes: null },
  lines: [
    { id: 'stl-flat-1-gr-2026-06-24', date: '2026-06-24', transactionDescription: 'Ground rent 2026/27', typeDescription: 'Invoice', periodFromDate: '2026-06-24', periodToDate: '2027-06-23', amount: 250, balance: 250 },
    { id: 'stl-flat-1-gr-2026-07-02', date: '2026-07-02', transactionDescription: 'Payment received, thank you', typeDescription: 'Payment', periodFromDate: null, periodToDate: null, amount: -300, balance: -50 },
    { id: 'stl-flat-1-gr-2026-09-15', date: '2026-09-15', transactionDescription: 'Buildings insurance rebate', typeDescription: 'Credit note', periodFromDate: null, periodToDate: null, amount: -70.75, balance: -120.75 },
  ],
};

/** Waiting for the statement: a spinner. */
export const loading: StatementExample = { name: 'loading', session: ownerSession, chargeAccountId: sampleIds.flat1ServiceCharge, answers: statementAnswer(sampleIds.flat1ServiceCharge, 'pending') };

/** A statement with no lines yet. */
export const empty: StatementExample = {
  name: 'empty',
  session: ownerSession,
  chargeAccountId: sampleIds.flat2ServiceCharge,
  answers: statementAnswer(sampleIds.flat2ServiceCharge, ok({ ...sampleStatement, balance: 0, lines: [] })),
};

/** The API failed: errors.statementApi with the server's message and Try again. */
export const error: StatementExample = {
  name: 'error',
  session: ownerSession,
  chargeAccountId: sampleIds.flat1ServiceCharge,
  answers: statementAnswer(sampleIds.flat1ServiceCharge, { status: 500, body: { messages: ['The statement service is unavailable.'] } }),
};

/** Flat 1's service charge statement: four lines, 1,234.50 owed. */
export const populated: StatementExample = {
  name: 'populated',
  session: ownerSession,
  chargeAccountId: sampleIds.flat1ServiceCharge,
  answers: statementAnswer(sampleIds.flat1ServiceCharge, ok(sampleStatement)),
};

/** Flat 1's ground rent statement, in credit, paid by bank transfer, without notes or swift code. */
export const inCredit: StatementExample = {
  name: 'inCredit',
  session: ownerSession,
  chargeAccountId: sampleIds.flat1GroundRent,
  answers: statementAnswer(sampleIds.flat1GroundRent, ok(inCreditStatement)),
};

/** 130 lines over about two months: several pages, and something in the last month. */
export const manyLines: StatementExample = {
  name: 'manyLines',
  session: ownerSession,
  chargeAccountId: sampleIds.flat1ServiceCharge,
  answers: statementAnswer(sampleIds.flat1ServiceCharge, ok(generateStatement(130))),
};

/** The configuration restricts charges to global and sl1 roles, and an owner is signed in. */
export const restricted: StatementExample = {
  name: 'restricted',
  featureFlags: { RestrictChargesToGlobalAndSl1: true },
  session: ownerSession,
  chargeAccountId: sampleIds.flat1ServiceCharge,
  answers: statementAnswer(sampleIds.flat1ServiceCharge, ok(sampleStatement)),
};

/** No charge account named (no attribute, no query parameter): the empty text asks for one. */
export const noAccount: StatementExample = { name: 'noAccount', session: ownerSession, answers: {} };

/**
 * Every named state.
 * @example for (const example of Object.values(statementExamples)) render(example);
 */
export const statementExamples = { loading, empty, error, populated, inCredit, manyLines, restricted, noAccount } as const;
