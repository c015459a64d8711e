// The bookings of a facility and of a development (spec 2 §7 Bookings): list, book, read, cancel,
// note. A booking is checked against the facility's rules by the same slot engine the portal
// computes its calendar with, so the two can never disagree.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { addLondonDays, londonMidnight } from '../../../core/domain/london';
import { checkBooking } from '../../../core/domain/slots';
import { BookingCreate, BookingNoteRequest, BookingsQuery, BookingStateChange } from '../../../core/schemas';
import type { AppContext, AppEnv } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { canSeeDevelopment, type AuthUser } from '../core';
import { facilityScope, seesBooking, staffOf, visibleFacility, type FacilityRow, type FacilityScope } from './access';
import { tellResidentOfCancellation } from './admin';
import { bookingCancelledByStaffNotice, bookingRefusalMessages, facilitiesMessages } from './messages';
import { ACTIVE_STATES, activeBookings, BOOKING_COLUMNS, bookingJson, slotFacility, findBooking, upcomingCount, type BookingRow } from './service';

/** The SQL condition (on `bookings` aliased `b`) of a `BookingsQuery`: bookings that overlap the London days. */
function rangeCondition(query: BookingsQuery): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (query.fromDate) {
    parts.push('b.end_at > ?');
    params.push(new Date(londonMidnight(query.fromDate)).toISOString());
  }
  if (query.toDate) {
    parts.push('b.start_at < ?');
    params.push(new Date(londonMidnight(addLondonDays(query.toDate, 1))).toISOString());
  }
  return { sql: parts.length ? parts.join(' AND ') : '1 = 1', params };
}

/**
 * The booking if the user sees it (staff of its development, or its own resident); else 404. A
 * resident keeps their own booking even when they may no longer use the facility (taken out of
 * its customer group), so that they can still read and cancel it. A deleted facility's bookings
 * are read only (`readOnly`): they are all cancelled or past, and the facility is gone.
 */
function visibleBooking(
  ctx: AppContext,
  user: AuthUser,
  facilityId: string,
  bookingId: string,
  readOnly = false,
): { facility: FacilityRow; scope: FacilityScope; booking: BookingRow } {
  const scope = facilityScope(ctx.db, user);
  const facility = ctx.db.prepare<[string], FacilityRow>('SELECT * FROM facilities WHERE id = ?').get(facilityId);
  const booking = facility && (readOnly || facility.deleted_at === null) ? findBooking(ctx.db, facility.id, bookingId) : undefined;
  if (!facility || !booking || !seesBooking(scope, facility, booking)) throw notFound('Booking');
  return { facility, scope, booking };
}

/**
 * Books a slot for `user` in one immediate transaction: the rules and the clash check read the
 * bookings that the insert then joins, so two people asking for the same slot at once get one
 * booking and one refusal, even from two processes sharing the database.
 */
function book(ctx: AppContext, user: AuthUser, facility: FacilityRow, body: BookingCreate): string {
  const { db } = ctx;
  const insert = db.transaction(() => {
    const now = ctx.now();
    const start = new Date(body.startAt);
    const end = new Date(body.endAt);
    const refusal = checkBooking(
      {
        facility: slotFacility(facility),
        bookings: activeBookings(db, facility, start.getTime(), end.getTime()),
        now,
        // Residents book within the rules, whoever they are.
        viewer: { userId: user.id, seesBeyondLimits: false },
      },
      { startAt: start.toISOString(), endAt: end.toISOString() },
    );
    if (refusal === 'overlaps') throw new HttpError(409, [facilitiesMessages.slotTaken]);
    if (refusal) throw new HttpError(400, [bookingRefusalMessages[refusal]]);
    const max = facility.max_upcoming_bookings;
    if (max !== null && upcomingCount(db, user.id, facility.id, now) >= max) {
      throw new HttpError(400, [facilitiesMessages.tooManyUpcoming(facility.name, max)]);
    }
    const id = `bkg-${randomUUID()}`;
    const stamp = now.toISOString();
    db.prepare(
      `INSERT INTO bookings (id, facility_id, user_id, state, start_at, end_at, note, created_at, updated_at)
       VALUES (?, ?, ?, 'confirmed', ?, ?, ?, ?, ?)`,
    ).run(id, facility.id, user.id, start.toISOString(), end.toISOString(), body.note || null, stamp, stamp);
    return id;
  });
  return insert.immediate();
}

/**
 * The routes of bookings.
 * @example bookingRoutes(app);
 */
export function bookingRoutes(app: Hono<AppEnv>): void {
  app.get('/facilities/:id/bookings', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = visibleFacility(ctx.db, user, c.req.param('id'));
    const range = rangeCondition(readQuery(c, BookingsQuery));
    // Staff of the development see every booking; a resident only their own.
    const whose = staffOf(scope, facility) ? '1 = 1' : 'b.user_id = ?';
    const rows = ctx.db
      .prepare<string[], BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN facilities f ON f.id = b.facility_id
          WHERE b.facility_id = ? AND ${whose} AND ${range.sql} ORDER BY b.start_at, b.id`,
      )
      .all(facility.id, ...(staffOf(scope, facility) ? [] : [user.id]), ...range.params);
    return c.json({ data: { bookings: rows.map((row) => bookingJson(row, staffOf(scope, facility))) } });
  });

  app.post('/facilities/:id/bookings', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope } = visibleFacility(ctx.db, user, c.req.param('id'));
    if (!scope.bookable.has(facility.id)) throw new HttpError(403, [facilitiesMessages.residentsBook]);
    const body = await readJson(c, BookingCreate);
    const id = book(ctx, user, facility, body);
    return c.json({ data: bookingJson(findBooking(ctx.db, facility.id, id)!) }, 201);
  });

  app.get('/facilities/:id/bookings/:bookingId', requireUser, (c) => {
    const { facility, scope, booking } = visibleBooking(c.var.ctx, c.var.user, c.req.param('id'), c.req.param('bookingId'), true);
    return c.json({ data: bookingJson(booking, staffOf(scope, facility)) });
  });

  app.put('/facilities/:id/bookings/:bookingId/change-state', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope, booking } = visibleBooking(ctx, user, c.req.param('id'), c.req.param('bookingId'));
    const { state } = await readJson(c, BookingStateChange);
    // A resident cancels their own booking; staff of the development cancel any (spec 2 §4).
    const own = booking.user_id === user.id;
    const allowed = (own && state === 'cancelled') || (staffOf(scope, facility) && state === 'cancelled_by_staff');
    if (!allowed) throw new HttpError(403, [staffOf(scope, facility) ? facilitiesMessages.staffCancelsOnly : facilitiesMessages.residentCancelsOnly]);
    const now = ctx.now().toISOString();
    if (!ACTIVE_STATES.includes(booking.state)) throw new HttpError(409, [facilitiesMessages.alreadyCancelled]);
    if (booking.end_at <= now) throw new HttpError(409, [facilitiesMessages.alreadyEnded]);
    ctx.db.prepare('UPDATE bookings SET state = ?, updated_at = ? WHERE id = ?').run(state, now, booking.id);
    if (state === 'cancelled_by_staff') {
      const email = ctx.db.prepare<[string], { email: string }>('SELECT email FROM users WHERE id = ?').get(booking.user_id)?.email ?? '';
      tellResidentOfCancellation(ctx, facility, { ...booking, email }, bookingCancelledByStaffNotice);
    }
    return c.json({ data: bookingJson(findBooking(ctx.db, facility.id, booking.id)!, staffOf(scope, facility)) });
  });

  app.post('/facilities/:id/bookings/:bookingId/add-note', requireUser, async (c) => {
    const { ctx, user } = c.var;
    const { facility, scope, booking } = visibleBooking(ctx, user, c.req.param('id'), c.req.param('bookingId'));
    const { note } = await readJson(c, BookingNoteRequest);
    // The note replaces the previous one; an empty note clears it.
    ctx.db.prepare('UPDATE bookings SET note = ?, updated_at = ? WHERE id = ?').run(note.trim() || null, ctx.now().toISOString(), booking.id);
    return c.json({ data: bookingJson(findBooking(ctx.db, facility.id, booking.id)!, staffOf(scope, facility)) });
  });

  app.get('/developments/:id/bookings', requireUser, (c) => {
    const { ctx, user } = c.var;
    const developmentId = c.req.param('id');
    if (!canSeeDevelopment(ctx.db, user, developmentId)) throw notFound('Development');
    const range = rangeCondition(readQuery(c, BookingsQuery));
    const staff = facilityScope(ctx.db, user).staffDevelopments.includes(developmentId);
    const rows = ctx.db
      .prepare<string[], BookingRow>(
        `SELECT ${BOOKING_COLUMNS} FROM bookings b JOIN facilities f ON f.id = b.facility_id
          WHERE f.development_id = ? AND ${staff ? '1 = 1' : 'b.user_id = ?'} AND ${range.sql} ORDER BY b.start_at, b.id`,
      )
      .all(developmentId, ...(staff ? [] : [user.id]), ...range.params);
    return c.json({ data: { bookings: rows.map((row) => bookingJson(row, staff)) } });
  });
}
