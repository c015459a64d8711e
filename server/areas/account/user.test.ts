import { request as httpRequest } from 'node:http';
import { validate, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingInfo, User, UserMetadata, UserTitles } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds, findUserRow } from '../core';
import { createTestUser, outbox, signIn } from '../auth/test-support';
import { DEFAULT_METADATA } from '.';
import { accountRules } from './messages';

// A 1x1 PNG and a 1x1 GIF.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const GIF = 'R0lGODlhAQABAAAAACw=';

let api: TestApi;
let olivia: string;
let sam: string;
beforeAll(async () => {
  api = await startTestApi();
  olivia = await api.tokenFor(demoIds.olivia);
  sam = await api.tokenFor(demoIds.sam);
});
afterAll(() => api.close());

function expectValid<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, valid] = validate(value, struct);
  expect(error?.message).toBeUndefined();
  return valid as T;
}

const news = { urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: null };

describe('who may call the user routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/user'],
    ['PUT', '/user', { paperlessPreference: { showPaperlessDialog: false } }],
    ['DELETE', '/user/profile-picture'],
    ['GET', '/user/metadata'],
    ['PUT', '/user/metadata', { facilitiesBooking: DEFAULT_METADATA.facilitiesBooking }],
    ['GET', '/user/doctrine'],
    ['GET', '/user/titles'],
  ];
  it.each(routes)('%s %s is 401 without a token, with a bad one and with an expired one', async (method, path, body) => {
    expect((await api.call(path, { method, body })).status).toBe(401);
    expect((await api.call(path, { method, body, token: 'not-a-jwt' })).status).toBe(401);
    const expired = await api.ctx.accessTokens.sign(demoIds.olivia, new Date(Date.now() - 3600_000));
    const answer = await api.call(path, { method, body, token: expired });
    expect(answer.status).toBe(401);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('GET /user', () => {
  it("answers the signed-in user's own record", async () => {
    const { status, body } = await api.call('/user', { token: olivia });
    expect(status).toBe(200);
    const user = expectValid(body.data, User);
    expect(user).toMatchObject({ id: demoIds.olivia, email: 'owner@example.com', profile: { firstName: 'Olivia', lastName: 'Owner' } });
    expect(user.role.payloads).toEqual(['owner']);
    expect(user.paperlessPreference.showPaperlessDialog).toBe(true);
    expect(user.feedbackInformation).toEqual({ lastResponse: null, datetime: null });
  });

  it('answers each user their own record only', async () => {
    const { body } = await api.call('/user', { token: sam });
    expect(body.data.id).toBe(demoIds.sam);
  });
});

describe('PUT /user', () => {
  it('replaces the profile and the phone numbers, trimming them, and answers the user as it now is', async () => {
    const { status, body } = await api.call('/user', {
      method: 'PUT',
      token: olivia,
      body: { profile: { title: 'Dr', firstName: ' Olive ', lastName: 'Owner-Smith' }, contactInformation: { mainNumber: '', mobileNumber: ' 07400 123456 ' } },
    });
    expect(status).toBe(200);
    const user = expectValid(body.data, User);
    expect(user.profile).toEqual({ title: 'Dr', firstName: 'Olive', lastName: 'Owner-Smith' });
    expect(user.contactInformation).toEqual({ mainNumber: null, mobileNumber: '07400 123456' });
    const again = await api.call('/user', { token: olivia });
    expect(again.body.data.profile.firstName).toBe('Olive');
    // Sam is untouched.
    expect((await api.call('/user', { token: sam })).body.data.profile.firstName).toBe('Sam');
  });

  it('clears the title when none is chosen and refuses a title outside the list', async () => {
    const cleared = await api.call('/user', { method: 'PUT', token: olivia, body: { profile: { title: '', firstName: 'Olivia', lastName: 'Owner' } } });
    expect(cleared.body.data.profile.title).toBeNull();
    const refused = await api.call('/user', { method: 'PUT', token: olivia, body: { profile: { title: 'Captain', firstName: 'Olivia', lastName: 'Owner' } } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toEqual(['profile.title']);
  });

  it('stores the sms number normalised only when urgent news by text is on (spec 1 §5)', async () => {
    const on = await api.call('/user', { method: 'PUT', token: olivia, body: { newsPreferences: { ...news, urgentNewsText: true, smsNumber: '07400 654321' } } });
    expect(on.status).toBe(200);
    expect(expectValid(on.body.data, User).newsPreferences).toEqual({ ...news, urgentNewsText: true, smsNumber: '+447400654321' });
    const off = await api.call('/user', { method: 'PUT', token: olivia, body: { newsPreferences: { ...news, smsNumber: '07400 654321' } } });
    expect(off.body.data.newsPreferences.smsNumber).toBeNull();
  });

  it.each([
    ['not a GB number', '+353 1 234 5678', 'must be a valid UK phone number'],
    ['a drama number', '07700 900123', 'must be a valid UK phone number'],
    ['missing', '', 'is required'],
  ])('refuses an sms number that is %s when urgent news by text is on, and changes nothing', async (_case, smsNumber, rule) => {
    const { status, body } = await api.call('/user', {
      method: 'PUT',
      token: olivia,
      body: { profile: { title: 'Ms', firstName: 'Changed', lastName: 'Owner' }, newsPreferences: { ...news, urgentNewsText: true, smsNumber } },
    });
    expect(status).toBe(400);
    expect(body.fields['newsPreferences.smsNumber']).toEqual([rule]);
    expect((await api.call('/user', { token: olivia })).body.data.profile.firstName).not.toBe('Changed');
  });

  it('sets notification, paperless and feedback preferences', async () => {
    const { status, body } = await api.call('/user', {
      method: 'PUT',
      token: sam,
      body: {
        notificationPreferences: { ownersCorrespondence: false, ownersReminders: true, email: 'sam.letters@example.com' },
        paperlessPreference: { showPaperlessDialog: true },
        feedbackInformation: { lastResponse: 3, datetime: '2026-11-22 09:30:00' },
      },
    });
    expect(status).toBe(200);
    const user = expectValid(body.data, User);
    // A new address waits for its link (notification-email.test.ts); the choices apply at once.
    expect(user.notificationPreferences).toEqual({ ownersCorrespondence: false, ownersReminders: true, email: 'subtenant@example.com', pendingEmail: 'sam.letters@example.com' });
    expect(user.paperlessPreference.showPaperlessDialog).toBe(true);
    expect(user.feedbackInformation).toEqual({ lastResponse: 3, datetime: '2026-11-22 09:30:00' });
  });

  it('stores a profile picture, serves it publicly, replaces and removes it', async () => {
    const first = await api.call('/user', { method: 'PUT', token: olivia, body: { profilePicture: { fileName: 'me.png', content: PNG } } });
    expect(first.status).toBe(200);
    const url: string = expectValid(first.body.data, User).profilePictureUrl!;
    expect(url).toMatch(new RegExp(`^${api.url}/files/profile-pictures/pic-[0-9a-f-]{36}\\.png$`));
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // An <img> on the portal's origin may show it; the browser must not guess another type.
    expect(served.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG, 'base64'));

    // The Host header is the client's to choose: the stored URL is the configured public one.
    // (node:http, as fetch sends its own Host whatever the headers say.)
    const hosted = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const body = JSON.stringify({ profilePicture: { fileName: 'me.png', content: PNG } });
      const request = httpRequest(`${api.url}/user`, { method: 'PUT', headers: { Host: 'evil.example', 'Content-Type': 'application/json', Authorization: `Bearer ${olivia}` } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.end(body);
    });
    expect(hosted.status).toBe(200);
    expect(JSON.parse(hosted.body).data.profilePictureUrl).toMatch(new RegExp(`^${api.url}/files/profile-pictures/`));

    // The type comes from the bytes, not the name.
    const second = await api.call('/user', { method: 'PUT', token: olivia, body: { profilePicture: { fileName: 'me.png', content: GIF } } });
    const secondUrl: string = second.body.data.profilePictureUrl;
    expect(secondUrl).toMatch(/\.gif$/);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(secondUrl)).headers.get('content-type')).toBe('image/gif');

    const removed = await api.call('/user/profile-picture', { method: 'DELETE', token: olivia });
    expect(removed.status).toBe(200);
    expect(expectValid(removed.body.data, User).profilePictureUrl).toBeNull();
    expect((await fetch(secondUrl)).status).toBe(404);
  });

  it('refuses a picture that is not an image (an SVG may carry script) or is too large', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const notImage = await api.call('/user', { method: 'PUT', token: olivia, body: { profilePicture: { fileName: 'me.png', content: svg } } });
    expect(notImage.status).toBe(400);
    expect(notImage.body.fields['profilePicture.content']).toEqual(['must be a PNG, JPEG, GIF or WebP image']);
    // Over the picture limit (2 MB) yet under the API's 4 MB cap on any body, so the route answers.
    const huge = Buffer.alloc(2.5 * 1024 * 1024).toString('base64');
    // The API answers before reading such a body and then closes the connection, so this request
    // must not share a kept-alive connection with the next test's.
    const tooLarge = await api.call('/user', { method: 'PUT', token: olivia, body: { profilePicture: { fileName: 'me.png', content: huge } }, headers: { Connection: 'close' } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.messages).toEqual(['The request is too large: a profile picture may be at most 2 MB.']);
  });

  it('answers 404 for a picture name that is not one of ours', async () => {
    expect((await api.call('/files/profile-pictures/..%2Fportico.sqlite')).status).toBe(404);
    expect((await api.call('/files/profile-pictures/pic-00000000-0000-0000-0000-000000000000.png')).status).toBe(404);
  });

  it.each<[string, unknown, string]>([
    ['not JSON', '{"profile":', 'The request body must be JSON.'],
    ['an empty update', {}, 'value: '],
    ['an unknown field', { email: 'x@example.com' }, 'email: is not an allowed field'],
    ['a wrong type', { paperlessPreference: { showPaperlessDialog: 'yes' } }, 'paperlessPreference.showPaperlessDialog: must be true or false'],
    ['a switch without its setting', { multiFactorPreferences: {} }, 'multiFactorPreferences.multifactorEnabled: is required'],
    ['a missing field', { profile: { firstName: 'Olivia' } }, 'profile.lastName: is required'],
    ['a blank name', { profile: { firstName: '  ', lastName: 'Owner' } }, 'profile.firstName: must not be blank'],
    ['an over-long number', { contactInformation: { mainNumber: '0'.repeat(18), mobileNumber: null } }, 'contactInformation.mainNumber: must be at most 17 characters'],
    ['an invalid e-mail', { notificationPreferences: { ownersCorrespondence: true, ownersReminders: true, email: 'nope' } }, 'notificationPreferences.email: must be a valid e-mail address'],
    ['a rating out of range', { feedbackInformation: { lastResponse: 6, datetime: '2026-11-22 09:30:00' } }, 'feedbackInformation.lastResponse: must be between 1 and 5'],
    ['a datetime in another format', { feedbackInformation: { lastResponse: 4, datetime: '2026-11-22T09:30:00Z' } }, 'feedbackInformation.datetime: must be a date and time'],
    ['content that is not base64', { profilePicture: { fileName: 'me.png', content: 'not base64!' } }, 'profilePicture.content: must be base64-encoded content'],
  ])('answers 400 with messages for %s', async (_case, body, message) => {
    const answer = await api.call('/user', { method: 'PUT', token: olivia, body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages.some((text: string) => text.startsWith(message))).toBe(true);
  });
});

describe("PUT /user with multiFactorPreferences (spec 1 §3's switch, for an API without PUT /user/mfa)", () => {
  const switchTo = (token: string, multifactorEnabled: boolean, more: object = {}) =>
    api.call('/user', { method: 'PUT', token, body: { multiFactorPreferences: { multifactorEnabled }, ...more } });
  const signInStatus = async (email: string) => (await signIn(api, email)).status;

  it('turns multi-factor authentication on and off, and tells the account\u2019s address each time', async () => {
    const email = 'spec.switch@example.com';
    const token = await api.tokenFor(await createTestUser(api, { email }));

    const on = await switchTo(token, true);
    expect(on.status).toBe(200);
    expect(expectValid(on.body.data, User).multiFactorPreferences).toEqual({ multifactorEnabled: true });
    // No code proved the change, so the address the codes go to hears of it.
    expect((await outbox(api, email))[0]?.subject).toBe('Multi-factor authentication is on for your Portico account');
    const signInWithCode = await signIn(api, email);
    expect(signInWithCode.status).toBe(403);
    expect(signInWithCode.body.mfaToken).toEqual(expect.any(String));

    const off = await switchTo(token, false);
    expect(off.status).toBe(200);
    expect(off.body.data.multiFactorPreferences).toEqual({ multifactorEnabled: false });
    expect((await outbox(api, email))[0]?.subject).toBe('Multi-factor authentication is off for your Portico account');
    expect(await signInStatus(email)).toBe(200);
  });

  it('changes nothing and sends nothing when the setting is already as asked', async () => {
    const email = 'spec.same@example.com';
    const token = await api.tokenFor(await createTestUser(api, { email, mfa: true }));
    const answer = await switchTo(token, true, { paperlessPreference: { showPaperlessDialog: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.multiFactorPreferences).toEqual({ multifactorEnabled: true });
    expect(answer.body.data.paperlessPreference).toEqual({ showPaperlessDialog: true });
    expect(await outbox(api, email)).toEqual([]);
  });

  it('is refused to staff viewing the portal as the customer (403), as PUT /user/mfa is', async () => {
    const viewAs = await api.call(`/customers/${demoIds.olivia}/view-as?developmentUUID=${demoIds.riversideWharf}`, { token: await api.tokenFor(demoIds.ada) });
    const refused = await switchTo(viewAs.body.data.customer.authToken, true);
    expect(refused.status).toBe(403);
    expect((await api.call('/user', { token: olivia })).body.data.multiFactorPreferences).toEqual({ multifactorEnabled: false });
  });

  it('turns it on only for a confirmed e-mail address, where the codes go, and then changes nothing', async () => {
    const email = 'spec.unconfirmed@example.com';
    const id = await createTestUser(api, { email });
    const token = await api.tokenFor(id);
    await api.ctx.db.updateTable('users').set({ email_confirmed: 0 }).where('id', '=', id).execute();
    const before = await findUserRow(api.ctx.db, id);
    const refused = await switchTo(token, true, { paperlessPreference: { showPaperlessDialog: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ 'multiFactorPreferences.multifactorEnabled': [accountRules.mfaNeedsConfirmedEmail] });
    expect(await findUserRow(api.ctx.db, id)).toEqual(before);
    expect(await outbox(api, email)).toEqual([]);
  });
});

describe('GET and PUT /user/metadata', () => {
  it('answers the default facilities booking settings until they are saved', async () => {
    const { status, body } = await api.call('/user/metadata', { token: olivia });
    expect(status).toBe(200);
    expect(expectValid(body.data, UserMetadata)).toEqual(DEFAULT_METADATA);
  });

  it("saves the user's own settings and answers them", async () => {
    const facilitiesBooking = { calendarView: 'day', bookingConfirmationEmails: false, bookingReminderEmails: true };
    const saved = await api.call('/user/metadata', { method: 'PUT', token: olivia, body: { facilitiesBooking } });
    expect(saved.status).toBe(200);
    expect(expectValid(saved.body.data, UserMetadata)).toEqual({ facilitiesBooking });
    expect((await api.call('/user/metadata', { token: olivia })).body.data).toEqual({ facilitiesBooking });
    expect((await api.call('/user/metadata', { token: sam })).body.data).toEqual(DEFAULT_METADATA);
  });

  it.each<[string, unknown]>([
    ['not JSON', 'facilitiesBooking'],
    ['a missing section', {}],
    ['an unknown view', { facilitiesBooking: { ...DEFAULT_METADATA.facilitiesBooking, calendarView: 'year' } }],
    ['a missing field', { facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true } }],
    ['a wrong type', { facilitiesBooking: { ...DEFAULT_METADATA.facilitiesBooking, bookingReminderEmails: 1 } }],
    ['an unknown field', { ...DEFAULT_METADATA, theme: 'dark' }],
  ])('answers 400 with messages for %s', async (_case, body) => {
    const answer = await api.call('/user/metadata', { method: 'PUT', token: olivia, body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('GET /user/doctrine and GET /user/titles', () => {
  it('answers the booking info: per facility the user may book, their upcoming bookings and the cap', async () => {
    const { status, body } = await api.call('/user/doctrine', { token: olivia });
    expect(status).toBe(200);
    expect(expectValid(body.data, BookingInfo)).toEqual({
      facilities: [
        { facilityId: demoIds.guestSuite, upcomingBookings: 1, maxUpcomingBookings: null },
        { facilityId: demoIds.gym, upcomingBookings: 1, maxUpcomingBookings: 3 },
      ],
    });
    // Sam may book the Gym but is not in the Guest Suite's customer group.
    expect((await api.call('/user/doctrine', { token: sam })).body.data).toEqual({ facilities: [{ facilityId: demoIds.gym, upcomingBookings: 1, maxUpcomingBookings: 3 }] });
  });

  it('answers the titles a profile may choose', async () => {
    const { status, body } = await api.call('/user/titles', { token: sam });
    expect(status).toBe(200);
    const { titles } = expectValid(body.data, UserTitles);
    expect(titles.slice(0, 6)).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr']);
  });
});
