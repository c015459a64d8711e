// GET /charges, GET /charges/{accountId}/statement and GET /library/files/bill/{accountId}
// (spec 1 §2-3, §7). Residents reach only the accounts of their own premises, hidden ones excluded
// (./access.ts); the queries are in ./service.ts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { StatementQuery, type Statement } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { jsonAnswerCache } from '../../http/cached-json';
import { fieldError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { filesDir } from '../developments';
import { chargeablePremisesIds, ownAccount } from './access';
import { balanceOn, chargesOf, latestBill, statementLines } from './service';
import { pounds, ukDate } from './statements';

/**
 * The charges routes: the consolidated view, a statement with an optional date range, a bill.
 * @example chargeRoutes(app);
 */
export function chargeRoutes(app: Hono<AppEnv>): void {
  // A long statement is the API's largest answer; it changes only when the database does.
  const statements = jsonAnswerCache();
  app.get('/charges', requireUser, async (c) => {
    const { ctx, user } = c.var;
    return c.json({ data: await chargesOf(ctx.db, await chargeablePremisesIds(ctx.db, user)) });
  });

  app.get('/charges/:accountId/statement', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const account = await ownAccount(ctx.db, user, c.req.param('accountId'));
    // StatementQuery: both dates optional, from not after to (else 400). spec 1 §5: the to date
    // cannot be after today either; the header would show a balance "to" a day still to come.
    const range = readQuery(c, StatementQuery);
    const today = ukDate(ctx.now());
    if (range.toDate !== undefined && range.toDate > today) throw fieldError('toDate', 'must not be after today');
    const toDate = range.toDate ?? today;
    const statement = async (): Promise<Statement> => ({
      serviceName: account.service_description,
      premisesName: account.premises_name,
      tenantAccountNumber: account.account_number,
      paymentMethod: account.payment_method,
      // The header balance is the balance on the statement's to-date.
      balance: pounds(await balanceOn(ctx.db, account.id, toDate)),
      toDate,
      additionalInfo: {
        importantNotes: account.important_notes,
        bankSortCode: account.bank_sort_code,
        bankAccountNumber: account.bank_account_number,
        bankIbanCode: account.bank_iban,
        bankSwiftCode: account.bank_swift,
        creditControlPhone: account.credit_control_phone,
      },
      lines: await statementLines(ctx.db, account.id, range),
    });
    return statements.answer(c, [account.id, range.fromDate ?? '', range.toDate ?? '', today].join('|'), async () => ({ data: await statement() }));
  });

  app.get('/library/files/bill/:accountId', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const account = await ownAccount(ctx.db, user, c.req.param('accountId'));
    const bill = await latestBill(ctx.db, account.id);
    if (!bill) throw notFound('Bill');
    const content = (await readFile(join(filesDir(ctx, 'bills'), bill.stored_name))).toString('base64');
    return c.json({ data: { content, fileName: bill.file_name } });
  });
}
