// Staff managing facilities (spec 2 §2 Facility management, §7): create, change, delete, and the
// users allowed to book one. Images are in image-routes.ts; the queries in service.ts.
import type { Hono } from 'hono';
import {
  FacilityCreate,
  FacilityDeleteQuery,
  FacilitySettings,
  FacilityUpdate,
  FacilityUsersQuery,
  type FacilityDeleted,
} from '../../../core/schemas/facility-admin';
import type { AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery, validated } from '../../http/validate';
import { canSeeDevelopment } from '../core';
import { removePublicFile } from '../developments';
import { facilityScope, staffFacility } from './access';
import { facilityFieldRules, facilitiesMessages } from './messages';
import { createFacility, deleteFacility, developmentCustomers, facilityCandidates, facilityJson, facilityRules, updateFacility } from './service';

/**
 * The staff routes of facilities (README.md, Facility management).
 * @example facilityAdminRoutes(app);
 */
export function facilityAdminRoutes(app: Hono<AppEnv>): void {
  app.post('/facilities', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, FacilityCreate);
    const scope = await facilityScope(ctx.db, user);
    // A development out of sight is 404 like any other record; one seen without working in it, 403.
    if (!scope.staffDevelopments.includes(body.developmentId)) {
      if (!(await canSeeDevelopment(ctx.db, user, body.developmentId))) throw notFound('Development');
      throw new HttpError(403, [facilitiesMessages.staffOnly]);
    }
    const facility = await createFacility(ctx, body.developmentId, body);
    return c.json({ data: await facilityJson(ctx, scope, facility) }, 201);
  });

  app.put('/facilities/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = await staffFacility(ctx.db, user, c.req.param('id'));
    const change = await readJson(c, FacilityUpdate);
    // The change merged with the stored facility must be valid settings as a whole (a fixed
    // facility needs fixed slots whichever of the two fields changed).
    const settings = validated(
      {
        name: change.name ?? facility.name,
        description: change.description !== undefined ? change.description : facility.description,
        slotType: change.slotType ?? facility.slot_type,
        rules: change.rules ?? facilityRules(facility),
      },
      FacilitySettings,
    );
    const users = change.users && [...new Set(change.users)];
    if (users) {
      const customers = new Set((await developmentCustomers(ctx.db, facility.development_id)).map((customer) => customer.id));
      const strangers = users.filter((userId) => !customers.has(userId));
      if (strangers.length > 0) {
        const rules = strangers.map(facilityFieldRules.notACustomer);
        throw new HttpError(400, rules.map((rule) => `users: ${rule}`), { fields: { users: rules } });
      }
    }
    const updated = await updateFacility(ctx, facility, settings, users);
    return c.json({ data: await facilityJson(ctx, scope, updated) });
  });

  app.get('/facilities/:id/users', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility } = await staffFacility(ctx.db, user, c.req.param('id'));
    const { all } = readQuery(c, FacilityUsersQuery);
    const candidates = await facilityCandidates(ctx.db, facility);
    // Without all: those who may book it, themselves or through a group.
    const users = all ? candidates : candidates.filter((candidate) => candidate.allowed || candidate.groups.length > 0);
    return c.json({ data: { users } });
  });

  app.delete('/facilities/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility } = await staffFacility(ctx.db, user, c.req.param('id'));
    const { cancelUpcomingBookings } = readQuery(c, FacilityDeleteQuery);
    const { cancelled, files } = await deleteFacility(ctx, facility, cancelUpcomingBookings === 'true');
    for (const file of files) removePublicFile(ctx, file);
    const data: FacilityDeleted = { cancelledBookings: cancelled };
    return c.json({ data });
  });
}
