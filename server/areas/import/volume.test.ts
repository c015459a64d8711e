// 50,000 statement lines for 2,000 accounts through POST /import/transactions, then every account's
// balance against the sums the generator computed as it wrote the file: for all of them in the
// database, and for a sample through the resident's own routes (GET /charges and the statement).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../core';
import { startTestApi, type TestApi } from '../../testing';
import { generateEstate } from './testing';

const TODAY = '2026-06-01';
const estate = generateEstate({ accounts: 2000, lines: 50_000, today: TODAY });

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({}, { start: new Date(`${TODAY}T12:00:00Z`), frozen: true });
  admin = await api.tokenFor(demoIds.ada);
});
afterAll(() => api.close());

async function post(kind: string, body: string, apply = true) {
  const response = await fetch(`${api.url}/import/${kind}${apply ? '?apply=true' : ''}`, { method: 'POST', headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${admin}` }, body });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by expect()
  return { status: response.status, body: (await response.json()) as any };
}

const pounds = (pence: number) => pence / 100;

describe('50,000 statement lines for 2,000 accounts', () => {
  it('import in one transaction, and every balance is right to the penny', { timeout: 120_000 }, async () => {
    for (const kind of ['developments', 'premises', 'charge-accounts'] as const) {
      const { status, body } = await post(kind, estate.files[kind]);
      expect(status, JSON.stringify(body.data?.problems?.slice(0, 3))).toBe(200);
    }
    const started = performance.now();
    const { status, body } = await post('transactions', estate.files.transactions);
    const seconds = (performance.now() - started) / 1000;
    expect(status, JSON.stringify(body.data?.problems?.slice(0, 3))).toBe(200);
    expect(body.data).toMatchObject({ applied: true, rows: 50_000, created: 50_000, updated: 0, unchanged: 0, problems: [] });
    console.info(`import: 50,000 transactions for 2,000 accounts (dry run and apply) in ${seconds.toFixed(1)} s on ${api.ctx.dialect.name}`);

    // Every account, summed by the database.
    const ids = await api.ctx.db.selectFrom('import_references').select(['reference', 'record_id']).where('kind', '=', 'charge-accounts').where('reference', 'like', 'GEN-A%').execute();
    expect(ids).toHaveLength(2000);
    const sums = await api.ctx.db
      .selectFrom('statement_lines')
      .select(['account_id', (eb) => eb.fn.sum<number>('amount_pence').as('pence')])
      .where('account_id', 'in', ids.map((row) => row.record_id))
      .groupBy('account_id')
      .execute();
    const byId = new Map(sums.map((row) => [row.account_id, Number(row.pence)]));
    const wrong = ids.filter((row) => (byId.get(row.record_id) ?? 0) !== estate.balances.get(row.reference));
    expect(wrong).toEqual([]);

    // A resident of 30 of the premises (60 accounts) reads them through the API.
    const sample = estate.premises.filter((_, index) => index % 33 === 0).slice(0, 30);
    const premisesIds = await api.ctx.db.selectFrom('import_references').select(['reference', 'record_id']).where('kind', '=', 'premises').where('reference', 'in', sample).execute();
    await api.ctx.db
      .insertInto('premises_contacts')
      .values(premisesIds.map((row) => ({ id: `con-volume-${row.reference}`, premises_id: row.record_id, user_id: demoIds.sam, first_name: 'Sam', last_name: 'Subtenant', relationship: 'owner' })))
      .execute();
    const sam = await api.tokenFor(demoIds.sam);
    const charges = await api.call('/charges', { token: sam });
    expect(charges.status).toBe(200);
    const listed = (charges.body.data.developments as { premises: { chargeAccounts: { id: string; accountNumber: string; balance: number }[] }[] }[])
      .flatMap((development) => development.premises)
      .flatMap((premises) => premises.chargeAccounts)
      .filter((account) => account.accountNumber.startsWith('GEN-A'));
    expect(listed).toHaveLength(60);
    for (const account of listed) expect(account.balance, account.accountNumber).toBe(pounds(estate.balances.get(account.accountNumber)!));
    for (const account of listed) {
      const statement = await api.call(`/charges/${account.id}/statement`, { token: sam });
      expect(statement.status).toBe(200);
      const lines = statement.body.data.lines as { amount: number; balance: number }[];
      expect(statement.body.data.balance, account.accountNumber).toBe(pounds(estate.balances.get(account.accountNumber)!));
      expect(lines.at(-1)?.balance ?? 0, account.accountNumber).toBe(pounds(estate.balances.get(account.accountNumber)!));
    }

    // The same file again changes nothing.
    const again = await post('transactions', estate.files.transactions);
    expect(again.body.data).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 50_000 });
  });
});
