import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { storeAttachment } from './files';

/**
 * The demo records of this area; the client's samples name the same ones by these ids.
 * @example await api.call(`/tickets/${requestDemoIds.leakTicket}`, { token });
 */
export const requestDemoIds = {
  leakTicket: 'tkt-flat-1-leak',
  parkingTicket: 'tkt-flat-2-parking',
  intercomTicket: 'tkt-apartment-12-intercom',
  noiseTicket: 'tkt-flat-1-noise',
  samTicket: 'tkt-flat-4-bins',
  claraTicket: 'tkt-riverside-budget-report',
  leakPhoto: 'att-leak-photo',
  binsPhoto: 'att-bins-photo',
  categoryRequest: 'cat-request',
  categoryRepair: 'cat-repair',
  oliviaPreferences: 'NP-OWNER-1',
  samPreferences: 'NP-SUBTENANT-1',
} as const;

/** [id, name, slug]; `request` is the clients' category (spec 2 §2), `correspondence_address` the residents area's. */
const categories: [string, string, string][] = [
  [requestDemoIds.categoryRequest, 'General request', 'request'],
  [requestDemoIds.categoryRepair, 'Repair', 'repair'],
  ['cat-maintenance', 'Maintenance', 'maintenance'],
  ['cat-noise', 'Noise', 'noise'],
  ['cat-parking', 'Parking', 'parking'],
  ['cat-cleaning', 'Cleaning', 'cleaning'],
  ['cat-correspondence-address', 'Change of correspondence address', 'correspondence_address'],
];

/** [code, name, slug]; `property_manager` is the clients' audience (spec 2 §2). */
const ownerTypes: [string, string, string][] = [
  ['PM', 'Property manager', 'property_manager'],
  ['SS', 'Site staff', 'site_staff'],
];

// A 16x16 PNG of a water drop: the photo attached to the demo requests.
const DROP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHUlEQVR42mM4ceIsSYhhIDRo5N2Bo1ENoxpopwEAEestYwkxPmcAAAAASUVORK5CYII=',
  'base64',
);

/** One feed event: minutes after the request was raised, who (null: the system), what. */
type DemoEvent =
  | { after: number; by: string | null; type: 'message' | 'status'; message: string }
  | { after: number; by: string; type: 'attachment'; attachment: { id: string; name: string } };

interface DemoTicket {
  id: string;
  userId: string;
  developmentId: string;
  premisesId: string | null;
  title: string;
  description: string;
  as: 'customer' | 'client';
  categoryId: string;
  ownerTypeCode: string | null;
  daysAgo: number;
  events: DemoEvent[];
}

const DAY = 24 * 60;
const tickets: DemoTicket[] = [
  {
    id: requestDemoIds.leakTicket,
    userId: demoIds.olivia,
    developmentId: demoIds.riversideWharf,
    premisesId: demoIds.flat1,
    title: 'Leak in the bathroom ceiling',
    description: 'Water is dripping from the light fitting in the bathroom of Flat 1 since this morning.',
    as: 'customer',
    categoryId: requestDemoIds.categoryRepair,
    ownerTypeCode: 'SS',
    daysAgo: 3,
    events: [
      { after: 1, by: demoIds.olivia, type: 'attachment', attachment: { id: requestDemoIds.leakPhoto, name: 'leak.png' } },
      { after: DAY, by: demoIds.manny, type: 'message', message: 'A plumber will call on Monday morning.' },
      { after: DAY + 1, by: null, type: 'status', message: 'In progress' },
      { after: DAY + 120, by: demoIds.olivia, type: 'message', message: 'Thank you, Monday morning suits me.' },
    ],
  },
  {
    id: requestDemoIds.parkingTicket,
    userId: demoIds.olivia,
    developmentId: demoIds.riversideWharf,
    premisesId: demoIds.flat2,
    title: 'Second parking permit',
    description: 'Could Flat 2 have a second parking permit for a visitor?',
    as: 'customer',
    categoryId: 'cat-parking',
    ownerTypeCode: 'PM',
    daysAgo: 17,
    events: [
      { after: 2 * 60, by: demoIds.otto, type: 'message', message: "Could you send the registration number of your visitor's car?" },
      { after: 5 * 60, by: demoIds.olivia, type: 'message', message: 'It is AB12 CDE, a blue hatchback.' },
    ],
  },
  {
    id: requestDemoIds.intercomTicket,
    userId: demoIds.olivia,
    developmentId: demoIds.elmCourt,
    premisesId: demoIds.apartment12,
    title: 'Intercom not ringing',
    description: 'The intercom for Apartment 12 does not ring in the flat.',
    as: 'customer',
    categoryId: requestDemoIds.categoryRepair,
    ownerTypeCode: null,
    daysAgo: 69,
    events: [
      { after: DAY, by: demoIds.manny, type: 'message', message: 'An engineer is booked for Thursday between 9 and 12.' },
      { after: DAY + 1, by: null, type: 'status', message: 'In progress' },
      { after: 6 * DAY, by: demoIds.manny, type: 'message', message: 'The handset in Apartment 12 has been replaced.' },
      { after: 6 * DAY + 1, by: null, type: 'status', message: 'Resolved' },
    ],
  },
  {
    id: requestDemoIds.noiseTicket,
    userId: demoIds.olivia,
    developmentId: demoIds.riversideWharf,
    premisesId: demoIds.flat1,
    title: 'Noise from the plant room at night',
    description: 'A humming noise comes from the plant room below Flat 1 every night after 11 pm.',
    as: 'customer',
    categoryId: 'cat-noise',
    ownerTypeCode: 'SS',
    daysAgo: 40,
    events: [
      { after: 3 * 60, by: demoIds.otto, type: 'message', message: 'The ventilation fan has been serviced; please tell us if the noise continues.' },
      { after: 4 * DAY, by: demoIds.olivia, type: 'message', message: 'It has stopped, thank you.' },
      { after: 4 * DAY + 1, by: demoIds.olivia, type: 'status', message: 'Closed' },
    ],
  },
  {
    id: requestDemoIds.samTicket,
    userId: demoIds.sam,
    developmentId: demoIds.riversideWharf,
    premisesId: demoIds.flat4,
    title: 'Bin store not emptied',
    description: 'The bin store by Flat 4 has not been emptied this week.',
    as: 'customer',
    categoryId: 'cat-cleaning',
    ownerTypeCode: 'SS',
    daysAgo: 5,
    events: [
      { after: 2, by: demoIds.sam, type: 'attachment', attachment: { id: requestDemoIds.binsPhoto, name: 'bin-store.png' } },
      { after: 4 * 60, by: demoIds.otto, type: 'message', message: 'The contractor will come tomorrow morning.' },
    ],
  },
  {
    id: requestDemoIds.claraTicket,
    userId: demoIds.clara,
    developmentId: demoIds.riversideWharf,
    premisesId: null,
    title: 'Quarterly budget report',
    description: 'Please send the Q4 budget report for Riverside Wharf.',
    as: 'client',
    categoryId: requestDemoIds.categoryRequest,
    ownerTypeCode: 'PM',
    daysAgo: 8,
    events: [
      { after: DAY, by: demoIds.manny, type: 'message', message: 'The report will be ready by the end of the month.' },
      { after: DAY + 1, by: null, type: 'status', message: 'In progress' },
    ],
  },
];

/**
 * Seeds categories, owner types, the demo requests with their feeds and photos (docs/demo-data.md:
 * Olivia Owner has several; one of Sam Subtenant's and one of Clara Client's for authorisation
 * tests) and the public preferences pages NP-OWNER-1 (Olivia Owner) and NP-SUBTENANT-1 (Sam).
 * Times are relative to the seed time.
 * @example seedRequests(ctx);
 */
export function seedRequests(ctx: AppContext): void {
  const { db } = ctx;
  const seededAt = ctx.now().getTime();
  const insertCategory = db.prepare('INSERT INTO ticket_categories (id, name, slug, position) VALUES (?, ?, ?, ?)');
  const insertOwnerType = db.prepare('INSERT INTO ticket_owner_types (code, name, slug, position) VALUES (?, ?, ?, ?)');
  const insertTicket = db.prepare(
    `INSERT INTO tickets (id, user_id, development_id, premises_id, title, description, sending_request_as, category_id,
       owner_type_code, status, created_at, updated_at)
     VALUES (@id, @userId, @developmentId, @premisesId, @title, @description, @as, @categoryId, @ownerTypeCode, @status, @createdAt, @updatedAt)`,
  );
  const insertEvent = db.prepare(
    'INSERT INTO ticket_feed (id, ticket_id, type, message, author_id, attachment_id, created_at, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAttachment = db.prepare(
    `INSERT INTO ticket_attachments (id, ticket_id, name, stored_name, content_type, size, uploaded_by, created_at)
     VALUES (?, ?, ?, ?, 'image/png', ?, ?, ?)`,
  );
  const insertPage = db.prepare('INSERT INTO notification_preference_pages (id, user_id, created_at) VALUES (?, ?, ?)');

  db.transaction(() => {
    categories.forEach(([id, name, slug], index) => insertCategory.run(id, name, slug, index));
    ownerTypes.forEach(([code, name, slug], index) => insertOwnerType.run(code, name, slug, index));
    for (const ticket of tickets) {
      const raisedAt = seededAt - ticket.daysAgo * DAY * 60_000;
      const at = (minutes: number) => new Date(raisedAt + minutes * 60_000).toISOString();
      const last = ticket.events.at(-1)?.after ?? 0;
      const status = ticket.events.filter((event) => event.type === 'status').at(-1);
      insertTicket.run({
        ...ticket,
        status: status && status.type === 'status' ? status.message : 'Open',
        createdAt: at(0),
        updatedAt: at(last),
      });
      insertEvent.run(`fev-${ticket.id.slice(4)}-0`, ticket.id, 'status', 'Open', ticket.userId, null, at(0), 0);
      ticket.events.forEach((event, index) => {
        const eventId = `fev-${ticket.id.slice(4)}-${index + 1}`;
        if (event.type === 'attachment') {
          insertAttachment.run(event.attachment.id, ticket.id, event.attachment.name, storeAttachment(ctx, DROP_PNG), DROP_PNG.length, event.by, at(event.after));
          insertEvent.run(eventId, ticket.id, 'attachment', null, event.by, event.attachment.id, at(event.after), index + 1);
        } else {
          insertEvent.run(eventId, ticket.id, event.type, event.message, event.by, null, at(event.after), index + 1);
        }
      });
    }
    const created = new Date(seededAt).toISOString();
    insertPage.run(requestDemoIds.oliviaPreferences, demoIds.olivia, created);
    insertPage.run(requestDemoIds.samPreferences, demoIds.sam, created);
  })();
}
