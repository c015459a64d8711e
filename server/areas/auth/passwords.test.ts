import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResult } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { DEMO_PASSWORD } from '../core';
import { sendEmailConfirmation } from '.';
import { EMAIL_LINK_SECONDS } from './email-links';
import { authMessages } from './messages';
import { createTestUser, latestLinkToken, outbox, signIn } from './test-support';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

const forgotten = (email: string) => api.call('/user/forgotten-password', { method: 'POST', body: { email } });
const resetPassword = (token: string | null, newPassword: string) => api.call('/user/password', { method: 'PUT', token, body: { newPassword } });
const confirmEmail = (token: string) => api.call('/user/confirm-email', { method: 'POST', body: { token } });

async function resetToken(email: string): Promise<string> {
  expect((await forgotten(email)).status).toBe(204);
  return latestLinkToken(api, email, 'reset-password');
}

describe('POST /user/forgotten-password', () => {
  it('answers the same 204 whether or not the address has an account', async () => {
    const known = await forgotten('owner@example.com');
    const unknown = await forgotten('nobody.here@example.com');
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(204);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox(api, 'nobody.here@example.com')).toEqual([]);
  });

  it('e-mails a link to the portal’s reset page', async () => {
    await forgotten('Owner@Example.com');
    const [message] = await outbox(api, 'owner@example.com');
    expect(message).toMatchObject({ to: 'owner@example.com', channel: 'email' });
    expect(message!.body).toMatch(/http:\/\/localhost:4200\/reset-password\/[A-Za-z0-9_-]{43}\b/);
  });
});

describe('PUT /user/password', () => {
  it('sets the new password, uses the link up and ends every session of the user', async () => {
    const email = 'reset.me@example.com';
    await createTestUser(api, { email });
    const sessions = [(await signIn(api, email)).body.data as AuthResult, (await signIn(api, email)).body.data as AuthResult];
    const token = await resetToken(email);

    const { status, body } = await resetPassword(token, 'Portal-Demo-2');
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await signIn(api, email)).status).toBe(401);
    expect((await signIn(api, email, 'Portal-Demo-2')).status).toBe(200);
    for (const { refreshToken } of sessions) expect((await api.call('/user/token', { token: refreshToken })).status).toBe(401);

    const again = await resetPassword(token, 'Portal-Demo-3');
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ messages: [authMessages.linkInvalid] });
    expect((await signIn(api, email, 'Portal-Demo-2')).status).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    const email = 'reset.late@example.com';
    await createTestUser(api, { email });
    const token = await resetToken(email);
    api.advanceClock(EMAIL_LINK_SECONDS['reset-password'] + 1);
    expect((await resetPassword(token, 'Portal-Demo-2')).status).toBe(401);
    expect((await signIn(api, email)).status).toBe(200);
  });

  it('honours only the newest link', async () => {
    const email = 'reset.twice@example.com';
    await createTestUser(api, { email });
    const older = await resetToken(email);
    const newer = await resetToken(email);
    expect((await resetPassword(older, 'Portal-Demo-2')).status).toBe(401);
    expect((await resetPassword(newer, 'Portal-Demo-2')).status).toBe(204);
  });

  it('refuses no token, an unknown token, an access token and a confirm-e-mail token with 401', async () => {
    const email = 'reset.wrong@example.com';
    const userId = await createTestUser(api, { email, confirmed: false });
    await sendEmailConfirmation(api.ctx, userId);
    const confirmToken = await latestLinkToken(api, email, 'confirm-email');
    for (const token of [null, 'no-such-token', await api.tokenFor(userId), confirmToken]) {
      const { status, body } = await resetPassword(token, 'Portal-Demo-2');
      expect(status).toBe(401);
      expect(body).toEqual({ messages: [authMessages.linkInvalid] });
    }
  });

  it('confirms the e-mail address, since the link reached it', async () => {
    const email = 'reset.unconfirmed@example.com';
    await createTestUser(api, { email, confirmed: false });
    await resetPassword(await resetToken(email), 'Portal-Demo-2');
    expect((await signIn(api, email, 'Portal-Demo-2')).status).toBe(200);
  });

  it('leaves the link usable when the new password is refused', async () => {
    const email = 'reset.short@example.com';
    await createTestUser(api, { email });
    const token = await resetToken(email);
    expect((await resetPassword(token, 'short')).status).toBe(400);
    expect((await resetPassword(token, 'Portal-Demo-2')).status).toBe(204);
  });
});

describe('POST /user/confirm-email', () => {
  it('confirms the address of the e-mailed link once, after which the user can sign in', async () => {
    const email = 'confirm.me@example.com';
    const userId = await createTestUser(api, { email, confirmed: false });
    expect((await signIn(api, email)).status).toBe(403);
    await sendEmailConfirmation(api.ctx, userId);
    const [message] = await outbox(api, email);
    expect(message!.body).toMatch(/http:\/\/localhost:4200\/confirm-email\/[A-Za-z0-9_-]{43}\b/);
    const token = await latestLinkToken(api, email, 'confirm-email');

    const { status, body } = await confirmEmail(token);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await signIn(api, email, DEMO_PASSWORD)).status).toBe(200);
    const again = await confirmEmail(token);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ messages: [authMessages.linkInvalid] });
  });

  it('refuses a link older than 72 hours, an unknown token and a reset token', async () => {
    const email = 'confirm.late@example.com';
    const userId = await createTestUser(api, { email, confirmed: false });
    await sendEmailConfirmation(api.ctx, userId);
    const token = await latestLinkToken(api, email, 'confirm-email');
    const reset = await resetToken(email);
    api.advanceClock(EMAIL_LINK_SECONDS['confirm-email'] + 1);
    for (const bad of [token, 'no-such-token', reset]) expect((await confirmEmail(bad)).status).toBe(401);
    expect((await signIn(api, email)).status).toBe(403);
  });

  it('keeps only hashes of the links’ tokens', async () => {
    const email = 'confirm.hash@example.com';
    await sendEmailConfirmation(api.ctx, await createTestUser(api, { email, confirmed: false }));
    const token = await latestLinkToken(api, email, 'confirm-email');
    const stored = await api.ctx.db.selectFrom('email_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    expect((await confirmEmail(token)).status).toBe(204);
  });
});

describe('a portal on another origin', () => {
  it('gets links to its own pages', async () => {
    const other = await startTestApi({ portalOrigin: 'https://portal.example.com' });
    try {
      await other.call('/user/forgotten-password', { method: 'POST', body: { email: 'owner@example.com' } });
      expect(await latestLinkToken(other, 'owner@example.com', 'reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [message] = await outbox(other, 'owner@example.com');
      expect(message!.body).toContain('https://portal.example.com/reset-password/');
    } finally {
      await other.close();
    }
  });
});
