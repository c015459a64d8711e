import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, SignJWT } from 'jose';
import { validate } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthResult, MfaChallenge } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { authMessages } from './messages';
import { MFA_ACCOUNT_MAX_WRONG_CODES, MFA_ACCOUNT_WINDOW_SECONDS, MFA_CODE_SECONDS, MFA_MAX_WRONG_CODES, MFA_TOKEN_SECONDS } from './mfa';
import { SSO_TOKEN_SECONDS } from './sso';
import { createTestUser, latestCode, otherCode, outbox, signIn } from './test-support';

let api: TestApi;
beforeAll(async () => {
  // The rate limits have their own test file; here they must not get in the way.
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

const MIA = 'mfa@example.com';

function expectAuthResult(body: { data: unknown }, userId: string): AuthResult {
  const [error, result] = validate(body.data, AuthResult);
  expect(error).toBeUndefined();
  expect(result!.user.id).toBe(userId);
  return result!;
}

/** Mia's password step: the 403 with the MFA token. */
async function startMfa(): Promise<string> {
  const { status, body } = await signIn(api, MIA);
  expect(status).toBe(403);
  return body.mfaToken as string;
}

const mfaLogin = (token: string, code: string) => api.call('/user/login', { method: 'POST', body: { method: 'mfa', token, code } });

describe('POST /user/login by password', () => {
  it.each([
    ['owner@example.com', demoIds.olivia],
    ['subtenant@example.com', demoIds.sam],
    ['downgraded@example.com', demoIds.dee],
    ['client@example.com', demoIds.clara],
    ['director@example.com', demoIds.dora],
    ['admin@example.com', demoIds.ada],
    ['manager@example.com', demoIds.manny],
    ['officer@example.com', demoIds.otto],
  ])('signs in %s with the demo password', async (email, userId) => {
    const { status, body } = await signIn(api, email);
    expect(status).toBe(200);
    const result = expectAuthResult(body, userId);
    expect(await api.ctx.accessTokens.verify(result.authToken)).toBe(userId);
    expect(result.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes the e-mail address in any case', async () => {
    const { status, body } = await signIn(api, 'Owner@Example.COM');
    expect(status).toBe(200);
    expectAuthResult(body, demoIds.olivia);
  });

  it('answers one 401 message whether the e-mail or the password was wrong', async () => {
    const wrongPassword = await signIn(api, 'owner@example.com', 'Portal-Demo-2');
    const unknownAddress = await signIn(api, 'nobody@example.com');
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(401);
    expect(wrongPassword.body).toEqual({ messages: [authMessages.wrongCredentials] });
    expect(unknownAddress.body).toEqual(wrongPassword.body);
  });

  it('refuses an unconfirmed e-mail address with 403, only once the password is right', async () => {
    await createTestUser(api, { email: 'unconfirmed.signin@example.com', confirmed: false });
    const right = await signIn(api, 'unconfirmed.signin@example.com');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ messages: [authMessages.emailNotConfirmed] });
    const wrong = await signIn(api, 'unconfirmed.signin@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
  });
});

describe('POST /user/login with MFA', () => {
  // Each test in a fresh hour: the account's wrong codes of the tests before do not count.
  beforeEach(() => api.advanceClock(MFA_ACCOUNT_WINDOW_SECONDS + 1));

  it('answers 403 with an MFA token carrying the e-mail claim, and e-mails a code', async () => {
    const before = (await outbox(api, MIA)).length;
    const { status, body } = await signIn(api, MIA);
    expect(status).toBe(403);
    const [error] = validate(body, MfaChallenge);
    expect(error).toBeUndefined();
    expect(body.messages).toEqual([authMessages.mfaRequired]);
    const claims = decodeJwt(body.mfaToken);
    expect(claims).toMatchObject({ typ: 'mfa', sub: demoIds.mia, email: MIA });
    expect(claims.exp! - claims.iat!).toBe(MFA_TOKEN_SECONDS);
    const messages = await outbox(api, MIA);
    expect(messages).toHaveLength(before + 1);
    expect(messages[0]).toMatchObject({ to: MIA, channel: 'email' });
    expect(messages[0]!.body).toMatch(/\b\d{6}\b/);
    // The MFA token is no access token.
    expect(await api.ctx.accessTokens.verify(body.mfaToken)).toBeNull();
  });

  it('signs in with the code from the outbox, whitespace and all', async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    const { status, body } = await mfaLogin(token, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(status).toBe(200);
    expectAuthResult(body, demoIds.mia);
  });

  it('takes a code once', async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    expect((await mfaLogin(token, code)).status).toBe(200);
    const again = await mfaLogin(token, code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ messages: [authMessages.mfaCodeUsed] });
  });

  it('refuses a wrong code with 401 and still takes the right one', async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    const wrong = await mfaLogin(token, otherCode(code));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ messages: [authMessages.mfaCodeWrong] });
    expect((await mfaLogin(token, code)).status).toBe(200);
  });

  it('refuses a code after 10 minutes; a resent code works', async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    api.advanceClock(MFA_CODE_SECONDS + 1);
    const late = await mfaLogin(token, code);
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ messages: [authMessages.mfaCodeExpired] });
    expect((await api.call('/user/resend-mfa-code', { method: 'POST', body: { mfaToken: token } })).status).toBe(204);
    const fresh = await latestCode(api, MIA);
    const { status, body } = await mfaLogin(token, fresh);
    expect(status).toBe(200);
    expectAuthResult(body, demoIds.mia);
  });

  it('refuses the MFA token itself once it has expired', async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    api.advanceClock(MFA_TOKEN_SECONDS + 1);
    const { status, body } = await mfaLogin(token, code);
    expect(status).toBe(401);
    expect(body).toEqual({ messages: [authMessages.mfaSignInExpired] });
  });

  it(`locks after ${MFA_MAX_WRONG_CODES} wrong codes: the right code and a resend are refused too`, async () => {
    const token = await startMfa();
    const code = await latestCode(api, MIA);
    for (let attempt = 1; attempt < MFA_MAX_WRONG_CODES; attempt++) {
      expect((await mfaLogin(token, otherCode(code))).body).toEqual({ messages: [authMessages.mfaCodeWrong] });
    }
    const last = await mfaLogin(token, otherCode(code));
    expect(last.status).toBe(401);
    expect(last.body).toEqual({ messages: [authMessages.mfaLocked] });
    const right = await mfaLogin(token, code);
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ messages: [authMessages.mfaLocked] });
    const resend = await api.call('/user/resend-mfa-code', { method: 'POST', body: { mfaToken: token } });
    expect(resend.status).toBe(401);
    // A new sign-in starts again.
    const fresh = await startMfa();
    expect((await mfaLogin(fresh, await latestCode(api, MIA))).status).toBe(200);
  });

  it('resends a new code that replaces the old one, to the same address, and keeps counting the wrong tries', async () => {
    const token = await startMfa();
    const first = await latestCode(api, MIA);
    for (let attempt = 1; attempt < MFA_MAX_WRONG_CODES - 1; attempt++) await mfaLogin(token, otherCode(first));
    const resend = await api.call('/user/resend-mfa-code', { method: 'POST', body: { mfaToken: token } });
    expect(resend.status).toBe(204);
    expect(resend.body).toBeNull();
    const [message] = await outbox(api, MIA);
    expect(message).toMatchObject({ to: MIA, channel: 'email' });
    const second = await latestCode(api, MIA);
    // One more wrong try is the fourth of this sign-in; the fifth locks it, resend or not.
    expect((await mfaLogin(token, second === first ? otherCode(second) : first)).body).toEqual({ messages: [authMessages.mfaCodeWrong] });
    expect((await mfaLogin(token, otherCode(second))).body).toEqual({ messages: [authMessages.mfaLocked] });
    expect((await mfaLogin(token, second)).status).toBe(401);
  });

  it(`refuses every code once the account has had ${MFA_ACCOUNT_MAX_WRONG_CODES} wrong ones within the hour, whatever the sign-in`, async () => {
    for (let wrong = 0; wrong < MFA_ACCOUNT_MAX_WRONG_CODES; ) {
      const token = await startMfa();
      const code = await latestCode(api, MIA);
      for (let attempt = 1; attempt < MFA_MAX_WRONG_CODES && wrong < MFA_ACCOUNT_MAX_WRONG_CODES; attempt++, wrong++) {
        expect((await mfaLogin(token, otherCode(code))).status).toBe(401);
      }
    }
    const token = await startMfa();
    const right = await mfaLogin(token, await latestCode(api, MIA));
    expect(right.status).toBe(401);
    expect(right.body).toEqual({ messages: [authMessages.mfaAccountLocked] });
    // After the hour, a new sign-in works.
    api.advanceClock(MFA_ACCOUNT_WINDOW_SECONDS + 1);
    const later = await startMfa();
    expect((await mfaLogin(later, await latestCode(api, MIA))).status).toBe(200);
  });

  it('refuses a forged, tampered or wrong-purpose token with 401', async () => {
    const code = '123456';
    const forged = await new SignJWT({ typ: 'mfa', email: MIA })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(demoIds.mia)
      .setJti('mfa-forged')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-!!'));
    const token = await startMfa();
    const accessToken = await api.tokenFor(demoIds.mia);
    for (const bad of [forged, `${token}x`, accessToken]) {
      const { status, body } = await mfaLogin(bad, code);
      expect(status).toBe(401);
      expect(body).toEqual({ messages: [authMessages.mfaSignInExpired] });
    }
    const resend = await api.call('/user/resend-mfa-code', { method: 'POST', body: { mfaToken: accessToken } });
    expect(resend.status).toBe(401);
  });
});

describe('POST /user/login by SSO', () => {
  async function ssoToken(email: string): Promise<string> {
    const { status, body } = await api.call(`/dev/sso-token?email=${encodeURIComponent(email)}`);
    expect(status).toBe(200);
    return body.data.token as string;
  }
  const ssoLogin = (token: string) => api.call('/user/login', { method: 'POST', body: { method: 'sso', token } });

  it('signs in the user the token names, once', async () => {
    const token = await ssoToken('owner@example.com');
    expect(decodeJwt(token)).toMatchObject({ typ: 'sso', email: 'owner@example.com' });
    const { status, body } = await ssoLogin(token);
    expect(status).toBe(200);
    expectAuthResult(body, demoIds.olivia);
    const replay = await ssoLogin(token);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ messages: [authMessages.ssoInvalid] });
  });

  it('leaves MFA to the identity provider', async () => {
    const { status, body } = await ssoLogin(await ssoToken(MIA));
    expect(status).toBe(200);
    expectAuthResult(body, demoIds.mia);
  });

  it('refuses an expired token, an unknown address, a foreign signature and a wrong purpose', async () => {
    const stale = await ssoToken('owner@example.com');
    api.advanceClock(SSO_TOKEN_SECONDS + 1);
    const foreign = await new SignJWT({ typ: 'sso', email: 'owner@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('sso-foreign')
      .setIssuedAt(Math.floor(api.ctx.now().getTime() / 1000))
      .setExpirationTime(Math.floor(api.ctx.now().getTime() / 1000) + 60)
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-!!'));
    // Signed with the API's own secret: never the identity provider's key.
    const ownSecret = await new SignJWT({ typ: 'sso', email: 'owner@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('sso-own-secret')
      .setIssuedAt(Math.floor(api.ctx.now().getTime() / 1000))
      .setExpirationTime(Math.floor(api.ctx.now().getTime() / 1000) + 60)
      .sign(api.ctx.secret);
    for (const token of [stale, await ssoToken('nobody@example.com'), foreign, ownSecret, await api.tokenFor(demoIds.olivia), await startMfa()]) {
      const { status, body } = await ssoLogin(token);
      expect(status).toBe(401);
      expect(body).toEqual({ messages: [authMessages.ssoInvalid] });
    }
  });

  it('mints demo tokens only for a valid address', async () => {
    const { status, body } = await api.call('/dev/sso-token?email=not-an-address');
    expect(status).toBe(400);
    expect(body.messages.length).toBeGreaterThan(0);
  });
});

describe('SSO with an identity provider of its own', () => {
  it('takes tokens signed with the provider\u2019s configured key only, and none at all without one', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const folder = mkdtempSync(join(tmpdir(), 'portico-sso-'));
    const keyFile = join(folder, 'provider.pem');
    writeFileSync(keyFile, publicKey.export({ type: 'spki', format: 'pem' }));
    const withProvider = await startTestApi({ demoMode: false, ssoPublicKeyFile: keyFile, ssoAlgorithm: 'RS256' });
    const withNone = await startTestApi({ demoMode: false });
    try {
      const token = (jti: string, key: Parameters<SignJWT['sign']>[0], alg = 'RS256') =>
        new SignJWT({ typ: 'sso', email: 'owner@example.com' })
          .setProtectedHeader({ alg })
          .setJti(jti)
          .setIssuedAt(Math.floor(withProvider.ctx.now().getTime() / 1000))
          .setExpirationTime(Math.floor(withProvider.ctx.now().getTime() / 1000) + 60)
          .sign(key);
      const login = (target: TestApi, value: string) => target.call('/user/login', { method: 'POST', body: { method: 'sso', token: value } });
      expect((await login(withProvider, await token('sso-provider-1', privateKey))).status).toBe(200);
      expect((await login(withProvider, await token('sso-own-secret', withProvider.ctx.secret, 'HS256'))).status).toBe(401);
      expect((await login(withNone, await token('sso-nobody', withNone.ctx.secret, 'HS256'))).status).toBe(401);
      expect((await withNone.call('/dev/sso-token?email=owner@example.com')).status).toBe(404);
    } finally {
      await withProvider.close();
      await withNone.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('GET /dev/sso-token with demo mode off', () => {
  it('does not exist', async () => {
    const production = await startTestApi({ demoMode: false });
    try {
      expect((await production.call('/dev/sso-token?email=owner@example.com')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
