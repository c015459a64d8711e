// Bad input sent straight to the reference API, bypassing the portal's forms: every case
// of bad-input-cases.ts that reaches the API is answered with its 4xx and a message naming the
// field, and nothing is stored: the whole database reads the same before and after, and the record
// the form would change reads the same through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../server/testing';
import { demoIds, DEMO_PASSWORD } from '../../server/areas/core';
import { requestDemoIds } from '../../server/areas/requests';
import { residentsDemoIds } from '../../server/areas/residents';
import { apiBody, CASES, caseName, fileBytes, FORMS, valuesWith, type BadInputCase, type FileValue, type FormName } from './bad-input-cases';

let api: TestApi;
let olivia: string;
let otto: string;
let ada: string;

beforeAll(async () => {
  // Many refused sign-in codes and reset requests in a row: the limit is the auth area's own tests' concern.
  api = await startTestApi({ rateLimit: { max: 1000, windowSeconds: 60 } });
  olivia = await api.tokenFor(demoIds.olivia);
  otto = await api.tokenFor(demoIds.otto);
  ada = await api.tokenFor(demoIds.ada);
});
afterAll(() => api.close());

/** Every row of every table, in a stable order: what "nothing stored" compares. */
function databaseSnapshot(): Record<string, unknown[]> {
  const tables = api.ctx.db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
  return Object.fromEntries(tables.map(({ name }) => [name, api.ctx.db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
}

/** The newest message the API "sent" to `to`. */
function latestMessage(to: string): string {
  const row = api.ctx.db.prepare<[string], { body: string }>('SELECT body FROM outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(to);
  return row?.body ?? '';
}

async function mfaToken(): Promise<string> {
  const login = await api.call('/user/login', { method: 'POST', body: { method: 'password', email: 'mfa@example.com', password: DEMO_PASSWORD } });
  expect(login.status).toBe(403);
  return login.body.mfaToken as string;
}

async function resetToken(): Promise<string> {
  const asked = await api.call('/user/forgotten-password', { method: 'POST', body: { email: 'client@example.com' } });
  expect(asked.status).toBeLessThan(300);
  const token = /\/reset-password\/([^\s"<]+)/.exec(latestMessage('client@example.com'))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

/** A file as a multipart upload in the field `file`, as the portal sends it. */
async function upload(path: string, file: FileValue, token: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fileBytes(file))], { type: file.mimeType }), file.name);
  const response = await fetch(api.url + path, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { messages: string[] } };
}

/** How each form's request is sent, and the record it would change, read through the API. */
interface Route {
  /** Anything the request needs first (a token the form's page has); made before the snapshot. */
  prepare?: () => Promise<string>;
  send: (each: BadInputCase, prepared: string) => Promise<{ status: number; body: { messages: string[] } }>;
  readBack?: () => Promise<unknown>;
}

const json = (method: string, path: string, token?: string) => (each: BadInputCase) =>
  api.call(path, { method, body: apiBody(each.form, valuesWith(each, true)), token: token ?? olivia });
const query = (method: string, path: string, token: () => string) => (each: BadInputCase) =>
  api.call(`${path}?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, { method, token: token() });
const asStaff = (method: string, path: string) => (each: BadInputCase) => json(method, path, otto)(each);
const gymAsStaff = async () => (await api.call(`/facilities/${demoIds.gym}`, { token: otto })).body;

const routes: Record<FormName, Route> = {
  signIn: { send: json('POST', '/user/login', '') },
  mfaCode: {
    prepare: mfaToken,
    send: (each, token) => api.call('/user/login', { method: 'POST', body: { method: 'mfa', token, ...apiBody(each.form, valuesWith(each, true)) } }),
  },
  forgotPassword: { send: json('POST', '/user/forgotten-password', '') },
  resetPassword: {
    prepare: resetToken,
    send: (each, token) => api.call('/user/password', { method: 'PUT', body: apiBody(each.form, valuesWith(each, true)), token }),
    // The old password still signs in: the refused one was not stored.
    readBack: async () => (await api.call('/user/login', { method: 'POST', body: { method: 'password', email: 'client@example.com', password: DEMO_PASSWORD } })).status,
  },
  signupKey: { send: json('POST', '/user/signup/1', '') },
  signupIdentity: { send: json('POST', '/user/signup/2', '') },
  signupProfile: { send: json('POST', '/user/signup/3', '') },
  correspondenceAddress: {
    send: json('PUT', `/premises/${demoIds.flat1}`),
    readBack: async () => (await api.call(`/premises/${demoIds.flat1}`, { token: olivia })).body,
  },
  raiseRequest: {
    send: json('POST', '/tickets'),
    readBack: async () => (await api.call('/tickets', { token: olivia })).body,
  },
  linkPremises: {
    send: json('POST', '/tickets'),
    readBack: async () => (await api.call('/tickets', { token: olivia })).body,
  },
  feedMessage: {
    send: json('POST', `/tickets/${requestDemoIds.leakTicket}/feed`),
    readBack: async () => (await api.call(`/tickets/${requestDemoIds.leakTicket}/feed`, { token: olivia })).body,
  },
  attachment: {
    send: (each) => upload(`/tickets/${requestDemoIds.leakTicket}/attachments`, each.value as FileValue, olivia),
    readBack: async () => (await api.call(`/tickets/${requestDemoIds.leakTicket}`, { token: olivia })).body,
  },
  feedback: {
    send: json('POST', '/feedback'),
    readBack: async () => (await api.call('/user', { token: olivia })).body,
  },
  notificationPreferences: {
    send: json('PUT', `/notification-preferences/${requestDemoIds.oliviaPreferences}`, ''),
    readBack: async () => (await api.call(`/notification-preferences/${requestDemoIds.oliviaPreferences}`)).body,
  },
  statementRange: {
    send: (each) =>
      api.call(`/charges/${residentsDemoIds.flat1ServiceCharge}/statement?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, {
        token: olivia,
      }),
  },
  userProfile: {
    send: json('PUT', '/user'),
    readBack: async () => (await api.call('/user', { token: olivia })).body,
  },
  changePassword: {
    send: json('PUT', '/user/new-password'),
    // The old password still signs in: nothing was changed.
    readBack: async () => (await api.call('/user/login', { method: 'POST', body: { method: 'password', email: 'owner@example.com', password: DEMO_PASSWORD } })).status,
  },
  mfaSwitch: {
    send: json('PUT', '/user/mfa'),
    readBack: async () => (await api.call('/user', { token: olivia })).body.data.multiFactorPreferences,
  },
  bookFacility: {
    send: json('POST', `/facilities/${demoIds.gym}/bookings`),
    readBack: async () => (await api.call(`/facilities/${demoIds.gym}/bookings`, { token: olivia })).body,
  },
  bookingNote: {
    send: json('POST', `/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}/add-note`),
    readBack: async () => (await api.call(`/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}`, { token: olivia })).body,
  },
  bookingState: {
    send: json('PUT', `/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}/change-state`),
    readBack: async () => (await api.call(`/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}`, { token: olivia })).body,
  },
  slotRange: {
    send: (each) =>
      api.call(`/facilities/${demoIds.gym}/slots?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, {
        token: olivia,
      }),
  },
  customerGroup: {
    send: (each) => json('POST', '/user-group', ada)(each),
    readBack: async () => (await api.call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  customerGroupMembers: {
    send: (each) => json('POST', `/user-group/${demoIds.guestSuiteUsers}/users`, ada)(each),
    readBack: async () => (await api.call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  customerGroupFacilities: {
    send: (each) => json('POST', `/user-group/${demoIds.guestSuiteUsers}/facilities`, ada)(each),
    readBack: async () => (await api.call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  facilityCreate: { send: asStaff('POST', '/facilities') },
  facilityUpdate: { send: asStaff('PUT', `/facilities/${demoIds.gym}`), readBack: gymAsStaff },
  facilityUsersQuery: { send: query('GET', `/facilities/${demoIds.gym}/users`, () => otto) },
  facilityDelete: {
    send: query('DELETE', `/facilities/${demoIds.roofTerrace}`, () => ada),
    readBack: async () => (await api.call(`/facilities/${demoIds.roofTerrace}`, { token: ada })).body,
  },
  facilityImage: { send: asStaff('POST', `/facilities/${demoIds.gym}/images`), readBack: gymAsStaff },
  facilityImageChange: { send: asStaff('PUT', `/facilities/${demoIds.gym}/images/img-gym-weights`), readBack: gymAsStaff },
  customerCreate: { send: asStaff('POST', '/customers') },
  customerPremises: { send: asStaff('POST', `/customers/${demoIds.umaFlat6}/premises`) },
  relationshipUpdate: { send: asStaff('PATCH', `/contact-relationships/${demoIds.samFlat4}`) },
  customerDetailQuery: { send: query('GET', `/customers/${demoIds.olivia}`, () => otto) },
  adminPasswordReset: { send: (each) => json('PUT', `/admin/users/${demoIds.ivy}/password`, ada)(each) },
  developmentPicture: {
    send: asStaff('PUT', `/developments/${demoIds.riversideWharf}`),
    readBack: async () => (await api.call(`/developments/${demoIds.riversideWharf}`, { token: otto })).body,
  },
  viewAsQuery: { send: query('GET', `/customers/${demoIds.olivia}/view-as`, () => ada) },
  accessLogRange: { send: query('GET', `/developments/${demoIds.riversideWharf}/access-log`, () => ada) },
  parcelCreate: {
    send: asStaff('POST', `/developments/${demoIds.riversideWharf}/parcels`),
    readBack: async () => (await api.call(`/developments/${demoIds.riversideWharf}/parcels`, { token: otto })).body,
  },
  parcelUpdate: {
    send: asStaff('PUT', `/developments/${demoIds.riversideWharf}/parcels/${demoIds.flat1Letter}`),
    readBack: async () => (await api.call(`/developments/${demoIds.riversideWharf}/parcels/${demoIds.flat1Letter}`, { token: otto })).body,
  },
  task: {
    send: asStaff('POST', '/tasks'),
    readBack: async () => (await api.call(`/tasks?developmentId=${demoIds.riversideWharf}`, { token: otto })).body,
  },
  taskChange: {
    send: asStaff('PUT', `/tasks/${demoIds.liftTask}`),
    readBack: async () => (await api.call(`/tasks/${demoIds.liftTask}/feed`, { token: otto })).body,
  },
  newsItem: {
    send: asStaff('POST', '/news'),
    readBack: async () => (await api.call('/news/filter', { method: 'POST', body: { developmentUUIDs: [demoIds.riversideWharf] }, token: otto })).body,
  },
  page: {
    send: asStaff('POST', `/developments/${demoIds.riversideWharf}/posts`),
    readBack: async () => (await api.call(`/developments/${demoIds.riversideWharf}/posts`, { token: otto })).body,
  },
};

const apiCases = CASES.filter((each) => each.api !== null);

describe('bad input sent straight to the reference API', () => {
  it('covers every form of the list', () => {
    expect(new Set(apiCases.map((each) => each.form))).toEqual(new Set(Object.keys(FORMS)));
  });

  it.each(apiCases.map((each) => [caseName(each), each] as const))('%s is refused, nothing stored', async (_name, each) => {
    const route = routes[each.form];
    const prepared = (await route.prepare?.()) ?? '';
    const recordBefore = await route.readBack?.();
    const before = databaseSnapshot();

    const { status, body } = await route.send(each, prepared);

    expect(status, JSON.stringify(body)).toBe(each.status ?? 400);
    expect(body.messages.some((message) => message.includes(each.api!)), `messages ${JSON.stringify(body.messages)} should include "${each.api}"`).toBe(true);
    expect(databaseSnapshot()).toEqual(before);
    if (route.readBack) expect(await route.readBack()).toEqual(recordBefore);
  });

  // The same requests with every value valid go through: each refusal above is the bad value's.
  // (mfaSwitch's valid code is one the API e-mails: server/areas/auth/credentials.test.ts sends it.)
  it.each((Object.keys(FORMS) as FormName[]).filter((form) => !['attachment', 'mfaCode', 'mfaSwitch', 'signIn'].includes(form)).map((form) => [form] as const))(
    '%s with only valid values is accepted',
    async (form) => {
      const route = routes[form];
      const prepared = (await route.prepare?.()) ?? '';
      const valid = { ...CASES.find((each) => each.form === form && each.api !== null)! };
      const field = FORMS[form].fields[valid.field]!;
      const { status, body } = await route.send({ ...valid, value: String(field.valid), apiValue: field.apiValid ?? field.valid }, prepared);
      expect(status, JSON.stringify(body)).toBeLessThan(300);
    },
  );
});
