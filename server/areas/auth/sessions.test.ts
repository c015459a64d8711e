import { decodeJwt } from 'jose';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResult } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { issueSession } from '.';
import { authMessages } from './messages';
import { hashToken } from './secrets';
import { signIn } from './test-support';

const REFRESH_SECONDS = 3600;
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ refreshTokenSeconds: REFRESH_SECONDS, rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

async function session(email = 'owner@example.com'): Promise<AuthResult> {
  const { status, body } = await signIn(api, email);
  expect(status).toBe(200);
  return body.data as AuthResult;
}

const refresh = (refreshToken: string | null) => api.call('/user/token', { token: refreshToken });
const logout = (authToken: string | null) => api.call('/user/logout', { token: authToken });

describe('GET /user/token', () => {
  it('rotates: a new refresh token in the same session, a new access token and the user', async () => {
    const first = await session();
    const { status, body } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    const [error, next] = validate(body.data, AuthResult);
    expect(error).toBeUndefined();
    expect(next!.user.id).toBe(demoIds.olivia);
    expect(next!.refreshToken).not.toBe(first.refreshToken);
    expect(await api.ctx.accessTokens.verify(next!.authToken)).toBe(demoIds.olivia);
    expect(decodeJwt(next!.authToken).fam).toBe(decodeJwt(first.authToken).fam);
    expect((await refresh(next!.refreshToken)).status).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back, the newest token included', async () => {
    const first = await session();
    const second = (await refresh(first.refreshToken)).body.data as AuthResult;
    const third = (await refresh(second.refreshToken)).body.data as AuthResult;
    const other = await session();

    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ messages: [authMessages.sessionEnded] });
    expect((await refresh(third.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(401);
    // Another session of the same user is not touched.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it(`refuses a refresh token unused for its lifetime; each rotation starts the lifetime again`, async () => {
    const first = await session();
    const idle = await session();
    api.advanceClock(REFRESH_SECONDS - 60);
    const second = (await refresh(first.refreshToken)).body.data as AuthResult;
    api.advanceClock(120);
    expect((await refresh(idle.refreshToken)).status).toBe(401);
    expect((await refresh(second.refreshToken)).status).toBe(200);
  });

  it('refuses no token, an unknown token and an access token with 401', async () => {
    const { authToken } = await session();
    for (const token of [null, 'not-a-refresh-token', authToken]) {
      const { status, body } = await refresh(token);
      expect(status).toBe(401);
      expect(body).toEqual({ messages: [authMessages.sessionEnded] });
    }
  });
});

describe('GET /user/logout', () => {
  it('ends the caller’s session (204) and leaves their other sessions', async () => {
    const mine = await session();
    const other = await session();
    const { status, body } = await logout(mine.authToken);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await refresh(mine.refreshToken)).status).toBe(401);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('stops the session’s access token at once, not when it expires', async () => {
    const mine = await session();
    const other = await session();
    expect((await api.call('/user', { token: mine.authToken })).status).toBe(200);
    await logout(mine.authToken);
    expect((await api.call('/user', { token: mine.authToken })).status).toBe(401);
    expect((await api.call('/user', { token: other.authToken })).status).toBe(200);
  });

  it('ends the session after rotations too: the access token of a refresh names the same session', async () => {
    const first = await session('subtenant@example.com');
    const second = (await refresh(first.refreshToken)).body.data as AuthResult;
    expect((await logout(second.authToken)).status).toBe(204);
    expect((await refresh(second.refreshToken)).status).toBe(401);
  });

  it('needs a valid access token: none, a refresh token or an expired one is 401', async () => {
    const { refreshToken, authToken } = await session();
    expect((await logout(null)).status).toBe(401);
    expect((await logout(refreshToken)).status).toBe(401);
    api.advanceClock(api.ctx.config.accessTokenSeconds + 1);
    expect((await logout(authToken)).status).toBe(401);
  });

  it('answers 204 for an access token that names no session', async () => {
    expect((await logout(await api.tokenFor(demoIds.sam))).status).toBe(204);
  });
});

describe('issueSession', () => {
  it('starts a session that refreshes and answers the user (sign-up step 3 signs in with it)', async () => {
    const result = await issueSession(api.ctx, demoIds.dee);
    const [error] = validate(result, AuthResult);
    expect(error).toBeUndefined();
    expect(result.user.id).toBe(demoIds.dee);
    expect(decodeJwt(result.authToken)).toMatchObject({ sub: demoIds.dee, typ: 'access', fam: expect.stringMatching(/^fam-/) });
    expect((await refresh(result.refreshToken)).status).toBe(200);
  });

  it('refuses a user that does not exist', async () => {
    await expect(issueSession(api.ctx, 'usr-nobody')).rejects.toThrow(/no user/);
  });
});

describe('what is stored', () => {
  it('keeps only hashes of refresh tokens', async () => {
    const { refreshToken } = await session();
    const stored = (await api.ctx.db.selectFrom('refresh_tokens').select('token_hash').execute()).map((row) => row.token_hash);
    expect(stored).toContain(hashToken(refreshToken));
    expect(stored).not.toContain(refreshToken);
  });
});
