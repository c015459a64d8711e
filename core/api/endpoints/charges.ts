import { Bill, ChargesResponse, Statement, type StatementQuery } from '../../schemas/charges';
import { apiPath, request, type CallOptions } from '../client';

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
 * `GET /library/files/bill/{id}`: the bill of a charge account as base64 content and a file name.
 * @example const { content, fileName } = await getBill('ca-flat-1-sc');
 */
export function getBill(chargeAccountId: string, call?: CallOptions): Promise<Bill> {
  return request({ method: 'GET', path: apiPath`/library/files/bill/${chargeAccountId}`, schema: Bill, ...call });
}
