import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import {
  FeedEvent,
  Ticket,
  TicketCategoriesResponse,
  TicketFeedResponse,
  TicketOwnerTypesResponse,
  TicketsResponse,
} from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { createTicket, requestDemoIds as ids } from './index';

const people = ['olivia', 'mia', 'sam', 'dee', 'clara', 'ada', 'manny', 'otto'] as const;
let api: TestApi;
const tokens = {} as Record<(typeof people)[number], string>;
beforeAll(async () => {
  api = await startTestApi();
  for (const person of people) tokens[person] = await api.tokenFor(demoIds[person]);
});
afterAll(() => api.close());

function expectValid<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, valid] = validate(value, struct);
  expect(error?.failures() ?? []).toEqual([]);
  return valid as T;
}

const leakRequest = {
  developmentId: demoIds.riversideWharf,
  premisesId: demoIds.flat1,
  title: 'Broken window latch',
  description: 'The latch of the kitchen window in Flat 1 no longer closes.',
  sendingRequestAs: 'customer',
  categoryId: ids.categoryRepair,
  ownerTypeCode: 'SS',
};

const raise = (token: string, body: unknown) => api.call('/tickets', { method: 'POST', token, body });

describe('categories and owner types', () => {
  it('lists the categories, with `request` among them', async () => {
    const { status, body } = await api.call('/tickets/categories', { token: tokens.olivia });
    expect(status).toBe(200);
    const { categories } = expectValid(body.data, TicketCategoriesResponse);
    expect(categories.map((category) => category.slug)).toEqual(expect.arrayContaining(['request', 'repair', 'noise', 'parking', 'correspondence_address']));
  });

  it('lists the owner types, with `property_manager` among them', async () => {
    const { status, body } = await api.call('/tickets/owner-types', { token: tokens.clara });
    expect(status).toBe(200);
    const { ownerTypes } = expectValid(body.data, TicketOwnerTypesResponse);
    expect(ownerTypes).toContainEqual({ code: 'PM', name: 'Property manager', slug: 'property_manager' });
    expect(ownerTypes.map((type) => type.slug)).toContain('site_staff');
  });
});

describe('the demo requests', () => {
  it("lists Olivia Owner's own requests, newest first, and nobody else's", async () => {
    const { status, body } = await api.call('/tickets', { token: tokens.olivia });
    expect(status).toBe(200);
    const { tickets, total } = expectValid(body.data, TicketsResponse);
    expect(total).toBeGreaterThanOrEqual(4);
    expect(tickets.map((ticket) => ticket.id)).toEqual(
      expect.arrayContaining([ids.leakTicket, ids.parkingTicket, ids.intercomTicket, ids.noiseTicket]),
    );
    expect(tickets.map((ticket) => ticket.id)).not.toContain(ids.samTicket);
    expect(tickets.map((ticket) => ticket.id)).not.toContain(ids.claraTicket);
    const created = tickets.map((ticket) => ticket.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by development and premises, and pages with limit and offset', async () => {
    const elm = await api.call(`/tickets?developmentId=${demoIds.elmCourt}`, { token: tokens.olivia });
    expect(expectValid(elm.body.data, TicketsResponse).tickets.map((ticket) => ticket.id)).toEqual([ids.intercomTicket]);
    const flat2 = await api.call(`/tickets?premisesId=${demoIds.flat2}`, { token: tokens.olivia });
    expect(flat2.body.data.tickets.map((ticket: Ticket) => ticket.id)).toEqual([ids.parkingTicket]);
    const all = await api.call('/tickets', { token: tokens.olivia });
    const page = await api.call('/tickets?limit=1&offset=1', { token: tokens.olivia });
    expect(page.body.data.tickets).toHaveLength(1);
    expect(page.body.data.tickets[0].id).toBe(all.body.data.tickets[1].id);
    expect(page.body.data.total).toBe(all.body.data.total);
  });

  it('answers one request with its attachments', async () => {
    const { status, body } = await api.call(`/tickets/${ids.leakTicket}`, { token: tokens.olivia });
    expect(status).toBe(200);
    const ticket = expectValid(body.data, Ticket);
    expect(ticket).toMatchObject({ developmentId: demoIds.riversideWharf, premisesId: demoIds.flat1, sendingRequestAs: 'customer', status: 'In progress' });
    expect(ticket.attachments).toEqual([{ id: ids.leakPhoto, name: 'leak.png', url: `/tickets/${ids.leakTicket}/attachments/${ids.leakPhoto}` }]);
  });

  it('answers the feed oldest first: raised, a photo, a staff reply, a status, a resident reply', async () => {
    const { status, body } = await api.call(`/tickets/${ids.leakTicket}/feed`, { token: tokens.olivia });
    expect(status).toBe(200);
    const { feed } = expectValid(body.data, TicketFeedResponse);
    expect(feed.map((event) => event.type)).toEqual(['status', 'attachment', 'message', 'status', 'message']);
    expect(feed[0]).toMatchObject({ message: 'Open', authorName: 'Olivia Owner', fromStaff: false });
    expect(feed[1]!.attachment).toMatchObject({ id: ids.leakPhoto, name: 'leak.png' });
    expect(feed[2]).toMatchObject({ authorName: 'Manny Manager', fromStaff: true });
    expect(feed[3]).toMatchObject({ message: 'In progress', authorName: null, fromStaff: true });
    const times = feed.map((event) => event.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('gives every demo request of Olivia Owner a feed of several events', async () => {
    for (const id of [ids.leakTicket, ids.parkingTicket, ids.intercomTicket, ids.noiseTicket]) {
      const { body } = await api.call(`/tickets/${id}/feed`, { token: tokens.olivia });
      expect(body.data.feed.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('who sees which request', () => {
  it("answers 404 for another resident's request, feed, reply, update and attachment", async () => {
    const paths = [`/tickets/${ids.samTicket}`, `/tickets/${ids.samTicket}/feed`, `/tickets/${ids.samTicket}/attachments/${ids.binsPhoto}`];
    for (const path of paths) {
      const { status, body } = await api.call(path, { token: tokens.olivia });
      expect(status, path).toBe(404);
      expect(body.messages).toHaveLength(1);
    }
    expect((await api.call(`/tickets/${ids.samTicket}/feed`, { method: 'POST', token: tokens.olivia, body: { message: 'Hello' } })).status).toBe(404);
    expect((await api.call(`/tickets/${ids.samTicket}`, { method: 'PUT', token: tokens.olivia, body: { status: 'Closed' } })).status).toBe(404);
    for (const name of ['mia', 'dee'] as const) {
      expect((await api.call(`/tickets/${ids.leakTicket}`, { token: tokens[name] })).status).toBe(404);
      expect((await api.call(`/tickets/${ids.leakTicket}/feed`, { token: tokens[name] })).status).toBe(404);
    }
    expect((await api.call(`/tickets/${ids.leakTicket}`, { token: tokens.sam })).status).toBe(404);
  });

  it('answers a missing request the same as another resident’s', async () => {
    const missing = await api.call('/tickets/tkt-no-such-request', { token: tokens.olivia });
    const theirs = await api.call(`/tickets/${ids.samTicket}`, { token: tokens.olivia });
    expect(missing).toMatchObject({ status: 404 });
    expect(theirs.body).toEqual(missing.body);
  });

  it('shows a client only the requests sent as client in its developments', async () => {
    const { body } = await api.call('/tickets', { token: tokens.clara });
    const seen = expectValid(body.data, TicketsResponse).tickets;
    expect(seen.map((ticket) => ticket.id)).toContain(ids.claraTicket);
    expect(seen.every((ticket) => ticket.sendingRequestAs === 'client')).toBe(true);
    expect((await api.call(`/tickets/${ids.leakTicket}`, { token: tokens.clara })).status).toBe(404);
    expect((await api.call(`/tickets/${ids.claraTicket}`, { token: tokens.olivia })).status).toBe(404);
  });

  it('shows staff the requests of the developments they may see', async () => {
    const otto = (await api.call('/tickets?limit=100', { token: tokens.otto })).body.data.tickets.map((ticket: Ticket) => ticket.id);
    expect(otto).toEqual(expect.arrayContaining([ids.leakTicket, ids.samTicket, ids.claraTicket]));
    expect(otto).not.toContain(ids.intercomTicket);
    expect((await api.call(`/tickets/${ids.intercomTicket}`, { token: tokens.otto })).status).toBe(404);
    expect((await api.call(`/tickets/${ids.intercomTicket}`, { token: tokens.manny })).status).toBe(200);
    const ada = (await api.call('/tickets?limit=100', { token: tokens.ada })).body.data.tickets.map((ticket: Ticket) => ticket.id);
    expect(ada).toEqual(expect.arrayContaining([ids.leakTicket, ids.intercomTicket, ids.samTicket, ids.claraTicket]));
  });

  it('answers 401 on every route without a token or with a bad one', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/tickets/categories'],
      ['GET', '/tickets/owner-types'],
      ['GET', '/tickets'],
      ['POST', '/tickets', leakRequest],
      ['GET', `/tickets/${ids.leakTicket}`],
      ['PUT', `/tickets/${ids.leakTicket}`, { status: 'Closed' }],
      ['GET', `/tickets/${ids.leakTicket}/feed`],
      ['POST', `/tickets/${ids.leakTicket}/feed`, { message: 'Hello' }],
      ['POST', `/tickets/${ids.leakTicket}/attachments`],
      ['GET', `/tickets/${ids.leakTicket}/attachments/${ids.leakPhoto}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await api.call(path, { method, body, token: null })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(path, { method, body, token: `${tokens.olivia}x` })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('raising a request as a customer (spec 2 §5, checked on the server)', () => {
  it('raises it with its first feed event', async () => {
    const { status, body } = await raise(tokens.olivia, leakRequest);
    expect(status).toBe(201);
    const ticket = expectValid(body.data, Ticket);
    expect(ticket).toMatchObject({ ...leakRequest, status: 'Open', attachments: [] });
    expect(ticket.id).toMatch(/^tkt-[0-9a-f-]{36}$/);
    const feed = (await api.call(`/tickets/${ticket.id}/feed`, { token: tokens.olivia })).body.data.feed;
    expect(feed).toEqual([expect.objectContaining({ type: 'status', message: 'Open', authorName: 'Olivia Owner', fromStaff: false })]);
    expect((await api.call(`/tickets/${ticket.id}`, { token: tokens.sam })).status).toBe(404);
  });

  it('refuses a development that is not one of theirs', async () => {
    const { status, body } = await raise(tokens.olivia, { ...leakRequest, developmentId: demoIds.harbourLofts });
    expect(status).toBe(400);
    expect(body).toEqual({ messages: ['developmentId: must be one of your developments'], fields: { developmentId: ['must be one of your developments'] } });
  });

  it("refuses another resident's premises, and their own in another development", async () => {
    const sams = await raise(tokens.olivia, { ...leakRequest, premisesId: demoIds.flat4 });
    expect(sams.status).toBe(400);
    expect(sams.body.fields).toEqual({ premisesId: ['must be one of your premises in this development'] });
    const elsewhere = await raise(tokens.olivia, { ...leakRequest, premisesId: demoIds.apartment12 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.messages).toEqual(['premisesId: must be one of your premises in this development']);
  });

  it('requires the premises and the category', async () => {
    const { status, body } = await raise(tokens.olivia, { ...leakRequest, premisesId: undefined, categoryId: undefined });
    expect(status).toBe(400);
    expect(body.messages).toEqual(['premisesId: is required', 'categoryId: is required']);
    const unknown = await raise(tokens.olivia, { ...leakRequest, categoryId: 'cat-no-such' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ categoryId: ['must be one of the request categories'] });
  });

  it('requires the audience only where the development has site staff', async () => {
    const riverside = await raise(tokens.olivia, { ...leakRequest, ownerTypeCode: undefined });
    expect(riverside.status).toBe(400);
    expect(riverside.body.messages).toEqual(['ownerTypeCode: is required when the development has site staff']);
    const elm = { ...leakRequest, developmentId: demoIds.elmCourt, premisesId: demoIds.apartment12, ownerTypeCode: undefined };
    const withoutAudience = await raise(tokens.olivia, elm);
    expect(withoutAudience.status).toBe(201);
    expect(expectValid(withoutAudience.body.data, Ticket).ownerTypeCode).toBeNull();
    const siteStaff = await raise(tokens.olivia, { ...elm, ownerTypeCode: 'SS' });
    expect(siteStaff.status).toBe(400);
    expect(siteStaff.body.fields).toEqual({ ownerTypeCode: ['cannot be site staff: this development has none'] });
    const manager = await raise(tokens.olivia, { ...elm, ownerTypeCode: 'PM' });
    expect(manager.status).toBe(201);
    expect(manager.body.data.ownerTypeCode).toBe('PM');
    const unknown = await raise(tokens.olivia, { ...leakRequest, ownerTypeCode: 'XX' });
    expect(unknown.body.fields).toEqual({ ownerTypeCode: ['must be one of the audiences'] });
  });

  it('treats a customer who claims to send as client as a customer (spec 2 §6)', async () => {
    const { status, body } = await raise(tokens.olivia, { developmentId: demoIds.riversideWharf, title: 'x', description: 'y', sendingRequestAs: 'client' });
    expect(status).toBe(400);
    expect(body.messages).toEqual(['premisesId: is required', 'categoryId: is required', 'ownerTypeCode: is required when the development has site staff']);
  });

  it('lets a subtenant raise one for their premises', async () => {
    const { status, body } = await raise(tokens.sam, { ...leakRequest, premisesId: demoIds.flat4 });
    expect(status).toBe(201);
    expect(body.data.premisesId).toBe(demoIds.flat4);
  });

  it('answers 403 to staff, who raise no requests', async () => {
    const { status, body } = await raise(tokens.ada, leakRequest);
    expect(status).toBe(403);
    expect(body.messages).toEqual(['Requests are raised by residents and client organisations.']);
  });
});

describe('raising a request as a client (spec 2 §2)', () => {
  it('sends it as client, in the category request, to the property manager, whatever the body says', async () => {
    const { status, body } = await raise(tokens.clara, {
      developmentId: demoIds.riversideWharf,
      premisesId: demoIds.flat1,
      title: 'Insurance schedule',
      description: 'Please send the building insurance schedule.',
      sendingRequestAs: 'customer',
      categoryId: ids.categoryRepair,
      ownerTypeCode: 'SS',
    });
    expect(status).toBe(201);
    const ticket = expectValid(body.data, Ticket);
    expect(ticket).toMatchObject({ sendingRequestAs: 'client', premisesId: null, categoryId: ids.categoryRequest, ownerTypeCode: 'PM' });
  });

  it('needs only the development, subject and message', async () => {
    const { status } = await raise(tokens.clara, { developmentId: demoIds.riversideWharf, title: 'Report', description: 'Please send it.', sendingRequestAs: 'client' });
    expect(status).toBe(201);
  });

  it("refuses a development that is not the organisation's", async () => {
    const { status, body } = await raise(tokens.clara, { developmentId: demoIds.elmCourt, title: 'Report', description: 'Please send it.', sendingRequestAs: 'client' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ developmentId: ['must be one of your developments'] });
  });
});

describe('malformed requests', () => {
  const writes: [string, string, unknown][] = [
    ['POST', '/tickets', leakRequest],
    ['PUT', `/tickets/${ids.leakTicket}`, { title: 'A better subject' }],
    ['POST', `/tickets/${ids.leakTicket}/feed`, { message: 'Hello' }],
  ];

  it('answers 400 with messages to a body that is not JSON', async () => {
    for (const [method, path] of writes) {
      const { status, body } = await api.call(path, { method, token: tokens.olivia, body: '{"title":', headers: { 'Content-Type': 'application/json' } });
      expect(status, path).toBe(400);
      expect(body.messages).toEqual(['The request body must be JSON.']);
    }
  });

  it('answers 400 to wrong types, missing fields, unknown fields and over-long texts', async () => {
    const cases: [string, string, unknown, string][] = [
      ['POST', '/tickets', { ...leakRequest, title: 42 }, 'title: must be text'],
      ['POST', '/tickets', { ...leakRequest, developmentId: undefined }, 'developmentId: is required'],
      ['POST', '/tickets', { ...leakRequest, title: 'x'.repeat(151) }, 'title: must be at most 150 characters'],
      ['POST', '/tickets', { ...leakRequest, description: 'x'.repeat(501) }, 'description: must be at most 500 characters'],
      ['POST', '/tickets', { ...leakRequest, description: '   ' }, 'description: must not be blank'],
      ['POST', '/tickets', { ...leakRequest, sendingRequestAs: 'admin' }, 'sendingRequestAs: must be one of: customer, client'],
      ['POST', '/tickets', { ...leakRequest, attachments: [] }, 'attachments: is not an allowed field'],
      ['PUT', `/tickets/${ids.leakTicket}`, {}, 'value: must contain at least one of: title, description, status'],
      ['PUT', `/tickets/${ids.leakTicket}`, { title: 'x'.repeat(151) }, 'title: must be at most 150 characters'],
      ['PUT', `/tickets/${ids.leakTicket}`, { status: 'Done' }, 'status: must be one of: Open, In progress, Resolved, Closed'],
      ['PUT', `/tickets/${ids.leakTicket}`, { description: false }, 'description: must be text'],
      ['POST', `/tickets/${ids.leakTicket}/feed`, {}, 'message: is required'],
      ['POST', `/tickets/${ids.leakTicket}/feed`, { message: 'x'.repeat(501) }, 'message: must be at most 500 characters'],
      ['POST', `/tickets/${ids.leakTicket}/feed`, { message: 7 }, 'message: must be text'],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await api.call(path, { method, token: tokens.olivia, body });
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.messages).toContain(message);
    }
  });

  it('answers 400 to a bad list query', async () => {
    for (const query of ['limit=0', 'limit=ten', 'offset=-1', 'premisesId=Flat%201', 'colour=red']) {
      const { status, body } = await api.call(`/tickets?${query}`, { token: tokens.olivia });
      expect(status, query).toBe(400);
      expect(body.messages.length).toBeGreaterThan(0);
    }
  });
});

describe('changing a request', () => {
  it('lets whoever raised it change its subject and message', async () => {
    const { status, body } = await api.call(`/tickets/${ids.leakTicket}`, {
      method: 'PUT',
      token: tokens.olivia,
      body: { title: 'Leak in the bathroom ceiling (getting worse)' },
    });
    expect(status).toBe(200);
    expect(expectValid(body.data, Ticket)).toMatchObject({ title: 'Leak in the bathroom ceiling (getting worse)', status: 'In progress' });
  });

  it('lets them close it, which the feed records, and then keeps it as it is', async () => {
    const id = (await raise(tokens.olivia, leakRequest)).body.data.id;
    const { status, body } = await api.call(`/tickets/${id}`, { method: 'PUT', token: tokens.olivia, body: { status: 'Closed' } });
    expect(status).toBe(200);
    expect(body.data.status).toBe('Closed');
    const feed = (await api.call(`/tickets/${id}/feed`, { token: tokens.olivia })).body.data.feed;
    expect(feed.at(-1)).toMatchObject({ type: 'status', message: 'Closed', authorName: 'Olivia Owner' });
    const edit = await api.call(`/tickets/${id}`, { method: 'PUT', token: tokens.olivia, body: { title: 'Another subject' } });
    expect(edit.status).toBe(409);
    expect(edit.body.messages).toEqual(['This request is closed. Please raise a new request instead.']);
    const reply = await api.call(`/tickets/${id}/feed`, { method: 'POST', token: tokens.olivia, body: { message: 'One more thing' } });
    expect(reply.status).toBe(409);
  });

  it('lets only staff set other statuses, and only the raiser change the words', async () => {
    const id = (await raise(tokens.olivia, leakRequest)).body.data.id;
    const resident = await api.call(`/tickets/${id}`, { method: 'PUT', token: tokens.olivia, body: { status: 'Resolved' } });
    expect(resident.status).toBe(403);
    const staff = await api.call(`/tickets/${id}`, { method: 'PUT', token: tokens.otto, body: { status: 'Resolved' } });
    expect(staff.status).toBe(200);
    expect(staff.body.data.status).toBe('Resolved');
    const staffWords = await api.call(`/tickets/${id}`, { method: 'PUT', token: tokens.otto, body: { title: 'Edited by staff' } });
    expect(staffWords.status).toBe(403);
    const feed = (await api.call(`/tickets/${id}/feed`, { token: tokens.olivia })).body.data.feed;
    expect(feed.at(-1)).toMatchObject({ type: 'status', message: 'Resolved', authorName: 'Otto Officer', fromStaff: true });
  });

  it('lets staff reopen a closed request', async () => {
    const { status, body } = await api.call(`/tickets/${ids.noiseTicket}`, { method: 'PUT', token: tokens.manny, body: { status: 'Open' } });
    expect(status).toBe(200);
    expect(body.data.status).toBe('Open');
  });

  it("lets a client organisation change its own organisation's request", async () => {
    const { status, body } = await api.call(`/tickets/${ids.claraTicket}`, { method: 'PUT', token: tokens.clara, body: { description: 'Please send the Q4 and Q1 budget reports.' } });
    expect(status).toBe(200);
    expect(body.data.description).toBe('Please send the Q4 and Q1 budget reports.');
  });
});

describe('the feed', () => {
  it('takes a message from the resident and answers the event', async () => {
    const before = (await api.call(`/tickets/${ids.parkingTicket}`, { token: tokens.olivia })).body.data.updatedAt;
    api.advanceClock(60);
    const { status, body } = await api.call(`/tickets/${ids.parkingTicket}/feed`, { method: 'POST', token: tokens.olivia, body: { message: 'Any news?' } });
    expect(status).toBe(201);
    expect(expectValid(body.data, FeedEvent)).toMatchObject({ type: 'message', message: 'Any news?', authorName: 'Olivia Owner', fromStaff: false, attachment: null });
    const feed = (await api.call(`/tickets/${ids.parkingTicket}/feed`, { token: tokens.olivia })).body.data.feed;
    expect(feed.at(-1).id).toBe(body.data.id);
    const after = (await api.call(`/tickets/${ids.parkingTicket}`, { token: tokens.olivia })).body.data.updatedAt;
    expect(after > before).toBe(true);
  });

  it('takes a reply from staff of the development', async () => {
    const { status, body } = await api.call(`/tickets/${ids.parkingTicket}/feed`, { method: 'POST', token: tokens.otto, body: { message: 'The permit is in the post.' } });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ authorName: 'Otto Officer', fromStaff: true });
  });
});

describe('createTicket, the service other areas call', () => {
  it('raises a request with its first feed event, seen by its owner', async () => {
    const { id } = await createTicket(api.ctx, {
      userId: demoIds.olivia,
      developmentId: demoIds.riversideWharf,
      premisesId: demoIds.flat1,
      title: 'Change of correspondence address',
      description: 'New correspondence address: 2 Mill Lane, Leeds LS1 1AA',
      categorySlug: 'correspondence_address',
      sendingRequestAs: 'customer',
      ownerTypeSlug: 'property_manager',
    });
    const ticket = expectValid((await api.call(`/tickets/${id}`, { token: tokens.olivia })).body.data, Ticket);
    expect(ticket).toMatchObject({ title: 'Change of correspondence address', ownerTypeCode: 'PM', categoryId: 'cat-correspondence-address', status: 'Open' });
    const feed = (await api.call(`/tickets/${id}/feed`, { token: tokens.olivia })).body.data.feed;
    expect(feed).toHaveLength(1);
  });

  it('throws on a category or owner type slug that does not exist', async () => {
    const input = { userId: demoIds.olivia, developmentId: demoIds.elmCourt, premisesId: null, title: 't', description: 'd', sendingRequestAs: 'customer' as const };
    await expect(createTicket(api.ctx, { ...input, categorySlug: 'no-such' })).rejects.toThrow(/no-such/);
    await expect(createTicket(api.ctx, { ...input, categorySlug: 'request', ownerTypeSlug: 'janitor' })).rejects.toThrow(/janitor/);
  });
});
