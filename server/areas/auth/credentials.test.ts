import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { validate } from 'superstruct';
import { User, type AuthResult } from '../../../core/schemas';
import { MfaSwitchChallenge } from '../../../core/schemas/settings';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds, DEMO_PASSWORD } from '../core';
import { authMessages } from './messages';
import { createTestUser, latestCode, otherCode, outbox, signIn } from './test-support';

// Each test hashes or checks passwords with scrypt (N=2^15) a few times over: past the default
// 5 s when two test files share two busy cores.
vi.setConfig({ testTimeout: 30_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

/** A fresh account signed in with a real session (so "the other sessions" can be told apart). */
async function signedIn(email: string, password = DEMO_PASSWORD): Promise<AuthResult> {
  await createTestUser(api, { email, password });
  const { status, body } = await signIn(api, email, password);
  expect(status).toBe(200);
  return body.data as AuthResult;
}

const changePassword = (token: string, body: unknown) => api.call('/user/new-password', { method: 'PUT', token, body });
const startSwitch = (token: string) => api.call('/user/mfa/start', { method: 'POST', token });
const switchMfa = (token: string, body: unknown) => api.call('/user/mfa', { method: 'PUT', token, body });

describe('PUT /user/new-password', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const email = 'change.me@example.com';
    const session = await signedIn(email);
    const other = (await signIn(api, email)).body.data as AuthResult;

    const { status, body } = await changePassword(session.authToken, { currentPassword: DEMO_PASSWORD, newPassword: 'Portal-Demo-7' });
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await signIn(api, email)).status).toBe(401);
    expect((await signIn(api, email, 'Portal-Demo-7')).status).toBe(200);
    expect((await api.call('/user', { token: session.authToken })).status).toBe(200);
    expect((await api.call('/user/token', { token: session.refreshToken })).status).toBe(200);
    expect((await api.call('/user', { token: other.authToken })).status).toBe(401);
    expect((await api.call('/user/token', { token: other.refreshToken })).status).toBe(401);
  });

  it('answers 401 Incorrect current password for a wrong current password, and changes nothing', async () => {
    const email = 'wrong.current@example.com';
    const session = await signedIn(email);
    const { status, body } = await changePassword(session.authToken, { currentPassword: 'Not-The-Password-1', newPassword: 'Portal-Demo-7' });
    expect(status).toBe(401);
    expect(body).toEqual({ messages: [authMessages.currentPasswordWrong] });
    expect((await signIn(api, email)).status).toBe(200);
    // The 401 is about the password typed, not the session, which goes on.
    expect((await api.call('/user', { token: session.authToken })).status).toBe(200);
  });

  it('applies the strength rule of sign-up and reset, and the 8 to 64 limits', async () => {
    const session = await signedIn('weak.new@example.com');
    const weak = await changePassword(session.authToken, { currentPassword: DEMO_PASSWORD, newPassword: 'aaaaaaaa' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.newPassword).toEqual(['must contain a letter, a digit and at least four different characters']);
    const short = await changePassword(session.authToken, { currentPassword: DEMO_PASSWORD, newPassword: 'Ab-1' });
    expect(short.status).toBe(400);
    expect(short.body.messages).toEqual(['newPassword: must be at least 8 characters']);
  });

  it.each([
    ['not JSON', '{"currentPassword":'],
    ['no current password', { newPassword: 'Portal-Demo-7' }],
    ['a blank current password', { currentPassword: '', newPassword: 'Portal-Demo-7' }],
    ['an unknown field', { currentPassword: DEMO_PASSWORD, newPassword: 'Portal-Demo-7', confirm: 'Portal-Demo-7' }],
  ])('answers 400 for %s', async (_name, body) => {
    const token = await api.tokenFor(demoIds.olivia);
    const answer = await api.call('/user/new-password', { method: 'PUT', token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('the multi-factor switch', () => {
  it('turns MFA on with the code e-mailed by POST /user/mfa/start; sign-in then asks for a code', async () => {
    const email = 'switch.on@example.com';
    const session = await signedIn(email);
    const started = await startSwitch(session.authToken);
    expect(started.status).toBe(200);
    const [error, challenge] = validate(started.body.data, MfaSwitchChallenge);
    expect(error).toBeUndefined();
    expect(challenge!.email).toBe(email);
    const [message] = await outbox(api, email);
    expect(message!.subject).toBe('Confirm multi-factor authentication for Portico');
    const code = await latestCode(api, email);

    const wrong = await switchMfa(session.authToken, { multifactorEnabled: true, challengeToken: challenge!.challengeToken, code: otherCode(code) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.messages).toEqual([authMessages.mfaCodeWrong]);

    const { status, body } = await switchMfa(session.authToken, { multifactorEnabled: true, challengeToken: challenge!.challengeToken, code });
    expect(status).toBe(200);
    expect(validate(body.data, User)[1]!.multiFactorPreferences.multifactorEnabled).toBe(true);
    const login = await signIn(api, email);
    expect(login.status).toBe(403);
    expect(login.body.mfaToken).toBeTruthy();

    // The code is used up; the answer says to ask for a new one (not to sign in again, as a sign-in's would).
    const again = await switchMfa(session.authToken, { multifactorEnabled: true, challengeToken: challenge!.challengeToken, code });
    expect(again.status).toBe(401);
    expect(again.body.messages).toEqual([authMessages.mfaSwitchLocked]);
  });

  it('turns MFA off with the current password only', async () => {
    const email = 'switch.off@example.com';
    const userId = await createTestUser(api, { email, mfa: true });
    const token = await api.tokenFor(userId);

    const wrong = await switchMfa(token, { multifactorEnabled: false, currentPassword: 'Not-The-Password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.messages).toEqual([authMessages.currentPasswordWrong]);
    expect((await signIn(api, email)).status).toBe(403);

    const { status, body } = await switchMfa(token, { multifactorEnabled: false, currentPassword: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.data.multiFactorPreferences).toEqual({ multifactorEnabled: false });
    expect((await signIn(api, email)).status).toBe(200);
  });

  it("refuses another user's challenge, and a sign-in's MFA token in place of the switch's", async () => {
    const olivia = await api.tokenFor(demoIds.olivia);
    const other = await signedIn('someone.else@example.com');
    const theirs = (await startSwitch(other.authToken)).body.data.challengeToken as string;
    const code = await latestCode(api, 'someone.else@example.com');
    expect((await switchMfa(olivia, { multifactorEnabled: true, challengeToken: theirs, code })).status).toBe(401);

    const mia = await signIn(api, 'mfa@example.com');
    const miaToken = await api.tokenFor(demoIds.mia);
    const signInCode = await latestCode(api, 'mfa@example.com');
    const refused = await switchMfa(miaToken, { multifactorEnabled: true, challengeToken: mia.body.mfaToken, code: signInCode });
    expect(refused.status).toBe(401);
    expect(refused.body.messages).toEqual([authMessages.mfaSwitchExpired]);
    // And the switch's token cannot complete a sign-in.
    const login = await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: theirs, code } });
    expect(login.status).toBe(401);
  });

  it.each([
    ['no multifactorEnabled', { code: '123456', challengeToken: 'x' }],
    ['on without a code', { multifactorEnabled: true, challengeToken: 'x' }],
    ['on with a 5-digit code', { multifactorEnabled: true, challengeToken: 'x', code: '12345' }],
    ['off without the password', { multifactorEnabled: false }],
    ['off with a code instead', { multifactorEnabled: false, code: '123456' }],
    ['a string for multifactorEnabled', { multifactorEnabled: 'false', currentPassword: DEMO_PASSWORD }],
  ])('answers 400 for %s', async (_name, body) => {
    const answer = await switchMfa(await api.tokenFor(demoIds.sam), body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('rate limits', () => {
  it('limits password changes and MFA switches per account like sign-in (429 with Retry-After)', async () => {
    const limited = await startTestApi({ rateLimit: { max: 3, windowSeconds: 60 } });
    try {
      const token = await limited.tokenFor(demoIds.sam);
      const wrong = { currentPassword: 'Not-The-Password-1', newPassword: 'Portal-Demo-7' };
      for (let attempt = 0; attempt < 3; attempt++) expect((await limited.call('/user/new-password', { method: 'PUT', token, body: wrong })).status).toBe(401);
      const blocked = await limited.call('/user/new-password', { method: 'PUT', token, body: { ...wrong, currentPassword: DEMO_PASSWORD } });
      expect(blocked.status).toBe(429);
      expect(blocked.body.messages).toEqual([authMessages.tooManyAttempts]);
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);

      const off = { multifactorEnabled: false, currentPassword: 'Not-The-Password-1' };
      for (let attempt = 0; attempt < 3; attempt++) expect((await limited.call('/user/mfa', { method: 'PUT', token, body: off })).status).toBe(401);
      expect((await limited.call('/user/mfa', { method: 'PUT', token, body: off })).status).toBe(429);
      for (let attempt = 0; attempt < 3; attempt++) expect((await limited.call('/user/mfa/start', { method: 'POST', token })).status).toBe(200);
      expect((await limited.call('/user/mfa/start', { method: 'POST', token })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
