// GET /facilities, GET /facilities/{id} and GET /facilities/{id}/slots (spec 2 §7 Facilities).
import type { Hono } from 'hono';
import { addLondonDays, londonMidnight } from '../../../core/domain/london';
import { computeSlots, MAX_SLOT_RANGE_DAYS } from '../../../core/domain/slots';
import { FacilityListQuery, SlotQuery } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { facilityScope, seesFacility, visibleFacility, type FacilityRow } from './access';
import { activeBookings, facilityJson, slotFacility } from './service';
import { facilityFieldRules } from './messages';

/**
 * The routes of facilities and their slots.
 * @example facilityRoutes(app);
 */
export function facilityRoutes(app: Hono<AppEnv>): void {
  app.get('/facilities', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { developmentUuids } = readQuery(c, FacilityListQuery);
    const scope = facilityScope(ctx.db, user);
    // Developments the user may not see are left out silently, like ids that do not exist.
    const rows =
      developmentUuids.length === 0
        ? []
        : ctx.db
            .prepare<string[], FacilityRow>(
              `SELECT f.* FROM facilities f JOIN developments d ON d.id = f.development_id
                WHERE f.deleted_at IS NULL AND f.development_id IN (${developmentUuids.map(() => '?').join(', ')}) ORDER BY d.name, f.name, f.id`,
            )
            .all(...developmentUuids);
    const facilities = rows.filter((row) => seesFacility(scope, row)).map((row) => facilityJson(ctx, scope, row));
    return c.json({ data: { facilities } });
  });

  app.get('/facilities/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = visibleFacility(ctx.db, user, c.req.param('id'));
    return c.json({ data: facilityJson(ctx, scope, facility) });
  });

  app.get('/facilities/:id/slots', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = visibleFacility(ctx.db, user, c.req.param('id'));
    const { fromDate, toDate } = readQuery(c, SlotQuery);
    // The engine computes at most a year of days, so that no query keeps the API busy for long.
    if (addLondonDays(fromDate, MAX_SLOT_RANGE_DAYS) < toDate) throw fieldError('toDate', facilityFieldRules.rangeTooLong(MAX_SLOT_RANGE_DAYS));
    const slots = computeSlots({
      facility: slotFacility(facility),
      fromDate,
      toDate,
      // Up to the end of the day after toDate: an overnight fixed slot of toDate ends the next day.
      bookings: activeBookings(ctx.db, facility, londonMidnight(fromDate), londonMidnight(addLondonDays(toDate, 2))),
      now: ctx.now(),
      viewer: { userId: user.id, seesBeyondLimits: scope.seesBeyondLimits },
    });
    return c.json({ data: { slots } });
  });
}
