import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { expiredToken, fakeFetch, json, makeJwt, networkFailure, noContent, nowSeconds, readyConfig, validToken, type FakeHandler, type RecordedCall } from '../testing/fake-api';
import { activateCatalogue, t } from '../i18n';
import en from '../i18n/en.json';
import type { User } from '../schemas';
import { sampleAdminUser, sampleUser } from '../testing/samples/account';
import {
  $activeRole,
  $authToken,
  $isSignedIn,
  $refreshToken,
  $user,
  chooseActiveRole,
  loadUser,
  registerReset,
  setActiveRole,
  signInWithAuthResult,
  signInWithMfa,
  signInWithPassword,
  signInWithSso,
  signOut,
} from '.';
import { endSession } from './state';

const BASE = 'https://api.example.test';
const mfaToken = makeJwt({ sub: 'user-mia', email: 'mfa@example.com', exp: nowSeconds() + 300 });

function serve(handler: FakeHandler): RecordedCall[] {
  const server = fakeFetch(handler);
  vi.stubGlobal('fetch', server.fetch);
  return server.calls;
}

function signedInAs(user: User, authToken = validToken(), refreshToken = 'refresh-1'): void {
  signInWithAuthResult({ authToken, refreshToken, user });
}

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
});

afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('sign-in', () => {
  it('by password stores both tokens and the user', async () => {
    const authToken = validToken();
    const calls = serve(() => json(200, { data: { authToken, refreshToken: 'refresh-1', user: sampleUser } }));
    expect($isSignedIn.get()).toBe(false);

    const outcome = await signInWithPassword('owner@example.com', 'Portal-Demo-1');

    expect(outcome).toEqual({ status: 'signed-in', user: sampleUser });
    expect(calls).toMatchObject([
      { method: 'POST', path: '/user/login', bearer: null, body: { method: 'password', email: 'owner@example.com', password: 'Portal-Demo-1' } },
    ]);
    expect([$authToken.get(), $refreshToken.get(), $user.get(), $isSignedIn.get()]).toEqual([authToken, 'refresh-1', sampleUser, true]);
  });

  it('a 403 carrying an MFA token asks for a code, with the e-mail claim of the token', async () => {
    serve(() => json(403, { messages: ['A verification code has been sent.'], mfaToken }));

    const outcome = await signInWithPassword('mfa@example.com', 'Portal-Demo-1');

    expect(outcome).toEqual({ status: 'mfa-required', mfaToken, email: 'mfa@example.com' });
    expect($isSignedIn.get()).toBe(false);
  });

  it('an MFA token without an e-mail claim still asks for a code', async () => {
    const bare = makeJwt({ sub: 'user-mia' });
    serve(() => json(403, { messages: ['A verification code has been sent.'], mfaToken: bare }));

    await expect(signInWithPassword('mfa@example.com', 'Portal-Demo-1')).resolves.toEqual({ status: 'mfa-required', mfaToken: bare, email: null });
  });

  it('a 403 carrying a password-change token (a temporary password) asks for a new password and signs nobody in', async () => {
    serve(() => json(403, { messages: ['Choose a new password to continue.'], passwordChangeToken: 'reset-token' }));

    await expect(signInWithPassword('owner@example.com', 'aB3$kLm9x')).resolves.toEqual({ status: 'password-change-required', passwordChangeToken: 'reset-token' });
    await expect(signInWithMfa(mfaToken, '123456')).resolves.toEqual({ status: 'password-change-required', passwordChangeToken: 'reset-token' });
    expect([$authToken.get(), $refreshToken.get(), $isSignedIn.get()]).toEqual([null, null, false]);
  });

  it('a 403 without an MFA token and a wrong password are errors with the server messages', async () => {
    serve((call) =>
      call.body && (call.body as { password: string }).password === 'wrong'
        ? json(401, { messages: ['Invalid e-mail or password.'] })
        : json(403, { messages: ['This account is locked.'] }),
    );

    await expect(signInWithPassword('owner@example.com', 'wrong')).rejects.toMatchObject({ status: 401, message: 'Invalid e-mail or password.' });
    await expect(signInWithPassword('owner@example.com', 'Portal-Demo-1')).rejects.toMatchObject({ status: 403, messages: ['This account is locked.'] });
    expect($isSignedIn.get()).toBe(false);
  });

  it('by MFA code sends the token and the code without whitespace (spec 1 §5)', async () => {
    const calls = serve(() => json(200, { data: { authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser } }));

    await expect(signInWithMfa(mfaToken, ' 123 456\t')).resolves.toMatchObject({ status: 'signed-in' });

    expect(calls).toMatchObject([{ path: '/user/login', bearer: null, body: { method: 'mfa', token: mfaToken, code: '123456' } }]);
  });

  it('by SSO token', async () => {
    const calls = serve(() => json(200, { data: { authToken: validToken(), refreshToken: 'refresh-1', user: sampleUser } }));

    await signInWithSso('sso-token');

    expect(calls).toMatchObject([{ path: '/user/login', body: { method: 'sso', token: 'sso-token' } }]);
    expect($user.get()).toEqual(sampleUser);
  });
});

describe('user', () => {
  it('loadUser fetches GET /user with the bearer and stores the user', async () => {
    const authToken = validToken();
    signedInAs(sampleUser, authToken);
    const updated = { ...sampleUser, profile: { ...sampleUser.profile, firstName: 'Liv' } };
    const calls = serve(() => json(200, { data: updated }));

    await expect(loadUser()).resolves.toEqual(updated);

    expect(calls).toMatchObject([{ method: 'GET', path: '/user', bearer: authToken }]);
    expect($user.get()).toEqual(updated);
  });
});

describe('active role', () => {
  const adminAndCustomer: User = { ...sampleAdminUser, role: { ...sampleAdminUser.role, types: ['admin', 'customer'] } };

  it("is the user's first role type until one is chosen, and null without a user", () => {
    expect($activeRole.get()).toBeNull();
    signedInAs(adminAndCustomer);
    expect($activeRole.get()).toBe('admin');
  });

  it('keeps the stored choice while the user has it, else falls back to the first type', () => {
    signedInAs(adminAndCustomer);
    expect(setActiveRole('customer')).toBe(true);
    expect($activeRole.get()).toBe('customer');

    signedInAs(sampleUser);
    expect($activeRole.get()).toBe('customer');
    signedInAs({ ...sampleAdminUser });
    expect($activeRole.get()).toBe('admin');
  });

  it('cannot be set to a type the user does not have', () => {
    signedInAs(sampleUser);
    expect(setActiveRole('admin')).toBe(false);
    expect($activeRole.get()).toBe('customer');
  });

  it('chooseActiveRole is the rule', () => {
    expect(chooseActiveRole(adminAndCustomer, 'customer')).toBe('customer');
    expect(chooseActiveRole(adminAndCustomer, 'client')).toBe('admin');
    expect(chooseActiveRole(adminAndCustomer, null)).toBe('admin');
    expect(chooseActiveRole({ ...sampleUser, role: { ...sampleUser.role, types: [] } }, 'customer')).toBeNull();
    expect(chooseActiveRole(null, 'customer')).toBeNull();
  });
});

describe('sign-out', () => {
  it('calls GET /user/logout with the bearer, then clears the tokens, the user and every registered store', async () => {
    const authToken = validToken();
    signedInAs(sampleUser, authToken);
    const reset = vi.fn();
    const unregistered = vi.fn();
    registerReset(reset);
    registerReset(unregistered)();
    const calls = serve(() => noContent());

    await signOut();

    expect(calls).toMatchObject([{ method: 'GET', path: '/user/logout', bearer: authToken }]);
    expect([$authToken.get(), $refreshToken.get(), $user.get(), $isSignedIn.get()]).toEqual([null, null, null, false]);
    expect(reset).toHaveBeenCalledOnce();
    expect(unregistered).not.toHaveBeenCalled();
  });

  it('clears everything even when the server call fails, then rejects with Unable to logout user. and the server messages', async () => {
    signedInAs(sampleUser);
    const reset = vi.fn();
    const unregister = registerReset(reset);
    serve(() => json(500, { messages: ['The session store is unavailable.', 'Please try again.'] }));

    const error = await signOut().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unable to logout user. The session store is unavailable. Please try again.');
    expect((error as ApiError).message.startsWith(t('session.logoutFailed'))).toBe(true);
    expect([$authToken.get(), $refreshToken.get(), $user.get()]).toEqual([null, null, null]);
    expect(reset).toHaveBeenCalledOnce();
    unregister();
  });

  it('a network failure is a sign-out failure too, and the session is cleared', async () => {
    signedInAs(sampleUser);
    serve(() => networkFailure());

    await expect(signOut()).rejects.toMatchObject({ kind: 'network', message: `Unable to logout user. ${t('api.network')}` });
    expect($isSignedIn.get()).toBe(false);
  });

  it('a 401 means the server has no session either: signed out without an error', async () => {
    signedInAs(sampleUser);
    serve(() => json(401, { messages: ['Token expired.'] }));

    await expect(signOut()).resolves.toBeUndefined();
    expect($isSignedIn.get()).toBe(false);
  });

  it('without tokens makes no call', async () => {
    const calls = serve(() => noContent());
    const reset = vi.fn();
    const unregister = registerReset(reset);

    await signOut();

    expect(calls).toHaveLength(0);
    expect(reset).toHaveBeenCalledOnce();
    unregister();
  });

  it('runs every reset even if one throws, then reports the error', async () => {
    serve(() => noContent());
    const after = vi.fn();
    const unregisterFaulty = registerReset(() => {
      throw new Error('faulty store');
    });
    const unregisterAfter = registerReset(after);

    await expect(signOut()).rejects.toThrow('faulty store');
    expect(after).toHaveBeenCalledOnce();
    unregisterFaulty();
    unregisterAfter();
  });
});

describe('refresh through the session', () => {
  it('an expired auth token is refreshed with the stored refresh token; both rotated tokens and the user are stored', async () => {
    signedInAs(sampleUser, expiredToken(), 'refresh-1');
    const fresh = validToken();
    const renamed = { ...sampleUser, email: 'olivia@example.com' };
    const calls = serve((call) =>
      call.path === '/user/token'
        ? json(200, { data: { authToken: fresh, refreshToken: 'refresh-2', user: renamed } })
        : json(200, { data: renamed }),
    );

    await loadUser();

    expect(calls.map((call) => [call.path, call.bearer])).toEqual([
      ['/user/token', 'refresh-1'],
      ['/user', fresh],
    ]);
    expect([$authToken.get(), $refreshToken.get(), $user.get()]).toEqual([fresh, 'refresh-2', renamed]);
  });

  it('a refused refresh ends the session: tokens, user and registered stores are cleared', async () => {
    signedInAs(sampleUser, expiredToken(), 'refresh-1');
    const reset = vi.fn();
    const unregister = registerReset(reset);
    serve(() => json(401, { messages: ['Refresh token expired.'] }));

    await expect(loadUser()).rejects.toMatchObject({ status: 401, messages: [t('api.sessionEnded')] });

    expect([$authToken.get(), $refreshToken.get(), $user.get(), $isSignedIn.get()]).toEqual([null, null, null, false]);
    expect(reset).toHaveBeenCalledOnce();
    unregister();
  });

  it('a refresh that fails on the network clears only the auth token', async () => {
    signedInAs(sampleUser, expiredToken(), 'refresh-1');
    serve(() => networkFailure());

    await expect(loadUser()).rejects.toMatchObject({ status: 401 });

    expect([$authToken.get(), $refreshToken.get(), $user.get()]).toEqual([null, 'refresh-1', sampleUser]);
    expect($isSignedIn.get()).toBe(true);
  });
});
