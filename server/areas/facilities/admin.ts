// Staff managing facilities (spec 2 §2 Facility management, §7): create, change, delete, and the
// users allowed to book one. Images are in images.ts.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import {
  FacilityCreate,
  FacilityDeleteQuery,
  FacilitySettings,
  FacilityUpdate,
  FacilityUsersQuery,
  type FacilityDeleted,
  type FacilityUser,
} from '../../../core/schemas/facility-admin';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery, validated } from '../../http/validate';
import { canSeeDevelopment } from '../core';
import { removePublicFile } from '../residents';
import { notify } from '../notifications';
import { sendMessage } from '../outbox';
import { facilityScope, staffFacility, type FacilityRow } from './access';
import { facilityDeletedNotice, facilityFieldRules, facilitiesMessages } from './messages';
import { ACTIVE_STATES, facilityJson, facilityRules } from './service';

const activeStates = ACTIVE_STATES.map((state) => `'${state}'`).join(', ');

/** The settings columns of `facilities`, from `FacilitySettings`. */
function settingsColumns(settings: FacilitySettings) {
  const { rules } = settings;
  return {
    name: settings.name,
    description: settings.description ?? null,
    slotType: settings.slotType,
    leadTime: rules.leadTime,
    horizon: rules.horizon,
    minimum: rules.minimumSlotDurationInMinutes,
    buffer: rules.bufferTimeInMinutes,
    businessDays: JSON.stringify(rules.businessDays),
    // A flexible facility has no fixed slots (core/schemas FacilityRules).
    fixedSlots: JSON.stringify(settings.slotType === 'fixed' ? rules.fixedSlots : []),
  };
}

const CUSTOMER_COLUMNS = `u.id, u.first_name || ' ' || u.last_name AS full_name, u.email, json_group_array(p.name) AS premises`;

/**
 * The registered customers of a development (an active contact of one of its premises, with a
 * user), with their premises there by name, by name. Those who may be allowed to book its facilities.
 * @example const customers = developmentCustomers(ctx, 'dev-riverside-wharf');
 */
function developmentCustomers(ctx: AppContext, developmentId: string): { id: string; full_name: string; email: string; premises: string }[] {
  return ctx.db
    .prepare<[string], { id: string; full_name: string; email: string; premises: string }>(
      `SELECT ${CUSTOMER_COLUMNS}
         FROM (SELECT DISTINCT c.user_id, p.name FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
                WHERE c.active = 1 AND c.user_id IS NOT NULL AND p.development_id = ? ORDER BY p.name) p
         JOIN users u ON u.id = p.user_id
        GROUP BY u.id ORDER BY full_name, u.id`,
    )
    .all(developmentId);
}

/**
 * `GET /facilities/{id}/users`: every registered customer of the facility's development, with
 * whether they are on its own list and the customer groups holding it they belong to.
 */
function facilityCandidates(ctx: AppContext, facility: FacilityRow): FacilityUser[] {
  const allowed = new Set(
    ctx.db
      .prepare<[string], { user_id: string }>('SELECT user_id FROM facility_users WHERE facility_id = ?')
      .all(facility.id)
      .map((row) => row.user_id),
  );
  const groups = ctx.db
    .prepare<[string], { user_id: string; uuid: string; name: string }>(
      `SELECT gu.user_id, g.id AS uuid, g.name FROM customer_group_facilities gf
         JOIN customer_groups g ON g.id = gf.group_id JOIN customer_group_users gu ON gu.group_id = g.id
        WHERE gf.facility_id = ? ORDER BY g.name, g.id`,
    )
    .all(facility.id);
  return developmentCustomers(ctx, facility.development_id).map((customer) => ({
    id: customer.id,
    fullName: customer.full_name,
    email: customer.email,
    premises: (JSON.parse(customer.premises) as string[]).sort((a, b) => a.localeCompare(b)),
    allowed: allowed.has(customer.id),
    groups: groups.filter((group) => group.user_id === customer.id).map(({ uuid, name }) => ({ uuid, name })),
  }));
}

const FACILITY_UPDATE_SQL = `UPDATE facilities SET name = @name, description = @description, slot_type = @slotType, lead_time_minutes = @leadTime,
  horizon_days = @horizon, minimum_slot_minutes = @minimum, buffer_minutes = @buffer, business_days = @businessDays, fixed_slots = @fixedSlots
  WHERE id = @id`;

/**
 * Tells the resident whose booking staff cancelled: a notification in the portal, linking to the
 * development's bookings where the booking stays marked, and an e-mail through the outbox.
 * @example tellResidentOfCancellation(ctx, facility, { id, user_id, start_at, end_at, email }, facilityDeletedNotice);
 */
export function tellResidentOfCancellation(
  ctx: AppContext,
  facility: Pick<FacilityRow, 'name' | 'development_id'>,
  booking: { id: string; user_id: string; start_at: string; end_at: string; email: string },
  notice: { title: (facility: string) => string; text: (facility: string, startAt: string, endAt: string) => string },
): void {
  const title = notice.title(facility.name);
  const text = notice.text(facility.name, booking.start_at, booking.end_at);
  const link = `/book-facilities/${encodeURIComponent(facility.development_id)}`;
  notify(ctx, [booking.user_id], { importance: 'standard', title, text, link, source: `booking-cancelled:${booking.id}`, developmentIds: [facility.development_id] });
  sendMessage(ctx, { to: booking.email, channel: 'email', subject: title, body: text });
}

/**
 * Deletes the facility in one immediate transaction: with upcoming bookings and without
 * `cancelUpcoming`, 409 saying how many; with it, each is cancelled as staff and its resident told
 * (a notification and an e-mail). The row stays, marked deleted, for the bookings that name it.
 * Answers how many bookings were cancelled and the image files to remove once committed.
 */
function deleteFacility(ctx: AppContext, facility: FacilityRow, cancelUpcoming: boolean): { cancelled: number; files: string[] } {
  const { db } = ctx;
  const now = ctx.now().toISOString();
  const remove = db.transaction(() => {
    // Another staff member may have deleted it since the route read it.
    if (db.prepare<[string], { deleted_at: string | null }>('SELECT deleted_at FROM facilities WHERE id = ?').get(facility.id)?.deleted_at) throw notFound('Facility');
    const upcoming = db
      .prepare<[string, string], { id: string; user_id: string; start_at: string; end_at: string; email: string }>(
        `SELECT b.id, b.user_id, b.start_at, b.end_at, u.email FROM bookings b JOIN users u ON u.id = b.user_id
          WHERE b.facility_id = ? AND b.state IN (${activeStates}) AND b.end_at > ? ORDER BY b.start_at, b.id`,
      )
      .all(facility.id, now);
    if (upcoming.length > 0 && !cancelUpcoming) throw new HttpError(409, [facilitiesMessages.upcomingBookings(facility.name, upcoming.length)]);
    const cancel = db.prepare("UPDATE bookings SET state = 'cancelled_by_staff', updated_at = ? WHERE id = ?");
    for (const booking of upcoming) {
      cancel.run(now, booking.id);
      tellResidentOfCancellation(ctx, facility, booking, facilityDeletedNotice);
    }
    const files = db
      .prepare<[string], { file_name: string }>('SELECT file_name FROM facility_images WHERE facility_id = ?')
      .all(facility.id)
      .map((row) => row.file_name);
    // Nobody may book it any more and no group holds it; its bookings keep the row.
    db.prepare('DELETE FROM facility_images WHERE facility_id = ?').run(facility.id);
    db.prepare('DELETE FROM facility_users WHERE facility_id = ?').run(facility.id);
    db.prepare('DELETE FROM customer_group_facilities WHERE facility_id = ?').run(facility.id);
    db.prepare('UPDATE facilities SET deleted_at = ? WHERE id = ?').run(now, facility.id);
    return { cancelled: upcoming.length, files };
  });
  return remove.immediate();
}

/**
 * The staff routes of facilities (README.md, Facility management).
 * @example facilityAdminRoutes(app);
 */
export function facilityAdminRoutes(app: Hono<AppEnv>): void {
  app.post('/facilities', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const body = await readJson(c, FacilityCreate);
    const scope = facilityScope(ctx.db, user);
    // A development out of sight is 404 like any other record; one seen without working in it, 403.
    if (!scope.staffDevelopments.includes(body.developmentId)) {
      if (!canSeeDevelopment(ctx.db, user, body.developmentId)) throw notFound('Development');
      throw new HttpError(403, [facilitiesMessages.staffOnly]);
    }
    const id = `fac-${randomUUID()}`;
    ctx.db
      .prepare(
        `INSERT INTO facilities (id, development_id, name, description, slot_type, lead_time_minutes, horizon_days, minimum_slot_minutes,
           buffer_minutes, business_days, fixed_slots, max_upcoming_bookings, created_at)
         VALUES (@id, @developmentId, @name, @description, @slotType, @leadTime, @horizon, @minimum, @buffer, @businessDays, @fixedSlots, NULL, @created)`,
      )
      .run({ id, developmentId: body.developmentId, created: ctx.now().toISOString(), ...settingsColumns(body) });
    const facility = ctx.db.prepare<[string], FacilityRow>('SELECT * FROM facilities WHERE id = ?').get(id)!;
    return c.json({ data: facilityJson(ctx, scope, facility) }, 201);
  });

  app.put('/facilities/:id', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = staffFacility(ctx.db, user, c.req.param('id'));
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
      const customers = new Set(developmentCustomers(ctx, facility.development_id).map((customer) => customer.id));
      const strangers = users.filter((userId) => !customers.has(userId));
      if (strangers.length > 0) {
        const rules = strangers.map(facilityFieldRules.notACustomer);
        throw new HttpError(400, rules.map((rule) => `users: ${rule}`), { fields: { users: rules } });
      }
    }
    ctx.db.transaction(() => {
      ctx.db.prepare(FACILITY_UPDATE_SQL).run({ id: facility.id, ...settingsColumns(settings) });
      if (users) {
        ctx.db.prepare('DELETE FROM facility_users WHERE facility_id = ?').run(facility.id);
        const insert = ctx.db.prepare('INSERT INTO facility_users (facility_id, user_id) VALUES (?, ?)');
        for (const userId of users) insert.run(facility.id, userId);
      }
    })();
    const updated = ctx.db.prepare<[string], FacilityRow>('SELECT * FROM facilities WHERE id = ?').get(facility.id)!;
    return c.json({ data: facilityJson(ctx, scope, updated) });
  });

  app.get('/facilities/:id/users', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility } = staffFacility(ctx.db, user, c.req.param('id'));
    const { all } = readQuery(c, FacilityUsersQuery);
    const candidates = facilityCandidates(ctx, facility);
    // Without all: those who may book it, themselves or through a group.
    const users = all ? candidates : candidates.filter((candidate) => candidate.allowed || candidate.groups.length > 0);
    return c.json({ data: { users } });
  });

  app.delete('/facilities/:id', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility } = staffFacility(ctx.db, user, c.req.param('id'));
    const { cancelUpcomingBookings } = readQuery(c, FacilityDeleteQuery);
    const { cancelled, files } = deleteFacility(ctx, facility, cancelUpcomingBookings === 'true');
    for (const file of files) removePublicFile(ctx, file);
    const data: FacilityDeleted = { cancelledBookings: cancelled };
    return c.json({ data });
  });
}
