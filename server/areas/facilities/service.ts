// Every query of the facilities area: facilities and their rules, bookings and the booking
// transaction, staff's management of facilities and their images, and customer groups. The
// routes (routes.ts, admin-routes.ts, image-routes.ts, group-routes.ts) parse, authorise, call
// these and answer.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { BookedPeriod, SlotInput } from '../../../core/domain/slots';
import { checkBooking } from '../../../core/domain/slots';
import type { Booking, BookingCreate, BookingInfo, BookingState, BusinessDays, Facility, FixedSlot } from '../../../core/schemas';
import type { CustomerGroup } from '../../../core/schemas/customer-groups';
import type { FacilitySettings, FacilityUser } from '../../../core/schemas/facility-admin';
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import type { Tables } from '../../database/tables';
import { HttpError, notFound } from '../../http/errors';
import { residentsOf, type AuthUser } from '../core';
import { publicFileUrl } from '../developments';
import { notify } from '../notifications';
import { sendMessage } from '../outbox';
import type { FacilityScope } from './access';
import { bookingRefusalMessages, facilitiesMessages, facilityDeletedNotice } from './messages';
import type { BookingsTable, FacilityRow } from './migrations';

export type { FacilityRow } from './migrations';

/** A row of `bookings` with its facility's name and who booked, as the booking queries answer it. */
export interface BookingRow extends BookingsTable {
  facility_name: string;
  /** Who booked, for staff: their name, and their premises in the facility's development (the first by name). */
  contact_full_name: string;
  contact_premises_name: string | null;
}

/** The states that hold a slot; the cancelled ones free it (spec 2 §4). */
export const ACTIVE_STATES: readonly BookingState[] = ['pending', 'confirmed'];

/**
 * Holds the facility's row until the transaction ends (PostgreSQL: `SELECT ... FOR UPDATE`; SQLite
 * has one writer at a time already): every booking and image change of one facility takes its
 * turn, whichever API process runs it.
 */
function lockFacility(ctx: AppContext, trx: Transaction<Tables>, facilityId: string): Promise<void> {
  return ctx.dialect.lockRow(trx, 'facilities', facilityId);
}

/** Binary order of two strings, as SQLite's default collation sorts them. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// ---------------------------------------------------------------------------------------------
// Facilities

/**
 * The facility with this id, or undefined; a deleted one only with `withDeleted`.
 * @example const facility = await findFacility(db, 'fac-riverside-gym');
 */
export function findFacility(db: Db, id: string, withDeleted = false): Promise<FacilityRow | undefined> {
  let query = db.selectFrom('facilities').selectAll().where('id', '=', id);
  if (!withDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

/**
 * The facilities (not deleted) of these developments, by development name, then name.
 * @example const rows = await developmentFacilities(db, ['dev-riverside-wharf']);
 */
export async function developmentFacilities(db: Db, developmentIds: readonly string[]): Promise<FacilityRow[]> {
  if (developmentIds.length === 0) return [];
  return db
    .selectFrom('facilities as f')
    .innerJoin('developments as d', 'd.id', 'f.development_id')
    .selectAll('f')
    .where('f.deleted_at', 'is', null)
    .where('f.development_id', 'in', developmentIds)
    .orderBy('d.name')
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
}

/**
 * The facilities a resident may book: in a development with facility booking where they are an
 * active contact, and either allowed themselves or a member of a customer group holding it.
 * @example const ids = await bookableFacilities(db, user.id, ['dev-riverside-wharf']);
 */
export async function bookableFacilities(db: Db, userId: string, developments: readonly string[]): Promise<Set<string>> {
  if (developments.length === 0) return new Set();
  const rows = await db
    .selectFrom('facilities as f')
    .innerJoin('developments as d', 'd.id', 'f.development_id')
    .select('f.id')
    .where('d.has_facilities_booking', '=', 1)
    .where('f.deleted_at', 'is', null)
    .where('f.development_id', 'in', developments)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('facility_users as u').select('u.user_id').whereRef('u.facility_id', '=', 'f.id').where('u.user_id', '=', userId)),
        eb.exists(
          eb
            .selectFrom('customer_group_facilities as gf')
            .innerJoin('customer_group_users as gu', 'gu.group_id', 'gf.group_id')
            .select('gu.user_id')
            .whereRef('gf.facility_id', '=', 'f.id')
            .where('gu.user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The users allowed to book a facility: its own users and the members of customer groups holding it.
 * @example const ids = await facilityUsers(db, 'fac-riverside-gym');
 */
async function facilityUsers(db: Db, facilityId: string): Promise<string[]> {
  const own = await db.selectFrom('facility_users').select('user_id').where('facility_id', '=', facilityId).execute();
  const grouped = await db
    .selectFrom('customer_group_facilities as gf')
    .innerJoin('customer_group_users as gu', 'gu.group_id', 'gf.group_id')
    .select('gu.user_id')
    .where('gf.facility_id', '=', facilityId)
    .execute();
  return [...new Set([...own, ...grouped].map((row) => row.user_id))].sort(byText);
}

/**
 * A facility as the user sees it (core/schemas `Facility`). Staff get every user allowed to book
 * it; a resident only themselves, so that nobody learns who their neighbours are.
 * @example return c.json({ data: await facilityJson(ctx, scope, row) });
 */
export async function facilityJson(ctx: AppContext, scope: FacilityScope, row: FacilityRow): Promise<Facility> {
  const images = await ctx.db
    .selectFrom('facility_images')
    .select(['id', 'name', 'file_name', 'is_main_image'])
    .where('facility_id', '=', row.id)
    .orderBy('is_main_image', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  const users = await facilityUsers(ctx.db, row.id);
  return {
    id: row.id,
    developmentId: row.development_id,
    name: row.name,
    description: row.description,
    images: images.map((image) => ({
      id: image.id,
      facilityUuid: row.id,
      name: image.name,
      isMainImage: image.is_main_image === 1,
      url: publicFileUrl(ctx, image.file_name)!,
    })),
    users: scope.staffDevelopments.includes(row.development_id) ? users : users.filter((userId) => userId === scope.userId),
    slotType: row.slot_type,
    rules: facilityRules(row),
  };
}

/**
 * A facility's booking rules (core/schemas `FacilityRules`).
 * @example const { horizon } = facilityRules(row);
 */
export function facilityRules(row: FacilityRow): Facility['rules'] {
  return {
    leadTime: row.lead_time_minutes,
    horizon: row.horizon_days,
    businessDays: JSON.parse(row.business_days) as BusinessDays,
    minimumSlotDurationInMinutes: row.minimum_slot_minutes,
    bufferTimeInMinutes: row.buffer_minutes,
    fixedSlots: JSON.parse(row.fixed_slots) as FixedSlot[],
  };
}

/**
 * A facility as the slot engine takes it: how it is booked and its rules.
 * @example computeSlots({ facility: slotFacility(row), ... });
 */
export function slotFacility(row: FacilityRow): SlotInput['facility'] {
  return { slotType: row.slot_type, rules: facilityRules(row) };
}

// ---------------------------------------------------------------------------------------------
// Bookings

/**
 * A booking as the API answers it (core/schemas `Booking`); its contact is the user who booked,
 * named with their premises for staff (`forStaff`), only their id otherwise.
 * @example return c.json({ data: bookingJson(row, staffOf(scope, facility)) }, 201);
 */
export function bookingJson(row: BookingRow, forStaff = false): Booking {
  return {
    id: row.id,
    state: row.state,
    startAt: row.start_at,
    endAt: row.end_at,
    facility: { id: row.facility_id, name: row.facility_name },
    contact: forStaff ? { id: row.user_id, fullName: row.contact_full_name, premisesName: row.contact_premises_name } : { id: row.user_id },
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Bookings (`b`) with their facility (`f`), who booked and their premises in its development. */
function bookingQuery(db: Db) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('facilities as f', 'f.id', 'b.facility_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .selectAll('b')
    .select(['f.name as facility_name', 'u.first_name', 'u.last_name'])
    .select((eb) =>
      eb
        .selectFrom('premises_contacts as c')
        .innerJoin('premises as p', 'p.id', 'c.premises_id')
        .select('p.name')
        .whereRef('c.user_id', '=', 'b.user_id')
        .where('c.active', '=', 1)
        .whereRef('p.development_id', '=', 'f.development_id')
        .orderBy('p.name')
        .orderBy('p.id')
        .limit(1)
        .as('contact_premises_name'),
    );
}

/** A row of `bookingQuery` as `BookingRow`. */
function bookingRow({ first_name, last_name, contact_premises_name, ...row }: Awaited<ReturnType<ReturnType<typeof bookingQuery>['executeTakeFirstOrThrow']>>): BookingRow {
  return { ...row, contact_full_name: `${first_name} ${last_name}`, contact_premises_name: contact_premises_name ?? null };
}

/**
 * One booking of a facility, or undefined.
 * @example const row = await findBooking(db, facility.id, bookingId);
 */
export async function findBooking(db: Db, facilityId: string, bookingId: string): Promise<BookingRow | undefined> {
  const row = await bookingQuery(db).where('b.id', '=', bookingId).where('b.facility_id', '=', facilityId).executeTakeFirst();
  return row && bookingRow(row);
}

/** Which bookings a list asks for: of a facility or of a development, whose (null: everyone's), and the instants they overlap. */
export interface BookingListQuery {
  readonly facilityId?: string;
  readonly developmentId?: string;
  /** Only this user's bookings; null for every booking (staff). */
  readonly userId: string | null;
  /** Bookings ending after this instant (ISO 8601 UTC). */
  readonly endsAfter?: string;
  /** Bookings starting before this instant (ISO 8601 UTC). */
  readonly startsBefore?: string;
}

/**
 * The bookings of a facility or of a development, by start.
 * @example const rows = await listBookings(db, { facilityId: facility.id, userId: null });
 */
export async function listBookings(db: Db, query: BookingListQuery): Promise<BookingRow[]> {
  let select = bookingQuery(db);
  if (query.facilityId !== undefined) select = select.where('b.facility_id', '=', query.facilityId);
  if (query.developmentId !== undefined) select = select.where('f.development_id', '=', query.developmentId);
  if (query.userId !== null) select = select.where('b.user_id', '=', query.userId);
  if (query.endsAfter !== undefined) select = select.where('b.end_at', '>', query.endsAfter);
  if (query.startsBefore !== undefined) select = select.where('b.start_at', '<', query.startsBefore);
  const rows = await select.orderBy('b.start_at').orderBy('b.id').execute();
  return rows.map(bookingRow);
}

/**
 * The bookings of a facility that hold their slot and come within its buffer of the period from
 * `from` to `to` (epoch milliseconds), as the slot engine takes them.
 * @example const bookings = await activeBookings(db, facility, start, end);
 */
export async function activeBookings(db: Db, facility: FacilityRow, from: number, to: number): Promise<BookedPeriod[]> {
  const buffer = facility.buffer_minutes * 60_000;
  const rows = await db
    .selectFrom('bookings')
    .select(['id', 'user_id', 'start_at', 'end_at'])
    .where('facility_id', '=', facility.id)
    .where('state', 'in', ACTIVE_STATES)
    .where('end_at', '>', new Date(from - buffer).toISOString())
    .where('start_at', '<', new Date(to + buffer).toISOString())
    .orderBy('start_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ bookingId: row.id, userId: row.user_id, startAt: row.start_at, endAt: row.end_at }));
}

/**
 * How many of a user's bookings of a facility are upcoming: holding their slot and not ended.
 * @example if ((await upcomingCount(db, user.id, facility.id, now)) >= max) ...
 */
export async function upcomingCount(db: Db, userId: string, facilityId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('facility_id', '=', facilityId)
    .where('state', 'in', ACTIVE_STATES)
    .where('end_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * `GET /user/doctrine`: per facility the user may book, their upcoming bookings and the cap (spec 2
 * §3 user booking info). Staff book nothing, so theirs is empty.
 * @example return c.json({ data: await bookingInfo(ctx, scope) });
 */
export async function bookingInfo(ctx: AppContext, scope: FacilityScope): Promise<BookingInfo> {
  const now = ctx.now();
  const ids = [...scope.bookable];
  const facilities =
    ids.length === 0
      ? []
      : (await ctx.db.selectFrom('facilities').selectAll().where('id', 'in', ids).execute()).sort(
          (a, b) => a.development_id.localeCompare(b.development_id) || a.name.localeCompare(b.name),
        );
  const info: BookingInfo['facilities'] = [];
  for (const facility of facilities) {
    info.push({
      facilityId: facility.id,
      upcomingBookings: await upcomingCount(ctx.db, scope.userId, facility.id, now),
      maxUpcomingBookings: facility.max_upcoming_bookings,
    });
  }
  return { facilities: info };
}

/**
 * Books a slot for `user` in one transaction: it first holds the facility's row (PostgreSQL:
 * `SELECT ... FOR UPDATE`; SQLite has one writer), so that every booking of the facility waits its
 * turn, then checks the rules and the clash against the bookings that the insert then joins. Two
 * people asking for the same slot at once, on one process or two, get one booking and one 409. A
 * refusal throws from inside and rolls back. Answers the new booking's id.
 * @example const id = await book(ctx, user, facility, body);
 */
export function book(ctx: AppContext, user: AuthUser, facility: FacilityRow, body: BookingCreate): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockFacility(ctx, trx, facility.id);
    // Read again under the lock: staff may have deleted it or changed its rules meanwhile.
    const current = await findFacility(trx, facility.id);
    if (!current) throw notFound('Facility');
    const now = ctx.now();
    const start = new Date(body.startAt);
    const end = new Date(body.endAt);
    const refusal = checkBooking(
      {
        facility: slotFacility(current),
        bookings: await activeBookings(trx, current, start.getTime(), end.getTime()),
        now,
        // Residents book within the rules, whoever they are.
        viewer: { userId: user.id, seesBeyondLimits: false },
      },
      { startAt: start.toISOString(), endAt: end.toISOString() },
    );
    if (refusal === 'overlaps') throw new HttpError(409, [facilitiesMessages.slotTaken]);
    if (refusal) throw new HttpError(400, [bookingRefusalMessages[refusal]]);
    const max = current.max_upcoming_bookings;
    if (max !== null && (await upcomingCount(trx, user.id, current.id, now)) >= max) {
      throw new HttpError(400, [facilitiesMessages.tooManyUpcoming(current.name, max)]);
    }
    const id = `bkg-${randomUUID()}`;
    const stamp = now.toISOString();
    await trx
      .insertInto('bookings')
      .values({
        id,
        facility_id: current.id,
        user_id: user.id,
        state: 'confirmed',
        start_at: start.toISOString(),
        end_at: end.toISOString(),
        note: body.note || null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return id;
  });
}

/**
 * Sets a booking's state to a cancelled one, if it still holds its slot: answers false when it
 * was cancelled meanwhile (by another request, here or on another process).
 * @example if (!(await cancelBooking(db, booking.id, 'cancelled', now))) throw new HttpError(409, [...]);
 */
export async function cancelBooking(db: Db, bookingId: string, state: BookingState, now: string): Promise<boolean> {
  const result = await db
    .updateTable('bookings')
    .set({ state, updated_at: now })
    .where('id', '=', bookingId)
    .where('state', 'in', ACTIVE_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Replaces a booking's note (null clears it).
 * @example await setBookingNote(db, booking.id, 'Bringing a guest', now);
 */
export async function setBookingNote(db: Db, bookingId: string, note: string | null, now: string): Promise<void> {
  await db.updateTable('bookings').set({ note, updated_at: now }).where('id', '=', bookingId).execute();
}

/**
 * A user's e-mail address ('' when the user is gone).
 * @example const email = await userEmail(db, booking.user_id);
 */
export async function userEmail(db: Db, userId: string): Promise<string> {
  return (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email ?? '';
}

/**
 * Tells the resident whose booking staff cancelled: a notification in the portal, linking to the
 * development's bookings where the booking stays marked, and an e-mail through the outbox.
 * @example await tellResidentOfCancellation(ctx, facility, { id, user_id, start_at, end_at, email }, facilityDeletedNotice);
 */
export async function tellResidentOfCancellation(
  ctx: AppContext,
  facility: Pick<FacilityRow, 'name' | 'development_id'>,
  booking: { id: string; user_id: string; start_at: string; end_at: string; email: string },
  notice: { title: (facility: string) => string; text: (facility: string, startAt: string, endAt: string) => string },
): Promise<void> {
  const title = notice.title(facility.name);
  const text = notice.text(facility.name, booking.start_at, booking.end_at);
  const link = `/book-facilities/${encodeURIComponent(facility.development_id)}`;
  await notify(ctx, [booking.user_id], { importance: 'standard', title, text, link, source: `booking-cancelled:${booking.id}`, developmentIds: [facility.development_id] });
  await sendMessage(ctx, { to: booking.email, channel: 'email', subject: title, body: text });
}

// ---------------------------------------------------------------------------------------------
// Facility management (staff)

/** The settings columns of `facilities`, from `FacilitySettings`. */
function settingsColumns(settings: FacilitySettings) {
  const { rules } = settings;
  return {
    name: settings.name,
    description: settings.description ?? null,
    slot_type: settings.slotType,
    lead_time_minutes: rules.leadTime,
    horizon_days: rules.horizon,
    minimum_slot_minutes: rules.minimumSlotDurationInMinutes,
    buffer_minutes: rules.bufferTimeInMinutes,
    business_days: JSON.stringify(rules.businessDays),
    // A flexible facility has no fixed slots (core/schemas FacilityRules).
    fixed_slots: JSON.stringify(settings.slotType === 'fixed' ? rules.fixedSlots : []),
  };
}

/** A registered customer of a development, with their premises there by name. */
export interface DevelopmentCustomer {
  id: string;
  fullName: string;
  email: string;
  premises: string[];
}

/**
 * The registered customers of a development (an active contact of one of its premises, with a
 * user), with their premises there by name, by name. Those who may be allowed to book its facilities.
 * @example const customers = await developmentCustomers(db, 'dev-riverside-wharf');
 */
export async function developmentCustomers(db: Db, developmentId: string): Promise<DevelopmentCustomer[]> {
  const rows = await db
    .selectFrom('premises_contacts as c')
    .innerJoin('premises as p', 'p.id', 'c.premises_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'p.name'])
    .distinct()
    .where('c.active', '=', 1)
    .where('p.development_id', '=', developmentId)
    .execute();
  const customers = new Map<string, DevelopmentCustomer>();
  for (const row of rows) {
    const customer = customers.get(row.id) ?? { id: row.id, fullName: `${row.first_name} ${row.last_name}`, email: row.email, premises: [] };
    customer.premises.push(row.name);
    customers.set(row.id, customer);
  }
  for (const customer of customers.values()) customer.premises.sort((a, b) => a.localeCompare(b));
  return [...customers.values()].sort((a, b) => byText(a.fullName, b.fullName) || byText(a.id, b.id));
}

/**
 * `GET /facilities/{id}/users`: every registered customer of the facility's development, with
 * whether they are on its own list and the customer groups holding it they belong to.
 * @example const candidates = await facilityCandidates(db, facility);
 */
export async function facilityCandidates(db: Db, facility: FacilityRow): Promise<FacilityUser[]> {
  const own = await db.selectFrom('facility_users').select('user_id').where('facility_id', '=', facility.id).execute();
  const allowed = new Set(own.map((row) => row.user_id));
  const groups = await db
    .selectFrom('customer_group_facilities as gf')
    .innerJoin('customer_groups as g', 'g.id', 'gf.group_id')
    .innerJoin('customer_group_users as gu', 'gu.group_id', 'g.id')
    .select(['gu.user_id', 'g.id as uuid', 'g.name'])
    .where('gf.facility_id', '=', facility.id)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
  return (await developmentCustomers(db, facility.development_id)).map((customer) => ({
    id: customer.id,
    fullName: customer.fullName,
    email: customer.email,
    premises: customer.premises,
    allowed: allowed.has(customer.id),
    groups: groups.filter((group) => group.user_id === customer.id).map(({ uuid, name }) => ({ uuid, name })),
  }));
}

/**
 * Creates a facility with these settings: no users, no images, no cap of upcoming bookings.
 * @example const facility = await createFacility(ctx, body.developmentId, body);
 */
export async function createFacility(ctx: AppContext, developmentId: string, settings: FacilitySettings): Promise<FacilityRow> {
  const id = `fac-${randomUUID()}`;
  await ctx.db
    .insertInto('facilities')
    .values({ id, development_id: developmentId, max_upcoming_bookings: null, created_at: ctx.now().toISOString(), ...settingsColumns(settings) })
    .execute();
  return (await findFacility(ctx.db, id))!;
}

/**
 * Stores a facility's settings and, when `users` is given, replaces its own list of users, in one
 * transaction. Answers the facility as stored.
 * @example const updated = await updateFacility(ctx, facility, settings, ['usr-olivia-owner']);
 */
export async function updateFacility(ctx: AppContext, facility: FacilityRow, settings: FacilitySettings, users: readonly string[] | undefined): Promise<FacilityRow> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('facilities').set(settingsColumns(settings)).where('id', '=', facility.id).execute();
    if (users) {
      await trx.deleteFrom('facility_users').where('facility_id', '=', facility.id).execute();
      if (users.length > 0) await trx.insertInto('facility_users').values(users.map((userId) => ({ facility_id: facility.id, user_id: userId }))).execute();
    }
  });
  return (await findFacility(ctx.db, facility.id))!;
}

/**
 * Deletes the facility in one transaction holding its row (so no booking of it is made
 * meanwhile): with upcoming bookings and without `cancelUpcoming`, 409 saying how many; with it,
 * each is cancelled as staff and, once committed, its resident told (a notification and an
 * e-mail). The row stays, marked deleted, for the bookings that name it. Answers how many
 * bookings were cancelled and the image files to remove.
 * @example const { cancelled, files } = await deleteFacility(ctx, facility, true);
 */
export async function deleteFacility(ctx: AppContext, facility: FacilityRow, cancelUpcoming: boolean): Promise<{ cancelled: number; files: string[] }> {
  const now = ctx.now().toISOString();
  const { upcoming, files } = await ctx.db.transaction().execute(async (trx) => {
    await lockFacility(ctx, trx, facility.id);
    // Another staff member may have deleted it since the route read it.
    if (!(await findFacility(trx, facility.id))) throw notFound('Facility');
    const upcoming = await trx
      .selectFrom('bookings as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['b.id', 'b.user_id', 'b.start_at', 'b.end_at', 'u.email'])
      .where('b.facility_id', '=', facility.id)
      .where('b.state', 'in', ACTIVE_STATES)
      .where('b.end_at', '>', now)
      .orderBy('b.start_at')
      .orderBy('b.id')
      .execute();
    if (upcoming.length > 0 && !cancelUpcoming) throw new HttpError(409, [facilitiesMessages.upcomingBookings(facility.name, upcoming.length)]);
    if (upcoming.length > 0) {
      await trx
        .updateTable('bookings')
        .set({ state: 'cancelled_by_staff', updated_at: now })
        .where('id', 'in', upcoming.map((booking) => booking.id))
        .execute();
    }
    const images = await trx.selectFrom('facility_images').select('file_name').where('facility_id', '=', facility.id).execute();
    // Nobody may book it any more and no group holds it; its bookings keep the row.
    await trx.deleteFrom('facility_images').where('facility_id', '=', facility.id).execute();
    await trx.deleteFrom('facility_users').where('facility_id', '=', facility.id).execute();
    await trx.deleteFrom('customer_group_facilities').where('facility_id', '=', facility.id).execute();
    await trx.updateTable('facilities').set({ deleted_at: now }).where('id', '=', facility.id).execute();
    return { upcoming, files: images.map((image) => image.file_name) };
  });
  for (const booking of upcoming) await tellResidentOfCancellation(ctx, facility, booking, facilityDeletedNotice);
  return { cancelled: upcoming.length, files };
}

// ---------------------------------------------------------------------------------------------
// Facility images (staff)

/** A facility's image, as the image routes need it. */
export interface ImageRow {
  id: string;
  file_name: string;
  is_main_image: number;
}

/**
 * The image of this facility, or undefined.
 * @example const image = await findFacilityImage(db, facility.id, imageId);
 */
export function findFacilityImage(db: Db, facilityId: string, imageId: string): Promise<ImageRow | undefined> {
  return db.selectFrom('facility_images').select(['id', 'file_name', 'is_main_image']).where('id', '=', imageId).where('facility_id', '=', facilityId).executeTakeFirst();
}

/**
 * Adds an image (its file already stored) after the facility's others; a facility's first image is
 * its main image, so there is always exactly one while it has any.
 * @example await addFacilityImage(ctx, facility.id, 'Pool', 'fim-1.png');
 */
export async function addFacilityImage(ctx: AppContext, facilityId: string, name: string, fileName: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    // One image change of a facility at a time: two first images would both be main.
    await lockFacility(ctx, trx, facilityId);
    const positions = await trx.selectFrom('facility_images').select('position').where('facility_id', '=', facilityId).execute();
    const last = positions.reduce((max, row) => Math.max(max, row.position), -1);
    await trx
      .insertInto('facility_images')
      .values({ id: `img-${randomUUID()}`, facility_id: facilityId, name, file_name: fileName, is_main_image: positions.length === 0 ? 1 : 0, position: last + 1 })
      .execute();
  });
}

/**
 * Renames an image and/or makes it the facility's main image (the previous main one no longer).
 * @example await updateFacilityImage(ctx, facility.id, image.id, { isMainImage: true });
 */
export async function updateFacilityImage(ctx: AppContext, facilityId: string, imageId: string, change: { name?: string; isMainImage?: boolean }): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockFacility(ctx, trx, facilityId);
    if (change.name !== undefined) await trx.updateTable('facility_images').set({ name: change.name }).where('id', '=', imageId).execute();
    if (change.isMainImage) {
      // The previous main image first: the unique index allows one main image per facility.
      await trx.updateTable('facility_images').set({ is_main_image: 0 }).where('facility_id', '=', facilityId).where('id', '<>', imageId).execute();
      await trx.updateTable('facility_images').set({ is_main_image: 1 }).where('id', '=', imageId).execute();
    }
  });
}

/**
 * Deletes an image; when it was the main one, the first remaining by upload position becomes main.
 * @example await deleteFacilityImage(ctx, facility.id, image);
 */
export async function deleteFacilityImage(ctx: AppContext, facilityId: string, image: ImageRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockFacility(ctx, trx, facilityId);
    await trx.deleteFrom('facility_images').where('id', '=', image.id).execute();
    if (image.is_main_image !== 1) return;
    const next = await trx.selectFrom('facility_images').select('id').where('facility_id', '=', facilityId).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
    if (next) await trx.updateTable('facility_images').set({ is_main_image: 1 }).where('id', '=', next.id).execute();
  });
}

// ---------------------------------------------------------------------------------------------
// Customer groups (staff)

/** A customer group's own columns. */
export interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  development_id: string;
}

/**
 * The group with this id, or undefined.
 * @example const group = await findGroup(db, id);
 */
export function findGroup(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('customer_groups').select(['id', 'name', 'description', 'development_id']).where('id', '=', id).executeTakeFirst();
}

/**
 * The groups of a development, by name.
 * @example const groups = await developmentGroups(db, 'dev-riverside-wharf');
 */
export function developmentGroups(db: Db, developmentId: string): Promise<GroupRow[]> {
  return db
    .selectFrom('customer_groups')
    .select(['id', 'name', 'description', 'development_id'])
    .where('development_id', '=', developmentId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/**
 * The groups holding a facility, by name.
 * @example const groups = await facilityGroups(db, 'fac-riverside-guest-suite');
 */
export function facilityGroups(db: Db, facilityId: string): Promise<GroupRow[]> {
  return db
    .selectFrom('customer_groups as g')
    .innerJoin('customer_group_facilities as gf', 'gf.group_id', 'g.id')
    .select(['g.id', 'g.name', 'g.description', 'g.development_id'])
    .where('gf.facility_id', '=', facilityId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();
}

/**
 * The group as `CustomerGroup`: members by name with their premises there, facilities by name.
 * @example return c.json({ data: await groupJson(db, group) });
 */
export async function groupJson(db: Db, group: GroupRow): Promise<CustomerGroup> {
  const members = await db
    .selectFrom('customer_group_users as gu')
    .innerJoin('users as u', 'u.id', 'gu.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('gu.group_id', '=', group.id)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  const premises = new Map<string, string[]>();
  if (members.length > 0) {
    const rows = await db
      .selectFrom('premises_contacts as c')
      .innerJoin('premises as p', 'p.id', 'c.premises_id')
      .select(['c.user_id', 'p.name'])
      .where('c.user_id', 'in', members.map((member) => member.id))
      .where('c.active', '=', 1)
      .where('p.development_id', '=', group.development_id)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
    for (const row of rows) if (row.user_id !== null) premises.set(row.user_id, [...(premises.get(row.user_id) ?? []), row.name]);
  }
  const facilities = await db
    .selectFrom('customer_group_facilities as gf')
    .innerJoin('facilities as f', 'f.id', 'gf.facility_id')
    .select(['f.id', 'f.name'])
    .where('gf.group_id', '=', group.id)
    .orderBy('f.name')
    .orderBy('f.id')
    .execute();
  return {
    uuid: group.id,
    name: group.name,
    description: group.description,
    developmentUuid: group.development_id,
    users: members.map((member) => ({ id: member.id, fullName: `${member.first_name} ${member.last_name}`, premises: premises.get(member.id) ?? [] })),
    facilities,
  };
}

/**
 * Creates an empty group.
 * @example await createGroup(ctx, { id: randomUUID(), name: 'Pool users', description: null, development_id: 'dev-riverside-wharf' });
 */
export async function createGroup(ctx: AppContext, group: GroupRow): Promise<void> {
  await ctx.db.insertInto('customer_groups').values({ ...group, created_at: ctx.now().toISOString() }).execute();
}

/**
 * Deletes a group with its members and facilities, in one transaction.
 * @example await deleteGroup(db, group.id);
 */
export async function deleteGroup(db: Db, groupId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('customer_group_users').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('customer_group_facilities').where('group_id', '=', groupId).execute();
    await trx.deleteFrom('customer_groups').where('id', '=', groupId).execute();
  });
}

/** What a group holds: its members (users) or its facilities. */
export type GroupList = 'users' | 'facilities';

/**
 * The ids a group may take into `list`: the registered, active customers of its development, or
 * its development's facilities (not deleted).
 * @example const addable = await groupAddable(db, group, 'users');
 */
export async function groupAddable(db: Db, group: GroupRow, list: GroupList): Promise<Set<string>> {
  if (list === 'users') return new Set(await residentsOf(db, [group.development_id]));
  const rows = await db.selectFrom('facilities').select('id').where('development_id', '=', group.development_id).where('deleted_at', 'is', null).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids a group holds in `list`.
 * @example const members = await groupHeld(db, group.id, 'users');
 */
export async function groupHeld(db: Db, groupId: string, list: GroupList): Promise<Set<string>> {
  const rows =
    list === 'users'
      ? (await db.selectFrom('customer_group_users').select('user_id').where('group_id', '=', groupId).execute()).map((row) => row.user_id)
      : (await db.selectFrom('customer_group_facilities').select('facility_id').where('group_id', '=', groupId).execute()).map((row) => row.facility_id);
  return new Set(rows);
}

/**
 * Adds ids to a group's list (those it holds already stay once), or removes them, in one statement.
 * @example await changeGroup(db, group.id, 'users', ['usr-sam-subtenant'], true);
 */
export async function changeGroup(db: Db, groupId: string, list: GroupList, ids: readonly string[], adding: boolean): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  if (list === 'users') {
    if (adding) {
      await db
        .insertInto('customer_group_users')
        .values(unique.map((userId) => ({ group_id: groupId, user_id: userId })))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    } else {
      await db.deleteFrom('customer_group_users').where('group_id', '=', groupId).where('user_id', 'in', unique).execute();
    }
  } else if (adding) {
    await db
      .insertInto('customer_group_facilities')
      .values(unique.map((facilityId) => ({ group_id: groupId, facility_id: facilityId })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  } else {
    await db.deleteFrom('customer_group_facilities').where('group_id', '=', groupId).where('facility_id', 'in', unique).execute();
  }
}
