// GET /charges, GET /charges/{accountId}/statement and GET /library/files/bill/{accountId}
// (spec 1 §2-3, §7). Residents reach only the accounts of their own premises, hidden ones excluded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Hono } from 'hono';
import { StatementQuery, type ChargeAccount, type ChargesResponse, type Statement } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { ownPremises, type AuthUser } from '../core';
import { requireUser } from '../../http/auth';
import { jsonAnswerCache } from '../../http/cached-json';
import { fieldError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { filesDir } from './files';
import { balanceOn, pounds, statementLines, ukDate } from './statements';

/**
 * The premises whose charges the user sees: those they are an active contact of, as owner or
 * subtenant, except hidden ones (spec 1 §6: hidden premises are excluded).
 * @example const ids = chargeablePremisesIds(db, user);
 */
export function chargeablePremisesIds(db: Database.Database, user: AuthUser): string[] {
  return [...ownPremises(db, user)].filter(([, premises]) => !premises.hidden).map(([id]) => id);
}

interface AccountRow {
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
 * @example const accounts = accountsOf(db, ['pre-riverside-flat-1']);
 */
export function accountsOf(db: Database.Database, premisesIds: readonly string[]): AccountRow[] {
  return db
    .prepare<[string], AccountRow>(
      `SELECT a.id, a.premises_id, a.service_description, a.account_number, a.payment_method,
              (SELECT COALESCE(SUM(l.amount_pence), 0) FROM statement_lines l WHERE l.account_id = a.id) AS balance_pence
         FROM charge_accounts a
        WHERE a.premises_id IN (SELECT value FROM json_each(?))
        ORDER BY a.position, a.id`,
    )
    .all(JSON.stringify(premisesIds));
}

function accountJson(row: AccountRow): ChargeAccount {
  return {
    id: row.id,
    serviceDescription: row.service_description,
    accountNumber: row.account_number,
    paymentMethod: row.payment_method,
    balance: pounds(row.balance_pence),
  };
}

function chargesJson(db: Database.Database, user: AuthUser): ChargesResponse {
  const premisesIds = chargeablePremisesIds(db, user);
  const premises = db
    .prepare<[string], { id: string; name: string; legal_owner: string; development_id: string; development_name: string }>(
      `SELECT p.id, p.name, p.legal_owner, d.id AS development_id, d.name AS development_name
         FROM premises p JOIN developments d ON d.id = p.development_id
        WHERE p.id IN (SELECT value FROM json_each(?))
        ORDER BY d.name, d.id, p.name, p.id`,
    )
    .all(JSON.stringify(premisesIds));
  const accounts = accountsOf(db, premisesIds);
  const developments: ChargesResponse['developments'] = [];
  // Sums in pence (core/README.md), turned into pounds once at the end, so nothing drifts.
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

interface OwnAccountRow {
  id: string;
  service_description: string;
  account_number: string;
  payment_method: string | null;
  important_notes: string | null;
  bank_sort_code: string | null;
  bank_account_number: string | null;
  bank_iban: string | null;
  bank_swift: string | null;
  credit_control_phone: string | null;
  premises_name: string;
}

/**
 * A charge account of one of the user's chargeable premises, or the 404 any other id gets
 * (another resident's account answers exactly like a missing one).
 * @example const account = ownAccount(ctx, user, 'acc-flat-1-service-charge');
 */
export function ownAccount(ctx: AppContext, user: AuthUser, accountId: string): OwnAccountRow {
  const row = ctx.db
    .prepare<[string], OwnAccountRow & { premises_id: string }>(
      'SELECT a.*, p.name AS premises_name FROM charge_accounts a JOIN premises p ON p.id = a.premises_id WHERE a.id = ?',
    )
    .get(accountId);
  if (!row || !chargeablePremisesIds(ctx.db, user).includes(row.premises_id)) throw notFound('Charge account');
  return row;
}

/**
 * The charges routes: the consolidated view, a statement with an optional date range, a bill.
 * @example registerCharges(app);
 */
export function registerCharges(app: Hono<AppEnv>): void {
  // A long statement is the API's largest answer; it changes only when the database does.
  const statements = jsonAnswerCache();
  app.get('/charges', requireUser, (c) => c.json({ data: chargesJson(c.var.ctx.db, c.var.user) }));

  app.get('/charges/:accountId/statement', requireUser, (c) => {
    const { ctx, user } = c.var;
    const account = ownAccount(ctx, user, c.req.param('accountId'));
    // StatementQuery: both dates optional, from not after to (else 400). spec 1 §5: the to date
    // cannot be after today either; the header would show a balance "to" a day still to come.
    const range = readQuery(c, StatementQuery);
    const today = ukDate(ctx.now());
    if (range.toDate !== undefined && range.toDate > today) throw fieldError('toDate', 'must not be after today');
    const toDate = range.toDate ?? today;
    const statement = (): Statement => ({
      serviceName: account.service_description,
      premisesName: account.premises_name,
      tenantAccountNumber: account.account_number,
      paymentMethod: account.payment_method,
      // The header balance is the balance on the statement's to-date.
      balance: pounds(balanceOn(ctx.db, account.id, toDate)),
      toDate,
      additionalInfo: {
        importantNotes: account.important_notes,
        bankSortCode: account.bank_sort_code,
        bankAccountNumber: account.bank_account_number,
        bankIbanCode: account.bank_iban,
        bankSwiftCode: account.bank_swift,
        creditControlPhone: account.credit_control_phone,
      },
      lines: statementLines(ctx.db, account.id, range),
    });
    return statements.answer(c, [account.id, range.fromDate ?? '', range.toDate ?? '', today].join('|'), () => ({ data: statement() }));
  });

  app.get('/library/files/bill/:accountId', requireUser, (c) => {
    const { ctx, user } = c.var;
    const account = ownAccount(ctx, user, c.req.param('accountId'));
    const bill = ctx.db
      .prepare<[string], { file_name: string; stored_name: string }>('SELECT file_name, stored_name FROM bills WHERE account_id = ? ORDER BY issued_on DESC, rowid DESC LIMIT 1')
      .get(account.id);
    if (!bill) throw notFound('Bill');
    const content = readFileSync(join(filesDir(ctx, 'bills'), bill.stored_name)).toString('base64');
    return c.json({ data: { content, fileName: bill.file_name } });
  });
}
