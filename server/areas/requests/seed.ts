import type { Insertable } from 'kysely';
import type { FeedEventType, TicketStatus } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { storeAttachment } from './files';
import type { RequestsTables } from './migrations';

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
} as const;

// A 16x16 PNG of a water drop: the photo attached to the demo requests.
const DROP_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHUlEQVR42mM4ceIsSYhhIDRo5N2Bo1ENoxpopwEAEestYwkxPmcAAAAASUVORK5CYII=',
  'base64',
);

/** One feed event: minutes after the request was raised, who (null: the system), what. */
type DemoEvent =
  | { after: number; by: string | null; type: 'message'; message: string }
  | { after: number; by: string | null; type: 'status'; message: TicketStatus }
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
 * Seeds the demo requests with their feeds and photos (the categories and owner types are the
 * migrations', as every portal needs them)
 * (docs/demo-data.md: Olivia Owner has several; one of Sam Subtenant's and one of Clara Client's
 * for authorisation tests). Times are relative to the seed time. The public preferences pages
 * NP-OWNER-1 and NP-SUBTENANT-1 (their ids are kept here, with the other demo ids of the
 * e-mails' links) are the notifications area's.
 * @example await seedRequests(ctx);
 */
export async function seedRequests(ctx: AppContext): Promise<void> {
  const seededAt = ctx.now().getTime();
  const ticketRows: Insertable<RequestsTables['tickets']>[] = [];
  const attachmentRows: Insertable<RequestsTables['ticket_attachments']>[] = [];
  const feedRows: Insertable<RequestsTables['ticket_feed']>[] = [];
  for (const ticket of tickets) {
    const raisedAt = seededAt - ticket.daysAgo * DAY * 60_000;
    const at = (minutes: number) => new Date(raisedAt + minutes * 60_000).toISOString();
    const last = ticket.events.at(-1)?.after ?? 0;
    const status = ticket.events.filter((event) => event.type === 'status').at(-1);
    ticketRows.push({
      id: ticket.id,
      user_id: ticket.userId,
      development_id: ticket.developmentId,
      premises_id: ticket.premisesId,
      title: ticket.title,
      description: ticket.description,
      sending_request_as: ticket.as,
      category_id: ticket.categoryId,
      owner_type_code: ticket.ownerTypeCode,
      status: status && status.type === 'status' ? status.message : 'Open',
      created_at: at(0),
      updated_at: at(last),
    });
    const event = (id: string, type: FeedEventType, message: string | null, authorId: string | null, attachmentId: string | null, after: number, seq: number) =>
      feedRows.push({ id, ticket_id: ticket.id, type, message, author_id: authorId, attachment_id: attachmentId, created_at: at(after), seq });
    event(`fev-${ticket.id.slice(4)}-0`, 'status', 'Open', ticket.userId, null, 0, 0);
    let files = 0;
    ticket.events.forEach((item, index) => {
      const eventId = `fev-${ticket.id.slice(4)}-${index + 1}`;
      if (item.type === 'attachment') {
        files += 1;
        attachmentRows.push({
          id: item.attachment.id,
          ticket_id: ticket.id,
          name: item.attachment.name,
          stored_name: storeAttachment(ctx, DROP_PNG),
          content_type: 'image/png',
          size: DROP_PNG.length,
          uploaded_by: item.by,
          created_at: at(item.after),
          seq: files,
        });
        event(eventId, 'attachment', null, item.by, item.attachment.id, item.after, index + 1);
      } else {
        event(eventId, item.type, item.message, item.by, null, item.after, index + 1);
      }
    });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('tickets').values(ticketRows).execute();
    await trx.insertInto('ticket_attachments').values(attachmentRows).execute();
    await trx.insertInto('ticket_feed').values(feedRows).execute();
  });
}
