import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import type { AccessEvent } from './migrations';

/** One entry as it is written: its developments are those it concerns, as they are now. */
export interface AccessEntry {
  readonly id: string;
  /** ISO instant. */
  readonly at: string;
  readonly userId: string;
  readonly event: AccessEvent;
  readonly viewedBy: string | null;
  readonly developments: readonly string[];
}

/**
 * The developments the user is an active customer of now (staff and clients: none).
 * @example const ids = await customerDevelopments(db, userId);
 */
export async function customerDevelopments(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .select('p.development_id')
    .distinct()
    .where('c.user_id', '=', userId)
    .where('c.active', '=', 1)
    .orderBy('p.development_id')
    .execute();
  return rows.map((row) => row.development_id);
}

/**
 * Writes entries and the developments they concern, batched. The caller holds the transaction
 * (or writes one entry, whose two inserts a crash between would leave as an entry in no report).
 * @example await writeEntries(trx, rows);
 */
export async function writeEntries(db: Db, entries: readonly AccessEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('access_log')
    .values(entries.map((entry) => ({ id: entry.id, at: entry.at, user_id: entry.userId, event: entry.event, viewed_by: entry.viewedBy })))
    .execute();
  const concerns = entries.flatMap((entry) => entry.developments.map((developmentId) => ({ development_id: developmentId, entry_id: entry.id, at: entry.at })));
  if (concerns.length > 0) await db.insertInto('access_log_developments').values(concerns).execute();
}

/**
 * Records one access. `developments` defaults to the developments the user is an active customer
 * of now (staff and clients: none, so their sign-ins are in no development's report). Inside a
 * transaction, pass the context with it: `{ ...ctx, db: trx }`.
 * @example await recordAccess(ctx, { userId: customer.id, event: 'view-as', viewedBy: admin.id, developments: [developmentId] });
 */
export async function recordAccess(
  ctx: Pick<AppContext, 'db' | 'now'>,
  entry: { userId: string; event: AccessEvent; viewedBy?: string; developments?: readonly string[]; at?: Date },
): Promise<void> {
  // Within the caller's transaction as it is; else one of its own, so an entry is never in no report.
  await inTransaction(ctx.db, async (db) => {
    const developments = entry.developments ?? (await customerDevelopments(db, entry.userId));
    await writeEntries(db, [
      { id: `acl-${randomUUID()}`, at: (entry.at ?? ctx.now()).toISOString(), userId: entry.userId, event: entry.event, viewedBy: entry.viewedBy ?? null, developments },
    ]);
  });
}

/** A development's name and whether it has the access log report. */
export function reportDevelopment(db: Db, developmentId: string) {
  return db.selectFrom('developments').select(['name', 'has_ecomms_log_report']).where('id', '=', developmentId).executeTakeFirst();
}

/** One line of a development's log: the entry, its user and the staff member who viewed. */
export interface LogLine {
  at: string;
  first_name: string;
  last_name: string;
  email: string;
  event: AccessEvent;
  viewer_first_name: string | null;
  viewer_last_name: string | null;
}

/**
 * The development's entries with `from <= at < until` (ISO instants), oldest first.
 * @example const lines = await developmentLog(db, developmentId, '', '2025-04-01T23:00:00.000Z');
 */
export function developmentLog(db: Db, developmentId: string, from: string, until: string): Promise<LogLine[]> {
  return db
    .selectFrom('access_log_developments as d')
    .innerJoin('access_log as l', 'l.id', 'd.entry_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('users as v', 'v.id', 'l.viewed_by')
    .select(['l.at', 'u.first_name', 'u.last_name', 'u.email', 'l.event', 'v.first_name as viewer_first_name', 'v.last_name as viewer_last_name'])
    .where('d.development_id', '=', developmentId)
    .where('d.at', '>=', from)
    .where('d.at', '<', until)
    .orderBy('d.at')
    .orderBy('l.id')
    .execute();
}
