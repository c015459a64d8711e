// Every query of the charges area: charge accounts with their balances, statement lines with the
// running balance (a window sum, never stored), bills, and the long statement the benchmark needs.
import { randomUUID } from 'node:crypto';
import type { ChargeAccount, ChargesResponse, StatementLine } from '../../../core/schemas';
import { inTransaction, type Db } from '../../database/connection';
import type { ChargeAccountRow } from './migrations';
import { cancellingLines, dayBefore, pounds, ukDate, type LineDraft } from './statements';

/** Rows per INSERT: far below both databases' limits on parameters (8 a line). */
const INSERT_BATCH = 1000;

/**
 * Inserts lines for an account in the given order (the order breaks ties between lines of one
 * day: the database numbers them, `seq`). Ids are `${idPrefix}-0001`... when given, random
 * otherwise. All or none: in the caller's transaction, or one of its own.
 * @example await insertLines(db, 'acc-flat-1-service-charge', demoStatement(plan, today), 'stl-flat-1-service-charge');
 */
export async function insertLines(db: Db, accountId: string, lines: readonly LineDraft[], idPrefix?: string): Promise<void> {
  const rows = lines.map((line, index) => ({
    id: idPrefix ? `${idPrefix}-${String(index + 1).padStart(4, '0')}` : `stl-${randomUUID()}`,
    account_id: accountId,
    date: line.date,
    transaction_description: line.description,
    type_description: line.type,
    period_from: line.periodFrom,
    period_to: line.periodTo,
    amount_pence: line.amountPence,
  }));
  if (rows.length === 0) return;
  const insert = async (trx: Db) => {
    // One batch after another, each in line order, so `seq` follows the lines' order.
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx.insertInto('statement_lines').values(rows.slice(start, start + INSERT_BATCH)).execute();
    }
  };
  await (rows.length <= INSERT_BATCH ? insert(db) : inTransaction(db, insert));
}

/**
 * Adds `count` older lines to an account, before its oldest line (or up to today when it has
 * none), in demand-and-payment pairs that cancel out, so the current balance stays as it was.
 * For the benchmark and tests of long statements.
 * @example await insertStatementLines(db, 'acc-flat-1-service-charge', 10_000);
 */
export async function insertStatementLines(db: Db, accountId: string, count: number, today = ukDate(new Date())): Promise<number> {
  const { oldest } = (await db
    .selectFrom('statement_lines')
    .select((eb) => eb.fn.min('date').as('oldest'))
    .where('account_id', '=', accountId)
    .executeTakeFirst()) ?? { oldest: null };
  await insertLines(db, accountId, cancellingLines(count, oldest ? dayBefore(oldest) : today));
  return count;
}

/**
 * Olivia Owner's Flat 1 service charge account (docs/demo-data.md): the one the benchmark grows.
 * @example await fetch(`${base}/charges/${BENCHMARK_ACCOUNT_ID}/statement`, { headers });
 */
export const BENCHMARK_ACCOUNT_ID = 'acc-flat-1-service-charge';

/**
 * Gives Olivia Owner's Flat 1 service charge account `totalLines` statement lines (adding older
 * ones) and answers its id, for `npm run bench` (GET /charges/{id}/statement with 10,000 lines).
 * @example const accountId = await benchmarkStatement(db, 10_000);
 */
export async function benchmarkStatement(db: Db, totalLines: number): Promise<string> {
  const { n } = await db
    .selectFrom('statement_lines')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', BENCHMARK_ACCOUNT_ID)
    .executeTakeFirstOrThrow();
  await insertStatementLines(db, BENCHMARK_ACCOUNT_ID, Math.max(0, totalLines - n));
  return BENCHMARK_ACCOUNT_ID;
}

/**
 * An account's statement lines in a date range (either end optional), oldest first, each with
 * the running balance after it. The balance runs over the whole history (the window sums every
 * earlier line, also those before the range), so a filtered statement shows true balances and
 * the first line's balance minus its amount is the balance brought forward (spec 1 §4).
 * @example const lines = await statementLines(db, 'acc-flat-1-service-charge', { fromDate: '2026-01-01' });
 */
export async function statementLines(db: Db, accountId: string, range: { fromDate?: string; toDate?: string }): Promise<StatementLine[]> {
  let query = db
    .selectFrom((eb) =>
      eb
        .selectFrom('statement_lines')
        .select(['id', 'seq', 'date', 'transaction_description', 'type_description', 'period_from', 'period_to', 'amount_pence'])
        // (date, seq) is unique, so the default window frame (up to the current row's peers) is
        // exactly the lines up to and including this one.
        .select((inner) => inner.fn.sum<number>('amount_pence').over((over) => over.orderBy('date').orderBy('seq')).as('balance_pence'))
        .where('account_id', '=', accountId)
        .as('l'),
    )
    .selectAll('l');
  if (range.fromDate !== undefined) query = query.where('l.date', '>=', range.fromDate);
  if (range.toDate !== undefined) query = query.where('l.date', '<=', range.toDate);
  const rows = await query.orderBy('l.date').orderBy('l.seq').execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    transactionDescription: row.transaction_description,
    typeDescription: row.type_description,
    periodFromDate: row.period_from,
    periodToDate: row.period_to,
    amount: pounds(row.amount_pence),
    balance: pounds(row.balance_pence),
  }));
}

/**
 * An account's balance in pence after every line up to and including `onDate` (all lines when
 * omitted).
 * @example const owed = await balanceOn(db, 'acc-flat-1-service-charge', '2026-11-22');
 */
export async function balanceOn(db: Db, accountId: string, onDate?: string): Promise<number> {
  let query = db
    .selectFrom('statement_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('pence'))
    .where('account_id', '=', accountId);
  if (onDate !== undefined) query = query.where('date', '<=', onDate);
  return (await query.executeTakeFirstOrThrow()).pence;
}

/** A charge account with its balance, as GET /charges lists it. */
interface AccountBalance {
  id: string;
  premises_id: string;
  service_description: string;
  account_number: string;
  payment_method: string | null;
  balance_pence: number;
}

/**
 * The charge accounts of some premises with their balances in pence (the sum of their lines),
 * in each premises' order.
 * @example const accounts = await accountsOf(db, ['pre-riverside-flat-1']);
 */
export async function accountsOf(db: Db, premisesIds: readonly string[]): Promise<AccountBalance[]> {
  if (premisesIds.length === 0) return [];
  const rows = await db
    .selectFrom('charge_accounts as a')
    .select(['a.id', 'a.premises_id', 'a.service_description', 'a.account_number', 'a.payment_method'])
    .select((eb) =>
      eb
        .selectFrom('statement_lines as l')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('l.amount_pence'), inner.lit(0)).as('pence'))
        .whereRef('l.account_id', '=', 'a.id')
        .as('balance_pence'),
    )
    .where('a.premises_id', 'in', premisesIds)
    .orderBy('a.position')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({ ...row, balance_pence: row.balance_pence ?? 0 }));
}

function accountJson(row: AccountBalance): ChargeAccount {
  return {
    id: row.id,
    serviceDescription: row.service_description,
    accountNumber: row.account_number,
    paymentMethod: row.payment_method,
    balance: pounds(row.balance_pence),
  };
}

/**
 * GET /charges for these premises: their accounts by development and premises, with the
 * balances summed in pence and turned into pounds once at the end, so nothing drifts.
 * @example const answer = await chargesOf(db, await chargeablePremisesIds(db, user));
 */
export async function chargesOf(db: Db, premisesIds: readonly string[]): Promise<ChargesResponse> {
  if (premisesIds.length === 0) return { totalBalance: 0, developments: [] };
  const premises = await db
    .selectFrom('premises as p')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.id', 'p.name', 'p.legal_owner', 'd.id as development_id', 'd.name as development_name'])
    .where('p.id', 'in', premisesIds)
    .orderBy('d.name')
    .orderBy('d.id')
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  const accounts = await accountsOf(db, premisesIds);
  const developments: ChargesResponse['developments'] = [];
  let totalPence = 0;
  for (const row of premises) {
    const own = accounts.filter((account) => account.premises_id === row.id);
    const premisesPence = own.reduce((sum, account) => sum + account.balance_pence, 0);
    totalPence += premisesPence;
    let development = developments.at(-1);
    if (development?.id !== row.development_id) {
      development = { id: row.development_id, name: row.development_name, premises: [] };
      developments.push(development);
    }
    development.premises.push({ id: row.id, name: row.name, legalOwner: row.legal_owner, totalBalance: pounds(premisesPence), chargeAccounts: own.map(accountJson) });
  }
  return { totalBalance: pounds(totalPence), developments };
}

/** A charge account with its premises' name, as a statement shows it. */
export type AccountWithPremises = ChargeAccountRow & { premises_name: string };

/**
 * A charge account with its premises' name, or undefined; who may see it is ./access.ts's question.
 * @example const account = await findAccount(db, 'acc-flat-1-service-charge');
 */
export function findAccount(db: Db, accountId: string): Promise<AccountWithPremises | undefined> {
  return db
    .selectFrom('charge_accounts as a')
    .innerJoin('premises as p', 'p.id', 'a.premises_id')
    .selectAll('a')
    .select('p.name as premises_name')
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}

/**
 * An account's latest bill (the last issued; of one day, the greatest id), or undefined.
 * @example const bill = await latestBill(db, 'acc-flat-1-service-charge');
 */
export function latestBill(db: Db, accountId: string): Promise<{ file_name: string; stored_name: string } | undefined> {
  return db
    .selectFrom('bills')
    .select(['file_name', 'stored_name'])
    .where('account_id', '=', accountId)
    .orderBy('issued_on', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The balance in pence of all of a premises' charge accounts (the premises page's total).
 * @example const pence = await premisesBalance(db, 'pre-riverside-flat-1');
 */
export async function premisesBalance(db: Db, premisesId: string): Promise<number> {
  const { pence } = await db
    .selectFrom('charge_accounts as a')
    .innerJoin('statement_lines as l', 'l.account_id', 'a.id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.amount_pence'), eb.lit(0)).as('pence'))
    .where('a.premises_id', '=', premisesId)
    .executeTakeFirstOrThrow();
  return pence;
}
