import type { Hono } from 'hono';
import { AccessLogQuery } from '../../../core/schemas/development-admin';
import { toCsv } from '../../../core/domain/csv';
import { canSeeReportsTab } from '../../../core/domain/permissions';
import { formatInstant } from '../../../core/domain/dateTimeFormat';
import { addLondonDays, londonDay, londonMidnight } from '../../../core/domain/london';
import type { AppEnv } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { developmentAccess } from '../core';
import { contentDisposition } from '../requests/files';
import { accessLogMessages } from './messages';
import type { AccessEvent } from './migrations';
import { developmentLog, reportDevelopment } from './service';

/** The event as the CSV names it. */
const EVENT_NAMES: Record<AccessEvent, string> = {
  password: 'Sign-in (password)',
  mfa: 'Sign-in (verification code)',
  sso: 'Sign-in (single sign-on)',
  'view-as': 'View as customer',
  'staff-password-reset': 'Password reset by staff',
};

/** The name of a download: the development and the days it covers. */
function fileName(development: string, fromDate: string | undefined, toDate: string): string {
  return `${development} access log ${fromDate ? `${fromDate} to ` : 'to '}${toDate}.csv`;
}

/**
 * `GET /developments/{id}/access-log?fromDate&toDate`: global staff and the development's sl1 staff,
 * for a development with hasEcommsLogReport.
 * @example accessLogRoutes(app);
 */
export function accessLogRoutes(app: Hono<AppEnv>): void {
  app.get('/developments/:id/access-log', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const access = (await developmentAccess(ctx.db, user)).find((candidate) => candidate.developmentId === c.req.param('id'));
    if (!access) throw notFound('Development');
    // The staff member's role in this development (spec 2 §6: the reports tab's), not their best anywhere.
    if (!canSeeReportsTab({ role: { types: user.roleTypes, payloads: [access.userRole] }, activeRole: 'admin' })) throw new HttpError(403, [accessLogMessages.reportRoles]);
    const query = readQuery(c, AccessLogQuery);
    const development = (await reportDevelopment(ctx.db, access.developmentId))!;
    // The development is the caller's and exists: what is missing is the report, a state of the development.
    if (development.has_ecomms_log_report !== 1) throw new HttpError(409, [accessLogMessages.noReport]);
    // London days, both ends included; no end is today, no start is the log's beginning.
    const toDate = query.toDate ?? londonDay(ctx.now());
    const from = query.fromDate ? new Date(londonMidnight(query.fromDate)).toISOString() : '';
    const until = new Date(londonMidnight(addLondonDays(toDate, 1))).toISOString();
    const rows = await developmentLog(ctx.db, access.developmentId, from, until);
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
