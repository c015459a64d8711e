// The facilities area's routes: GET /facilities, GET /facilities/{id} and GET /facilities/{id}/slots
// (spec 2 §7 Facilities) here, and the other route files registered in order. Routes parse,
// authorise, call service.ts and answer; no SQL.
import type { Hono } from 'hono';
import { addLondonDays, londonMidnight } from '../../../core/domain/london';
import { computeSlots, MAX_SLOT_RANGE_DAYS } from '../../../core/domain/slots';
import { FacilityListQuery, SlotQuery } from '../../../core/schemas';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import { facilityScope, seesFacility, visibleFacility } from './access';
import { facilityAdminRoutes } from './admin-routes';
import { bookingRoutes } from './booking-routes';
import { groupRoutes } from './group-routes';
import { facilityImageRoutes } from './image-routes';
import { facilityFieldRules } from './messages';
import { activeBookings, developmentFacilities, facilityJson, slotFacility } from './service';

/**
 * Every route of the area (README.md).
 * @example facilitiesRoutes(app);
 */
export function facilitiesRoutes(app: Hono<AppEnv>): void {
  facilityRoutes(app);
  facilityAdminRoutes(app);
  facilityImageRoutes(app);
  bookingRoutes(app);
  groupRoutes(app);
}

/**
 * The routes of facilities and their slots.
 * @example facilityRoutes(app);
 */
function facilityRoutes(app: Hono<AppEnv>): void {
  app.get('/facilities', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { developmentUuids } = readQuery(c, FacilityListQuery);
    const scope = await facilityScope(ctx.db, user);
    // Developments the user may not see are left out silently, like ids that do not exist.
    const rows = (await developmentFacilities(ctx.db, developmentUuids)).filter((row) => seesFacility(scope, row));
    const facilities = [];
    for (const row of rows) facilities.push(await facilityJson(ctx, scope, row));
    return c.json({ data: { facilities } });
  });

  app.get('/facilities/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await visibleFacility(ctx.db, user, c.req.param('id'));
    return c.json({ data: await facilityJson(ctx, scope, facility) });
  });

  app.get('/facilities/:id/slots', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await visibleFacility(ctx.db, user, c.req.param('id'));
    const { fromDate, toDate } = readQuery(c, SlotQuery);
    // The engine computes at most a year of days, so that no query keeps the API busy for long.
    if (addLondonDays(fromDate, MAX_SLOT_RANGE_DAYS) < toDate) throw fieldError('toDate', facilityFieldRules.rangeTooLong(MAX_SLOT_RANGE_DAYS));
    const slots = computeSlots({
      facility: slotFacility(facility),
      fromDate,
      toDate,
      // Up to the end of the day after toDate: an overnight fixed slot of toDate ends the next day.
      bookings: await activeBookings(ctx.db, facility, londonMidnight(fromDate), londonMidnight(addLondonDays(toDate, 2))),
      now: ctx.now(),
      viewer: { userId: user.id, seesBeyondLimits: scope.seesBeyondLimits },
    });
    return c.json({ data: { slots } });
  });
}
