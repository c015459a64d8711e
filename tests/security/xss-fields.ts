// Writes the XSS payloads (xss-payloads.ts) into every field the portal renders, on the XSS
// suite's own reference API: through its routes where it has one, into its SQLite database where
// it has none. Answers where each payload went, so the suite knows what each page must show.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext } from '@playwright/test';
import { addLondonDays, londonDay, londonTime } from '../../core/domain/london';
import { demoIds } from '../../core/schemas/demo-ids';
import { sampleIds } from '../../core/testing/samples/ids';
import { BOOKING_NOTE_MAX, type Booking, type Ticket } from '../../core/schemas';
import { NAME_MAX } from '../../core/schemas/common';
import { testNow, testToday } from '../e2e/clock';
import { answer } from '../e2e/shell-support';
import { acceptedByTheApi, groupsForHtml, packText, type XssPayload } from './xss-payloads';

/** Prefixes that tell the fields apart on a page that shows several (a title and its message). */
export const PREFIX = { title: 'Subject', message: 'Message', reply: 'Reply', newsTitle: 'News', author: 'Author', address: 'Address', person: 'Person', surname: 'Surname', legalOwner: 'Landlord', legalOwnerAddress: 'Landlord address', facility: 'Facility', note: 'Note', notificationTitle: 'Notification', notificationText: 'Notice', linkedFile: 'Linked file' } as const;

/** A request the suite opens, and what its page must show. */
export interface PlantedRequest {
  id: string;
  /** Texts the request's page shows (subject, message, replies). */
  texts: string[];
  /** How many payloads those texts carry. */
  payloads: number;
}

/** Where the payloads went. */
export interface Planted {
  /** Every request's subject (one payload each), for the request lists. */
  subjects: string[];
  /** The requests whose pages carry payloads in their message or replies. */
  requests: PlantedRequest[];
  /** The user's first and last name (every payload in each). */
  names: { firstName: string; lastName: string };
  /** News items, newest first: title, author, description and the name of a linked document, of one payload each. */
  news: { title: string; author: string; marker: string; linkedFile: string }[];
  /** Charge accounts added for Flat 1, each with payloads as important notes (server HTML). */
  notes: { accountId: string; markers: string[] }[];
  /** Flat 1's premises page: addresses, people and legal owner (every payload in each). */
  premises: { id: string; texts: string[]; legalOwner: string };
  /** Riverside Wharf's facilities: the Gym's name (every payload) and Guest Suite bookings whose notes carry them, packed. */
  facilities: { developmentId: string; gymId: string; gymName: string; guestSuiteId: string; bookings: { id: string; note: string; payloads: number }[] };
  /** Olivia Owner's newest notification: every payload in its title and in its text (plain text both). */
  notification: { title: string; text: string };
  /** How many fields were written. */
  fields: number;
}

const FLAT_1 = sampleIds.flat1;
const RIVERSIDE = sampleIds.riversideWharf;
/** The ticket limits (core/schemas ticketSubject, ticketMessage) and an address line's. */
const MESSAGE_MAX = 500;
const ADDRESS_LINE_MAX = 255;

const prefixed = (prefix: string, payload: XssPayload) => `${prefix} ${payload.text}`;

/** Calls of the API as one user; a refusal throws with the API's answer. */
function apiSender(request: APIRequestContext, api: string, authToken: string) {
  const headers = { Authorization: `Bearer ${authToken}` };
  const send = async (method: 'post' | 'put', path: string, data: unknown) => {
    const response = await request[method](`${api}${path}`, { headers, data });
    if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
    return response;
  };
  return { headers, send };
}

/**
 * The payloads that fit a name (at most `NAME_MAX` characters, as the API takes one): the first
 * name holds as many as fit from the first, the last name as many again from where it stopped.
 * A payload longer than a name is refused by the API (the bad-input suite's length rows).
 */
function namesOf(payloads: readonly XssPayload[]): { firstName: string; lastName: string } {
  const fitting = payloads.map((payload) => payload.text).filter((text) => text.length <= NAME_MAX);
  const take = (from: number) => {
    const taken: string[] = [];
    let index = from;
    while (index < fitting.length && [...taken, fitting[index]].join(' ').length <= NAME_MAX) taken.push(fitting[index++]!);
    return { text: taken.join(' '), next: index };
  };
  const first = take(0);
  return { firstName: first.text, lastName: take(first.next).text };
}

/** Payloads in the user's first and last name (PUT /user), as many as the names hold. */
async function nameWithPayloads(send: ReturnType<typeof apiSender>['send'], payloads: readonly XssPayload[]): Promise<{ firstName: string; lastName: string }> {
  const names = namesOf(payloads);
  await send('put', '/user', { profile: { title: 'Ms', ...names } });
  return names;
}

/**
 * Through the reference API, as a client organisation's user (spec 2 §2: it raises requests to
 * the property manager, seen in the shell's client portal): requests whose subjects are payloads
 * and whose messages carry them all, packed, and every payload in the user's names.
 * @example const client = await plantForClient(request, OWN_API, clientSession.authToken, PAYLOADS);
 */
export async function plantForClient(request: APIRequestContext, api: string, authToken: string, everyPayload: readonly XssPayload[]): Promise<{ requests: PlantedRequest[]; names: { firstName: string; lastName: string } }> {
  const payloads = acceptedByTheApi(everyPayload);
  const { send } = apiSender(request, api, authToken);
  const requests: PlantedRequest[] = [];
  for (const [index, pack] of packText(payloads, MESSAGE_MAX - PREFIX.message.length - 1).entries()) {
    const subject = prefixed(PREFIX.title, payloads[index]!);
    const message = `${PREFIX.message} ${pack.text}`;
    const response = await send('post', '/tickets', { developmentId: RIVERSIDE, title: subject, description: message, sendingRequestAs: 'client' });
    requests.push({ id: (await answer<Ticket>(response)).id, texts: [subject, message], payloads: 1 + pack.payloads.length });
  }
  return { requests, names: await nameWithPayloads(send, payloads) };
}

/**
 * Through the reference API, as `authToken`'s user (an owner of Flat 1, Riverside Wharf): one
 * request per payload with it as subject; the payloads packed into the messages of the first
 * requests and, one per reply, into the first request's feed; every payload in the first and last
 * name; and packed into the address lines of correspondence address changes (which the API turns
 * into requests whose message holds the address, spec 1 §8).
 */
async function plantThroughApi(request: APIRequestContext, api: string, authToken: string, everyPayload: readonly XssPayload[]) {
  const payloads = acceptedByTheApi(everyPayload);
  const { headers, send } = apiSender(request, api, authToken);
  const messages = packText(payloads, MESSAGE_MAX - PREFIX.message.length - 1);
  const subjects: string[] = [];
  const requests: PlantedRequest[] = [];
  for (const [index, payload] of payloads.entries()) {
    const subject = prefixed(PREFIX.title, payload);
    const message = messages[index] ? `${PREFIX.message} ${messages[index].text}` : `${PREFIX.message} for payload ${payload.id}`;
    const response = await send('post', '/tickets', {
      developmentId: RIVERSIDE,
      premisesId: FLAT_1,
      title: subject,
      description: message,
      sendingRequestAs: 'customer',
      categoryId: sampleIds.categoryRepair,
      ownerTypeCode: 'PM',
    });
    subjects.push(subject);
    if (messages[index]) requests.push({ id: (await answer<Ticket>(response)).id, texts: [subject, message], payloads: 1 + messages[index].payloads.length });
  }
  const withReplies = requests[0]!;
  for (const payload of payloads) {
    const reply = prefixed(PREFIX.reply, payload);
    await send('post', `/tickets/${withReplies.id}/feed`, { message: reply });
    withReplies.texts.push(reply);
    withReplies.payloads += 1;
  }

  const names = await nameWithPayloads(send, payloads);

  const lines = packText(payloads, ADDRESS_LINE_MAX - PREFIX.address.length - 1, 'one').map((pack) => ({ ...pack, text: `${PREFIX.address} ${pack.text}` }));
  const before = new Set((await answer<{ tickets: Ticket[] }>(await request.get(`${api}/tickets?limit=100`, { headers }))).tickets.map((ticket) => ticket.id));
  for (let start = 0; start < lines.length; start += 3) {
    const [line1, line2, line3] = lines.slice(start, start + 3);
    await send('put', `/premises/${FLAT_1}`, {
      correspondenceAddress: { addressLine1: line1!.text, addressLine2: line2?.text ?? '', addressLine3: line3?.text ?? '', city: 'London', country: 'United Kingdom', postalCode: 'SE16 4JX' },
    });
  }
  const { tickets } = await answer<{ tickets: Ticket[] }>(await request.get(`${api}/tickets?limit=100`, { headers }));
  const changes = tickets.filter((ticket) => !before.has(ticket.id));
  if (changes.length !== Math.ceil(lines.length / 3)) throw new Error(`expected ${Math.ceil(lines.length / 3)} address change requests, found ${changes.length}`);
  for (const change of changes) {
    const carried = lines.filter((line) => change.description.includes(line.text));
    subjects.push(change.title);
    requests.push({ id: change.id, texts: [change.title, ...carried.map((line) => line.text)], payloads: carried.reduce((sum, line) => sum + line.payloads.length, 0) });
  }
  return { subjects, requests, names };
}

/**
 * Through the reference API, as `authToken`'s user (Olivia Owner, in the Guest Suite users group):
 * Guest Suite bookings (fixed slots 08:00-12:00, 12:00-16:00, 16:00-20:00, no cap on upcoming
 * bookings; lead time 48 hours, so from day 3, and day 5's 12:00 is her seeded booking) whose
 * notes carry the payloads, packed.
 */
async function plantBookingNotes(request: APIRequestContext, api: string, authToken: string, everyPayload: readonly XssPayload[]) {
  const payloads = acceptedByTheApi(everyPayload);
  const { send } = apiSender(request, api, authToken);
  const slots = [['08:00', '12:00'], ['12:00', '16:00'], ['16:00', '20:00']] as const;
  const bookings: { id: string; note: string; payloads: number }[] = [];
  const days = [3, 4, 6, 7, 8, 9].map((offset) => addLondonDays(testToday(), offset));
  for (const [index, pack] of packText(payloads, BOOKING_NOTE_MAX - PREFIX.note.length - 1).entries()) {
    const day = days[Math.floor(index / slots.length)]!;
    const [start, end] = slots[index % slots.length]!;
    const note = `${PREFIX.note} ${pack.text}`;
    const response = await send('post', `/facilities/${demoIds.guestSuite}/bookings`, {
      startAt: new Date(londonTime(day, start)).toISOString(),
      endAt: new Date(londonTime(day, end)).toISOString(),
      note,
    });
    bookings.push({ id: (await answer<Booking>(response)).id, note, payloads: pack.payloads.length });
  }
  return bookings;
}

/**
 * Straight into the API's database (a departure from "through the API", for want of a route: the
 * reference API has no write route for news, important notes, premises addresses or the people of
 * a premises, nor for a facility's name, which staff systems feed in production; see server/app.ts). One news item per
 * payload in Riverside Wharf (title, author, description and a linked document's name, the description being server HTML);
 * charge accounts of Flat 1 with the payloads as important notes (server HTML, packed so that a
 * payload that swallows what follows comes last); Flat 1's correspondence and legal owner address
 * and its people's names; the Gym's name.
 */
function plantInDatabase(dataDir: string, payloads: readonly XssPayload[]) {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const news = payloads.map((payload) => ({
      title: prefixed(PREFIX.newsTitle, payload),
      author: prefixed(PREFIX.author, payload),
      marker: payload.text.split(' ')[0]!,
      linkedFile: prefixed(PREFIX.linkedFile, payload),
    }));
    const notes = groupsForHtml(payloads, 12).map((group, index) => ({ accountId: `acc-xss-${index + 1}`, group }));
    const joined = payloads.map((payload) => payload.text).join(' ');
    const addressOf = (first: string) => JSON.stringify({ addressLine1: first, addressLine2: joined, addressLine3: joined, city: 'London', county: null, postalCode: 'SE16 4JX', country: joined });
    db.transaction(() => {
      const insertNews = db.prepare(
        `INSERT INTO news (id, title, description, category, author_name, author_image, linked_library_files, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)`,
      );
      const linkNews = db.prepare('INSERT INTO news_developments (news_id, development_id) VALUES (?, ?)');
      const newest = testNow();
      payloads.forEach((payload, index) => {
        const id = `news-xss-${payload.id}`;
        // Newest first in payload order, all newer than the demo news.
        const linkedFiles = [{ type: 'file', payload: { id: `file-xss-${payload.id}`, name: news[index]!.linkedFile, developmentId: RIVERSIDE, folderId: null } }];
        insertNews.run(id, news[index]!.title, payload.text, ['standard', 'important', 'urgent'][index % 3], news[index]!.author, JSON.stringify(linkedFiles), new Date(newest - index * 60_000).toISOString());
        linkNews.run(id, RIVERSIDE);
      });
      const insertAccount = db.prepare(
        `INSERT INTO charge_accounts (id, premises_id, service_description, account_number, payment_method, position, important_notes) VALUES (?, ?, ?, ?, NULL, ?, ?)`,
      );
      notes.forEach(({ accountId, group }, index) => {
        insertAccount.run(accountId, FLAT_1, `Payload account ${index + 1}`, `XSS-${index + 1}`, 100 + index, group.map((payload) => payload.text).join('<br>'));
      });
      db.prepare('UPDATE premises SET correspondence_address = ?, legal_owner_address = ?, legal_owner = ? WHERE id = ?').run(addressOf(`${PREFIX.address} ${joined}`), addressOf(`${PREFIX.legalOwnerAddress} ${joined}`), `${PREFIX.legalOwner} ${joined}`, FLAT_1);
      db.prepare(`UPDATE premises_contacts SET first_name = ?, last_name = ? WHERE premises_id = ? AND relationship = 'owner'`).run(`${PREFIX.person} ${joined}`, `${PREFIX.surname} ${joined}`, FLAT_1);
      db.prepare('UPDATE facilities SET name = ? WHERE id = ?').run(`${PREFIX.facility} ${joined}`, demoIds.gym);
      db.prepare(
        `INSERT INTO notifications (id, user_id, importance, title, text, link, source, created_at) VALUES ('ntf-xss', ?, 'urgent', ?, ?, NULL, 'xss', ?)`,
      ).run(demoIds.olivia, `${PREFIX.notificationTitle} ${joined}`, `${PREFIX.notificationText} ${joined}`, new Date(testNow()).toISOString());
    })();
    return {
      news,
      notes: notes.map(({ accountId, group }) => ({ accountId, markers: group.map((payload) => payload.text.split(' ')[0]!) })),
      premises: {
        id: FLAT_1,
        texts: [PREFIX.address, PREFIX.legalOwnerAddress, PREFIX.person, PREFIX.surname, PREFIX.legalOwner].map((prefix) => `${prefix} ${joined}`),
        legalOwner: `${PREFIX.legalOwner} ${joined}`,
      },
      gymName: `${PREFIX.facility} ${joined}`,
      notification: { title: `${PREFIX.notificationTitle} ${joined}`, text: `${PREFIX.notificationText} ${joined}` },
    };
  } finally {
    db.close();
  }
}

/**
 * Writes every payload into every field (see the two functions above) and answers where they went.
 * @example const planted = await plantPayloads(request, OWN_API, servers.dataDir, session.authToken, PAYLOADS);
 */
export async function plantPayloads(request: APIRequestContext, api: string, dataDir: string, authToken: string, payloads: readonly XssPayload[]): Promise<Planted> {
  const throughApi = await plantThroughApi(request, api, authToken, payloads);
  const bookings = await plantBookingNotes(request, api, authToken, payloads);
  const { gymName, ...inDatabase } = plantInDatabase(dataDir, payloads);
  // Through the API: subject, message, reply, first name, last name, correspondence address,
  // booking note. In the database: news title, author and description, important notes,
  // correspondence address, legal owner address, legal owner, a person's names (first and last),
  // a facility's name, and a notification's title and text.
  const fields = 7 + 12;
  const facilities = { developmentId: RIVERSIDE, gymId: demoIds.gym, gymName, guestSuiteId: demoIds.guestSuite, bookings };
  return { ...throughApi, ...inDatabase, facilities, fields };
}

/** Where the documents' payloads went: a folder and a file per payload, in Riverside Wharf. */
export interface PlantedDocuments {
  developmentId: string;
  folders: string[];
  files: string[];
}

/**
 * Straight into the API's database (the reference API has no write route for documents, which a
 * staff system feeds): a folder per payload in Riverside Wharf, after the demo folders, each with
 * one file whose name is the payload too (its content one of the demo PDFs).
 * @example const documents = plantDocuments(servers.dataDir, PAYLOADS);
 */
export function plantDocuments(dataDir: string, payloads: readonly XssPayload[]): PlantedDocuments {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const folders = payloads.map((payload) => prefixed('Folder', payload));
    const files = payloads.map((payload) => prefixed('File', payload));
    const storedName = db.prepare<[], { stored_name: string }>('SELECT stored_name FROM document_files LIMIT 1').get()!.stored_name;
    db.transaction(() => {
      const insertFolder = db.prepare('INSERT INTO document_folders (id, development_id, name, position) VALUES (?, ?, ?, ?)');
      const insertFile = db.prepare('INSERT INTO document_files (id, folder_id, name, stored_name, size, updated_at) VALUES (?, ?, ?, ?, 1, ?)');
      payloads.forEach((payload, index) => {
        insertFolder.run(`fld-xss-${payload.id}`, RIVERSIDE, folders[index], 100 + index);
        insertFile.run(`doc-xss-${payload.id}`, `fld-xss-${payload.id}`, files[index], storedName, new Date(testNow()).toISOString());
      });
    })();
    return { developmentId: RIVERSIDE, folders, files };
  } finally {
    db.close();
  }
}

/** Where the contacts' payloads went: a contact and a location per payload, in Riverside Wharf. */
export interface PlantedContacts {
  developmentId: string;
  /** Each contact's name, role, phone, e-mail and hours. */
  contacts: string[];
  locations: string[];
}

/**
 * Straight into the API's database (the reference API has no write route for a development's
 * contacts or locations, which the agent's own system feeds): after Riverside Wharf's demo
 * contacts, one per payload with the payload in its name, role, phone, e-mail and hours, and a
 * location per payload. None is the out-of-hours line, so the raise form's numbers stay the demo's.
 * @example const contacts = plantContacts(servers.dataDir, PAYLOADS);
 */
export function plantContacts(dataDir: string, payloads: readonly XssPayload[]): PlantedContacts {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const contacts: string[] = [];
    const locations = payloads.map((payload) => prefixed('Place', payload));
    db.transaction(() => {
      const insertContact = db.prepare(
        'INSERT INTO development_contacts (id, development_id, position, name, role, email, phone, hours) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      const insertLocation = db.prepare('INSERT INTO development_locations (id, development_id, position, name) VALUES (?, ?, ?, ?)');
      payloads.forEach((payload, index) => {
        const texts = ['Contact', 'Role', 'Phone', 'Email', 'Hours'].map((prefix) => prefixed(prefix, payload));
        insertContact.run(`dct-xss-${payload.id}`, RIVERSIDE, 100 + index, ...texts);
        contacts.push(...texts);
        insertLocation.run(`loc-xss-${payload.id}`, RIVERSIDE, 100 + index, locations[index]);
      });
    })();
    return { developmentId: RIVERSIDE, contacts, locations };
  } finally {
    db.close();
  }
}

/**
 * A FAQ file (core/schemas `FaqFile`, the shell's /config/faq.json) with an entry for everyone per
 * payload, the payload in its question and in its answer; the suite serves it in place of the
 * shipped file.
 * @example await page.route(`${origin}/config/faq.json`, (route) => route.fulfill({ json: faqWithPayloads(PAYLOADS) }));
 */
export function faqWithPayloads(payloads: readonly XssPayload[]): { entries: { question: string; answer: string; visibility: 'both' }[] } {
  return { entries: payloads.map((payload) => ({ question: prefixed('Question', payload), answer: prefixed('Answer', payload), visibility: 'both' })) };
}

/** Where the staff area's payloads went: who booked and their premises, booking notes by week, image names. */
export interface PlantedStaff {
  developmentId: string;
  /** The facility whose bookings carry the notes (the Guest Suite). */
  bookingsFacilityId: string;
  /** Its bookings' notes by the Monday of their London week. */
  weeks: { week: string; notes: string[] }[];
  /** Who booked (Olivia Owner's planted names) and her first premises there, as staff see them. */
  fullName: string;
  premisesName: string;
  /** The facility whose images carry the payloads (the Gym), and the images' names. */
  imagesFacilityId: string;
  imageNames: string[];
  /** The development's images of news and pages, named with the payloads, packed (the news form lists them). */
  contentImageNames: string[];
}

// A 1x1 PNG: the API checks an image's real type.
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const IMAGE_NAME_MAX = 100;

/**
 * The staff area's fields, after `plantPayloads` (whose booking notes and names it reuses): Flat 1's
 * name in the database (every payload, still first of Olivia's Riverside Wharf premises by name, so
 * it is the premises staff see on her bookings); through the API as staff (`adminToken`), the Gym's
 * images and Riverside Wharf's images of news and pages named with the payloads, packed; and where
 * the notes' bookings fall, week by week.
 * @example const staff = await plantStaffFields(request, OWN_API, servers.dataDir, admin.authToken, PAYLOADS);
 */
export async function plantStaffFields(request: APIRequestContext, api: string, dataDir: string, adminToken: string, payloads: readonly XssPayload[]): Promise<PlantedStaff> {
  const joined = payloads.map((payload) => payload.text).join(' ');
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    db.prepare('UPDATE premises SET name = ? WHERE id = ?').run(`Flat 1 ${joined}`, FLAT_1);
  } finally {
    db.close();
  }
  const { headers, send } = apiSender(request, api, adminToken);
  const imageNames: string[] = [];
  for (const pack of packText(acceptedByTheApi(payloads), IMAGE_NAME_MAX, 'one')) {
    await send('post', `/facilities/${demoIds.gym}/images`, { name: pack.text, fileName: 'payload.png', content: PIXEL_PNG });
    imageNames.push(pack.text);
  }
  const contentImageNames: string[] = [];
  for (const pack of packText(acceptedByTheApi(payloads), IMAGE_NAME_MAX, 'one')) {
    await send('post', `/developments/${RIVERSIDE}/images`, { name: pack.text, fileName: 'payload.png', content: PIXEL_PNG });
    contentImageNames.push(pack.text);
  }
  const { bookings } = await answer<{ bookings: Booking[] }>(await request.get(`${api}/facilities/${demoIds.guestSuite}/bookings`, { headers }));
  const noted = bookings.filter((booking) => booking.note?.startsWith(`${PREFIX.note} `));
  const [first] = noted;
  if (!first?.contact.fullName?.includes(payloads[0]!.text) || !first.contact.premisesName?.includes(payloads[0]!.text)) {
    throw new Error(`staff do not see the planted name and premises on a booking: ${JSON.stringify(first?.contact)}`);
  }
  const weeks = new Map<string, string[]>();
  for (const booking of noted) {
    const day = londonDay(new Date(booking.startAt));
    // Monday of the London week (getUTCDay of the day at noon UTC: 0 Sunday).
    const week = addLondonDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));
    weeks.set(week, [...(weeks.get(week) ?? []), booking.note!]);
  }
  return {
    developmentId: RIVERSIDE,
    bookingsFacilityId: demoIds.guestSuite,
    weeks: [...weeks].map(([week, notes]) => ({ week, notes })),
    fullName: first.contact.fullName,
    premisesName: first.contact.premisesName,
    imagesFacilityId: demoIds.gym,
    imageNames,
    contentImageNames,
  };
}

/** Where the staff records' payloads went: facilities and customer groups of Riverside Wharf. */
export interface PlantedStaffRecords {
  developmentId: string;
  /** Facilities whose names (and, for the first few, descriptions) carry the payloads, packed; none allowed users of their own. */
  facilities: { id: string; name: string; description: string | null }[];
  /** Customer groups, one per facility, holding it with Olivia Owner as member: names and descriptions packed the same way. */
  groups: { uuid: string; name: string; description: string | null }[];
}

/** The limits of a facility's and a group's texts (core/schemas facility-admin.ts, customer-groups.ts). */
const FACILITY_NAME_MAX = 100;
const FACILITY_DESCRIPTION_MAX = 2000;
const GROUP_DESCRIPTION_MAX = 500;

/**
 * Through the reference API as staff (global): every payload in facility names and descriptions
 * (POST /facilities) and in customer group names and descriptions (POST /user-group), packed to
 * their limits; each group holds its facility with Olivia Owner as member, so that her booking page
 * offers them. No prefix: a payload may be as long as a name may.
 * @example const staffRecords = await plantStaffRecords(request, OWN_API, adminSession.authToken, PAYLOADS);
 */
export async function plantStaffRecords(request: APIRequestContext, api: string, authToken: string, everyPayload: readonly XssPayload[]): Promise<PlantedStaffRecords> {
  const payloads = acceptedByTheApi(everyPayload);
  const { send } = apiSender(request, api, authToken);
  const names = packText(payloads, FACILITY_NAME_MAX, 'one');
  const facilityDescriptions = packText(payloads, FACILITY_DESCRIPTION_MAX);
  const groupDescriptions = packText(payloads, GROUP_DESCRIPTION_MAX);
  const allDays = { openingHour: '08:00', closingHour: '20:00' };
  const facilities: PlantedStaffRecords['facilities'] = [];
  const groups: PlantedStaffRecords['groups'] = [];
  for (const [index, name] of names.entries()) {
    const description = facilityDescriptions[index]?.text ?? null;
    const facility = await answer<{ id: string }>(
      await send('post', '/facilities', {
        developmentId: RIVERSIDE,
        name: name.text,
        description,
        slotType: 'flexible',
        rules: {
          leadTime: 0,
          horizon: 14,
          businessDays: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, allDays])),
          minimumSlotDurationInMinutes: 60,
          bufferTimeInMinutes: 0,
          fixedSlots: [],
        },
      }),
    );
    facilities.push({ id: facility.id, name: name.text, description });
    const groupDescription = groupDescriptions[index]?.text ?? null;
    const group = await answer<{ uuid: string }>(await send('post', '/user-group', { name: name.text, description: groupDescription, developmentUuid: RIVERSIDE }));
    await send('post', `/user-group/${group.uuid}/users`, { users: [demoIds.olivia] });
    await send('post', `/user-group/${group.uuid}/facilities`, { facilities: [facility.id] });
    groups.push({ uuid: group.uuid, name: name.text, description: groupDescription });
  }
  return { developmentId: RIVERSIDE, facilities, groups };
}

/** Where the customers' payloads went (server/areas/customers): shown on the customers tab and Olivia's detail. */
export interface PlantedCustomers {
  developmentId: string;
  /** A relationship of Olivia's in the development: her detail's address. */
  relationshipId: string;
  /** The name of the relationship type Olivia holds (Owner), every payload in it. */
  relationship: string;
  /** Olivia's files, newest first (all on the first page of ten), the payloads packed into their names. */
  fileNames: string[];
}

/** Olivia's files with payloads are at most this long, so that a few carry them all. */
const FILE_NAME_MAX = 1000;

/**
 * Straight into the API's database (no route writes a relationship type, reference data, or a
 * customer's file, which a staff system feeds): every payload in the name of Olivia's
 * relationship type (Owner), and packed into the names of files of hers newer than the demo
 * files. Her names and Flat 1's name carry them already (`plantPayloads`, `plantStaffFields`).
 * @example const customers = plantCustomerFields(servers.dataDir, PAYLOADS);
 */
export function plantCustomerFields(dataDir: string, payloads: readonly XssPayload[]): PlantedCustomers {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const relationship = `Relationship ${payloads.map((payload) => payload.text).join(' ')}`;
    const fileNames = packText(payloads, FILE_NAME_MAX - 'File '.length).map((pack) => `File ${pack.text}`);
    const stored = db.prepare<[], { stored_name: string; content_type: string }>("SELECT stored_name, content_type FROM customer_files WHERE id = 'cfl-olivia-1'").get()!;
    const newest = testNow() + 60 * 60_000;
    db.transaction(() => {
      db.prepare("UPDATE relationship_types SET name = ? WHERE id = 'rel-owner'").run(relationship);
      // Riverside Wharf's files of hers: a file belongs to the development that holds it.
      const insertFile = db.prepare('INSERT INTO customer_files (id, customer_id, development_id, name, stored_name, content_type, size, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)');
      fileNames.forEach((name, index) =>
        insertFile.run(`cfl-xss-${index + 1}`, demoIds.olivia, RIVERSIDE, name, stored.stored_name, stored.content_type, new Date(newest - index * 60_000).toISOString()),
      );
    })();
    if (fileNames.length > 10) throw new Error(`${fileNames.length} payload files do not fit the first page of Olivia's files`);
    return { developmentId: RIVERSIDE, relationshipId: demoIds.oliviaFlat1, relationship, fileNames };
  } finally {
    db.close();
  }
}

/** Where the development pages' payloads went: Riverside Wharf's pages (articles), published. */
export interface PlantedPages {
  developmentId: string;
  /** Each page: its id, its title (its group's payloads as text) and its HTML's markers. */
  pages: { id: string; title: string; markers: string[] }[];
}

/**
 * Straight into the API's database (the reference API has no write route for pages yet): the
 * payloads in groups, each group a published page of Riverside Wharf, its payloads in the title
 * (text) and in the description (server HTML), newer than the demo pages.
 * @example const pages = plantPages(servers.dataDir, PAYLOADS);
 */
export function plantPages(dataDir: string, payloads: readonly XssPayload[]): PlantedPages {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const pages = groupsForHtml(payloads, 12).map((group, index) => ({
      id: `pst-xss-${index + 1}`,
      title: `Page ${group.map((payload) => payload.text).join(' ')}`,
      group,
    }));
    const insert = db.prepare('INSERT INTO development_posts (id, development_id, title, description, published, author_id, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)');
    db.transaction(() => {
      for (const { id, title, group } of pages) insert.run(id, RIVERSIDE, title, group.map((payload) => payload.text).join('<br>'), demoIds.manny, new Date(testNow()).toISOString());
    })();
    return { developmentId: RIVERSIDE, pages: pages.map(({ id, title, group }) => ({ id, title, markers: group.map((payload) => payload.text.split(' ')[0]!) })) };
  } finally {
    db.close();
  }
}

/** Where the tasks' payloads went (server/areas/tasks): the staff's task list and each task's page. */
export interface PlantedTasks {
  developmentId: string;
  /** Each task: its title, description and file name (payloads packed, or plain), and the feed messages that carry payloads. */
  tasks: { id: string; title: string; description: string | null; fileName: string | null; feed: string[] }[];
}

/** The limits of a task's texts (core/schemas/tasks.ts) and the file name kept for the suite. */
const TASK_TITLE_LIMIT = 150;
const TASK_DESCRIPTION_LIMIT = 2000;
const TASK_FILE_NAME_MAX = 255;

/**
 * Riverside Wharf's tasks with every payload, packed, in their titles and descriptions (through the
 * API as staff: POST /tasks, then a PUT of the title, so the feed's "Title changed" message carries
 * them too), and in their file names and the feed's "File added" messages (in the database: the
 * API keeps only safe characters of a name it is given).
 * @example const tasks = await plantTasks(request, OWN_API, servers.dataDir, adminSession.authToken, PAYLOADS);
 */
export async function plantTasks(request: APIRequestContext, api: string, dataDir: string, adminToken: string, payloads: readonly XssPayload[]): Promise<PlantedTasks> {
  const { send } = apiSender(request, api, adminToken);
  const titles = packText(acceptedByTheApi(payloads), TASK_TITLE_LIMIT, 'one');
  const descriptions = packText(acceptedByTheApi(payloads), TASK_DESCRIPTION_LIMIT);
  const fileNames = packText(payloads, TASK_FILE_NAME_MAX);
  const tasks: PlantedTasks['tasks'] = [];
  for (let index = 0; index < Math.max(titles.length, descriptions.length, fileNames.length); index += 1) {
    const first = `Task ${index + 1}`;
    const description = descriptions[index]?.text ?? null;
    const fileName = fileNames[index]?.text ?? null;
    const attachments = fileName === null ? [] : [{ fileName: 'note.txt', content: Buffer.from('A note.').toString('base64') }];
    const { task } = await answer<{ task: { id: string } }>(await send('post', '/tasks', { developmentId: RIVERSIDE, title: first, description, statusId: demoIds.taskOpen, dueOn: null, attachments }));
    const title = titles[index]?.text ?? first;
    if (title !== first) await send('put', `/tasks/${task.id}`, { title });
    tasks.push({ id: task.id, title, description, fileName, feed: title !== first ? [`Title changed from ${first} to ${title}`] : [] });
  }
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const rename = db.prepare('UPDATE task_attachments SET name = ? WHERE task_id = ?');
    const event = db.prepare("UPDATE task_feed SET message = ? WHERE task_id = ? AND type = 'attachment'");
    db.transaction(() => {
      for (const task of tasks.filter((each) => each.fileName !== null)) {
        rename.run(task.fileName, task.id);
        event.run(`File added: ${task.fileName}`, task.id);
        task.feed.push(`File added: ${task.fileName}`);
      }
    })();
  } finally {
    db.close();
  }
  return { developmentId: RIVERSIDE, tasks };
}

/** Where the parcels' payloads went (server/areas/parcels): Riverside Wharf's parcel book and Olivia Owner's dashboard. */
export interface PlantedParcels {
  developmentId: string;
  /** A parcel type's name, every payload in it: the type of each parcel below. */
  typeName: string;
  /** Notes of parcels for Flat 1 awaiting collection, the payloads packed to a note's limit. */
  notes: string[];
}

/** A parcel's note at most (core/schemas/parcels.ts PARCEL_NOTE_MAX). */
const PARCEL_NOTE_MAX = 500;

/**
 * Straight into the API's database (no route writes a parcel type, reference data; and parcels
 * logged through the API would tell Olivia, whose newest notification `plantPayloads` chose): a
 * parcel type whose name carries every payload, and parcels of that type for Flat 1 awaiting
 * collection whose notes carry them, packed. Flat 1's name carries them already (`plantStaffFields`).
 * @example const parcels = plantParcels(servers.dataDir, PAYLOADS);
 */
export function plantParcels(dataDir: string, payloads: readonly XssPayload[]): PlantedParcels {
  const db = new Database(join(dataDir, 'portico.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const typeName = `Type ${payloads.map((payload) => payload.text).join(' ')}`;
    const notes = packText(payloads, PARCEL_NOTE_MAX).map((pack) => pack.text);
    const received = testToday();
    db.transaction(() => {
      db.prepare("INSERT INTO parcel_types (id, name, position) VALUES ('pty-xss', ?, 99)").run(typeName);
      const insert = db.prepare(
        "INSERT INTO parcels (id, development_id, premises_id, type_id, received_on, note, collected_at, created_at) VALUES (?, ?, ?, 'pty-xss', ?, ?, NULL, ?)",
      );
      notes.forEach((note, index) => insert.run(`prc-xss-${index + 1}`, RIVERSIDE, FLAT_1, received, note, new Date(testNow()).toISOString()));
    })();
    return { developmentId: RIVERSIDE, typeName, notes };
  } finally {
    db.close();
  }
}
