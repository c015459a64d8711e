import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceChange } from '../api/changes';
import { fakeFetch, json, readyConfig, validToken, type RecordedCall } from '../testing/fake-api';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import { sampleUser } from '../testing/samples/account';
import { sampleChargesResponse } from '../testing/samples/charges';
import { sampleDevelopmentContacts, sampleDevelopmentLocations, sampleDevelopmentsResponse } from '../testing/samples/developments';
import { signInWithAuthResult } from '../session';
import { endSession } from '../session/state';
import { $charges } from './charges';
import { $developments } from './developments';
import { developmentContactsStore, developmentLocationsStore } from './development-contacts';

const BASE = 'https://api.example.test';
let calls: RecordedCall[];
let answer: (call: RecordedCall) => Response | Promise<Response>;
const stops: (() => void)[] = [];

function signIn(): void {
  signInWithAuthResult({ authToken: validToken(sampleUser.id), refreshToken: 'refresh-olivia', user: sampleUser });
}

/** Reads `$store` as a view does, until the test ends. */
function read(store: { listen: (listener: () => void) => () => void }): void {
  stops.push(store.listen(() => undefined));
}

const developmentsCalls = () => calls.filter((call) => call.path === '/developments');

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  endSession();
  answer = (call) => (call.path === '/charges' ? json(200, { data: sampleChargesResponse }) : json(200, { data: sampleDevelopmentsResponse }));
  const server = fakeFetch((call) => answer(call));
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
  signIn();
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  endSession();
});

describe('the stores of server resources', () => {
  it('sends one request for every reader of the page, and validates the answer', async () => {
    read($developments);
    read($developments);
    read($developments);
    await vi.waitFor(() => expect($developments.get().data).toEqual(sampleDevelopmentsResponse.developments));
    expect(developmentsCalls()).toHaveLength(1);
  });

  it('holds the ApiError of a failure, keeps no failure for the next reader, and loads on revalidate', async () => {
    answer = () => json(500, { messages: ['Database unavailable.'] });
    read($charges);
    await vi.waitFor(() => expect($charges.get().error).toMatchObject({ name: 'ApiError', messages: ['Database unavailable.'] }));
    answer = () => json(200, { data: sampleChargesResponse });
    $charges.revalidate();
    await vi.waitFor(() => expect($charges.get().data).toEqual(sampleChargesResponse));
    expect($charges.get().error).toBeUndefined();
  });

  it('loads nothing signed out, is emptied by sign-out, and drops an answer that lands after it', async () => {
    endSession();
    read($developments);
    expect(calls).toEqual([]);
    signIn();
    await vi.waitFor(() => expect($developments.get().data).toBeDefined());
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise<Response>((resolve) => (release = resolve));
    $developments.revalidate();
    await vi.waitFor(() => expect(developmentsCalls()).toHaveLength(2));
    endSession();
    await vi.waitFor(() => expect($developments.get().data).toBeUndefined());
    release(json(200, { data: { developments: [] } }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($developments.get().data).toBeUndefined();
    // The next user's page reads afresh: nothing of the previous session was kept.
    answer = () => json(200, { data: sampleDevelopmentsResponse });
    signIn();
    await vi.waitFor(() => expect($developments.get().data).toEqual(sampleDevelopmentsResponse.developments));
    expect(developmentsCalls()).toHaveLength(3);
  });

  it('reads again when the tab becomes visible and when the browser is back online, past the 4 s of reuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    read($charges);
    await vi.waitFor(() => expect($charges.get().data).toBeDefined());
    const chargesCalls = () => calls.filter((call) => call.path === '/charges');
    window.dispatchEvent(new Event('visibilitychange'));
    expect(chargesCalls()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 5_000);
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(chargesCalls()).toHaveLength(2));
    vi.setSystemTime(Date.now() + 5_000);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(chargesCalls()).toHaveLength(3));
  });

  it('reads again, in place, after a change the store depends on', async () => {
    read($developments);
    read($charges);
    await vi.waitFor(() => expect($developments.get().data).toBeDefined());
    announceChange('/tickets', null);
    announceChange('/premises/p-flat-1', null);
    await vi.waitFor(() => expect(developmentsCalls()).toHaveLength(2));
    // Kept while it is read again: a view shows no spinner.
    expect($developments.get().data).toBeDefined();
    expect(calls.filter((call) => call.path === '/charges')).toHaveLength(1);
  });

  it("keeps one store of contacts and one of places per development, each read once for all its readers", async () => {
    answer = (call) =>
      call.path.endsWith('/contacts') ? json(200, { data: sampleDevelopmentContacts }) : json(200, { data: sampleDevelopmentLocations });
    read(developmentContactsStore('dev-riverside-wharf'));
    read(developmentContactsStore('dev-riverside-wharf'));
    read(developmentContactsStore('dev-elm-court'));
    read(developmentLocationsStore('dev-riverside-wharf'));
    await vi.waitFor(() => expect(developmentLocationsStore('dev-riverside-wharf').get().data).toEqual(sampleDevelopmentLocations.locations));
    await vi.waitFor(() => expect(developmentContactsStore('dev-elm-court').get().data).toEqual(sampleDevelopmentContacts.contacts));
    expect(developmentContactsStore('dev-riverside-wharf')).toBe(developmentContactsStore('dev-riverside-wharf'));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/developments/dev-elm-court/contacts',
      '/developments/dev-riverside-wharf/contacts',
      '/developments/dev-riverside-wharf/locations',
    ]);
  });
});
