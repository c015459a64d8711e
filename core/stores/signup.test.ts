import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, noContent, type RecordedCall } from '../testing/fake-api';
import { $config } from '../config';
import { sampleAuthResult } from '../testing/samples/account';
import { sampleSignupInvitation } from '../testing/samples/signup';
import { $user, endSession } from '../session/state';
import { $signup, completeSignup, confirmSignupIdentity, resetSignup, startSignup } from './signup';
import { $cookieConsent, COOKIE_CONSENT_KEY, setCookieConsent } from './cookie-consent';

const API = 'https://api.example.test';
let calls: RecordedCall[];
let answers: Record<string, () => Response>;

beforeEach(() => {
  resetSignup();
  endSession();
  $config.set({ status: 'ready', source: 'remote', config: { baseUrl: API, availableLangs: ['en'], styleUrls: [], banners: [] } });
  answers = {
    'POST /user/signup/1': () => json(200, { data: sampleSignupInvitation }),
    'POST /user/signup/2': () => noContent(),
    'POST /user/signup/3': () => json(201, { data: { unconfirmedEmail: false, ...sampleAuthResult } }),
  };
  const server = fakeFetch((call) => answers[`${call.method} ${call.path}`]?.() ?? json(404, { messages: ['Not found.'] }));
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => vi.unstubAllGlobals());

const profile = {
  profile: { firstName: 'Nora', lastName: 'New' },
  password: 'Portal-Demo-1',
  profilePicture: null,
  contactInformation: {},
  newsPreferences: { urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: null },
};

describe('the sign-up store (spec 1 §4)', () => {
  it('step 1 keeps the invitation and answers step 2, or 3 for an admin; no bearer on any step', async () => {
    expect(await startSignup(' INVITE-OWNER-1 ')).toBe(2);
    expect($signup.get()).toMatchObject({ invitationKey: 'INVITE-OWNER-1', email: 'new.owner@example.com', premisesName: 'Apartment 16' });
    answers['POST /user/signup/1'] = () => json(200, { data: { ...sampleSignupInvitation, admin: true } });
    expect(await startSignup('INVITE-ADMIN-1')).toBe(3);
    expect(calls.every((call) => call.bearer === null)).toBe(true);
  });

  it('a refused key leaves the store as it was', async () => {
    answers['POST /user/signup/1'] = () => json(410, { messages: ['Invitation key already used'] });
    await expect(startSignup('INVITE-USED-1')).rejects.toMatchObject({ status: 410 });
    expect($signup.get()).toBeNull();
  });

  it('step 2 sends the key with the identity and keeps the e-mail', async () => {
    await startSignup('INVITE-UNCONFIRMED-1');
    await confirmSignupIdentity({ email: ' una@example.com ', tenantAccountNumber: ' HL-0007 ', postalCode: ' LS1 4BP ' });
    expect(calls[1]?.body).toEqual({ invitationKey: 'INVITE-UNCONFIRMED-1', email: 'una@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' });
    expect($signup.get()?.email).toBe('una@example.com');
  });

  it('step 3 signs the new user in with the answer\'s tokens and empties the store', async () => {
    await startSignup('INVITE-OWNER-1');
    const outcome = await completeSignup(profile);
    expect(outcome).toEqual({ status: 'signed-in', user: sampleAuthResult.user });
    expect($user.get()?.id).toBe(sampleAuthResult.user.id);
    expect($signup.get()).toBeNull();
    expect(calls[1]?.body).toMatchObject({ invitationKey: 'INVITE-OWNER-1', password: 'Portal-Demo-1' });
  });

  it('an unconfirmed e-mail signs no one in', async () => {
    answers['POST /user/signup/3'] = () => json(201, { data: { unconfirmedEmail: true } });
    await startSignup('INVITE-UNCONFIRMED-1');
    expect(await completeSignup(profile)).toEqual({ status: 'confirm-email' });
    expect($user.get()).toBeNull();
  });

  it('steps 2 and 3 refuse to run without step 1', async () => {
    await expect(confirmSignupIdentity({ email: 'a@example.com' })).rejects.toThrow(/no invitation key/);
    expect(calls).toEqual([]);
  });
});

describe('the optional-cookies answer', () => {
  it('takes the latest answer (kept in memory here, where Node has no localStorage; the DOM tests see it stored)', () => {
    expect(COOKIE_CONSENT_KEY).toBe('portico.cookieConsent');
    setCookieConsent('accepted');
    expect($cookieConsent.get()).toBe('accepted');
    setCookieConsent('rejected');
    expect($cookieConsent.get()).toBe('rejected');
  });
});
