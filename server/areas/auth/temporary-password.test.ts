// A password staff set is good only for choosing a new one: signing in with it answers a reset
// token and no session (after the MFA code, when the account has MFA), the token sets the new
// password once, the temporary password expires, wrong tries count in the rate limit, and every
// other way of setting a password clears the mark.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResult, MfaChallenge, PasswordChangeRequired } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { MFA_ACCOUNT_WINDOW_SECONDS } from './mfa';
import { authMessages } from './messages';
import { TEMPORARY_PASSWORD_SECONDS } from './temporary-password';
import { createTestUser, latestCode, latestLinkToken, otherCode, signIn } from './test-support';

const TEMPORARY = 'aB3$kLm9x';
const CHOSEN = 'Portal-Chosen-7';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

/** Ada Admin (global staff) sets the customer's password, as the staff screen does. */
async function staffReset(userId: string, newPassword = TEMPORARY, on: TestApi = api): Promise<void> {
  const { status } = await on.call(`/admin/users/${userId}/password`, { method: 'PUT', token: await on.tokenFor(demoIds.ada), body: { newPassword } });
  expect(status).toBe(200);
}

/** The token of a 403 that asks for a new password, its shape checked. */
function changeToken(answer: { status: number; body: unknown }): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  const [error, refusal] = validate(answer.body, PasswordChangeRequired);
  expect(error).toBeUndefined();
  expect(refusal!.messages).toEqual([authMessages.passwordChangeRequired]);
  expect(answer.body).not.toHaveProperty('authToken');
  return refusal!.passwordChangeToken;
}

const choose = (token: string, newPassword = CHOSEN) => api.call('/user/password', { method: 'PUT', token, body: { newPassword } });
const mark = async (userId: string) =>
  (await api.ctx.db.selectFrom('users').select('temporary_password_until').where('id', '=', userId).executeTakeFirstOrThrow()).temporary_password_until;
const passwordSignIns = async (userId: string) =>
  (
    await api.ctx.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('event', 'in', ['password', 'mfa'])
      .executeTakeFirstOrThrow()
  ).n;

describe('signing in with a password staff set', () => {
  it('issues no session but a token that sets a new password once; the new one signs in, the temporary one no more', async () => {
    const email = 'temporary.first@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);

    const token = changeToken(await signIn(api, email, TEMPORARY));
    // Not a sign-in: nothing in the access log, and the token is no access token.
    expect(await passwordSignIns(id)).toBe(0);
    expect(await api.ctx.accessTokens.verify(token)).toBeNull();
    expect((await api.call('/user', { token })).status).toBe(401);

    expect((await choose(token)).status).toBe(204);
    expect(await mark(id)).toBeNull();
    expect((await choose(token, 'Portal-Again-8')).status).toBe(401);
    const after = await signIn(api, email, CHOSEN);
    expect(after.status).toBe(200);
    expect(validate(after.body.data, AuthResult)[0]).toBeUndefined();
    expect(await passwordSignIns(id)).toBe(1);
    const old = await signIn(api, email, TEMPORARY);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ messages: [authMessages.wrongCredentials] });
  });

  it('answers a wrong password as any wrong password, and the ordinary password no more', async () => {
    const email = 'temporary.wrong@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);
    for (const password of ['Portal-Demo-1', 'aB3$kLm9y']) {
      const answer = await signIn(api, email, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ messages: [authMessages.wrongCredentials] });
    }
  });

  it('works for TEMPORARY_PASSWORD_SECONDS; after that it does not sign in at all and "forgot password" is the way', async () => {
    const email = 'temporary.late@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);
    api.advanceClock(TEMPORARY_PASSWORD_SECONDS - 60);
    changeToken(await signIn(api, email, TEMPORARY));
    api.advanceClock(61);
    const late = await signIn(api, email, TEMPORARY);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ messages: [authMessages.temporaryPasswordExpired] });

    expect((await api.call('/user/forgotten-password', { method: 'POST', body: { email } })).status).toBe(204);
    expect((await choose(await latestLinkToken(api, email, 'reset-password'))).status).toBe(204);
    expect(await mark(id)).toBeNull();
    expect((await signIn(api, email, CHOSEN)).status).toBe(200);
  });

  it('with MFA on, asks for the code first; the code step then answers the token instead of a session', async () => {
    api.advanceClock(MFA_ACCOUNT_WINDOW_SECONDS + 1);
    const email = 'temporary.mfa@example.com';
    const id = await createTestUser(api, { email, mfa: true });
    await staffReset(id);

    const first = await signIn(api, email, TEMPORARY);
    expect(first.status).toBe(403);
    expect(validate(first.body, MfaChallenge)[0]).toBeUndefined();
    expect(first.body).not.toHaveProperty('passwordChangeToken');
    const mfaLogin = (code: string) => api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: first.body.mfaToken, code } });
    const code = await latestCode(api, email);
    expect((await mfaLogin(otherCode(code))).status).toBe(401);
    const token = changeToken(await mfaLogin(code));
    expect(await passwordSignIns(id)).toBe(0);

    expect((await choose(token)).status).toBe(204);
    const again = await signIn(api, email, CHOSEN);
    expect(again.status).toBe(403);
    const done = await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: again.body.mfaToken, code: await latestCode(api, email) } });
    expect(done.status).toBe(200);
  });

  it('ends a sign-in that waits for its code when staff set the password: it was started with the old one', async () => {
    api.advanceClock(MFA_ACCOUNT_WINDOW_SECONDS + 1);
    const email = 'temporary.midway@example.com';
    const id = await createTestUser(api, { email, mfa: true });
    const started = await signIn(api, email);
    expect(started.status).toBe(403);
    const code = await latestCode(api, email);
    await staffReset(id);
    const answer = await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: started.body.mfaToken, code } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ messages: [authMessages.mfaSignInExpired] });
  });

  it('asks a customer whose address is not confirmed to confirm it first, as any password does', async () => {
    const email = 'temporary.unconfirmed@example.com';
    const id = await createTestUser(api, { email, confirmed: false });
    await staffReset(id);
    const answer = await signIn(api, email, TEMPORARY);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ messages: [authMessages.emailNotConfirmed] });
  });
});

describe('the other ways of setting a password clear the mark', () => {
  it('a reset link: the password then signs in as any', async () => {
    const email = 'temporary.link@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);
    expect(await mark(id)).not.toBeNull();
    await api.call('/user/forgotten-password', { method: 'POST', body: { email } });
    expect((await choose(await latestLinkToken(api, email, 'reset-password'))).status).toBe(204);
    expect(await mark(id)).toBeNull();
    expect((await signIn(api, email, CHOSEN)).status).toBe(200);
  });

  it('PUT /user/new-password, which takes the temporary password as the current one from a user signed in another way', async () => {
    const email = 'temporary.settings@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);
    // Single sign-on does not use the password: the only way to be signed in with one set by staff.
    const ssoToken = (await api.call(`/dev/sso-token?email=${encodeURIComponent(email)}`)).body.data.token;
    const session = await api.call('/user/login', { method: 'POST', body: { method: 'sso', token: ssoToken } });
    expect(session.status).toBe(200);
    const authToken = session.body.data.authToken as string;

    // It proves nothing else: turning MFA off with it is refused.
    const off = await api.call('/user/mfa', { method: 'PUT', token: authToken, body: { multifactorEnabled: false, currentPassword: TEMPORARY } });
    expect(off.status).toBe(401);
    expect(off.body).toEqual({ messages: [authMessages.temporaryPasswordOnlyForChange] });

    const changed = await api.call('/user/new-password', { method: 'PUT', token: authToken, body: { currentPassword: TEMPORARY, newPassword: CHOSEN } });
    expect(changed.status).toBe(204);
    expect(await mark(id)).toBeNull();
    expect((await signIn(api, email, CHOSEN)).status).toBe(200);
  });

  it('PUT /user/new-password refuses a temporary password that has expired', async () => {
    const email = 'temporary.settings-late@example.com';
    const id = await createTestUser(api, { email });
    await staffReset(id);
    api.advanceClock(TEMPORARY_PASSWORD_SECONDS + 1);
    const authToken = await api.tokenFor(id);
    const answer = await api.call('/user/new-password', { method: 'PUT', token: authToken, body: { currentPassword: TEMPORARY, newPassword: CHOSEN } });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ messages: [authMessages.temporaryPasswordExpired] });
    expect(await mark(id)).not.toBeNull();
  });
});

describe('the sign-in rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startTestApi({ rateLimit: { max: 3, windowSeconds: 60 } });
  });
  afterAll(() => limited.close());

  it('counts wrong temporary passwords like any wrong password: past the limit even the right one is refused', async () => {
    const email = 'temporary.limit@example.com';
    const id = await createTestUser(limited, { email });
    await staffReset(id, TEMPORARY, limited);
    for (const password of ['aB3$kLm9a', 'aB3$kLm9b', 'aB3$kLm9c']) expect((await signIn(limited, email, password)).status).toBe(401);
    const right = await signIn(limited, email, TEMPORARY);
    expect(right.status).toBe(429);
    expect(right.body).not.toHaveProperty('passwordChangeToken');
  });
});
