// The authorisation matrix of the whole API, over every route the portal calls. One row per route the app registers
// (the last tests fail when a route is added without one, or when the portal calls a route that
// has no row); the columns are the demo accounts of docs/demo-data.md and the tokens a server must
// refuse. Each role cell says what that account may do with a record of its own and with someone
// else's. Area tests hold the finer rules; this file is the one table of who may do what.
//
// How a refusal answers:
// - 401: no valid access token (none, expired, forged, signed with another key, unsigned, a token
//   made for something else: refresh, MFA, SSO, or one whose session has ended).
// - 404: a record the caller may not see, the same answer as an id that does not exist, so that
//   ids cannot be probed (another resident's premises, account, request, attachment; staff and
//   clients asking for residents' premises and accounts: they have none of their own, and spec 2
//   §5's "view as customer" is how staff see a customer's portal).
// - 403: the caller may know the record or the route, but the spec keeps the action from their
//   role: a subtenant's own premises (spec 1 §6, premises pages are the owner role's), staff
//   raising a request (spec 2 §6: customers and clients raise requests), a resident setting a
//   status other than Closed and staff changing a resident's words (requests README), feedback
//   from anyone but a customer (spec 1 §6, the feedback tab is the customer role's), staff booking
//   a facility, a booking state the caller's side may not set and a resident managing a facility
//   they may book (facilities README).
// - 400 for ids in a body that are not the caller's (a request for another's premises or
//   development): the body is wrong, as for any other field rule.
// - "empty": 200 with none of the other's records in the list (ids in a query or body are
//   left out silently, like ids that do not exist).
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import type * as Validate from './http/validate';
import { startTestApi, type TestApi } from './testing';
import { clientCalls, rawFetches } from './client-calls';
import { demoIds } from './areas/core';
import { chargesDemoIds } from './areas/charges';
import { developmentsDemoIds } from './areas/developments';
import { newsDemoIds } from './areas/news';
import { requestDemoIds } from './areas/requests';
import { addLondonDays, londonDay, londonTime, londonWeekday } from '../core/domain/london';
import { operations, type Caller } from './contract';
import { notificationsDemoIds } from './areas/notifications';

/** The structs each route read its query and JSON body with, as the matrix's calls reached them. */
const validatedWith = vi.hoisted(() => new Map<string, Set<unknown>>());
vi.mock('./http/validate', async (original) => {
  const real = await original<typeof Validate>();
  const note = (c: Context, part: 'query' | 'body', struct: Struct<unknown, unknown>) => {
    const key = `${c.req.method} ${c.req.routePath} ${part}`;
    validatedWith.set(key, (validatedWith.get(key) ?? new Set()).add(struct));
  };
  return {
    ...real,
    readJson: (c: Context, struct: Struct<unknown, unknown>) => (note(c, 'body', struct), real.readJson(c, struct)),
    readQuery: (c: Context, struct: Struct<unknown, unknown>) => (note(c, 'query', struct), real.readQuery(c, struct)),
  };
});

/**
 * The demo accounts (docs/demo-data.md), one column each. Mia's and Dee's columns read like Olivia's on
 * purpose: Mia's MFA is a step of signing in (her MFA token is refused as an access token, in the
 * token columns), and Dee's in-breach restriction is the portal's notice (spec 1 §8), not a route
 * the spec closes to her; spec 1 §6's charges restriction is a portal configuration flag
 * (RestrictChargesToGlobalAndSl1, core/domain/permissions.ts).
 */
const roles = {
  olivia: { userId: demoIds.olivia, email: 'owner@example.com', kind: 'owner' },
  mia: { userId: demoIds.mia, email: 'mfa@example.com', kind: 'owner with MFA' },
  sam: { userId: demoIds.sam, email: 'subtenant@example.com', kind: 'subtenant' },
  dee: { userId: demoIds.dee, email: 'downgraded@example.com', kind: 'downgraded owner, in breach' },
  clara: { userId: demoIds.clara, email: 'client@example.com', kind: 'client' },
  ada: { userId: demoIds.ada, email: 'admin@example.com', kind: 'staff global' },
  manny: { userId: demoIds.manny, email: 'manager@example.com', kind: 'staff sl1' },
  otto: { userId: demoIds.otto, email: 'officer@example.com', kind: 'staff sl3' },
} as const;
type Role = keyof typeof roles;
const roleNames = Object.keys(roles) as Role[];
/** The kind of caller each column is in the contract's records (server/contract). */
const callerOf: Record<Role, Caller> = {
  olivia: 'owner',
  mia: 'owner',
  sam: 'subtenant',
  dee: 'owner',
  clara: 'client',
  ada: 'staff-global',
  manny: 'staff-sl1',
  otto: 'staff-sl3',
};

/**
 * The records a cell is tried on. A role's own are its own records (for staff and clients: those
 * of the developments they work in); the other records are someone else's, out of its reach. A
 * role that has no such record leaves it out (its cell is 'none').
 */
interface Records {
  readonly development?: string;
  readonly premises?: string;
  /** A contact record (people on a premises) of `premises`. */
  readonly contact?: string;
  readonly account?: string;
  /** A request that is not closed, with `attachment` among its files. */
  readonly ticket?: string;
  readonly attachment?: string;
  /** A request that the closing row may close. */
  readonly closable?: string;
  /** A facility; its development; a booking and a booking to cancel, each with its facility; a slot to book. */
  readonly facility?: string;
  readonly facilityDevelopment?: string;
  readonly booking?: readonly [facility: string, booking: string];
  readonly cancellable?: readonly [facility: string, booking: string];
  readonly slot?: { readonly startAt: string; readonly endAt: string };
  /** A notification (each person's are their own only). */
  readonly notification?: string;
  /** A customer group of `facilityDevelopment`, made by beforeAll for this cell alone (rows change and delete it). */
  readonly group?: string;
  /**
   * A facility to manage as staff and one of its images: for staff's own, the facility the
   * POST /facilities row made in their development (so that the image and delete rows change no
   * demo facility); for anyone else, `facility` and its first image.
   */
  readonly managed?: string;
  readonly image?: string;
  /** Contact offers made to a customer by beforeAll: one to accept, one to decline. */
  readonly acceptOffer?: string;
  readonly declineOffer?: string;
}

/** A status, 'empty' (200 without the other's records), or 'none' (the role holds no such record). */
type Outcome = number | 'empty' | 'none';
/** [on a record of its own, on someone else's]; routes without an id have only the first. */
type Cell = readonly [own: Outcome, other?: Outcome];

interface Row {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the app registers it (`:param`), to match `app.routes`. */
  readonly route: string;
  /** What this row tries when a route has more than one row (one per kind of change). */
  readonly variant?: string;
  /**
   * public: no token needed (why, in `reason`); token: its own bearer token (a refresh or reset
   * token), so no token is 401; user: a signed-in user's access token.
   */
  readonly access: 'public' | 'token' | 'user';
  readonly reason?: string;
  /** A `token` route's bearer: the refresh token (which the 401 columns then leave out) or a reset token. */
  readonly bearer?: 'refresh' | 'reset';
  /** The route takes a JSON body: a body that is not JSON is a 400. */
  readonly json?: boolean;
  /** A concrete path for a public route (a real public page). */
  readonly path?: string;
  /** The call on some records (a role's own or another's). */
  readonly send?: (records: Records) => Call | Promise<Call>;
  /** The records in a 200 answer, for 'empty' cells. */
  readonly listed?: (data: unknown) => unknown[];
  /** The role columns of a signed-in route. */
  readonly roles?: Record<Role, Cell>;
  /** The call ends the caller's session (sign-out): each cell signs in afresh for it. */
  readonly endsSession?: true;
}

/** What a row sends: its path, and its JSON body or a file. */
interface Call {
  path: string;
  body?: unknown;
  multipart?: boolean;
  /** Headers of a body that is not JSON (a CSV file's Content-Type). */
  headers?: Record<string, string>;
}

/** The name of the facility the POST /facilities row makes for each staff column. */
const MATRIX_FACILITY = 'Matrix facility';

/** The settings of the facility the POST /facilities row makes (valid FacilitySettings). */
const matrixFacilitySettings = {
  name: MATRIX_FACILITY,
  description: null,
  slotType: 'flexible',
  rules: {
    leadTime: 0,
    horizon: 30,
    businessDays: { monday: { openingHour: '09:00', closingHour: '17:00' }, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null },
    minimumSlotDurationInMinutes: 60,
    bufferTimeInMinutes: 0,
    fixedSlots: [],
  },
};

/** Every role gets the same cell. */
const everyone = (cell: Cell): Record<Role, Cell> => Object.fromEntries(roleNames.map((role) => [role, cell])) as Record<Role, Cell>;
/** Residents, the client and staff: the three kinds of account spec 1 §1 names. */
const byKind = (residents: Cell, client: Cell, staff: Cell, subtenant: Cell = residents): Record<Role, Cell> => ({
  olivia: residents,
  mia: residents,
  sam: subtenant,
  dee: residents,
  clara: client,
  ada: staff,
  manny: staff,
  otto: staff,
});

/**
 * The cells of a facility route: residents who may book (Olivia, Sam, Dee) and staff on their own
 * and another's; Mia and Clara have no facility of their own; Ada has none out of reach.
 */
const facilityCells = (residents: Cell, staff: Cell = residents): Record<Role, Cell> => ({
  ...byKind(residents, ['none', residents[1]], staff),
  mia: ['none', residents[1]],
  ada: [staff[0], 'none'],
});

// Requests each role raises before the table runs (filled in by beforeAll), so that every
// resident has a request with a file, and a request to close.
const created = {} as Record<'miaTicket' | 'miaFile' | 'deeTicket' | 'deeFile' | 'claraFile' | 'intercomFile' | Role, string>;

/** Each role's records and someone else's (built after beforeAll made the requests). */
async function recordsOf(role: Role): Promise<{ own: Records; other: Records }> {
  const olivia: Records = {
    development: demoIds.riversideWharf,
    premises: demoIds.flat1,
    contact: 'con-olivia-flat-1',
    account: chargesDemoIds.flat1ServiceCharge,
    ticket: requestDemoIds.leakTicket,
    attachment: requestDemoIds.leakPhoto,
    closable: created.olivia,
  };
  // Olivia's Elm Court home and request: outside Otto's developments, next door to Mia's.
  const oliviaInElmCourt: Records = {
    development: demoIds.elmCourt,
    premises: demoIds.apartment12,
    contact: 'con-olivia-apartment-12',
    account: chargesDemoIds.apartment12ServiceCharge,
    ticket: requestDemoIds.intercomTicket,
    attachment: created.intercomFile,
  };
  const sam: Records = {
    development: demoIds.riversideWharf,
    premises: demoIds.flat4,
    contact: 'con-sam-flat-4',
    account: chargesDemoIds.flat4Rent,
    ticket: requestDemoIds.samTicket,
    attachment: requestDemoIds.binsPhoto,
    closable: created.sam,
  };
  const mia: Records = {
    development: demoIds.elmCourt,
    premises: demoIds.apartment14,
    contact: 'con-mia-apartment-14',
    account: chargesDemoIds.apartment14ServiceCharge,
    ticket: created.miaTicket,
    attachment: created.miaFile,
    closable: created.mia,
  };
  const dee: Records = {
    development: demoIds.harbourLofts,
    premises: demoIds.loft7,
    contact: 'con-dee-loft-7',
    account: chargesDemoIds.loft7ServiceCharge,
    ticket: created.deeTicket,
    attachment: created.deeFile,
    closable: created.dee,
  };
  const clara: Records = { development: demoIds.riversideWharf, ticket: requestDemoIds.claraTicket, attachment: created.claraFile, closable: created.clara };
  // Staff's own are the developments and requests they work on; a resident's home is never theirs.
  const residentsHome: Records = { premises: demoIds.flat1, contact: 'con-olivia-flat-1', account: chargesDemoIds.flat1ServiceCharge };
  const elmCourtWork: Records = { development: demoIds.elmCourt, ticket: requestDemoIds.intercomTicket, attachment: created.intercomFile, closable: requestDemoIds.parkingTicket };
  const table: Record<Role, { own: Records; other: Records }> = {
    olivia: { own: olivia, other: dee },
    mia: { own: mia, other: { ...oliviaInElmCourt, development: demoIds.riversideWharf, closable: created.olivia } },
    sam: { own: sam, other: { ...olivia, development: demoIds.elmCourt, account: chargesDemoIds.flat1GroundRent } },
    dee: { own: dee, other: sam },
    clara: { own: clara, other: { ...olivia, development: demoIds.elmCourt } },
    // Ada sees every development and request: nothing of that kind is out of her reach.
    ada: { own: elmCourtWork, other: residentsHome },
    manny: { own: elmCourtWork, other: { ...residentsHome, development: demoIds.harbourLofts, ticket: dee.ticket, attachment: dee.attachment, closable: dee.closable } },
    otto: {
      own: { development: demoIds.riversideWharf, ticket: requestDemoIds.leakTicket, attachment: requestDemoIds.leakPhoto, closable: requestDemoIds.parkingTicket },
      other: { ...oliviaInElmCourt, closable: created.mia },
    },
  };
  const facilities = facilityRecordsOf(role);
  const notifications = notificationRecordsOf(role);
  const offers = offerRecordsOf(role);
  const staff = role === 'ada' || role === 'manny' || role === 'otto';
  return {
    own: await managedRecords({ ...table[role].own, ...facilities.own, ...notifications.own, ...offers.own, ...groupRecordsOf(role, 'own') }, staff),
    other: await managedRecords({ ...table[role].other, ...facilities.other, ...notifications.other, ...offers.other, ...groupRecordsOf(role, 'other') }, false),
  };
}

/** `records` with the facility to manage and an image of it (`Records.managed`), read when the cell runs. */
async function managedRecords(records: Records, staffOwn: boolean): Promise<Records> {
  const managed = staffOwn
    ? (
        await api.ctx.db
          .selectFrom('facilities')
          .select('id')
          .where('development_id', '=', records.facilityDevelopment ?? '')
          .where('name', '=', MATRIX_FACILITY)
          .where('deleted_at', 'is', null)
          .orderBy('created_at')
          .orderBy('id')
          .executeTakeFirst()
      )?.id
    : records.facility;
  if (!managed) return records;
  const image = (await api.ctx.db.selectFrom('facility_images').select('id').where('facility_id', '=', managed).orderBy('position').orderBy('id').executeTakeFirst())?.id;
  return { ...records, managed, ...(image && { image }) };
}

// Bookings each role cancels in the table and the free slots it books, made by beforeAll.
const bookings = {} as Record<'olivia' | 'sam' | 'dee' | 'ada' | 'manny' | 'otto', string>;
const slots = {} as Record<'gymOlivia' | 'gymSam' | 'roof', { startAt: string; endAt: string }>;

/**
 * Each role's facility records and someone else's: a resident's own are the facilities they may
 * book and their bookings; staff's those of the developments they work in. Another's are a
 * facility out of reach (another development's, or one of their own development's that they may
 * not use) and another resident's booking on a facility they do see.
 */
function facilityRecordsOf(role: Role): { own: Records; other: Records } {
  const oliviaGym: Records = { facility: demoIds.gym, facilityDevelopment: demoIds.riversideWharf, booking: [demoIds.gym, demoIds.gymBooking], cancellable: [demoIds.gym, bookings.olivia], slot: slots.gymOlivia };
  const samGym: Records = { facility: demoIds.gym, facilityDevelopment: demoIds.riversideWharf, booking: [demoIds.gym, demoIds.samGymBooking], cancellable: [demoIds.gym, bookings.sam], slot: slots.gymSam };
  const deeRoof: Records = { facility: demoIds.roofTerrace, facilityDevelopment: demoIds.harbourLofts, booking: [demoIds.roofTerrace, bookings.dee], cancellable: [demoIds.roofTerrace, bookings.dee], slot: slots.roof };
  const table: Record<Role, { own: Records; other: Records }> = {
    olivia: { own: oliviaGym, other: { ...deeRoof, booking: samGym.booking, cancellable: samGym.cancellable } },
    // Mia's and Clara's developments have no facility they may book: nothing of the kind is theirs.
    mia: { own: { facilityDevelopment: demoIds.elmCourt }, other: oliviaGym },
    sam: { own: samGym, other: { ...deeRoof, facility: demoIds.guestSuite, booking: oliviaGym.booking, cancellable: oliviaGym.cancellable } },
    dee: { own: deeRoof, other: samGym },
    clara: { own: { facilityDevelopment: demoIds.riversideWharf }, other: { ...oliviaGym, facilityDevelopment: demoIds.harbourLofts } },
    ada: { own: { ...samGym, cancellable: [demoIds.roofTerrace, bookings.ada] }, other: {} },
    manny: { own: { ...samGym, cancellable: [demoIds.guestSuite, bookings.manny] }, other: deeRoof },
    otto: { own: { ...oliviaGym, facility: demoIds.guestSuite, cancellable: [demoIds.guestSuite, bookings.otto] }, other: deeRoof },
  };
  return table[role];
}

// Each role's first notification, found by beforeAll (their ids are made as they are told).
const firstNotification = {} as Record<Role, string | undefined>;

/** A role's own notification (Manny wrote both urgent news items of his developments: he has none) and Olivia's, or Dee's for Olivia. */
function notificationRecordsOf(role: Role): { own: Records; other: Records } {
  const own = firstNotification[role];
  return { own: own ? { notification: own } : {}, other: { notification: firstNotification[role === 'olivia' ? 'dee' : 'olivia'] } };
}

// Customer groups made by beforeAll, one per role and whose, in that side's facility development.
const groupsMade = {} as Record<string, string>;
const groupRecordsOf = (role: Role, whose: 'own' | 'other'): Records => {
  const group = groupsMade[`${role}:${whose}`];
  return group ? { group } : {};
};
/** A registered, active customer of each development, for the group member rows. */
const customerOf: Record<string, string> = { [demoIds.riversideWharf]: demoIds.sam, [demoIds.elmCourt]: demoIds.mia, [demoIds.harbourLofts]: demoIds.dee };
/** Staff of the development work with its customer groups; anyone else gets 404 (a group of a development out of reach). */
const groupCells = (staff: Cell): Record<Role, Cell> => ({ ...byKind([404, 404], [404, 404], staff), ada: [staff[0], 'none'] });

// Customers (server/areas/customers): per development, a customer with a file, one of their
// relationships, and a premises nobody's rows rely on (for the adding rows, which change data).
const customerFileOf: Record<string, string> = { [demoIds.riversideWharf]: 'cfl-sam-1', [demoIds.elmCourt]: 'cfl-mia-1', [demoIds.harbourLofts]: 'cfl-dee-1' };
const relationshipOf: Record<string, string> = { [demoIds.riversideWharf]: 'con-sam-flat-4', [demoIds.elmCourt]: 'con-mia-apartment-14', [demoIds.harbourLofts]: 'con-dee-loft-7' };
/** [customer to add a premises to, a premises to add] per development; Uma, so that Sam keeps his one home. */
const addPremisesOf: Record<string, readonly [string, string]> = {
  [demoIds.riversideWharf]: ['con-uma-flat-6', 'pre-riverside-flat-5'],
  [demoIds.elmCourt]: [demoIds.mia, demoIds.apartment16],
  [demoIds.harbourLofts]: [demoIds.dee, demoIds.loft7],
};
// Contact offers (server/areas/customers/offers.ts): contacts with Olivia's and Sam's e-mail that
// beforeAll makes at Flat 6, a premises no other cell relies on, so that accepting one changes no
// other cell; two each, each its own customer record. Nobody else has one of their own.
const offerIds = (role: 'olivia' | 'sam'): Records => ({ acceptOffer: `con-matrix-offer-${role}-accept`, declineOffer: `con-matrix-offer-${role}-decline` });
const offerRecordsOf = (role: Role): { own: Records; other: Records } => ({
  own: role === 'olivia' || role === 'sam' ? offerIds(role) : {},
  other: offerIds(role === 'olivia' || role === 'dee' ? 'sam' : 'olivia'),
});
/** The customer takes or declines an offer of their own; another's is 404; staff and clients are never offered one (403). */
const offerCells: Record<Role, Cell> = { ...byKind(['none', 404], ['none', 403], ['none', 403]), olivia: [200, 404], sam: [200, 404] };

/** Staff of the development read its customers; anyone else gets 404 (a customer out of reach). */
const customerCells = (staff: Cell): Record<Role, Cell> => ({ ...byKind([404, 404], [404, 404], staff), ada: [staff[0], 'none'] });

// Tasks (server/areas/tasks): a task of each development, made when a cell first asks (again after
// the DELETE row, which deletes another, file-less one), so that no row changes the demo tasks. Its
// file's bytes are the demo lift task's quote.
async function taskIn(development: string | undefined, doomed = false): Promise<string | undefined> {
  if (!development) return undefined;
  const id = `tsk-matrix-${doomed ? 'doomed-' : ''}${development}`;
  const at = '2026-01-05T09:00:00.000Z';
  await api.ctx.db
    .insertInto('tasks')
    .values({ id, development_id: development, title: 'Matrix task', description: null, status_id: 'tst-open', due_on: null, created_by: null, created_at: at, updated_at: at })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  if (!doomed) {
    const quote = await api.ctx.db
      .selectFrom('task_attachments')
      .select(['stored_name', 'content_type', 'size', 'created_at'])
      .where('id', '=', 'tat-lift-quote')
      .executeTakeFirstOrThrow();
    await api.ctx.db
      .insertInto('task_attachments')
      .values({ id: `tat-matrix-${development}`, task_id: id, name: 'Matrix.pdf', ...quote })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
  return id;
}
/** Staff of the task's development only: residents and clients 403, another development 404. */
const taskCells = (staff: Outcome, otherDevelopment: Outcome = 404): Record<Role, Cell> => ({ ...byKind([403, 403], [403, 403], [staff, otherDevelopment]), ada: [staff, 'none'] });

/** A document of each development (server/areas/documents seed), for the download row. */
const documentOf: Record<string, string> = {
  [demoIds.riversideWharf]: demoIds.liftInspection,
  [demoIds.elmCourt]: demoIds.insuranceSchedule,
  [demoIds.harbourLofts]: demoIds.claddingSurvey,
};

// Parcels (server/areas/parcels): a parcel of each development, for a resident of it where one
// holds a premises there (Riverside Wharf's is Olivia's Flat 1, seeded; the others are made when a
// cell first asks), and a premises to log one for.
const parcelPremisesOf: Record<string, string> = { [demoIds.riversideWharf]: demoIds.flat1, [demoIds.elmCourt]: demoIds.apartment14, [demoIds.harbourLofts]: demoIds.loft7 };
async function parcelIn(development: string | undefined): Promise<string | undefined> {
  if (!development) return undefined;
  if (development === demoIds.riversideWharf) return demoIds.flat1SmallParcel;
  const id = `prc-matrix-${development}`;
  await api.ctx.db
    .insertInto('parcels')
    .values({
      id,
      development_id: development,
      premises_id: parcelPremisesOf[development]!,
      type_id: 'pty-letter',
      received_on: '2026-01-05',
      note: null,
      collected_at: null,
      created_at: '2026-01-05T09:00:00.000Z',
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return id;
}
/** Staff of the development read and write its parcels; its residents read theirs; clients have none. */
const parcelReadCells = (resident: Cell): Record<Role, Cell> => ({ ...byKind(resident, [403, 403], [200, 404]), ada: [200, 'none'] });
const parcelWriteCells = (staff: Outcome): Record<Role, Cell> => ({ ...byKind([403, 403], [403, 403], [staff, 404]), ada: [staff, 'none'] });
// Staff's news and pages (server/areas/news, server/areas/developments): a demo news item and
// page of each development to read and change (with their own words, so nothing changes), and the
// items the POST rows make for the DELETE rows (the newest of that name in the development, else
// the demo one, which a refused delete leaves alone).
const newsOf: Record<string, string> = { [demoIds.riversideWharf]: newsDemoIds.riversideUrgentNews, [demoIds.elmCourt]: 'nws-elm-budget', [demoIds.harbourLofts]: 'nws-harbour-flood' };
const postOf: Record<string, string> = { [demoIds.riversideWharf]: developmentsDemoIds.riversideBinsPost, [demoIds.elmCourt]: 'pst-elm-parking', [demoIds.harbourLofts]: 'pst-harbour-moorings' };
const MATRIX_NEWS = 'Matrix news';
const MATRIX_PAGE = 'Matrix page';
const matrixNewsBody = (development: string | undefined) => ({ developmentIds: [development], title: MATRIX_NEWS, category: 'standard', description: '<p>Made by the matrix.</p>', linkedLibraryFiles: [] });
const sameNewsBody = async (development: string | undefined) => {
  const news = await api.ctx.db.selectFrom('news').select(['title', 'category', 'description']).where('id', '=', newsOf[development ?? ''] ?? '').executeTakeFirst();
  return { developmentIds: [development], title: news?.title, category: news?.category, description: news?.description, linkedLibraryFiles: [] };
};
const samePostBody = async (development: string | undefined) => {
  const post = await api.ctx.db.selectFrom('development_posts').select(['title', 'description', 'published']).where('id', '=', postOf[development ?? ''] ?? '').executeTakeFirst();
  return { title: post?.title, description: post?.description, published: post?.published === 1 };
};
const madeByMatrix = async (table: 'news' | 'posts', development: string | undefined): Promise<string> => {
  const made =
    table === 'news'
      ? await api.ctx.db
          .selectFrom('news as n')
          .innerJoin('news_developments as d', 'd.news_id', 'n.id')
          .select('n.id')
          .where('d.development_id', '=', development ?? '')
          .where('n.title', '=', MATRIX_NEWS)
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .executeTakeFirst()
      : await api.ctx.db
          .selectFrom('development_posts')
          .select('id')
          .where('development_id', '=', development ?? '')
          .where('title', '=', MATRIX_PAGE)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
  return made?.id ?? (table === 'news' ? newsOf : postOf)[development ?? '']!;
};
/** News is staff's (residents and the client 403), in the developments they work in (else 404; in a body, 400). */
const newsCells = (own: Outcome, other: Outcome): Record<Role, Cell> => ({ ...byKind([403, 403], [403, 403], [own, other]), ada: [own, 'none'] });
/** Pages are sl1's, sl3's and global staff's (spec 2 §6): 403 for the others in their development, 404 elsewhere. */
const pageCells = (own: Outcome): Record<Role, Cell> => ({ ...byKind([403, 404], [403, 404], [own, 404]), ada: [own, 'none'] });
/** The images of news and pages are every staff role's: 403 for residents and the client in their development, 404 elsewhere. */
const contentImageCells = (own: Outcome): Record<Role, Cell> => ({ ...byKind([403, 404], [403, 404], [own, 404]), ada: [own, 'none'] });
const MATRIX_IMAGE = 'Matrix image';
/** A real 1×1 PNG: an image's bytes are checked. */
const MATRIX_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** The newest image the matrix uploaded to the development, else its demo site plan. */
const contentImageOf = async (development: string | undefined): Promise<string> => {
  const image = await api.ctx.db
    .selectFrom('content_images')
    .select('file_name')
    .where('development_id', '=', development ?? '')
    .orderBy(sql`CASE WHEN name = ${MATRIX_IMAGE} THEN 0 ELSE 1 END`)
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  return image?.file_name ?? 'cim-none.png';
};

const ticketBody = (records: Records) => ({
  developmentId: records.development,
  premisesId: records.premises,
  title: 'Dripping tap',
  description: 'The kitchen tap drips.',
  // A customer names a premises; without one, the request is sent as client (staff: refused).
  sendingRequestAs: records.premises ? 'customer' : 'client',
  categoryId: requestDemoIds.categoryRepair,
  ownerTypeCode: 'PM',
});

const rows: readonly Row[] = [
  // Signing in and sessions
  { method: 'POST', route: '/user/login', access: 'public', reason: 'signing in', json: true },
  { method: 'GET', route: '/user/token', access: 'token', bearer: 'refresh', reason: 'the refresh token is its bearer' },
  { method: 'GET', route: '/user/logout', access: 'user', roles: everyone([204]), endsSession: true },
  { method: 'POST', route: '/user/resend-mfa-code', access: 'public', reason: 'the MFA token in the body is the credential', json: true },
  { method: 'POST', route: '/user/forgotten-password', access: 'public', reason: 'a signed-out person asks for a link', json: true },
  { method: 'PUT', route: '/user/password', access: 'token', bearer: 'reset', reason: 'the e-mailed reset token is its bearer' },
  { method: 'POST', route: '/user/confirm-email', access: 'public', reason: 'the e-mailed token in the body is the credential', json: true },
  { method: 'POST', route: '/user/confirm-notification-email', access: 'public', reason: 'the token e-mailed to the new address, in the body, is the credential', json: true },
  { method: 'GET', route: '/dev/sso-token', access: 'public', reason: 'demo mode only: stands in for an identity provider' },
  { method: 'GET', route: '/dev/sso/authorize', access: 'public', reason: "demo mode only: stands in for an identity provider's sign-in page; sends tokens only to the configured origins" },
  { method: 'GET', route: '/dev/outbox', access: 'public', reason: 'demo mode only: the demo outbox' },
  // The user's own record: the token says whose, so there is no other person's id to try.
  { method: 'GET', route: '/user', access: 'user', roles: everyone([200]) },
  { method: 'PUT', route: '/user', access: 'user', json: true, send: () => ({ path: '/user', body: { paperlessPreference: { showPaperlessDialog: false } } }), roles: everyone([200]) },
  { method: 'DELETE', route: '/user/profile-picture', access: 'user', roles: everyone([200]) },
  { method: 'GET', route: '/user/metadata', access: 'user', roles: everyone([200]) },
  {
    method: 'PUT',
    route: '/user/metadata',
    access: 'user',
    json: true,
    send: () => ({ path: '/user/metadata', body: { facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: true } } }),
    roles: everyone([200]),
  },
  { method: 'GET', route: '/user/doctrine', access: 'user', roles: everyone([200]) },
  { method: 'GET', route: '/user/titles', access: 'user', roles: everyone([200]) },
  // Settings: the password change and the MFA switch (each also asks for the current password or a code).
  {
    method: 'PUT',
    route: '/user/new-password',
    access: 'user',
    json: true,
    send: () => ({ path: '/user/new-password', body: { currentPassword: 'Portal-Demo-1', newPassword: 'Portal-Demo-1' } }),
    roles: everyone([204]),
  },
  { method: 'POST', route: '/user/mfa/start', access: 'user', roles: everyone([200]) },
  {
    method: 'PUT',
    route: '/user/mfa',
    access: 'user',
    json: true,
    send: () => ({ path: '/user/mfa', body: { multifactorEnabled: false, currentPassword: 'Portal-Demo-1' } }),
    roles: everyone([200]),
  },
  // spec 1 §6: the feedback tab is the customer role's; a client or staff gets 403.
  { method: 'POST', route: '/feedback', access: 'user', json: true, send: () => ({ path: '/feedback', body: { rating: 4 } }), roles: byKind([204], [403], [403]) },
  // The error dialog's contact-support action is on every page, for every role.
  { method: 'POST', route: '/support', access: 'user', json: true, send: () => ({ path: '/support', body: { message: 'The page does not load.' } }), roles: everyone([204]) },
  // Sign-up: the invitation key is the credential
  { method: 'POST', route: '/user/signup/1', access: 'public', reason: 'the invitation key is the credential', json: true },
  { method: 'POST', route: '/user/signup/2', access: 'public', reason: 'the invitation key is the credential', json: true },
  { method: 'POST', route: '/user/signup/3', access: 'public', reason: 'the invitation key is the credential', json: true },
  // Public files: images only, random names
  { method: 'GET', route: '/files/public/:name', access: 'public', reason: 'development, author, facility and news images shown on public pages' },
  { method: 'GET', route: '/files/profile-pictures/:name', access: 'public', reason: 'profile pictures under random, unguessable names' },
  // The contract's document and its reference page: published, like the package that ships it.
  { method: 'GET', route: '/openapi.json', access: 'public', reason: 'the published OpenAPI document of the contract' },
  { method: 'GET', route: '/reference', access: 'public', reason: 'the reference page for people, reading the published document' },
  { method: 'GET', route: '/reference/redoc.js', access: 'public', reason: 'the reference page’s script (Redoc)' },
  { method: 'GET', route: '/reference/start.js', access: 'public', reason: 'the reference page’s script that starts Redoc' },
  // The operator's health checks: a balancer asks them without a token, and they say nothing of anyone's records.
  { method: 'GET', route: '/health/live', access: 'public', reason: 'a load balancer asks whether the process answers' },
  { method: 'GET', route: '/health/ready', access: 'public', reason: 'a load balancer asks whether the database answers and is migrated' },
  // Residents' records
  { method: 'GET', route: '/developments', access: 'user', roles: everyone([200]) },
  {
    method: 'GET',
    route: '/developments/:id',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}` }),
    // Ada (global) sees every development: there is none out of her reach.
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  {
    method: 'GET',
    route: '/premises/:id',
    access: 'user',
    send: (r) => ({ path: `/premises/${r.premises}` }),
    // spec 1 §6: the premises pages are the owner role's. A subtenant's own home is 403 (he knows
    // it exists); nobody else's is anyone's business (404), staff and the client included.
    roles: byKind([200, 404], ['none', 404], ['none', 404], [403, 404]),
  },
  {
    method: 'PUT',
    route: '/premises/:id',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/premises/${r.premises}`, body: { contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true } } }),
    roles: byKind([200, 404], ['none', 404], ['none', 404], [403, 404]),
  },
  {
    method: 'PUT',
    route: '/premises/:id/main-residence',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/premises/${r.premises}/main-residence`, body: { contactUuid: r.contact, isMainResidence: true } }),
    roles: byKind([200, 404], ['none', 404], ['none', 404], [403, 404]),
  },
  { method: 'GET', route: '/charges', access: 'user', roles: everyone([200]) },
  // Charges are every resident's, subtenants included (spec 1 §6); staff and clients have no accounts.
  { method: 'GET', route: '/charges/:accountId/statement', access: 'user', send: (r) => ({ path: `/charges/${r.account}/statement` }), roles: byKind([200, 404], ['none', 404], ['none', 404]) },
  { method: 'GET', route: '/library/files/bill/:accountId', access: 'user', send: (r) => ({ path: `/library/files/bill/${r.account}` }), roles: byKind([200, 404], ['none', 404], ['none', 404]) },
  {
    method: 'POST',
    route: '/news/filter',
    access: 'user',
    json: true,
    send: (r) => ({ path: '/news/filter', body: { developmentUUIDs: [r.development] } }),
    listed: (data) => (data as { news: unknown[] }).news,
    roles: { ...everyone([200, 'empty']), ada: [200, 'none'] },
  },
  // Requests
  { method: 'GET', route: '/tickets/categories', access: 'user', roles: everyone([200]) },
  { method: 'GET', route: '/tickets/owner-types', access: 'user', roles: everyone([200]) },
  {
    method: 'POST',
    route: '/tickets',
    access: 'user',
    json: true,
    send: (r) => ({ path: '/tickets', body: ticketBody(r) }),
    // Residents and the client raise requests in their own developments (on their own premises);
    // another's development or premises in the body is a 400. Staff raise none (403).
    roles: { ...byKind([201, 400], [201, 400], [403, 403]), ada: [403, 'none'] },
  },
  {
    method: 'GET',
    route: '/tickets',
    access: 'user',
    send: (r) => ({ path: `/tickets?developmentId=${r.development}` }),
    listed: (data) => (data as { tickets: unknown[] }).tickets,
    roles: { ...everyone([200, 'empty']), ada: [200, 'none'] },
  },
  { method: 'GET', route: '/tickets/:id', access: 'user', send: (r) => ({ path: `/tickets/${r.ticket}` }), roles: { ...everyone([200, 404]), ada: [200, 'none'] } },
  {
    method: 'PUT',
    route: '/tickets/:id',
    variant: 'the words',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/tickets/${r.ticket}`, body: { title: 'Leak from the ceiling (updated)' } }),
    // Only the raising side changes the words; staff may not put words in a resident's mouth.
    roles: { ...byKind([200, 404], [200, 404], [403, 404]), ada: [403, 'none'] },
  },
  {
    method: 'PUT',
    route: '/tickets/:id',
    variant: 'a status other than Closed',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/tickets/${r.ticket}`, body: { status: 'In progress' } }),
    // Staff of the development move a request along; the raising side may only close it.
    roles: { ...byKind([403, 404], [403, 404], [200, 404]), ada: [200, 'none'] },
  },
  { method: 'GET', route: '/tickets/:id/feed', access: 'user', send: (r) => ({ path: `/tickets/${r.ticket}/feed` }), roles: { ...everyone([200, 404]), ada: [200, 'none'] } },
  {
    method: 'POST',
    route: '/tickets/:id/feed',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/tickets/${r.ticket}/feed`, body: { message: 'Hello' } }),
    roles: { ...everyone([201, 404]), ada: [201, 'none'] },
  },
  {
    method: 'POST',
    route: '/tickets/:id/attachments',
    access: 'user',
    send: (r) => ({ path: `/tickets/${r.ticket}/attachments`, multipart: true }),
    roles: { ...everyone([201, 404]), ada: [201, 'none'] },
  },
  {
    method: 'GET',
    route: '/tickets/:id/attachments/:attachmentId',
    access: 'user',
    send: (r) => ({ path: `/tickets/${r.ticket}/attachments/${r.attachment}` }),
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  // Last of the requests' rows: they close each role's request to close, then try to reopen it.
  {
    method: 'PUT',
    route: '/tickets/:id',
    variant: 'closing',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/tickets/${r.closable}`, body: { status: 'Closed' } }),
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  {
    method: 'PUT',
    route: '/tickets/:id',
    variant: 'reopening what was just closed',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/tickets/${r.closable}`, body: { status: 'Open' } }),
    // Closing cannot be undone by the raising side (the portal asks first); staff reopen.
    roles: { ...byKind([403, 404], [403, 404], [200, 404]), ada: [200, 'none'] },
  },
  // Notifications: everyone's own only; another person's is 404.
  { method: 'GET', route: '/notifications', access: 'user', send: () => ({ path: '/notifications?status=unread&limit=50' }), roles: everyone([200]) },
  { method: 'GET', route: '/notifications/count', access: 'user', send: () => ({ path: '/notifications/count?status=unread' }), roles: everyone([200]) },
  {
    method: 'POST',
    route: '/notifications/:id/mark-as-read',
    access: 'user',
    send: (r) => ({ path: `/notifications/${r.notification}/mark-as-read` }),
    roles: { ...everyone([200, 404]), manny: ['none', 404] },
  },
  { method: 'POST', route: '/notifications/mark-all-as-read', access: 'user', roles: everyone([200]) },
  // Facilities and bookings. A resident sees and books the facilities they may use and their own
  // bookings; staff see those of their developments, cancel as staff and book nothing (403); a
  // facility or a booking out of reach is 404.
  {
    method: 'GET',
    route: '/facilities',
    access: 'user',
    send: (r) => ({ path: `/facilities?developmentUuids=${r.facilityDevelopment}` }),
    listed: (data) => (data as { facilities: unknown[] }).facilities,
    // Mia's and Clara's own developments have no facility they may use: their lists are empty either way.
    roles: { ...everyone([200, 'empty']), mia: [200, 200], clara: [200, 200], ada: [200, 'none'] },
  },
  { method: 'GET', route: '/facilities/:id', access: 'user', send: (r) => ({ path: `/facilities/${r.facility}` }), roles: facilityCells([200, 404]) },
  {
    method: 'GET',
    route: '/facilities/:id/slots',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.facility}/slots?fromDate=${r.slot?.startAt.slice(0, 10)}&toDate=${r.slot?.endAt.slice(0, 10)}` }),
    roles: facilityCells([200, 404]),
  },
  { method: 'GET', route: '/facilities/:id/bookings', access: 'user', send: (r) => ({ path: `/facilities/${r.facility}/bookings` }), roles: facilityCells([200, 404]) },
  {
    method: 'POST',
    route: '/facilities/:id/bookings',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/facilities/${r.facility}/bookings`, body: r.slot }),
    roles: facilityCells([201, 404], [403, 404]),
  },
  {
    method: 'GET',
    route: '/facilities/:id/bookings/:bookingId',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.booking?.[0]}/bookings/${r.booking?.[1]}` }),
    roles: facilityCells([200, 404]),
  },
  {
    method: 'POST',
    route: '/facilities/:id/bookings/:bookingId/add-note',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/facilities/${r.booking?.[0]}/bookings/${r.booking?.[1]}/add-note`, body: { note: 'Bringing a guest.' } }),
    roles: facilityCells([200, 404]),
  },
  {
    method: 'PUT',
    route: '/facilities/:id/bookings/:bookingId/change-state',
    variant: 'staff cancelling',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/facilities/${r.cancellable?.[0]}/bookings/${r.cancellable?.[1]}/change-state`, body: { state: 'cancelled_by_staff' } }),
    roles: facilityCells([403, 404], [200, 404]),
  },
  // After the staff's row: a resident cancels their own booking (which the row above left alone).
  {
    method: 'PUT',
    route: '/facilities/:id/bookings/:bookingId/change-state',
    variant: 'a resident cancelling',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/facilities/${r.cancellable?.[0]}/bookings/${r.cancellable?.[1]}/change-state`, body: { state: 'cancelled' } }),
    roles: facilityCells([200, 404], [403, 404]),
  },
  {
    method: 'GET',
    route: '/developments/:id/bookings',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}/bookings` }),
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  // Customer groups and a development's customers: staff of the development only. A development
  // in the body that is not the caller's is 400; a group or development out of reach is 404.
  {
    method: 'GET',
    route: '/user-group/get-by-development/:id',
    access: 'user',
    send: (r) => ({ path: `/user-group/get-by-development/${r.facilityDevelopment}` }),
    roles: groupCells([200, 404]),
  },
  {
    method: 'GET',
    route: '/user-group/get-by-facility/:id',
    access: 'user',
    send: (r) => ({ path: `/user-group/get-by-facility/${r.facility}` }),
    roles: facilityCells([404, 404], [200, 404]),
  },
  {
    method: 'POST',
    route: '/user-group',
    access: 'user',
    json: true,
    send: (r) => ({ path: '/user-group', body: { name: 'Matrix group', description: null, developmentUuid: r.facilityDevelopment } }),
    roles: { ...byKind([400, 400], [400, 400], [201, 400]), ada: [201, 'none'] },
  },
  {
    method: 'POST',
    route: '/user-group/:id/users',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/user-group/${r.group}/users`, body: { users: [r.facilityDevelopment ? customerOf[r.facilityDevelopment] : undefined] } }),
    roles: groupCells([200, 404]),
  },
  {
    method: 'DELETE',
    route: '/user-group/:id/users',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/user-group/${r.group}/users`, body: { users: [r.facilityDevelopment ? customerOf[r.facilityDevelopment] : undefined] } }),
    roles: groupCells([200, 404]),
  },
  {
    method: 'POST',
    route: '/user-group/:id/facilities',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/user-group/${r.group}/facilities`, body: { facilities: [r.facility] } }),
    roles: facilityCells([404, 404], [200, 404]),
  },
  {
    method: 'DELETE',
    route: '/user-group/:id/facilities',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/user-group/${r.group}/facilities`, body: { facilities: [r.facility] } }),
    roles: facilityCells([404, 404], [200, 404]),
  },
  // Last of the groups' rows: it deletes each cell's group.
  { method: 'DELETE', route: '/user-group/:id', access: 'user', send: (r) => ({ path: `/user-group/${r.group}` }), roles: groupCells([200, 404]) },
  {
    method: 'GET',
    route: '/developments/:id/customers',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.facilityDevelopment}/customers?inactive=0` }),
    roles: groupCells([200, 404]),
  },
  // Customers: staff of the development (spec 2 §6). Customers and clients: 403 on the staff-only
  // routes that name no record (relationship types, adding, the password reset), 404 on a
  // customer or relationship (as one that does not exist). Adding is global, sl3 and sl4 (Manny,
  // sl1: 403); a development in the body that is not the caller's is 400.
  { method: 'GET', route: '/customers/relationship-types', access: 'user', send: () => ({ path: '/customers/relationship-types' }), roles: byKind([403], [403], [200]) },
  {
    method: 'GET',
    route: '/customers/:id',
    access: 'user',
    send: (r) => ({ path: `/customers/${r.development && customerOf[r.development]}?developmentId=${r.development}` }),
    roles: customerCells([200, 404]),
  },
  {
    method: 'GET',
    route: '/customers/:id/files/:fileId',
    access: 'user',
    send: (r) => ({ path: `/customers/${r.development && customerOf[r.development]}/files/${r.development && customerFileOf[r.development]}` }),
    roles: customerCells([200, 404]),
  },
  {
    method: 'POST',
    route: '/customers',
    access: 'user',
    send: (r) => ({
      path: '/customers',
      body: {
        email: 'matrix.customer@example.com',
        developmentId: r.development,
        firstName: 'Matrix',
        lastName: 'Customer',
        title: 'Mx',
        relationshipTypeId: 'rel-tenant',
        premisesId: r.development && addPremisesOf[r.development]?.[1],
        mainNumber: '020 7946 0002',
      },
    }),
    roles: { ...byKind([403, 403], [403, 403], [201, 400]), manny: [403, 400], ada: [201, 'none'] },
  },
  {
    method: 'POST',
    route: '/customers/:id/premises',
    access: 'user',
    send: (r) => ({
      path: `/customers/${r.development && addPremisesOf[r.development]?.[0]}/premises`,
      body: { developmentId: r.development, premisesId: r.development && addPremisesOf[r.development]?.[1], relationshipTypeId: 'rel-tenant' },
    }),
    roles: { ...byKind([403, 403], [403, 403], [201, 404]), manny: [403, 404], ada: [201, 'none'] },
  },
  {
    method: 'PATCH',
    route: '/contact-relationships/:id',
    access: 'user',
    json: true,
    send: (r) => ({ path: `/contact-relationships/${r.development && relationshipOf[r.development]}`, body: { active: true } }),
    roles: customerCells([200, 404]),
  },
  { method: 'GET', route: '/user/contact-offers', access: 'user', roles: byKind([200], [403], [403]) },
  { method: 'POST', route: '/user/contact-offers/:id/accept', access: 'user', send: (r) => ({ path: `/user/contact-offers/${r.acceptOffer}/accept` }), roles: offerCells },
  { method: 'POST', route: '/user/contact-offers/:id/decline', access: 'user', send: (r) => ({ path: `/user/contact-offers/${r.declineOffer}/decline` }), roles: offerCells },
  // Global staff only, for a registered customer: Ivy, whom no other row signs in as.
  {
    method: 'PUT',
    route: '/admin/users/:id/password',
    access: 'user',
    send: () => ({ path: `/admin/users/${demoIds.ivy}/password`, body: { newPassword: 'aB3$kLm9x' } }),
    roles: { ...byKind([403], [403], [403]), ada: [200] },
  },
  // The operator's import: global staff only. A dry run of one development, which writes nothing.
  {
    method: 'POST',
    route: '/import/:kind',
    access: 'user',
    send: () => ({ path: '/import/developments', body: 'reference,name,address_line1,city,postcode\nMATRIX,Matrix Court,1 Matrix Road,Leeds,LS1 1AA\n', headers: { 'Content-Type': 'text/csv' } }),
    roles: { ...byKind([403], [403], [403]), ada: [200] },
  },
  // Tasks: staff of the task's development (global all, sl1/sl3/sl4 their own); residents and
  // clients 403 before anything is read; another development's task is 404, in a body 400.
  { method: 'GET', route: '/tasks/statuses', access: 'user', send: () => ({ path: '/tasks/statuses' }), roles: byKind([403], [403], [200]) },
  { method: 'GET', route: '/tasks', access: 'user', send: (r) => ({ path: `/tasks?developmentId=${r.development}` }), roles: taskCells(200) },
  { method: 'GET', route: '/tasks/:id', access: 'user', send: async (r) => ({ path: `/tasks/${await taskIn(r.development)}` }), roles: taskCells(200) },
  { method: 'GET', route: '/tasks/:id/feed', access: 'user', send: async (r) => ({ path: `/tasks/${await taskIn(r.development)}/feed` }), roles: taskCells(200) },
  {
    method: 'GET',
    route: '/tasks/:id/attachments/:attachmentId',
    access: 'user',
    send: async (r) => ({ path: `/tasks/${await taskIn(r.development)}/attachments/tat-matrix-${r.development}` }),
    roles: taskCells(200),
  },
  {
    method: 'POST',
    route: '/tasks',
    access: 'user',
    send: (r) => ({ path: '/tasks', body: { developmentId: r.development, title: 'Matrix task', description: null, statusId: 'tst-open', dueOn: null } }),
    roles: taskCells(201, 400),
  },
  { method: 'PUT', route: '/tasks/:id', access: 'user', send: async (r) => ({ path: `/tasks/${await taskIn(r.development)}`, body: { statusId: 'tst-in-progress' } }), roles: taskCells(200) },
  { method: 'DELETE', route: '/tasks/:id', access: 'user', send: async (r) => ({ path: `/tasks/${await taskIn(r.development, true)}` }), roles: taskCells(204) },
  // Facility management (staff of the facility's development; spec 2 §2): a resident who sees the
  // facility is refused (403), anything out of reach is 404. The rows run in order on the facility
  // the first one makes for each staff column: settings, users, images, then deleting it. Only
  // POST /facilities reads its body before the caller's rights: the others refuse Olivia first, so
  // they have no not-JSON cell.
  {
    method: 'POST',
    route: '/facilities',
    access: 'user',
    json: true,
    send: (r) => ({ path: '/facilities', body: { developmentId: r.facilityDevelopment, ...matrixFacilitySettings } }),
    roles: { ...byKind([403, 404], [403, 404], [201, 404]), ada: [201, 'none'] },
  },
  {
    method: 'PUT',
    route: '/facilities/:id',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.managed}`, body: { description: 'Open to every resident.' } }),
    roles: facilityCells([403, 404], [200, 404]),
  },
  { method: 'GET', route: '/facilities/:id/users', access: 'user', send: (r) => ({ path: `/facilities/${r.managed}/users?all=true` }), roles: facilityCells([403, 404], [200, 404]) },
  {
    method: 'POST',
    route: '/facilities/:id/images',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.managed}/images`, body: { name: 'Pool', fileName: 'pool.png', content: 'iVBORw0KGgo=' } }),
    roles: facilityCells([403, 404], [201, 404]),
  },
  {
    method: 'PUT',
    route: '/facilities/:id/images/:imageId',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.managed}/images/${r.image}`, body: { isMainImage: true } }),
    roles: facilityCells([403, 404], [200, 404]),
  },
  {
    method: 'DELETE',
    route: '/facilities/:id/images/:imageId',
    access: 'user',
    send: (r) => ({ path: `/facilities/${r.managed}/images/${r.image}` }),
    roles: facilityCells([403, 404], [200, 404]),
  },
  { method: 'DELETE', route: '/facilities/:id', access: 'user', send: (r) => ({ path: `/facilities/${r.managed}` }), roles: facilityCells([403, 404], [200, 404]) },
  // Documents: a development's members only (its residents, its client organisation, its staff);
  // another development's documents are 404, as its other routes are.
  {
    method: 'GET',
    route: '/developments/:id/documents',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}/documents` }),
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  {
    method: 'GET',
    route: '/developments/:id/documents/files/:fileId',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}/documents/files/${r.development ? documentOf[r.development] : undefined}` }),
    roles: { ...everyone([200, 404]), ada: [200, 'none'] },
  },
  // Parcels: staff of the development all of them; a resident those of the premises they hold (Sam
  // holds none with a parcel: 404 on Olivia's); clients 403; another development 404.
  { method: 'GET', route: '/developments/:id/parcels', access: 'user', send: (r) => ({ path: `/developments/${r.development}/parcels?collected=false` }), roles: parcelReadCells([200, 404]) },
  { method: 'GET', route: '/developments/:id/parcels/types', access: 'user', send: (r) => ({ path: `/developments/${r.development}/parcels/types` }), roles: parcelReadCells([200, 404]) },
  {
    method: 'GET',
    route: '/developments/:id/parcels/:parcelId',
    access: 'user',
    send: async (r) => ({ path: `/developments/${r.development}/parcels/${await parcelIn(r.development)}` }),
    roles: { ...parcelReadCells([200, 404]), sam: [404, 404] },
  },
  {
    method: 'POST',
    route: '/developments/:id/parcels',
    access: 'user',
    send: (r) => ({
      path: `/developments/${r.development}/parcels`,
      body: { premisesId: r.development ? parcelPremisesOf[r.development] : undefined, typeId: 'pty-letter', receivedOn: '2026-01-05', note: null },
    }),
    roles: parcelWriteCells(201),
  },
  {
    method: 'PUT',
    route: '/developments/:id/parcels/:parcelId',
    access: 'user',
    send: async (r) => ({ path: `/developments/${r.development}/parcels/${await parcelIn(r.development)}`, body: { note: 'Matrix' } }),
    roles: parcelWriteCells(200),
  },
  // View as customer, the access log and the development's own records (spec 2 §4, §6, §7). View
  // as customer and the access log are for global staff and a development's sl1 staff (sl3: 403),
  // customers and clients never (403); another development is 404. The access-log cells use the
  // facility development, Riverside Wharf for every staff column: the one with the report.
  {
    method: 'GET',
    route: '/customers/:id/view-as',
    access: 'user',
    send: (r) => ({ path: `/customers/${r.development ? customerOf[r.development] : undefined}/view-as?developmentUUID=${r.development}` }),
    roles: { ...byKind([403, 403], [403, 403], [200, 404]), ada: [200, 'none'], otto: [403, 404] },
  },
  {
    method: 'GET',
    route: '/developments/:id/access-log',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.facilityDevelopment}/access-log` }),
    roles: { ...byKind([403, 403], [403, 403], [200, 404]), ada: [200, 'none'], otto: [403, 404] },
  },
  // The header image: any staff role in its own developments; residents and clients 403 before
  // the body is read (so no not-JSON cell).
  {
    method: 'PUT',
    route: '/developments/:id',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}`, body: { picture: { fileName: 'matrix.png', content: 'iVBORw0KGgo=' } } }),
    roles: { ...byKind([403, 403], [403, 403], [200, 404]), ada: [200, 'none'] },
  },
  // Who looks after a development and its places: everyone it concerns, as its documents.
  { method: 'GET', route: '/developments/:id/contacts', access: 'user', send: (r) => ({ path: `/developments/${r.development}/contacts` }), roles: { ...everyone([200, 404]), ada: [200, 'none'] } },
  { method: 'GET', route: '/developments/:id/locations', access: 'user', send: (r) => ({ path: `/developments/${r.development}/locations` }), roles: { ...everyone([200, 404]), ada: [200, 'none'] } },
  // The images of news and pages: the development's staff (every staff role); residents and the
  // client 403 in their development, 404 elsewhere. The POST row makes one per staff column, which
  // the DELETE row then removes (else the development's demo site plan is tried).
  { method: 'GET', route: '/developments/:id/images', access: 'user', send: (r) => ({ path: `/developments/${r.development}/images` }), roles: contentImageCells(200) },
  {
    method: 'POST',
    route: '/developments/:id/images',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}/images`, body: { name: MATRIX_IMAGE, fileName: 'matrix.png', content: MATRIX_PNG } }),
    roles: contentImageCells(201),
  },
  { method: 'DELETE', route: '/files/public/:name', access: 'user', send: async (r) => ({ path: `/files/public/${await contentImageOf(r.development)}` }), roles: contentImageCells(204) },
  // The public preferences page: the id in the e-mailed link is the credential
  { method: 'GET', route: '/notification-preferences/:id', access: 'public', reason: 'the id in the e-mailed link is the credential' },
  {
    method: 'PUT',
    route: '/notification-preferences/:id',
    access: 'public',
    reason: 'the id in the e-mailed link is the credential',
    json: true,
    path: `/notification-preferences/${notificationsDemoIds.samPreferences}`,
  },
  { method: 'DELETE', route: '/notification-preferences/:id', access: 'public', reason: 'the id in the e-mailed link is the credential' },
  // Staff's news and pages
  { method: 'POST', route: '/news', access: 'user', send: (r) => ({ path: '/news', body: matrixNewsBody(r.development) }), roles: newsCells(201, 400) },
  { method: 'GET', route: '/news/:id', access: 'user', send: (r) => ({ path: `/news/${newsOf[r.development!]}` }), roles: newsCells(200, 404) },
  { method: 'PUT', route: '/news/:id', access: 'user', send: async (r) => ({ path: `/news/${newsOf[r.development!]}`, body: await sameNewsBody(r.development) }), roles: newsCells(200, 404) },
  { method: 'DELETE', route: '/news/:id', access: 'user', send: async (r) => ({ path: `/news/${await madeByMatrix('news', r.development)}` }), roles: newsCells(204, 404) },
  { method: 'GET', route: '/developments/:id/posts', access: 'user', send: (r) => ({ path: `/developments/${r.development}/posts` }), roles: pageCells(200) },
  {
    method: 'POST',
    route: '/developments/:id/posts',
    access: 'user',
    send: (r) => ({ path: `/developments/${r.development}/posts`, body: { title: MATRIX_PAGE, description: '<p>Made by the matrix.</p>', published: false } }),
    roles: pageCells(201),
  },
  { method: 'GET', route: '/developments/:id/posts/:postId', access: 'user', send: (r) => ({ path: `/developments/${r.development}/posts/${postOf[r.development!]}` }), roles: pageCells(200) },
  {
    method: 'PUT',
    route: '/developments/:id/posts/:postId',
    access: 'user',
    send: async (r) => ({ path: `/developments/${r.development}/posts/${postOf[r.development!]}`, body: await samePostBody(r.development) }),
    roles: pageCells(200),
  },
  {
    method: 'DELETE',
    route: '/developments/:id/posts/:postId',
    access: 'user',
    send: async (r) => ({ path: `/developments/${r.development}/posts/${await madeByMatrix('posts', r.development)}` }),
    roles: pageCells(204),
  },
];

const rowName = (row: Row) => `${row.method} ${row.route}${row.variant ? ` (${row.variant})` : ''}`;

/** The call a row makes on some records; without `send`, its route with placeholder ids. */
async function callOf(row: Row, records: Records): Promise<Call> {
  return (await row.send?.(records)) ?? { path: row.path ?? row.route.replace(/:[A-Za-z]+/g, 'x-unknown') };
}

let api: TestApi;
const tokens = {} as Record<Role, string>;

/**
 * The bearer tokens the server must refuse on every signed-in route, by column. Filled in by
 * beforeAll (some need a sign-in).
 */
const refused = {} as Record<
  'expired' | 'noSession' | 'longerThanConfigured' | 'badSignature' | 'otherSubject' | 'wrongKey' | 'unsigned' | 'refreshToken' | 'mfaToken' | 'ssoToken' | 'signedOut',
  string
>;
/** On the routes whose bearer is a refresh or reset token, an access token is refused too. */
let validAccessToken: string;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signIn(email: string) {
  return api.call('/user/login', { method: 'POST', body: { method: 'password', email, password: 'Portal-Demo-1' } });
}

beforeAll(async () => {
  api = await startTestApi();
  for (const role of roleNames) tokens[role] = await api.tokenFor(roles[role].userId);
  validAccessToken = tokens.olivia;

  const { ctx } = api;
  const lifetime = ctx.config.accessTokenSeconds;
  const [header, payload, signature] = tokens.olivia.split('.') as [string, string, string];
  // Each with the family of Olivia's open session but the last: only the one flaw refuses it.
  const { fam } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { fam: string };
  refused.expired = await ctx.accessTokens.sign(demoIds.olivia, new Date(ctx.now().getTime() - (lifetime + 60) * 1000), { fam });
  const issuedAt = Math.floor(ctx.now().getTime() / 1000);
  const signedWithApiKey = (claims: Record<string, unknown>, seconds: number) =>
    new SignJWT({ typ: 'access', ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject(demoIds.olivia).setIssuedAt(issuedAt).setExpirationTime(issuedAt + seconds).sign(ctx.secret);
  refused.longerThanConfigured = await signedWithApiKey({ fam }, 365 * 24 * 60 * 60);
  refused.noSession = await signedWithApiKey({}, lifetime);
  // The first character of the signature carries six whole bits (the last one only some).
  refused.badSignature = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  refused.otherSubject = `${header}.${base64url({ ...claims, sub: demoIds.ada })}.${signature}`;
  refused.wrongKey = await new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(demoIds.olivia)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(randomBytes(32));
  refused.unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
  const session = await signIn(roles.olivia.email);
  refused.refreshToken = session.body.data.refreshToken;
  const mfa = await signIn(roles.mia.email);
  refused.mfaToken = mfa.body.mfaToken;
  refused.ssoToken = (await api.call(`/dev/sso-token?email=${roles.olivia.email}`)).body.data.token;
  const ended = await signIn(roles.olivia.email);
  expect((await api.call('/user/logout', { token: ended.body.data.authToken })).status).toBe(204);
  refused.signedOut = ended.body.data.authToken;
  for (const token of Object.values(refused)) expect(token).toBeTruthy();

  for (const role of roleNames) {
    const { body } = await api.call('/notifications', { token: tokens[role] });
    firstNotification[role] = (body.data.notifications as { id: string }[])[0]?.id;
  }

  // Every resident and the client get a request to close; Mia and Dee a request with a file.
  const raise = async (role: Role, records: Records) => {
    const { status, body } = await api.call('/tickets', { method: 'POST', token: tokens[role], body: ticketBody(records) });
    expect(status).toBe(201);
    return body.data.id as string;
  };
  const attach = async (role: Role, ticket: string) => {
    const response = await upload(`/tickets/${ticket}/attachments`, tokens[role]);
    expect(response.status).toBe(201);
    return response.id!;
  };
  const homes: Record<'olivia' | 'mia' | 'sam' | 'dee' | 'clara', Records> = {
    olivia: { development: demoIds.riversideWharf, premises: demoIds.flat1 },
    mia: { development: demoIds.elmCourt, premises: demoIds.apartment14 },
    sam: { development: demoIds.riversideWharf, premises: demoIds.flat4 },
    dee: { development: demoIds.harbourLofts, premises: demoIds.loft7 },
    clara: { development: demoIds.riversideWharf },
  };
  for (const [role, home] of Object.entries(homes) as [Role, Records][]) created[role] = await raise(role, home);
  created.miaTicket = await raise('mia', homes.mia);
  created.miaFile = await attach('mia', created.miaTicket);
  created.deeTicket = await raise('dee', homes.dee);
  created.deeFile = await attach('dee', created.deeTicket);
  created.claraFile = await attach('clara', requestDemoIds.claraTicket);
  created.intercomFile = await attach('olivia', requestDemoIds.intercomTicket);

  // Free slots (docs/demo-data.md: the Gym is open from 08:00 every day, the Roof Terrace at weekends),
  // and a booking for each role to cancel in its own column.
  const today = londonDay(api.ctx.now());
  const at = (day: string, from: string, to: string) => ({ startAt: new Date(londonTime(day, from)).toISOString(), endAt: new Date(londonTime(day, to)).toISOString() });
  let saturday = addLondonDays(today, 2);
  while (londonWeekday(saturday) !== 'saturday') saturday = addLondonDays(saturday, 1);
  slots.gymOlivia = at(addLondonDays(today, 11), '10:00', '11:00');
  slots.gymSam = at(addLondonDays(today, 11), '14:00', '15:00');
  slots.roof = at(saturday, '14:00', '15:00');
  const book = async (role: Role, facility: string, slot: { startAt: string; endAt: string }) => {
    const { status, body } = await api.call(`/facilities/${facility}/bookings`, { method: 'POST', token: tokens[role], body: slot });
    expect(status, JSON.stringify(body)).toBe(201);
    return body.data.id as string;
  };
  bookings.olivia = await book('olivia', demoIds.gym, at(addLondonDays(today, 12), '10:00', '11:00'));
  bookings.sam = await book('sam', demoIds.gym, at(addLondonDays(today, 12), '14:00', '15:00'));
  bookings.dee = await book('dee', demoIds.roofTerrace, at(saturday, '10:00', '11:00'));
  bookings.ada = await book('dee', demoIds.roofTerrace, at(saturday, '12:00', '13:00'));
  bookings.manny = await book('olivia', demoIds.guestSuite, at(addLondonDays(today, 10), '08:00', '12:00'));
  bookings.otto = await book('olivia', demoIds.guestSuite, at(addLondonDays(today, 10), '12:00', '16:00'));

  // The contact offers of the offer rows: contacts typed with the customer's e-mail, no account linked.
  await ctx.db
    .insertInto('premises_contacts')
    .values(
      (['olivia', 'sam'] as const).flatMap((role) =>
        Object.values(offerIds(role)).map((id) => ({
          id,
          premises_id: demoIds.flat6,
          user_id: null,
          first_name: 'Matrix',
          last_name: 'Offer',
          relationship: 'subtenant',
          relationship_type_id: 'rel-tenant',
          email: roles[role].email,
        })),
      ),
    )
    .execute();

  // A customer group for each cell of the group rows, in that side's facility development.
  for (const role of roleNames) {
    for (const whose of ['own', 'other'] as const) {
      const development = facilityRecordsOf(role)[whose].facilityDevelopment;
      if (!development) continue;
      const { status, body } = await api.call('/user-group', { method: 'POST', token: tokens.ada, body: { name: `${role} ${whose}`, description: null, developmentUuid: development } });
      expect(status).toBe(201);
      groupsMade[`${role}:${whose}`] = body.data.uuid as string;
    }
  }
});
afterAll(() => api.close());

/**
 * The bearer columns of a signed-in row: no token, and every token the server must refuse. A
 * route whose bearer is a refresh or reset token refuses a valid access token in its place; the
 * refresh route takes the refresh token, so that column is not tried there.
 */
function bearerColumns(row: Row): { name: string; token: string | null }[] {
  const columns = [{ name: 'no token', token: null as string | null }, ...Object.entries(refused).map(([name, token]) => ({ name, token }))];
  if (row.access !== 'token') return columns;
  return [...columns.filter(({ name }) => !(row.bearer === 'refresh' && name === 'refreshToken')), { name: 'accessToken', token: validAccessToken }];
}
const signedInRows = rows.filter((row) => row.access !== 'public');

/** The role cells of the table, one test each: [name, row, role, whose, outcome]. */
const roleCells = rows.flatMap((row) =>
  Object.entries(row.roles ?? {}).flatMap(([role, cell]) =>
    (['own', 'other'] as const).flatMap((whose, index) => {
      const outcome = cell[index];
      return outcome === undefined || outcome === 'none' ? [] : [[`${rowName(row)}: ${role} (${roles[role as Role].kind}), ${whose === 'own' ? 'its own' : "another's"}`, row, role as Role, whose, outcome] as const];
    }),
  ),
);
const jsonRows = rows.filter((row) => row.json);

describe('authorisation matrix', () => {
  // An accepted offer gives its customer Flat 6: the tests after the table see the demo homes.
  afterAll(async () => {
    await api.ctx.db.deleteFrom('premises_contacts').where('id', 'like', 'con-matrix-offer-%').execute();
  });

  it.each(signedInRows.map((row) => [rowName(row), row] as const))('%s without a token, or with any token the server must refuse, is 401', async (_name, row) => {
    const call = await callOf(row, (await recordsOf('olivia')).own);
    const columns = bearerColumns(row);
    const answers: Record<string, number> = {};
    for (const { name, token } of columns) {
      const response = call.multipart ? await upload(call.path, token) : await api.call(call.path, { method: row.method, body: row.json ? (call.body ?? {}) : undefined, token });
      answers[name] = response.status;
      if (response.status === 401) expect(response.body.messages.length).toBeGreaterThan(0);
    }
    expect(answers).toEqual(Object.fromEntries(columns.map(({ name }) => [name, 401])));
  });

  it.each(roleCells)('%s', async (_name, row, role, whose, outcome) => {
    const call = await callOf(row, (await recordsOf(role))[whose]);
    // A cell names a role's record only where the role has one (else it is 'none').
    expect(JSON.stringify(call)).not.toContain('undefined');
    const token = row.endsSession ? await api.tokenFor(roles[role].userId) : tokens[role];
    const response = call.multipart ? await upload(call.path, token) : await api.call(call.path, { method: row.method, body: call.body, token, headers: call.headers });
    if (outcome !== 'empty') {
      expect(response.status).toBe(outcome);
      return;
    }
    expect(response.status).toBe(200);
    expect(row.listed!(response.body.data)).toEqual([]);
    // The same call with a record of its own lists something, so the empty list is about whose it is.
    const own = await callOf(row, (await recordsOf(role)).own);
    const mine = await api.call(own.path, { method: row.method, body: own.body, token: tokens[role] });
    expect(row.listed!(mine.body.data).length).toBeGreaterThan(0);
  });

  it.each(jsonRows.map((row) => [rowName(row), row] as const))('%s with a body that is not JSON is 400', async (_name, row) => {
    const { status, body } = await api.call((await callOf(row, (await recordsOf('olivia')).own)).path, {
      method: row.method,
      body: '{"not json',
      token: row.access === 'user' ? tokens.olivia : undefined,
    });
    expect(status).toBe(400);
    expect(body.messages).toEqual(['The request body must be JSON.']);
  });

  it('has a row for every route the API registers, and a role column in every signed-in row', async () => {
    const registered = new Set(await registeredRoutes());
    const covered = new Set(rows.map((row) => `${row.method} ${row.route}`));
    expect([...registered].filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.has(route))).toEqual([]);
    const userRows = rows.filter((row) => row.access === 'user');
    expect(userRows.filter((row) => !row.roles || Object.keys(row.roles).length !== roleNames.length).map(rowName)).toEqual([]);
  });

  it('counts its cells (PORTICO_PRINT_MATRIX=1 prints the table)', () => {
    const tokenCells = signedInRows.reduce((sum, row) => sum + bearerColumns(row).length, 0);
    const summary = {
      routes: new Set(rows.map((row) => `${row.method} ${row.route}`)).size,
      rows: rows.length,
      roles: roleNames.length,
      tokenCells,
      roleCells: roleCells.length,
      jsonCells: jsonRows.length,
      total: tokenCells + roleCells.length + jsonRows.length,
    };
    console.info('authorisation matrix:', JSON.stringify(summary));
    if (process.env.PORTICO_PRINT_MATRIX === '1') console.info(matrixTable());
    // Every role cell is a test of its own above.
    expect(summary.roleCells).toBe(rows.reduce((sum, row) => sum + Object.values(row.roles ?? {}).flat().filter((outcome) => outcome !== 'none').length, 0));
  });
});

/** The matrix as a markdown table: a row per route, a column per role, "own / another's" in each cell. */
function matrixTable(): string {
  const head = `| route | access | ${roleNames.map((role) => `${role} (${roles[role].kind})`).join(' | ')} |`;
  const lines = rows.map((row) => {
    const cells = roleNames.map((role) => row.roles?.[role]?.join(' / ') ?? '');
    return `| ${rowName(row)} | ${row.access}${row.reason ? `: ${row.reason}` : ''} | ${cells.join(' | ')} |`;
  });
  return [head, `|${' --- |'.repeat(roleNames.length + 2)}`, ...lines].join('\n');
}

describe('the contract’s callers (server/contract)', () => {
  it('are the kinds of caller the rows let through on a record of their own, and none the rows refuse', () => {
    const admitted = new Map<string, Set<Caller>>();
    const refusedKinds = new Map<string, Set<Caller>>();
    for (const row of rows.filter((each) => each.access === 'user')) {
      const route = `${row.method} ${row.route}`;
      for (const [role, [own]] of Object.entries(row.roles!) as [Role, Cell][]) {
        if (typeof own !== 'number') continue;
        const table = own < 300 ? admitted : refusedKinds;
        table.set(route, (table.get(route) ?? new Set()).add(callerOf[role]));
      }
    }
    // A kind let through by one row of a route (one kind of change) is a caller of it; a kind no
    // row lets through and some row refuses is not; a kind with no record of its own is the record's call.
    const wrong = operations.flatMap((operation) => {
      const route = `${operation.method} ${operation.route}`;
      const callers = operation.callers ?? [];
      const letThrough = [...(admitted.get(route) ?? [])];
      const refused = [...(refusedKinds.get(route) ?? [])].filter((kind) => !letThrough.includes(kind));
      return [
        ...letThrough.filter((kind) => !callers.includes(kind)).map((kind) => `${route}: the rows let ${kind} through, the record leaves it out`),
        ...callers.filter((kind) => refused.includes(kind)).map((kind) => `${route}: the record names ${kind}, the rows refuse it`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('sit on records whose access is their row’s: public, a refresh or reset token, or signed in', () => {
    const accessOf = (row: Row) => (row.access === 'token' ? `${row.bearer}-token` : row.access);
    const recorded = new Map(operations.map((operation) => [`${operation.method} ${operation.route}`, operation.access]));
    const differing = rows
      .filter((row) => recorded.has(`${row.method} ${row.route}`) && recorded.get(`${row.method} ${row.route}`) !== accessOf(row))
      .map((row) => `${rowName(row)}: row ${accessOf(row)}, record ${recorded.get(`${row.method} ${row.route}`)}`);
    expect(differing).toEqual([]);
  });
});

describe('the contract’s structs (server/contract)', () => {
  // After the matrix's calls, which reach every route's reading of its query and body.
  it('are the very structs each route reads its query and JSON body with', () => {
    // The matrix holds no e-mailed reset token, so its call of this route never gets past the token.
    const unreached = new Set(['PUT /user/password body']);
    const wrong = operations.flatMap((operation) =>
      (['query', 'body'] as const).flatMap((part) => {
        const read = [...(validatedWith.get(`${operation.method} ${operation.route} ${part}`) ?? [])];
        const recorded = operation[part];
        const multipart = recorded !== undefined && 'multipart' in recorded;
        if (read.length === 0) return recorded === undefined || multipart || unreached.has(`${operation.method} ${operation.route} ${part}`) ? [] : [`${operation.method} ${operation.route}: the record has a ${part} struct the route never read with`];
        if (read.length > 1 || read[0] !== recorded) return [`${operation.method} ${operation.route}: the route reads its ${part} with another struct than the record's`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('every route the portal calls', () => {
  const calls = clientCalls(process.cwd());
  /** `/tickets/:id/feed` and `/tickets/:param/feed` are the same route. */
  const shape = (path: string) => path.replace(/\/:[A-Za-z]+/g, '/:');
  // Calls whose path is not written at the call: the file, and the route it reaches.
  const dynamicCalls: Record<string, { route: string; why: string }> = {
    'widgets/requests/downloadAttachment.ts': { route: 'GET /tickets/:id/attachments/:attachmentId', why: "the url of a TicketAttachment, as the API answers it" },
  };

  it('finds the calls of the endpoint modules (the scan works)', () => {
    expect(calls.length).toBeGreaterThan(30);
    expect(calls).toContainEqual({ at: expect.stringMatching(/^core\/api\/endpoints\/tickets\.ts:/), method: 'GET', path: '/tickets/:param/feed' });
    expect(calls).toContainEqual({ at: expect.stringMatching(/^core\/api\/client\.ts:/), method: 'GET', path: '/user/token' });
  });

  it('has a matrix row for each, and the API registers it', async () => {
    const registered = new Set((await registeredRoutes()).map((route) => shape(route)));
    const inMatrix = new Set(rows.map((row) => `${row.method} ${shape(row.route)}`));
    const routeOf = (call: (typeof calls)[number]) => {
      if (call.path !== null) return `${call.method} ${shape(call.path)}`;
      const dynamic = dynamicCalls[call.at.replace(/:\d+$/, '')];
      return dynamic ? shape(dynamic.route) : `${call.method} <a path the scan cannot read at ${call.at}: name it in dynamicCalls>`;
    };
    const missing = calls.filter((call) => !inMatrix.has(routeOf(call)) || !registered.has(routeOf(call)));
    expect(missing.map((call) => `${call.at} ${routeOf(call)}`)).toEqual([]);
  });

  it('calls fetch itself only where it fetches no API route past the client', () => {
    // Each file that calls fetch, and why that call is not an API call the matrix must cover.
    const fetchesThatAreNotApiCalls: Record<string, string> = {
      'core/i18n/static-json.ts': 'the language and configuration files: static assets, no token',
      'shell/pages/ChangelogPage.tsx': 'the public changelog markdown, a static asset',
      'widgets/requests/downloadAttachment.ts': 'an attachment on another origin, without the token',
      'core/api/keep-file.ts': "request()'s own send for a file: the call is a request() the matrix covers",
    };
    expect(rawFetches(process.cwd()).filter((at) => !(at.replace(/:\d+$/, '') in fetchesThatAreNotApiCalls))).toEqual([]);
  });

  it('an attachment url the API answers is the route named for the download', async () => {
    const { body } = await api.call(`/tickets/${requestDemoIds.leakTicket}`, { token: tokens.olivia });
    const { route } = dynamicCalls['widgets/requests/downloadAttachment.ts']!;
    const pattern = new RegExp(`^${route.replace(/^GET /, '').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    expect(body.data.attachments.length).toBeGreaterThan(0);
    for (const attachment of body.data.attachments) expect(attachment.url).toMatch(pattern);
  });
});

describe('ids in queries and bodies, and lists (IDOR)', () => {
  const ticketIds = async (role: Role, query = '') => {
    const { body } = await api.call(`/tickets${query}`, { token: tokens[role] });
    return (body.data.tickets as { id: string }[]).map((ticket) => ticket.id);
  };

  it("POST /news/filter leaves out the developments a role may not see, even mixed with its own", async () => {
    const { body } = await api.call('/news/filter', { method: 'POST', token: tokens.sam, body: { developmentUUIDs: [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts] } });
    const own = await api.call('/news/filter', { method: 'POST', token: tokens.sam, body: { developmentUUIDs: [demoIds.riversideWharf] } });
    expect(body.data.news).toEqual(own.body.data.news);
  });

  it('GET /facilities leaves out the facilities a role may not see, even mixed with its own developments', async () => {
    const names = async (role: Role) =>
      ((await api.call(`/facilities?developmentUuids=${demoIds.riversideWharf},${demoIds.elmCourt},${demoIds.harbourLofts}`, { token: tokens[role] })).body.data.facilities as { name: string }[]).map((facility) => facility.name);
    expect(await names('sam')).toEqual(['Gym']);
    expect(await names('dee')).toEqual(['Roof Terrace']);
    expect(await names('otto')).toEqual(['Guest Suite', 'Gym']);
  });

  it("POST /tickets with another's premises in one's own development is a 400, and raises nothing", async () => {
    const before = await ticketIds('olivia');
    const { status, body } = await api.call('/tickets', { method: 'POST', token: tokens.olivia, body: ticketBody({ development: demoIds.riversideWharf, premises: demoIds.flat4 }) });
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('premisesId');
    const samAsks = await api.call('/tickets', { method: 'POST', token: tokens.sam, body: ticketBody({ development: demoIds.riversideWharf, premises: demoIds.flat1 }) });
    expect(samAsks.status).toBe(400);
    expect(await ticketIds('olivia')).toEqual(before);
  });

  it('POST /tickets as the client ignores a premises id in the body', async () => {
    const asCustomer = ticketBody({ development: demoIds.riversideWharf, premises: demoIds.flat1 });
    expect(asCustomer.sendingRequestAs).toBe('customer');
    const { status, body } = await api.call('/tickets', { method: 'POST', token: tokens.clara, body: asCustomer });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ premisesId: null, sendingRequestAs: 'client' });
  });

  it("PUT /premises/:id/main-residence on one's own premises with another's contact is 404, and changes nobody's", async () => {
    const mainOf = (contact: string) => api.ctx.db.selectFrom('premises_contacts').select('is_main_residence as main').where('id', '=', contact).executeTakeFirst();
    const before = await mainOf('con-sam-flat-4');
    for (const contactUuid of ['con-sam-flat-4', 'con-mia-apartment-14', 'con-olivia-flat-2']) {
      const { status } = await api.call(`/premises/${demoIds.flat1}/main-residence`, { method: 'PUT', token: tokens.olivia, body: { contactUuid, isMainResidence: false } });
      expect(status, contactUuid).toBe(404);
    }
    expect(await mainOf('con-sam-flat-4')).toEqual(before);
    expect(await mainOf('con-olivia-flat-1')).toEqual({ main: 1 });
  });

  it('a body cannot say whose record it is or what role its caller has: 400, and nothing changes', async () => {
    const tries: [Role, string, string, unknown][] = [
      ['olivia', 'PUT', '/user', { paperlessPreference: { showPaperlessDialog: true }, role: { types: ['admin'], payloads: ['global'] } }],
      ['olivia', 'PUT', '/user', { paperlessPreference: { showPaperlessDialog: true }, id: demoIds.sam }],
      ['sam', 'PUT', `/tickets/${requestDemoIds.samTicket}`, { title: 'Bins', userId: demoIds.olivia }],
      ['sam', 'PUT', `/tickets/${requestDemoIds.samTicket}`, { title: 'Bins', developmentId: demoIds.elmCourt }],
      ['sam', 'POST', `/tickets/${requestDemoIds.samTicket}/feed`, { message: 'Hello', authorId: demoIds.manny }],
      ['olivia', 'PUT', `/premises/${demoIds.flat1}/main-residence`, { contactUuid: 'con-olivia-flat-1', isMainResidence: true, userId: demoIds.sam }],
      ['olivia', 'POST', `/facilities/${demoIds.gym}/bookings`, { ...slots.gymOlivia, userId: demoIds.sam }],
      ['olivia', 'POST', `/facilities/${demoIds.gym}/bookings`, { ...slots.gymOlivia, contact: { id: demoIds.sam } }],
      ['olivia', 'POST', `/facilities/${demoIds.gym}/bookings`, { ...slots.gymOlivia, state: 'cancelled_by_staff' }],
      ['sam', 'POST', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}/add-note`, { note: 'Hello', userId: demoIds.olivia }],
      ['sam', 'PUT', `/facilities/${demoIds.gym}/bookings/${demoIds.samGymBooking}/change-state`, { state: 'cancelled', facilityId: demoIds.guestSuite }],
    ];
    const snapshot = async () => ({
      users: await api.ctx.db.selectFrom('users').select(['id', 'role_types', 'role_payloads']).orderBy('id').execute(),
      tickets: await api.ctx.db.selectFrom('tickets').select(['id', 'user_id', 'development_id']).orderBy('id').execute(),
      feed: await api.ctx.db.selectFrom('ticket_feed').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      bookings: await api.ctx.db.selectFrom('bookings').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    for (const [role, method, path, body] of tries) {
      const { status } = await api.call(path, { method, token: tokens[role], body });
      expect(status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("GET /tickets/:id/attachments/:attachmentId: another's file through one's own request is 404, and one's own file through another's request too", async () => {
    const through = (ticket: string, attachment: string, role: Role) => api.call(`/tickets/${ticket}/attachments/${attachment}`, { token: tokens[role] });
    expect((await through(requestDemoIds.leakTicket, requestDemoIds.binsPhoto, 'olivia')).status).toBe(404);
    expect((await through(requestDemoIds.samTicket, requestDemoIds.leakPhoto, 'olivia')).status).toBe(404);
    expect((await through(requestDemoIds.samTicket, requestDemoIds.leakPhoto, 'sam')).status).toBe(404);
    // Staff of Riverside Wharf: an Elm Court file through a Riverside request is still 404.
    expect((await through(requestDemoIds.leakTicket, created.intercomFile, 'otto')).status).toBe(404);
  });

  it("GET /tickets lists only the requests each role may see, whatever the query names", async () => {
    const all = await api.ctx.db.selectFrom('tickets').select(['id', 'user_id', 'development_id', 'sending_request_as']).execute();
    const mayList: Record<Role, (ticket: (typeof all)[number]) => boolean> = {
      olivia: (ticket) => ticket.user_id === demoIds.olivia,
      mia: (ticket) => ticket.user_id === demoIds.mia,
      sam: (ticket) => ticket.user_id === demoIds.sam,
      dee: (ticket) => ticket.user_id === demoIds.dee,
      clara: (ticket) => ticket.sending_request_as === 'client' && ticket.development_id === demoIds.riversideWharf,
      ada: () => true,
      manny: (ticket) => ticket.development_id !== demoIds.harbourLofts,
      otto: (ticket) => ticket.development_id === demoIds.riversideWharf,
    };
    for (const role of roleNames) {
      const expected = all.filter(mayList[role]).map((ticket) => ticket.id).sort();
      expect((await ticketIds(role, '?limit=100')).sort(), role).toEqual(expected);
    }
    // A resident or the client naming another's premises in the query finds nothing of theirs.
    for (const [role, premises] of [['olivia', demoIds.flat4], ['mia', demoIds.flat1], ['sam', demoIds.flat1], ['dee', demoIds.flat4], ['clara', demoIds.flat1]] as const) {
      expect(await ticketIds(role, `?premisesId=${premises}`), role).toEqual([]);
    }
  });

  it('GET /developments and GET /developments/:id show each role its own developments, premises and pages only', async () => {
    const expected: Record<Role, string[]> = {
      olivia: [demoIds.elmCourt, demoIds.riversideWharf],
      mia: [demoIds.elmCourt],
      sam: [demoIds.riversideWharf],
      dee: [demoIds.harbourLofts],
      clara: [demoIds.riversideWharf],
      ada: [demoIds.elmCourt, demoIds.harbourLofts, demoIds.riversideWharf],
      manny: [demoIds.elmCourt, demoIds.riversideWharf],
      otto: [demoIds.riversideWharf],
    };
    for (const role of roleNames) {
      const { body } = await api.call('/developments', { token: tokens[role] });
      const developments = body.data.developments as { id: string; premises: { id: string }[]; posts: { id: string; published: boolean }[] }[];
      expect(developments.map((development) => development.id).sort(), role).toEqual(expected[role]);
      const riverside = developments.find((development) => development.id === demoIds.riversideWharf);
      if (!riverside) continue;
      const premises = riverside.premises.map((item) => item.id).sort();
      const staff = ['ada', 'manny', 'otto'].includes(role);
      if (role === 'sam') expect(premises).toEqual([demoIds.flat4]);
      if (role === 'olivia') expect(premises).toEqual([demoIds.flat1, demoIds.flat2, demoIds.flat3]);
      if (role === 'clara') expect(premises).toEqual([]);
      // Drafts are staff's (spec 2 §4).
      expect(riverside.posts.some((post) => !post.published), role).toBe(staff);
    }
  });

  it("GET /charges lists only the caller's own accounts (none for the client and staff; hidden premises left out)", async () => {
    const expected: Record<Role, string[]> = {
      olivia: [chargesDemoIds.apartment12ServiceCharge, chargesDemoIds.flat1GroundRent, chargesDemoIds.flat1ServiceCharge, chargesDemoIds.flat2ServiceCharge],
      mia: [chargesDemoIds.apartment14ServiceCharge],
      sam: [chargesDemoIds.flat4Rent],
      dee: [chargesDemoIds.loft7ServiceCharge],
      clara: [],
      ada: [],
      manny: [],
      otto: [],
    };
    for (const role of roleNames) {
      const { body } = await api.call('/charges', { token: tokens[role] });
      const ids = [...JSON.stringify(body.data).matchAll(/"id":"(acc-[^"]+)"/g)].map((match) => match[1]).sort();
      expect(ids, role).toEqual(expected[role]);
    }
    // Olivia's hidden Flat 3 account is hers, but not shown, and not reachable by id either.
    expect((await api.call(`/charges/${chargesDemoIds.flat3ServiceCharge}/statement`, { token: tokens.olivia })).status).toBe(404);
  });
});

describe('tokens in the bodies of the public sign-in routes', () => {
  it('a token made for one step is refused by every other: 401, and no session', async () => {
    const tries: [string, string, unknown][] = [
      ['an access token as SSO token', '/user/login', { method: 'sso', token: validAccessToken }],
      ['an MFA token as SSO token', '/user/login', { method: 'sso', token: refused.mfaToken }],
      ['an access token as MFA token', '/user/login', { method: 'mfa', token: validAccessToken, code: '123456' }],
      ['an SSO token as MFA token', '/user/login', { method: 'mfa', token: refused.ssoToken, code: '123456' }],
      ['an access token to resend an MFA code', '/user/resend-mfa-code', { mfaToken: validAccessToken }],
      ['a refresh token to confirm an e-mail address', '/user/confirm-email', { token: refused.refreshToken }],
      ['a refresh token to confirm a correspondence address', '/user/confirm-notification-email', { token: refused.refreshToken }],
    ];
    for (const [name, path, body] of tries) {
      const { status, body: answer } = await api.call(path, { method: 'POST', body });
      expect(status, name).toBe(401);
      expect(answer.data, name).toBeUndefined();
    }
  });
});

describe('a resident whose relationship to the premises has ended (spec 2 §6, deactivated premises)', () => {
  it("reaches none of that home's records any more, and raises no request for it", async () => {
    const setActive = (active: 0 | 1) => api.ctx.db.updateTable('premises_contacts').set({ active }).where('id', '=', 'con-sam-flat-4').execute();
    await setActive(0);
    try {
      const sam = (path: string, options: { method?: string; body?: unknown } = {}) => api.call(path, { ...options, token: tokens.sam });
      expect((await sam(`/charges/${chargesDemoIds.flat4Rent}/statement`)).status).toBe(404);
      expect((await sam(`/library/files/bill/${chargesDemoIds.flat4Rent}`)).status).toBe(404);
      expect((await sam(`/premises/${demoIds.flat4}`)).status).toBe(404);
      expect(JSON.stringify((await sam('/charges')).body.data)).not.toContain(chargesDemoIds.flat4Rent);
      expect((await sam('/developments')).body.data.developments).toEqual([]);
      expect((await sam(`/developments/${demoIds.riversideWharf}`)).status).toBe(404);
      expect((await sam('/news/filter', { method: 'POST', body: { developmentUUIDs: [demoIds.riversideWharf] } })).body.data.news).toEqual([]);
      expect((await sam('/tickets', { method: 'POST', body: ticketBody({ development: demoIds.riversideWharf, premises: demoIds.flat4 }) })).status).toBe(400);
    } finally {
      await setActive(1);
    }
  });
});

// A customer of two developments, and staff of one of them: whatever staff do in their own
// development (add the customer's address, give them a premises, open view-as), nothing of the
// other development's comes within their reach.
describe('a customer held by two developments, as the staff of one of them see them', () => {
  /** Dee (Harbour Lofts) is given Flat 3 of Riverside Wharf for the test. */
  async function withDeeAtRiverside(check: () => Promise<void>) {
    await api.ctx.db
      .insertInto('premises_contacts')
      .values({ id: 'con-matrix-dee-flat-3', premises_id: demoIds.flat3, user_id: demoIds.dee, first_name: 'Dee', last_name: 'Downgraded', relationship: 'owner', active: 1 })
      .execute();
    try {
      await check();
    } finally {
      await api.ctx.db.deleteFrom('premises_contacts').where('id', '=', 'con-matrix-dee-flat-3').execute();
    }
  }

  it.each(['manny', 'otto'] as const)("%s (Riverside Wharf's staff) reaches none of her Harbour Lofts file, premises or records", async (role) => {
    await withDeeAtRiverside(async () => {
      const call = (path: string) => api.call(path, { token: tokens[role] });
      expect((await call(`/customers/${demoIds.dee}/files/cfl-dee-1`)).status).toBe(404);
      const detail = await call(`/customers/${demoIds.dee}?developmentId=${demoIds.riversideWharf}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.customer.files).toEqual([]);
      expect(JSON.stringify(detail.body.data)).not.toContain('Loft 7');
      expect((await call(`/customers/${demoIds.dee}?developmentId=${demoIds.harbourLofts}`)).status).toBe(404);
    });
  });

  it("manny's view-as session of her from Riverside Wharf reads Riverside Wharf alone", async () => {
    await withDeeAtRiverside(async () => {
      const opened = await api.call(`/customers/${demoIds.dee}/view-as?developmentUUID=${demoIds.riversideWharf}`, { token: tokens.manny });
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      const token = opened.body.data.customer.authToken as string;
      const developments = (await api.call('/developments', { token })).body.data.developments as { id: string }[];
      expect(developments.map((each) => each.id)).toEqual([demoIds.riversideWharf]);
      expect((await api.call(`/premises/${demoIds.loft7}`, { token })).status).toBe(404);
      expect((await api.call(`/developments/${demoIds.harbourLofts}`, { token })).status).toBe(404);
      expect(JSON.stringify((await api.call('/charges', { token })).body.data)).not.toContain('Loft 7');
    });
  });

  it.each(['ada', 'otto'] as const)('%s adding her address as a customer of Riverside Wharf gets a contact of what was typed, and no sight of her', async (role) => {
    const added = await api.call('/customers', {
      method: 'POST',
      token: tokens[role],
      body: { email: 'downgraded@example.com', developmentId: demoIds.riversideWharf, firstName: 'Typed', lastName: `By ${role}`, title: 'Ms', relationshipTypeId: 'rel-tenant', premisesId: demoIds.flat2, mainNumber: null },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    try {
      expect(added.body.data.customer).toMatchObject({ fullName: `Typed By ${role}`, userId: null, portalRegistered: null });
      if (role === 'otto') expect((await api.call(`/customers/${demoIds.dee}/files/cfl-dee-1`, { token: tokens.otto })).status).toBe(404);
      const deeDevelopments = (await api.call('/developments', { token: tokens.dee })).body.data.developments as { id: string }[];
      expect(deeDevelopments.map((each) => each.id)).toEqual([demoIds.harbourLofts]);
    } finally {
      await api.ctx.db.deleteFrom('premises_contacts').where('id', '=', added.body.data.customer.relationshipId).execute();
    }
  });
});

async function registeredRoutes(): Promise<string[]> {
  const { createApi } = await import('./app');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-routes-'));
  const instance = await createApi({ ...api.ctx.config, dataDir });
  try {
    return [...new Set(instance.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
  } finally {
    await instance.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A small real PNG as a multipart upload, with a bearer token or none. */
async function upload(path: string, token: string | null) {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'photo.png');
  const response = await fetch(api.url + path, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await response.json()) as { data?: { id: string }; messages?: string[] };
  return { status: response.status, body, id: body.data?.id };
}
