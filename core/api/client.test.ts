import { defaulted, number, object, string, unknown } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import type { AuthResult, User } from '../schemas';
import { sampleUser } from '../testing/samples/account';
import { connectSession, type AuthSession } from './auth';
import { DEFAULT_TIMEOUT_MS, noData, request, type RequestOptions } from './client';
import { ApiError } from './error';
import {
  expiredToken,
  fakeFetch,
  json,
  networkFailure,
  noContent,
  validToken,
  type FakeHandler,
  type RecordedCall,
  readyConfig,
} from '../testing/fake-api';

const BASE = 'https://api.example.test';
const Thing = object({ n: number() });

type MemoryState = { authToken: string | null; refreshToken: string | null; user: User | null; ended: number };

/** A session as plain variables: what the client stores and clears is visible to the test. */
function memorySession(authToken: string | null, refreshToken: string | null) {
  const state: MemoryState = { authToken, refreshToken, user: null, ended: 0 };
  connectSession(memorySessionOf(state));
  return state;
}

/** The session whose tokens are `state`'s variables. */
function memorySessionOf(state: MemoryState): AuthSession {
  return {
    getAuthToken: () => state.authToken,
    getRefreshToken: () => state.refreshToken,
    storeAuthResult: (result) => {
      state.authToken = result.authToken;
      state.refreshToken = result.refreshToken;
      state.user = result.user;
    },
    clearAuthToken: () => {
      state.authToken = null;
    },
    endSession: () => {
      state.ended += 1;
      state.authToken = null;
      state.refreshToken = null;
    },
    refreshInFlight: null,
  };
}

function serve(handler: FakeHandler): RecordedCall[] {
  const server = fakeFetch(handler);
  vi.stubGlobal('fetch', server.fetch);
  return server.calls;
}

const refreshCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/user/token');
const authResult = (authToken: string, refreshToken: string): AuthResult => ({ authToken, refreshToken, user: sampleUser });
/** A promise the test settles when it chooses: a server answer held until the calls under test have all been made. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
const getThing = (extra: Partial<Omit<RequestOptions<unknown>, 'schema'>> = {}) =>
  request({ method: 'GET', path: '/things/1', schema: Thing, ...extra });

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(`${BASE}/`);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  memorySession(null, null);
});

describe('refresh', () => {
  it('20 concurrent calls with an expired token make exactly one refresh call and all 20 succeed', async () => {
    const fresh = validToken();
    const state = memorySession(expiredToken(), 'refresh-1');
    const refreshAnswer = gate();
    const calls = serve(async (call) => {
      if (call.path === '/user/token') {
        await refreshAnswer.opened;
        return call.bearer === 'refresh-1'
          ? json(200, { data: authResult(fresh, 'refresh-2') })
          : json(401, { messages: ['Invalid refresh token.'] });
      }
      return call.bearer === fresh ? json(200, { data: { n: 1 } }) : json(401, { messages: ['Unauthorised.'] });
    });

    const answers = Promise.all(Array.from({ length: 20 }, () => getThing()));
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    refreshAnswer.open();
    const results = await answers;

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ n: 1 })));
    expect(refreshCalls(calls)).toHaveLength(1);
    const thingCalls = calls.filter((call) => call.path === '/things/1');
    expect(thingCalls).toHaveLength(20);
    expect(thingCalls.every((call) => call.bearer === fresh)).toBe(true);
    // spec 1 §7: the refresh answer holds both tokens and the user; refresh tokens rotate.
    expect(state).toMatchObject({ authToken: fresh, refreshToken: 'refresh-2', user: sampleUser });
  });

  it('a failing refresh clears the auth token and the calls fail with a 401 ApiError', async () => {
    const state = memorySession(expiredToken(), 'refresh-1');
    const calls = serve(async (call) => {
      if (call.path === '/user/token') return json(401, { messages: ['Refresh token expired.'] });
      return json(200, { data: { n: 1 } });
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => getThing({ errorPrefix: 'Could not fetch the thing.' })),
    );

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'http', status: 401, messages: [t('api.sessionEnded')] });
      expect(error.message).toBe(`Could not fetch the thing. ${t('api.sessionEnded')}`);
    }
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/things/1')).toHaveLength(0);
    expect(state.authToken).toBeNull();
    // The server refused the refresh token: the session is over.
    expect(state.refreshToken).toBeNull();
    expect(state.ended).toBe(1);
  });

  it('a refresh that fails for a reason other than refusal keeps the refresh token for the next try', async () => {
    const fresh = validToken();
    const state = memorySession(expiredToken(), 'refresh-1');
    let serverDown = true;
    serve((call) => {
      if (call.path === '/user/token') {
        return serverDown ? json(503, { messages: ['Down for maintenance.'] }) : json(200, { data: authResult(fresh, 'refresh-2') });
      }
      return json(200, { data: { n: 1 } });
    });

    await expect(getThing()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(state).toMatchObject({ authToken: null, refreshToken: 'refresh-1', ended: 0 });

    serverDown = false;
    await expect(getThing()).resolves.toEqual({ n: 1 });
    expect(state).toMatchObject({ authToken: fresh, refreshToken: 'refresh-2' });
  });

  it('refreshes when the auth token is missing but a refresh token is stored (a new tab)', async () => {
    const fresh = validToken();
    memorySession(null, 'refresh-1');
    const calls = serve((call) =>
      call.path === '/user/token' ? json(200, { data: authResult(fresh, 'refresh-2') }) : json(200, { data: { n: 2 } }),
    );

    await expect(getThing()).resolves.toEqual({ n: 2 });
    expect(calls.map((call) => [call.path, call.bearer])).toEqual([
      ['/user/token', 'refresh-1'],
      ['/things/1', fresh],
    ]);
  });

  it('a 401 triggers one refresh and one retry', async () => {
    const fresh = validToken('fresh');
    const state = memorySession(validToken('revoked'), 'refresh-1');
    const calls = serve((call) => {
      if (call.path === '/user/token') return json(200, { data: authResult(fresh, 'refresh-2') });
      return call.bearer === fresh ? json(200, { data: { n: 3 } }) : json(401, { messages: ['Token revoked.'] });
    });

    await expect(getThing()).resolves.toEqual({ n: 3 });
    expect(calls.map((call) => call.path)).toEqual(['/things/1', '/user/token', '/things/1']);
    expect(state.authToken).toBe(fresh);
  });

  it('a retry that answers 401 again is final: no second refresh, no loop', async () => {
    memorySession(validToken('a'), 'refresh-1');
    let issued = 0;
    const calls = serve((call) => {
      if (call.path === '/user/token') return json(200, { data: authResult(validToken(`b${(issued += 1)}`), 'refresh-2') });
      return json(401, { messages: ['Incorrect current password'] });
    });

    const error = await getThing({ errorPrefix: 'Could not change the password.' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      messages: ['Incorrect current password'],
      message: 'Could not change the password. Incorrect current password',
    });
    expect(calls.map((call) => call.path)).toEqual(['/things/1', '/user/token', '/things/1']);
  });

  it('a 401 about a password or code in the body (credentialInBody) is final at once: no refresh, no second try', async () => {
    const state = memorySession(validToken('a'), 'refresh-1');
    const calls = serve(() => json(401, { messages: ['The current password is incorrect.'] }));

    const error = await request({ method: 'PUT', path: '/things/1', body: { currentPassword: 'x' }, schema: noData, credentialInBody: true }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'http', status: 401, messages: ['The current password is incorrect.'] });
    expect(calls.map((call) => call.path)).toEqual(['/things/1']);
    expect(state.refreshToken).toBe('refresh-1');
  });

  it('concurrent 401s share one refresh', async () => {
    const fresh = validToken('fresh');
    memorySession(validToken('revoked'), 'refresh-1');
    const refreshAnswer = gate();
    const calls = serve(async (call) => {
      if (call.path === '/user/token') {
        await refreshAnswer.opened;
        return json(200, { data: authResult(fresh, 'refresh-2') });
      }
      return call.bearer === fresh ? json(200, { data: { n: 4 } }) : json(401, { messages: ['Token revoked.'] });
    });

    const answers = Promise.all(Array.from({ length: 6 }, () => getThing()));
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    refreshAnswer.open();
    const results = await answers;

    expect(results).toHaveLength(6);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('a 401 answered after another call already refreshed retries with the new token without refreshing again', async () => {
    const fresh = validToken('fresh');
    const revoked = validToken('revoked');
    memorySession(revoked, 'refresh-1');
    // The slow call's 401 comes back only once the quick call has retried with the fresh token.
    const quickRetried = gate();
    const calls = serve(async (call) => {
      if (call.path === '/user/token') return json(200, { data: authResult(fresh, 'refresh-2') });
      if (call.path === '/things/1' && call.bearer === fresh) quickRetried.open();
      if (call.path === '/slow' && call.bearer === revoked) await quickRetried.opened;
      return call.bearer === fresh ? json(200, { data: { n: 5 } }) : json(401, { messages: ['Token revoked.'] });
    });

    const [slow, quick] = await Promise.all([
      request({ method: 'GET', path: '/slow', schema: Thing }),
      getThing(),
    ]);

    expect([slow, quick]).toEqual([{ n: 5 }, { n: 5 }]);
    expect(refreshCalls(calls)).toHaveLength(1);
  });

  it('a refresh refused because another tab rotated the token meanwhile is tried once more with the new token', async () => {
    const fresh = validToken('fresh');
    const state = memorySession(expiredToken(), 'refresh-1');
    const calls = serve((call) => {
      if (call.path === '/user/token' && call.bearer === 'refresh-1') {
        // The other tab's refresh lands first and its new refresh token reaches this tab.
        state.refreshToken = 'refresh-2';
        return json(401, { messages: ['Refresh token already used.'] });
      }
      if (call.path === '/user/token') return json(200, { data: authResult(fresh, 'refresh-3') });
      return json(200, { data: { n: 6 } });
    });

    await expect(getThing()).resolves.toEqual({ n: 6 });
    expect(refreshCalls(calls).map((call) => call.bearer)).toEqual(['refresh-1', 'refresh-2']);
    expect(state).toMatchObject({ refreshToken: 'refresh-3', ended: 0 });
  });
});

describe('refresh across tabs', () => {
  it("runs inside the session's refreshAlone, once for all concurrent calls, with the token it leaves", async () => {
    const fresh = validToken('fresh');
    const state = memorySession(expiredToken(), 'refresh-1');
    let otherTabDone!: () => void;
    const otherTab = new Promise<void>((resolve) => {
      otherTabDone = resolve;
    });
    const alone: string[] = [];
    connectSession({
      ...memorySessionOf(state),
      // Another tab holds the lock and rotates the shared refresh token before this tab's turn.
      refreshAlone: async (refresh) => {
        alone.push('waiting');
        await otherTab;
        state.refreshToken = 'refresh-2';
        return refresh();
      },
    });
    const calls = serve((call) =>
      call.path === '/user/token' ? json(200, { data: authResult(fresh, 'refresh-3') }) : json(200, { data: { n: 7 } }),
    );

    const answers = Promise.all([getThing(), getThing(), getThing()]);
    await vi.waitFor(() => expect(alone).toEqual(['waiting']));
    expect(refreshCalls(calls)).toHaveLength(0);
    otherTabDone();

    await expect(answers).resolves.toEqual([{ n: 7 }, { n: 7 }, { n: 7 }]);
    expect(alone).toEqual(['waiting']);
    expect(refreshCalls(calls).map((call) => call.bearer)).toEqual(['refresh-2']);
    expect(calls.filter((call) => call.path === '/things/1').map((call) => call.bearer)).toEqual([fresh, fresh, fresh]);
  });
});

describe('bearer', () => {
  it('is the auth token on an ordinary call', async () => {
    const token = validToken();
    memorySession(token, 'refresh-1');
    const calls = serve(() => json(200, { data: { n: 1 } }));

    await getThing();

    expect(calls).toMatchObject([{ method: 'GET', path: '/things/1', bearer: token }]);
    expect(calls[0]?.url.origin).toBe(BASE);
  });

  it('is absent when the call says auth: false (login), and no refresh happens', async () => {
    memorySession(expiredToken(), 'refresh-1');
    const calls = serve(() => json(200, { data: { n: 1 } }));

    await request({ method: 'POST', path: '/user/login', body: { method: 'sso', token: 'sso' }, auth: false, schema: Thing });

    expect(calls).toMatchObject([{ path: '/user/login', bearer: null }]);
  });

  it('is exactly the given token when the call names one (the refresh token, a reset token)', async () => {
    memorySession(validToken(), 'refresh-1');
    const calls = serve(() => json(200, { data: { n: 1 } }));

    await request({ method: 'PUT', path: '/user/password', body: { newPassword: 'Portal-Demo-2' }, auth: { bearer: 'reset-token' }, schema: Thing });

    expect(calls).toMatchObject([{ path: '/user/password', bearer: 'reset-token' }]);
  });

  it('is absent when signed out, and a 401 then is final', async () => {
    memorySession(null, null);
    const calls = serve(() => json(401, { messages: ['Please sign in.'] }));

    await expect(getThing()).rejects.toMatchObject({ status: 401, messages: ['Please sign in.'] });
    expect(calls).toMatchObject([{ path: '/things/1', bearer: null }]);
  });
});

describe('answers', () => {
  it('sends the body as JSON and leaves undefined query parameters out', async () => {
    memorySession(null, null);
    const calls = serve(() => json(200, { data: { n: 1 } }));

    await request({
      method: 'GET',
      path: '/charges/p1/statement',
      query: { fromDate: '2026-01-01', toDate: undefined },
      schema: Thing,
    });
    await request({ method: 'POST', path: '/feedback', body: { message: 'Good', rating: 4 }, schema: Thing });

    expect(calls[0]?.url.search).toBe('?fromDate=2026-01-01');
    expect(calls[1]).toMatchObject({ method: 'POST', body: { message: 'Good', rating: 4 } });
  });

  it('repeats the key of a list in the query, leaves null out and encodes what needs it', async () => {
    memorySession(null, null);
    const calls = serve(() => json(200, { data: { n: 1 } }));

    await request({ method: 'GET', path: '/things', query: { id: ['a', 'b'], q: 'rent & fees', page: 2, none: null }, schema: Thing });
    await request({ method: 'GET', path: '/things', query: { none: null }, schema: Thing });

    expect(calls[0]?.url.searchParams.getAll('id')).toEqual(['a', 'b']);
    expect(calls[0]?.url.searchParams.get('q')).toBe('rent & fees');
    expect(calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(calls[0]?.url.searchParams.has('none')).toBe(false);
    expect(calls[1]?.url.search).toBe('');
  });

  it('a 204 resolves to undefined when the schema allows it, and is a validation error when it does not', async () => {
    memorySession(null, null);
    serve(() => noContent());

    await expect(request({ method: 'GET', path: '/user/logout', schema: unknown() })).resolves.toBeUndefined();
    await expect(request({ method: 'GET', path: '/user/logout', schema: Thing })).rejects.toMatchObject({ kind: 'validation' });
  });

  it('a malformed response body becomes a validation ApiError', async () => {
    memorySession(null, null);
    const bodies = ['<html>Bad gateway</html>', '{"data": {"n": "one"}}', '{"n": 1}', '', 'null'];
    serve(() => new Response(bodies.shift(), { status: 200 }));

    for (let index = 0; index < 5; index += 1) {
      const error = await getThing({ errorPrefix: 'Could not fetch the thing.' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        kind: 'validation',
        status: 200,
        messages: [t('api.invalidResponse')],
        message: `Could not fetch the thing. ${t('api.invalidResponse')}`,
      });
    }
  });

  it('validates with coercion, so defaults written into a struct apply', async () => {
    memorySession(null, null);
    serve(() => json(200, { data: { n: 1 } }));
    const WithDefault = object({ n: number(), label: defaulted(string(), 'none') });

    await expect(request({ method: 'GET', path: '/x', schema: WithDefault })).resolves.toEqual({ n: 1, label: 'none' });
  });
});

describe('errors', () => {
  it("joins the server's messages with spaces after the prefix (spec 2 §8)", async () => {
    memorySession(null, null);
    serve(() =>
      json(422, { messages: ['Subject is required.', 'Message is too long.'], fields: { subject: ['is required'] } }),
    );

    const error = await getThing({ errorPrefix: 'Could not create your request.' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'http',
      status: 422,
      messages: ['Subject is required.', 'Message is too long.'],
      fields: { subject: ['is required'] },
      message: 'Could not create your request. Subject is required. Message is too long.',
    });
  });

  it('without a prefix the message is the messages alone', async () => {
    memorySession(null, null);
    serve(() => json(400, { messages: ['Invitation key already used'] }));

    await expect(getThing()).rejects.toMatchObject({ message: 'Invitation key already used' });
  });

  it('an error body that is not the error shape still gives a readable message with the status', async () => {
    memorySession(null, null);
    serve(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));

    const error = await getThing({ errorPrefix: 'Could not fetch the thing.' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'http', status: 502, messages: [t('api.httpStatus', { status: 502 })] });
    expect((error as ApiError).message).toBe(`Could not fetch the thing. ${t('api.httpStatus', { status: 502 })}`);
  });

  it('carries the MFA token of a 403 login answer', async () => {
    memorySession(null, null);
    serve(() => json(403, { messages: ['A verification code has been sent.'], mfaToken: 'mfa-jwt' }));

    await expect(getThing({ auth: false })).rejects.toMatchObject({ status: 403, mfaToken: 'mfa-jwt' });
  });

  it('carries the password-change token of a 403 login answer to a temporary password, and none when the answer has none', async () => {
    memorySession(null, null);
    serve(() => json(403, { messages: ['Choose a new password to continue.'], passwordChangeToken: 'reset-token' }));
    await expect(getThing({ auth: false })).rejects.toMatchObject({ status: 403, passwordChangeToken: 'reset-token', mfaToken: undefined });

    serve(() => json(403, { messages: ['This account is locked.'] }));
    await expect(getThing({ auth: false })).rejects.toMatchObject({ status: 403, passwordChangeToken: undefined, messages: ['This account is locked.'] });
  });

  it('a network failure is kind network', async () => {
    memorySession(null, null);
    serve(() => networkFailure());

    const error = await getThing({ errorPrefix: 'Unable to logout user.' }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ kind: 'network', status: undefined, messages: [t('api.network')] });
    expect((error as ApiError).message).toBe(`Unable to logout user. ${t('api.network')}`);
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('a call that does not answer in time is aborted and is kind timeout', async () => {
    memorySession(null, null);
    // The handler never answers: the call can only end by its signal aborting the fetch.
    const calls = serve(() => new Promise<Response>(() => undefined));

    const error = await getThing({ timeoutMs: 20, errorPrefix: 'Could not fetch the thing.' }).catch((caught: unknown) => caught);

    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'timeout', status: undefined, messages: [t('api.timeout')] });
    expect((error as ApiError).message).toBe(`Could not fetch the thing. ${t('api.timeout')}`);
  });

  it(`times out after ${DEFAULT_TIMEOUT_MS} ms by default`, async () => {
    vi.useFakeTimers();
    memorySession(null, null);
    serve(() => new Promise<Response>(() => undefined));
    let settled: unknown = 'pending';
    const pending = getThing().catch((caught: unknown) => {
      settled = caught;
    });

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(settled).toMatchObject({ kind: 'timeout' });
  });
});
