import { array, type, unknown, type Infer } from 'superstruct';
import { Bill, ChargesResponse, Statement, StatementLine, type StatementQuery } from '../../schemas/charges';
import { apiPath, request, type CallOptions } from '../client';
import { checkInSlices } from '../slices';

/**
 * `GET /charges`: the consolidated balance and the developments with their premises.
 * @example const { totalBalance, developments } = await getCharges({ errorPrefix: t('charges.loadFailed') });
 */
export function getCharges(call?: CallOptions): Promise<ChargesResponse> {
  return request({ method: 'GET', path: '/charges', schema: ChargesResponse, ...call });
}

/**
 * `GET /charges/{id}/statement`, optionally for a date range (`yyyy-MM-dd`); the id is the
 * charge account's.
 * @example const statement = await getStatement('ca-flat-1-sc', { fromDate: '2026-01-01', toDate: '2026-06-30' });
 */
export function getStatement(chargeAccountId: string, range: StatementQuery = {}, call?: CallOptions): Promise<Statement> {
  return request({
    method: 'GET',
    path: apiPath`/charges/${chargeAccountId}/statement`,
    query: { fromDate: range.fromDate, toDate: range.toDate },
    schema: Statement,
    ...call,
  });
}

/**
 * A statement's answer with everything checked but its lines, which are only known to be an
 * array: `statementInSlices` checks them.
 * @example const [failure, head] = validate(json.data, StatementWithUncheckedLines, { coerce: true });
 */
// Pure: a bundle that never calls the statement drops it (the schemas get this from scripts/pure-schemas.mjs).
export const StatementWithUncheckedLines = /* @__PURE__ */ type({ ...Statement.schema, lines: /* @__PURE__ */ array(/* @__PURE__ */ unknown()) });
export type StatementWithUncheckedLines = Infer<typeof StatementWithUncheckedLines>;

/**
 * Lines checked at once, before the first page shows: the largest page (statement page sizes are
 * 25, 50 and 100), so the first page is whole at any page size.
 */
export const STATEMENT_LINES_CHECKED_FIRST = 100;

/**
 * A statement whose lines are checked a slice at a time (`checkInSlices`), so that its first page
 * shows without waiting for 10,000 lines to be checked.
 * @example const { first, lineCount, whole } = await getStatementInSlices(id); show(first); show(await whole);
 */
export interface StatementInSlices {
  /** The statement with only its first lines (`STATEMENT_LINES_CHECKED_FIRST`), every one checked. */
  readonly first: Statement;
  /** How many lines the answer holds. */
  readonly lineCount: number;
  /** The statement with every line checked; rejects with a `validation` ApiError if any line is not a `StatementLine`. */
  readonly whole: Promise<Statement>;
}

/**
 * Checks a statement's lines in slices (`checkInSlices`): the first ones at once (a bad one
 * throws), the rest between tasks.
 * @example const statement = statementInSlices(head, t('errors.statementApi'));
 */
export function statementInSlices(head: StatementWithUncheckedLines, errorPrefix?: string): StatementInSlices {
  const lines = checkInSlices(head.lines, StatementLine, { first: STATEMENT_LINES_CHECKED_FIRST, errorPrefix });
  const whole = lines.all.then((checked): Statement => ({ ...head, lines: checked }));
  // As in checkInSlices: nobody listening any more is no unhandled rejection.
  whole.catch(() => undefined);
  return { first: { ...head, lines: lines.first }, lineCount: head.lines.length, whole };
}

/**
 * `GET /charges/{id}/statement` as `getStatement`, but the lines are checked a slice at a time
 * (`statementInSlices`): the header, the how-to-pay details and the first lines are checked when
 * it resolves, every line by the time `whole` does. For a view that shows the first page at once.
 * @example const statement = await getStatementInSlices('ca-flat-1-sc', {}, { errorPrefix: t('errors.statementApi') });
 */
export async function getStatementInSlices(chargeAccountId: string, range: StatementQuery = {}, call?: CallOptions): Promise<StatementInSlices> {
  const head = await request({
    method: 'GET',
    path: apiPath`/charges/${chargeAccountId}/statement`,
    query: { fromDate: range.fromDate, toDate: range.toDate },
    schema: StatementWithUncheckedLines,
    ...call,
  });
  return statementInSlices(head, call?.errorPrefix);
}

/**
 * `GET /library/files/bill/{id}`: the bill of a charge account as base64 content and a file name.
 * @example const { content, fileName } = await getBill('ca-flat-1-sc');
 */
export function getBill(chargeAccountId: string, call?: CallOptions): Promise<Bill> {
  return request({ method: 'GET', path: apiPath`/library/files/bill/${chargeAccountId}`, schema: Bill, ...call });
}
