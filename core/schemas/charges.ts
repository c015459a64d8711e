import { array, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { base64, id, isoDate, money } from './common';
import { datesInOrder } from './instants';

/**
 * A charge account of a premises: service charge, ground rent. A positive balance is
 * owed, a negative one is credit.
 *
 * @example
 * const account: ChargeAccount = { id: 'ca-flat-1-sc', serviceDescription: 'Service charge', accountNumber: 'RW-0001-SC', paymentMethod: 'Direct debit', balance: 1234.5 };
 */
export const ChargeAccount = type({
  id,
  serviceDescription: string(),
  accountNumber: string(),
  paymentMethod: nullable(string()),
  balance: money,
});
export type ChargeAccount = Infer<typeof ChargeAccount>;

/**
 * A premises row of the charges page (name, legal owner, total balance) with its accounts for the
 * detail panel.
 *
 * @example
 * const row: ChargesPremises = { id: 'p-flat-1', name: 'Flat 1', legalOwner: 'Olivia Owner', totalBalance: 1114.5, chargeAccounts: [account] };
 */
export const ChargesPremises = type({
  id,
  name: string(),
  legalOwner: nullable(string()),
  totalBalance: money,
  chargeAccounts: array(ChargeAccount),
});
export type ChargesPremises = Infer<typeof ChargesPremises>;

/**
 * A development on the charges page with its premises rows.
 *
 * @example
 * const development: ChargesDevelopment = { id: 'd-riverside', name: 'Riverside Wharf', premises: [row] };
 */
export const ChargesDevelopment = type({
  id,
  name: string(),
  premises: array(ChargesPremises),
});
export type ChargesDevelopment = Infer<typeof ChargesDevelopment>;

/**
 * `GET /charges`: the consolidated balance and the developments.
 *
 * @example
 * const charges = create(json.data, ChargesResponse);
 * charges.totalBalance;
 */
export const ChargesResponse = type({
  totalBalance: money,
  developments: array(ChargesDevelopment),
});
export type ChargesResponse = Infer<typeof ChargesResponse>;

/**
 * One statement line as the API sends it. `amount` is signed (positive a debit, negative a
 * credit) and `balance` is the running balance after the line; the debit, credit and absolute
 * amount columns a statement shows are derived from `amount` by core/domain, so the wire cannot
 * disagree with itself.
 *
 * @example
 * const line: StatementLine = { id: 'sl-1', date: '2026-10-01', transactionDescription: 'Service charge demand', typeDescription: 'Invoice', periodFromDate: '2026-10-01', periodToDate: '2026-12-31', amount: 450, balance: 1234.5 };
 */
export const StatementLine = type({
  id,
  date: isoDate,
  transactionDescription: string(),
  typeDescription: string(),
  periodFromDate: nullable(isoDate),
  periodToDate: nullable(isoDate),
  amount: money,
  balance: money,
});
export type StatementLine = Infer<typeof StatementLine>;

/**
 * The how-to-pay details and important notes of a statement. `importantNotes` is
 * HTML, sanitised before it is rendered.
 *
 * @example
 * const info: StatementAdditionalInfo = { importantNotes: '<p>Payments take 3 days.</p>', bankSortCode: '12-34-56', bankAccountNumber: '12345678', bankIbanCode: 'GB33BUKB20201555555555', bankSwiftCode: 'BUKBGB22', creditControlPhone: '020 7946 0000' };
 */
export const StatementAdditionalInfo = type({
  importantNotes: nullable(string()),
  bankSortCode: nullable(string()),
  bankAccountNumber: nullable(string()),
  bankIbanCode: nullable(string()),
  bankSwiftCode: nullable(string()),
  creditControlPhone: nullable(string()),
});
export type StatementAdditionalInfo = Infer<typeof StatementAdditionalInfo>;

/**
 * `GET /charges/{id}/statement`: header fields, how-to-pay details and the lines,
 * oldest first.
 *
 * @example
 * const statement = create(json.data, Statement);
 * statement.lines.length;
 */
export const Statement = type({
  serviceName: string(),
  premisesName: string(),
  tenantAccountNumber: string(),
  paymentMethod: nullable(string()),
  balance: money,
  toDate: isoDate,
  additionalInfo: StatementAdditionalInfo,
  lines: array(StatementLine),
});
export type Statement = Infer<typeof Statement>;

/**
 * The statement's query string: an optional date range, from not after to.
 *
 * @example
 * const [error, query] = validate(c.req.query(), StatementQuery, { coerce: true });
 */
export const StatementQuery = datesInOrder(
  object({ fromDate: optional(isoDate), toDate: optional(isoDate) }),
  'fromDate',
  'toDate',
);
export type StatementQuery = Infer<typeof StatementQuery>;

/**
 * `GET /library/files/bill/{id}`: a bill as base64 content and its file name.
 *
 * @example
 * const bill: Bill = { content: 'JVBERi0xLjcK', fileName: 'Flat 1 service charge 2026-10.pdf' };
 */
export const Bill = type({
  content: base64,
  fileName: string(),
});
export type Bill = Infer<typeof Bill>;
