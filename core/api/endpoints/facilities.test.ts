import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n';
import en from '../../i18n/en.json';
import { sampleBooking, sampleBookingCreate, sampleBookingStateChange, sampleBookingsQuery, sampleBookingsResponse, sampleCancelledBooking } from '../../testing/samples/bookings';
import { sampleFacilitiesResponse, sampleFacility, sampleSlotQuery, sampleSlotsResponse } from '../../testing/samples/facilities';
import { sampleIds } from '../../testing/samples/ids';
import { onServerChange } from '../changes';
import { isApiError } from '../error';
import { fakeFetch, json, readyConfig, validToken, type RecordedCall, connectFixedSession } from '../../testing/fake-api';
import * as api from '..';

const BASE = 'https://api.example.test';
const AUTH = validToken();
const { gym, gymBooking, riversideWharf, harbourLofts } = sampleIds;

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  search?: string;
  body?: unknown;
  data: unknown;
  result?: unknown;
  /** The path announced to the stores (a change), if any. */
  announced?: string;
  /** The spec 2 §8 text a failure starts with, if the spec has one. */
  failure?: string;
}

// spec 2 §7 Facilities and bookings, the resident's calls: method, path, query, payload, answer.
const cases: Case[] = [
  {
    name: 'listFacilities',
    call: () => api.listFacilities([riversideWharf, harbourLofts]),
    method: 'GET',
    path: '/facilities',
    search: `?developmentUuids=${riversideWharf}%2C${harbourLofts}`,
    data: sampleFacilitiesResponse,
    result: sampleFacilitiesResponse.facilities,
  },
  { name: 'getFacility', call: () => api.getFacility(gym), method: 'GET', path: `/facilities/${gym}`, data: sampleFacility },
  {
    name: 'getSlots',
    call: () => api.getSlots(gym, sampleSlotQuery),
    method: 'GET',
    path: `/facilities/${gym}/slots`,
    search: '?fromDate=2026-11-23&toDate=2026-11-29',
    data: sampleSlotsResponse,
    result: sampleSlotsResponse.slots,
    failure: 'Could not load slots for facility.',
  },
  {
    name: 'getFacilityBookings',
    call: () => api.getFacilityBookings(gym, sampleBookingsQuery),
    method: 'GET',
    path: `/facilities/${gym}/bookings`,
    search: '?fromDate=2026-11-01',
    data: sampleBookingsResponse,
    result: sampleBookingsResponse.bookings,
    failure: 'Could not fetch bookings per facility',
  },
  {
    name: 'getDevelopmentBookings',
    call: () => api.getDevelopmentBookings(riversideWharf, { fromDate: '2026-11-23', toDate: '2026-11-29' }),
    method: 'GET',
    path: `/developments/${riversideWharf}/bookings`,
    search: '?fromDate=2026-11-23&toDate=2026-11-29',
    data: sampleBookingsResponse,
    result: sampleBookingsResponse.bookings,
    failure: 'Could not fetch bookings per development',
  },
  { name: 'getBooking', call: () => api.getBooking(gym, gymBooking), method: 'GET', path: `/facilities/${gym}/bookings/${gymBooking}`, data: sampleBooking },
  {
    name: 'createBooking',
    call: () => api.createBooking(gym, sampleBookingCreate),
    method: 'POST',
    path: `/facilities/${gym}/bookings`,
    body: sampleBookingCreate,
    data: sampleBooking,
    announced: `/facilities/${gym}/bookings`,
    failure: 'Unable to create the booking.',
  },
  {
    name: 'changeBookingState',
    call: () => api.changeBookingState(gym, gymBooking, 'cancelled'),
    method: 'PUT',
    path: `/facilities/${gym}/bookings/${gymBooking}/change-state`,
    body: sampleBookingStateChange,
    data: sampleCancelledBooking,
    announced: `/facilities/${gym}/bookings/${gymBooking}/change-state`,
    failure: 'Could not change the state of booking.',
  },
  {
    name: 'addBookingNote',
    call: () => api.addBookingNote(gym, gymBooking, 'Bringing a guest.'),
    method: 'POST',
    path: `/facilities/${gym}/bookings/${gymBooking}/add-note`,
    body: { note: 'Bringing a guest.' },
    data: sampleBooking,
    announced: `/facilities/${gym}/bookings/${gymBooking}/add-note`,
    failure: 'The booking note could not be updated.',
  },
];

let calls: RecordedCall[] = [];
let answer: Response;
let announced: string[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  connectFixedSession(AUTH);
  const server = fakeFetch(() => answer);
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
  announced = [];
  stopListening = onServerChange((path) => announced.push(path));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

describe('facilities endpoints', () => {
  it.each(cases)('$name: $method $path, validated, with the bearer', async (endpoint) => {
    answer = json(endpoint.method === 'POST' && endpoint.name === 'createBooking' ? 201 : 200, { data: endpoint.data });

    const result = await endpoint.call();

    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe(endpoint.method);
    expect(sent?.url.origin + (sent?.path ?? '')).toBe(BASE + endpoint.path);
    if (endpoint.search !== undefined) expect(sent?.url.search).toBe(endpoint.search);
    expect(sent?.body).toEqual(endpoint.body);
    expect(sent?.bearer).toBe(AUTH);
    expect(result).toEqual(endpoint.result ?? endpoint.data);
    // spec 2 §4: a change reads the bookings, slots and booking info again; a read changes nothing.
    expect(announced).toEqual(endpoint.announced ? [endpoint.announced] : []);
  });

  it.each(cases.filter((endpoint) => endpoint.failure))('$name fails with "$failure" and the server\'s messages', async (endpoint) => {
    answer = json(409, { messages: ['The slot is taken.', 'Choose another.'] });

    const failure: unknown = await endpoint.call().catch((error: unknown) => error);

    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ kind: 'http', status: 409, message: `${endpoint.failure} The slot is taken. Choose another.` });
    expect(announced).toEqual([]);
  });

  it('lets a caller put its own text before the messages', async () => {
    answer = json(500, { messages: ['Down.'] });

    await expect(api.getSlots(gym, sampleSlotQuery, { errorPrefix: 'Slots failed.' })).rejects.toMatchObject({ message: 'Slots failed. Down.' });
  });

  it('rejects a booking answer that is not a booking', async () => {
    answer = json(200, { data: { ...sampleBooking, state: 'booked' } });

    await expect(api.getBooking(gym, gymBooking)).rejects.toMatchObject({ kind: 'validation' });
  });

  it('encodes ids as one path segment', async () => {
    answer = json(200, { data: sampleBooking });

    await api.getBooking('../x', 'b?1');

    expect(calls[0]?.url.pathname).toBe('/facilities/..%2Fx/bookings/b%3F1');
  });
});
