// The access log (spec 2 §2 reports, §7): every successful sign-in (password, MFA code, single
// sign-on; never a refresh) and every view-as session start, with when, who, the developments it
// concerns and, for a view-as, the staff member who viewed. Staff of a development with the
// hasEcommsLogReport flag download its customers' part as CSV.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { AccessLogQuery } from '../../../core/schemas/development-admin';
import { toCsv } from '../../../core/domain/csv';
import { formatInstant } from '../../../core/domain/dateTimeFormat';
import { addLondonDays, londonDay, londonMidnight, londonTime } from '../../../core/domain/london';
import type { AppContext, AppEnv, ServerArea } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { demoIds, developmentAccess } from '../core';
import { contentDisposition } from '../requests/files';
import { accessLogMessages } from './messages';

/**
 * What an access-log entry records: a sign-in by each way in, the start of a view-as session, or a
 * password a staff member set for the customer.
 */
export type AccessEvent = 'password' | 'mfa' | 'sso' | 'view-as' | 'staff-password-reset';

/** The event as the CSV names it. */
const EVENT_NAMES: Record<AccessEvent, string> = {
  password: 'Sign-in (password)',
  mfa: 'Sign-in (verification code)',
  sso: 'Sign-in (single sign-on)',
  'view-as': 'View as customer',
  'staff-password-reset': 'Password reset by staff',
};

/** The roles of a development's staff who may download its access log (spec 2 §6: the reports tab). */
const REPORT_ROLES: ReadonlySet<string> = new Set(['global', 'sl1']);

const accessLogMigrations = [
  `
  -- One row per sign-in or view-as start. The names are read from users when the log is read, so
  -- an entry holds ids only.
  CREATE TABLE access_log (
    id TEXT PRIMARY KEY,
    at TEXT NOT NULL,                  -- ISO instant
    user_id TEXT NOT NULL REFERENCES users(id),
    event TEXT NOT NULL,               -- password, mfa, sso, view-as, staff-password-reset
    viewed_by TEXT REFERENCES users(id) -- the staff member of a view-as or a password reset
  );
  -- The developments an entry concerns, as they were then: a sign-in, those the user was an active
  -- customer of; a view-as, the development it was opened from. A later move does not rewrite history.
  CREATE TABLE access_log_developments (
    development_id TEXT NOT NULL REFERENCES developments(id),
    entry_id TEXT NOT NULL REFERENCES access_log(id),
    at TEXT NOT NULL,                  -- the entry's, so a development's range is read from one index
    PRIMARY KEY (development_id, at, entry_id)
  );
  `,
];

/**
 * Records one access. `developments` defaults to the developments the user is an active customer
 * of now (staff and clients: none, so their sign-ins are in no development's report).
 * @example recordAccess(ctx, { userId: customer.id, event: 'view-as', viewedBy: admin.id, developments: [developmentId] });
 */
export function recordAccess(
  ctx: AppContext,
  entry: { userId: string; event: AccessEvent; viewedBy?: string; developments?: readonly string[]; at?: Date },
): void {
  const at = (entry.at ?? ctx.now()).toISOString();
  const developments =
    entry.developments ??
    ctx.db
      .prepare<[string], { development_id: string }>(
        'SELECT DISTINCT p.development_id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id WHERE c.user_id = ? AND c.active = 1',
      )
      .all(entry.userId)
      .map((row) => row.development_id);
  const id = `acl-${randomUUID()}`;
  ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO access_log (id, at, user_id, event, viewed_by) VALUES (?, ?, ?, ?, ?)').run(id, at, entry.userId, entry.event, entry.viewedBy ?? null);
    const concerns = ctx.db.prepare('INSERT INTO access_log_developments (development_id, entry_id, at) VALUES (?, ?, ?)');
    for (const developmentId of developments) concerns.run(developmentId, id, at);
  })();
}

interface LogRow {
  at: string;
  first_name: string;
  last_name: string;
  email: string;
  event: AccessEvent;
  viewer_first_name: string | null;
  viewer_last_name: string | null;
}

/** The name of a download: the development and the days it covers. */
function fileName(development: string, fromDate: string | undefined, toDate: string): string {
  return `${development} access log ${fromDate ? `${fromDate} to ` : 'to '}${toDate}.csv`;
}

/**
 * `GET /developments/{id}/access-log?fromDate&toDate`: global staff and the development's sl1 staff,
 * for a development with hasEcommsLogReport.
 * @example accessLogRoutes(app);
 */
function accessLogRoutes(app: Hono<AppEnv>): void {
  app.get('/developments/:id/access-log', requireUser, requireStaff, (c) => {
    const { ctx, user } = c.var;
    const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === c.req.param('id'));
    if (!access) throw notFound('Development');
    if (!REPORT_ROLES.has(access.userRole)) throw new HttpError(403, [accessLogMessages.reportRoles]);
    const query = readQuery(c, AccessLogQuery);
    const development = ctx.db
      .prepare<[string], { name: string; has_ecomms_log_report: number }>('SELECT name, has_ecomms_log_report FROM developments WHERE id = ?')
      .get(access.developmentId)!;
    // The development is the caller's and exists: what is missing is the report, a state of the development.
    if (development.has_ecomms_log_report !== 1) throw new HttpError(409, [accessLogMessages.noReport]);
    // London days, both ends included; no end is today, no start is the log's beginning.
    const toDate = query.toDate ?? londonDay(ctx.now());
    const from = query.fromDate ? new Date(londonMidnight(query.fromDate)).toISOString() : '';
    const until = new Date(londonMidnight(addLondonDays(toDate, 1))).toISOString();
    const rows = ctx.db
      .prepare<[string, string, string], LogRow>(
        `SELECT l.at, u.first_name, u.last_name, u.email, l.event, v.first_name AS viewer_first_name, v.last_name AS viewer_last_name
           FROM access_log_developments d JOIN access_log l ON l.id = d.entry_id JOIN users u ON u.id = l.user_id
           LEFT JOIN users v ON v.id = l.viewed_by
          WHERE d.development_id = ? AND d.at >= ? AND d.at < ?
          ORDER BY d.at, l.id`,
      )
      .all(access.developmentId, from, until);
    const csv = toCsv(
      [
        ['Time', 'Name', 'E-mail', 'Event', 'Viewed by'],
        ...rows.map((row) => [
          formatInstant(new Date(row.at), 'Europe/London'),
          `${row.first_name} ${row.last_name}`,
          row.email,
          EVENT_NAMES[row.event],
          row.viewer_first_name === null ? '' : `${row.viewer_first_name} ${row.viewer_last_name}`,
        ]),
      ],
      // Excel reads the names' accents as UTF-8 only after a byte order mark.
      { bom: true },
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(fileName(development.name, query.fromDate, toDate)),
      'Cache-Control': 'no-store',
    });
  });
}

/**
 * docs/demo-data.md "Access log": Riverside Wharf's customers signing in over the last four weeks (a
 * few by MFA code and single sign-on) and staff viewing the portal as Olivia Owner, relative to
 * the seed day like every other seed.
 * @example seedAccessLog(ctx);
 */
function seedAccessLog(ctx: AppContext): void {
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
  for (const [daysAgo, time, userId, event, viewedBy] of entries) {
    recordAccess(ctx, {
      userId,
      event,
      viewedBy,
      // A view-as is opened from one development; the demo staff opened these from Riverside Wharf.
      developments: event === 'view-as' ? [demoIds.riversideWharf] : undefined,
      at: new Date(londonTime(addLondonDays(today, -daysAgo), time)),
    });
  }
}

/**
 * The access log: its table, its demo entries and its CSV route. An area of its own (beside auth,
 * whose sign-ins it records) so that a database made before it gets its demo entries too.
 * @example export const areas = [...others, accessLogArea];
 */
export const accessLogArea: ServerArea = {
  name: 'access-log',
  migrations: accessLogMigrations,
  seed: seedAccessLog,
  routes: accessLogRoutes,
};
