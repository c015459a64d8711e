import type { AppContext } from '../../area';
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import { demoIds } from '../core';
import type { AccessEvent } from './migrations';
import { customerDevelopments, writeEntries, type AccessEntry } from './service';

/**
 * docs/demo-data.md "Access log": Riverside Wharf's customers signing in over the last four weeks (a
 * few by MFA code and single sign-on) and staff viewing the portal as Olivia Owner, relative to
 * the seed day like every other seed.
 * @example await seedAccessLog(ctx);
 */
export async function seedAccessLog(ctx: AppContext): Promise<void> {
  const today = londonDay(ctx.now());
  // [days ago, London time, who, how, viewed by]
  const entries: [number, string, string, AccessEvent, string?][] = [
    [27, '08:12', demoIds.olivia, 'password'],
    [26, '19:40', demoIds.sam, 'password'],
    [24, '07:55', demoIds.olivia, 'password'],
    [23, '12:03', demoIds.olivia, 'view-as', demoIds.ada],
    [22, '21:17', demoIds.sam, 'sso'],
    [20, '09:30', demoIds.olivia, 'password'],
    [19, '18:45', demoIds.sam, 'password'],
    [17, '08:05', demoIds.olivia, 'sso'],
    [16, '13:20', demoIds.sam, 'view-as', demoIds.manny],
    [15, '20:10', demoIds.olivia, 'password'],
    [13, '07:48', demoIds.sam, 'password'],
    [12, '10:15', demoIds.olivia, 'password'],
    [11, '22:02', demoIds.olivia, 'password'],
    [10, '09:00', demoIds.sam, 'password'],
    [9, '15:35', demoIds.olivia, 'view-as', demoIds.manny],
    [8, '08:20', demoIds.olivia, 'password'],
    [7, '19:05', demoIds.sam, 'sso'],
    [6, '07:40', demoIds.olivia, 'password'],
    [5, '12:50', demoIds.sam, 'password'],
    [4, '18:30', demoIds.olivia, 'password'],
    [3, '08:10', demoIds.sam, 'password'],
    [2, '21:45', demoIds.olivia, 'password'],
    [2, '11:00', demoIds.olivia, 'view-as', demoIds.ada],
    [1, '07:58', demoIds.olivia, 'password'],
    [1, '20:25', demoIds.sam, 'password'],
  ];
  await ctx.db.transaction().execute(async (trx) => {
    const customerOf = new Map<string, readonly string[]>();
    for (const userId of new Set(entries.map(([, , who]) => who))) customerOf.set(userId, await customerDevelopments(trx, userId));
    const rows: AccessEntry[] = entries.map(([daysAgo, time, userId, event, viewedBy], index) => ({
      // Deterministic ids, in the entries' order.
      id: `acl-demo-${String(index + 1).padStart(2, '0')}`,
      at: new Date(londonTime(addLondonDays(today, -daysAgo), time)).toISOString(),
      userId,
      event,
      viewedBy: viewedBy ?? null,
      // A view-as is opened from one development; the demo staff opened these from Riverside Wharf.
      developments: event === 'view-as' ? [demoIds.riversideWharf] : customerOf.get(userId)!,
    }));
    await writeEntries(trx, rows);
  });
}
