import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, readyConfig, validToken, type RecordedCall } from '../testing/fake-api';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import { sampleChargesResponse, sampleUser } from '../schemas/samples';
import { signInWithAuthResult } from '../session';
import { endSession } from '../session/state';
import { $charges, loadCharges } from '.';

const BASE = 'https://api.example.test';

/** Answers `GET /charges` with what `answer` gives, one call at a time. */
function serve(answer: () => Response | Promise<Response>): RecordedCall[] {
  const server = fakeFetch(answer);
  vi.stubGlobal('fetch', server.fetch);
  return server.calls;
}

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  endSession();
  signInWithAuthResult({ authToken: validToken(sampleUser.id), refreshToken: 'refresh-olivia', user: sampleUser });
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('$charges and loadCharges', () => {
  it('starts idle, is loading while GET /charges is in flight, then holds the charges', async () => {
    const calls = serve(() => json(200, { data: sampleChargesResponse }));
    expect($charges.get()).toEqual({ status: 'idle' });
    const loading = loadCharges();
    expect($charges.get()).toEqual({ status: 'loading' });
    await loading;
    expect($charges.get()).toEqual({ status: 'loaded', charges: sampleChargesResponse });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /charges']);
  });

  it('sends one request for calls made while one is in flight', async () => {
    const calls = serve(() => json(200, { data: sampleChargesResponse }));
    await Promise.all([loadCharges(), loadCharges(), loadCharges()]);
    expect(calls).toHaveLength(1);
    await loadCharges();
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['a 500 with messages', () => json(500, { messages: ['Database unavailable.'] }), `${en['errors.charges']} Database unavailable.`],
    ['a 500 without a body', () => new Response('<h1>Bad gateway</h1>', { status: 502 }), `${en['errors.charges']} The server could not complete the request (status 502).`],
    ['a malformed answer', () => json(200, { data: { totalBalance: 'lots', developments: [] } }), `${en['errors.charges']} ${en['api.invalidResponse']}`],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), `${en['errors.charges']} ${en['api.network']}`],
  ])('fails with the spec 1 §8 text and the cause on %s, and loads on the next try', async (_name, failure, message) => {
    let answers = 0;
    serve(() => (++answers === 1 ? failure() : json(200, { data: sampleChargesResponse })));
    await loadCharges();
    expect($charges.get()).toEqual({ status: 'failed', message });
    expect(t('errors.charges')).toBe('Something went wrong while fetching the charges.');
    await loadCharges();
    expect($charges.get().status).toBe('loaded');
  });

  it('fails as a time-out when the API does not answer in time', async () => {
    vi.useFakeTimers();
    try {
      serve(() => new Promise<Response>(() => {}));
      const loading = loadCharges();
      await vi.advanceTimersByTimeAsync(20_000);
      await loading;
      expect($charges.get()).toEqual({ status: 'failed', message: `${en['errors.charges']} ${en['api.timeout']}` });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is emptied by sign-out, and an answer that arrives after it is dropped', async () => {
    let release: ((response: Response) => void) | undefined;
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    const loading = loadCharges();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    endSession();
    expect($charges.get()).toEqual({ status: 'idle' });
    release?.(json(200, { data: sampleChargesResponse }));
    await loading;
    expect($charges.get()).toEqual({ status: 'idle' });
  });
});
