import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { londonDateTime } from './profile-input';

let api: TestApi;
let olivia: string;
let sam: string;
beforeAll(async () => {
  api = await startTestApi();
  olivia = await api.tokenFor(demoIds.olivia);
  sam = await api.tokenFor(demoIds.sam);
});
afterAll(() => api.close());

describe('londonDateTime (spec 1 §3: yyyy-MM-dd HH:mm:ss)', () => {
  it.each([
    ['2026-07-01T08:30:05.000Z', '2026-07-01 09:30:05'], // British Summer Time
    ['2026-12-31T23:59:59.000Z', '2026-12-31 23:59:59'], // Greenwich Mean Time
    ['2026-03-29T01:00:00.000Z', '2026-03-29 02:00:00'], // the clocks go forward
    ['2026-06-30T23:30:00.000Z', '2026-07-01 00:30:00'], // after midnight, not 24:30
  ])('%s is %s in London', (instant, local) => {
    expect(londonDateTime(new Date(instant))).toBe(local);
  });
});

describe('POST /feedback', () => {
  it('stores a rating and remembers the answer on the user (spec 1 §4)', async () => {
    const before = londonDateTime(api.ctx.now());
    const { status, body } = await api.call('/feedback', { method: 'POST', token: olivia, body: { rating: 5 } });
    expect(status).toBe(204);
    expect(body).toBeNull();
    const user = (await api.call('/user', { token: olivia })).body.data;
    expect(validate(user, User)[0]).toBeUndefined();
    expect(user.feedbackInformation.lastResponse).toBe(5);
    expect(user.feedbackInformation.datetime >= before && user.feedbackInformation.datetime <= londonDateTime(api.ctx.now())).toBe(true);
    // Sam has not answered.
    expect((await api.call('/user', { token: sam })).body.data.feedbackInformation).toEqual({ lastResponse: null, datetime: null });
  });

  it('stores a message with its rating, trimmed', async () => {
    expect((await api.call('/feedback', { method: 'POST', token: sam, body: { rating: 2, message: '  The lift is often out of order.  ' } })).status).toBe(204);
    const row = await api.ctx.db.selectFrom('feedback').select(['rating', 'message']).where('user_id', '=', demoIds.sam).executeTakeFirst();
    expect(row).toEqual({ rating: 2, message: 'The lift is often out of order.' });
    expect((await api.call('/user', { token: sam })).body.data.feedbackInformation.lastResponse).toBe(2);
  });

  it('is 401 without a token or with a bad one', async () => {
    expect((await api.call('/feedback', { method: 'POST', body: { rating: 4 } })).status).toBe(401);
    expect((await api.call('/feedback', { method: 'POST', body: { rating: 4 }, token: 'x.y.z' })).status).toBe(401);
  });

  it('is 403 for a client or staff, and stores nothing (spec 1 §6: the feedback tab is the customer role\u2019s)', async () => {
    for (const userId of [demoIds.clara, demoIds.ada, demoIds.otto]) {
      const { status, body } = await api.call('/feedback', { method: 'POST', body: { rating: 4 }, token: await api.tokenFor(userId) });
      expect(status, userId).toBe(403);
      expect(body.messages).toEqual(['Only residents can send feedback on the portal.']);
      expect(await api.ctx.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst()).toEqual({ n: 0 });
    }
  });

  it.each<[string, unknown, string]>([
    ['not JSON', 'rating=5', 'The request body must be JSON.'],
    ['a missing rating', { message: 'Hello' }, 'rating: is required'],
    ['a rating of 0', { rating: 0 }, 'rating: must be between 1 and 5'],
    ['a rating of 6', { rating: 6 }, 'rating: must be between 1 and 5'],
    ['a fractional rating', { rating: 4.5 }, 'rating: must be a whole number'],
    ['a rating as text', { rating: '5' }, 'rating: must be a whole number'],
    ['a blank message', { rating: 2, message: '   ' }, 'message: must not be blank'],
    ['an over-long message', { rating: 2, message: 'x'.repeat(3001) }, 'message: must be at most 3000 characters'],
    ['an unknown field', { rating: 2, page: '/dashboard' }, 'page: is not an allowed field'],
  ])('answers 400 with messages for %s', async (_case, body, message) => {
    const answer = await api.call('/feedback', { method: 'POST', token: olivia, body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toContain(message);
  });
});

describe('POST /support', () => {
  it('stores the message with the error and page, for the signed-in user', async () => {
    const body = { message: ' The statement for Flat 1 does not load. ', errorType: 'An error occured', page: '/charges/pre-riverside-flat-1/statement' };
    const answer = await api.call('/support', { method: 'POST', token: olivia, body });
    expect(answer.status).toBe(204);
    const row = await api.ctx.db.selectFrom('support_requests').select(['message', 'error_type', 'page']).where('user_id', '=', demoIds.olivia).executeTakeFirst();
    expect(row).toEqual({ message: 'The statement for Flat 1 does not load.', error_type: 'An error occured', page: '/charges/pre-riverside-flat-1/statement' });
  });

  it('takes the message alone', async () => {
    expect((await api.call('/support', { method: 'POST', token: sam, body: { message: 'Help', errorType: '', page: null } })).status).toBe(204);
    expect(await api.ctx.db.selectFrom('support_requests').select(['error_type', 'page']).where('user_id', '=', demoIds.sam).executeTakeFirst()).toEqual({ error_type: null, page: null });
  });

  it('is 401 without a token', async () => {
    expect((await api.call('/support', { method: 'POST', body: { message: 'Help' } })).status).toBe(401);
  });

  it.each<[string, unknown, string]>([
    ['not JSON', '<message>Help</message>', 'The request body must be JSON.'],
    ['a missing message', { page: '/dashboard' }, 'message: is required'],
    ['a blank message', { message: ' ' }, 'message: must not be blank'],
    ['an over-long message', { message: 'x'.repeat(3001) }, 'message: must be at most 3000 characters'],
    ['an over-long error type', { message: 'Help', errorType: 'x'.repeat(201) }, 'errorType: must be at most 200 characters'],
    ['an over-long page', { message: 'Help', page: `/${'x'.repeat(2000)}` }, 'page: must be at most 2000 characters'],
    ['a wrong type', { message: ['Help'] }, 'message: must be text'],
    ['an unknown field', { message: 'Help', email: 'me@example.com' }, 'email: is not an allowed field'],
  ])('answers 400 with messages for %s', async (_case, body, message) => {
    const answer = await api.call('/support', { method: 'POST', token: olivia, body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toContain(message);
  });
});
