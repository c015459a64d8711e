// Bad input sent straight to the reference API, bypassing the portal's forms: every case
// of bad-input-cases.ts that reaches the API is answered with its 4xx and a message naming the
// field, and nothing is stored: the whole database reads the same before and after, and the record
// the form would change reads the same through the API.
import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, MAX_JSON_BODY_BYTES } from '../../server/app';
import { MAX_JSON_DEPTH } from '../../server/http/validate';
import { startTestApi, type TestApi } from '../../server/testing';
import { demoIds, DEMO_PASSWORD } from '../../server/areas/core';
import { requestDemoIds } from '../../server/areas/requests';
import { chargesDemoIds } from '../../server/areas/charges';
import { apiBody, CASES, caseName, CONFIRM_TOKEN_SENT, fileBytes, FORMS, valuesWith, type BadInputCase, type FileValue, type FormName } from './bad-input-cases';
import { notificationsDemoIds } from '../../server/areas/notifications';

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

/** Tables that count attempts, refused ones too: an attempt counted is not input stored. */
const COUNTERS = new Set(['rate_limits']);

/** Every row of every table, in a stable order: what "nothing stored" compares. */
async function databaseSnapshot(): Promise<Record<string, string[]>> {
  const tables = (await api.ctx.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !COUNTERS.has(name))
    .sort();
  const snapshot: Record<string, string[]> = {};
  for (const name of tables) {
    const { rows } = await sql`SELECT * FROM ${sql.table(name)}`.execute(api.ctx.db);
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** The newest message the API "sent" to `to`. */
async function latestMessage(to: string): Promise<string> {
  const row = await api.ctx.db.selectFrom('outbox').select('body').where('to_address', '=', to).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
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
  const token = /\/reset-password\/([^\s"<]+)/.exec(await latestMessage('client@example.com'))?.[1];
  expect(token).toBeTruthy();
  return token!;
}

let correspondenceChanges = 0;
/** The token of a link to a new correspondence address of Sam Subtenant's, just e-mailed. */
async function notificationEmailToken(): Promise<string> {
  const to = `sam.letters.${++correspondenceChanges}@example.com`;
  const saved = await api.call(`/notification-preferences/${notificationsDemoIds.samPreferences}`, {
    method: 'PUT',
    body: { ownersCorrespondence: false, ownersReminders: false, email: to },
  });
  expect(saved.status).toBe(200);
  const token = /\/confirm-notification-email\/([^\s"<]+)/.exec(await latestMessage(to))?.[1];
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

type CallOptions = NonNullable<Parameters<TestApi['call']>[1]>;

/**
 * How the rows below reshape a form's request (its Content-Type, its raw body); unset, the
 * request goes as the portal sends it.
 */
let reshape: ((path: string, options: CallOptions) => CallOptions) | undefined;

/** The API call every route below makes, reshaped when a row asks. */
const call = (path: string, options: CallOptions = {}) => api.call(path, reshape ? reshape(path, options) : options);

const json = (method: string, path: string, token?: string) => (each: BadInputCase) =>
  call(path, { method, body: apiBody(each.form, valuesWith(each, true)), token: token ?? olivia });
const query = (method: string, path: string, token: () => string) => (each: BadInputCase) =>
  call(`${path}?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, { method, token: token() });
const asStaff = (method: string, path: string) => (each: BadInputCase) => json(method, path, otto)(each);
const gymAsStaff = async () => (await call(`/facilities/${demoIds.gym}`, { token: otto })).body;

const routes: Record<FormName, Route> = {
  signIn: { send: json('POST', '/user/login', '') },
  mfaCode: {
    prepare: mfaToken,
    send: (each, token) => call('/user/login', { method: 'POST', body: { method: 'mfa', token, ...apiBody(each.form, valuesWith(each, true)) } }),
  },
  forgotPassword: { send: json('POST', '/user/forgotten-password', '') },
  resetPassword: {
    prepare: resetToken,
    send: (each, token) => call('/user/password', { method: 'PUT', body: apiBody(each.form, valuesWith(each, true)), token }),
    // The old password still signs in: the refused one was not stored.
    readBack: async () => (await call('/user/login', { method: 'POST', body: { method: 'password', email: 'client@example.com', password: DEMO_PASSWORD } })).status,
  },
  signupKey: { send: json('POST', '/user/signup/1', '') },
  signupIdentity: { send: json('POST', '/user/signup/2', '') },
  signupProfile: { send: json('POST', '/user/signup/3', '') },
  ssoAuthorize: { send: query('GET', '/dev/sso/authorize', () => '') },
  correspondenceAddress: {
    send: json('PUT', `/premises/${demoIds.flat1}`),
    readBack: async () => (await call(`/premises/${demoIds.flat1}`, { token: olivia })).body,
  },
  raiseRequest: {
    send: json('POST', '/tickets'),
    readBack: async () => (await call('/tickets', { token: olivia })).body,
  },
  linkPremises: {
    send: json('POST', '/tickets'),
    readBack: async () => (await call('/tickets', { token: olivia })).body,
  },
  feedMessage: {
    send: json('POST', `/tickets/${requestDemoIds.leakTicket}/feed`),
    readBack: async () => (await call(`/tickets/${requestDemoIds.leakTicket}/feed`, { token: olivia })).body,
  },
  ticketStatus: {
    send: asStaff('PUT', `/tickets/${requestDemoIds.leakTicket}`),
    readBack: async () => (await call(`/tickets/${requestDemoIds.leakTicket}/feed`, { token: olivia })).body,
  },
  attachment: {
    send: (each) => upload(`/tickets/${requestDemoIds.leakTicket}/attachments`, each.value as FileValue, olivia),
    readBack: async () => (await call(`/tickets/${requestDemoIds.leakTicket}`, { token: olivia })).body,
  },
  feedback: {
    send: json('POST', '/feedback'),
    readBack: async () => (await call('/user', { token: olivia })).body,
  },
  notificationPreferences: {
    send: json('PUT', `/notification-preferences/${notificationsDemoIds.oliviaPreferences}`, ''),
    readBack: async () => (await call(`/notification-preferences/${notificationsDemoIds.oliviaPreferences}`)).body,
  },
  confirmNotificationEmail: {
    prepare: notificationEmailToken,
    send: (each, token) => {
      const body = apiBody(each.form, valuesWith(each, true));
      return call('/user/confirm-notification-email', { method: 'POST', body: body.token === CONFIRM_TOKEN_SENT ? { ...body, token } : body });
    },
    readBack: async () => (await call(`/notification-preferences/${notificationsDemoIds.samPreferences}`)).body,
  },
  statementRange: {
    send: (each) =>
      call(`/charges/${chargesDemoIds.flat1ServiceCharge}/statement?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, {
        token: olivia,
      }),
  },
  userProfile: {
    send: json('PUT', '/user'),
    readBack: async () => (await call('/user', { token: olivia })).body,
  },
  changePassword: {
    send: json('PUT', '/user/new-password'),
    // The old password still signs in: nothing was changed.
    readBack: async () => (await call('/user/login', { method: 'POST', body: { method: 'password', email: 'owner@example.com', password: DEMO_PASSWORD } })).status,
  },
  mfaSwitch: {
    send: json('PUT', '/user/mfa'),
    readBack: async () => (await call('/user', { token: olivia })).body.data.multiFactorPreferences,
  },
  bookFacility: {
    send: json('POST', `/facilities/${demoIds.gym}/bookings`),
    readBack: async () => (await call(`/facilities/${demoIds.gym}/bookings`, { token: olivia })).body,
  },
  bookingNote: {
    send: json('POST', `/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}/add-note`),
    readBack: async () => (await call(`/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}`, { token: olivia })).body,
  },
  bookingState: {
    send: json('PUT', `/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}/change-state`),
    readBack: async () => (await call(`/facilities/${demoIds.gym}/bookings/${demoIds.gymBooking}`, { token: olivia })).body,
  },
  slotRange: {
    send: (each) =>
      call(`/facilities/${demoIds.gym}/slots?${new URLSearchParams(apiBody(each.form, valuesWith(each, true)) as Record<string, string>).toString()}`, {
        token: olivia,
      }),
  },
  customerGroup: {
    send: (each) => json('POST', '/user-group', ada)(each),
    readBack: async () => (await call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  customerGroupMembers: {
    send: (each) => json('POST', `/user-group/${demoIds.guestSuiteUsers}/users`, ada)(each),
    readBack: async () => (await call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  customerGroupFacilities: {
    send: (each) => json('POST', `/user-group/${demoIds.guestSuiteUsers}/facilities`, ada)(each),
    readBack: async () => (await call(`/user-group/get-by-development/${demoIds.riversideWharf}`, { token: ada })).body,
  },
  facilityCreate: { send: asStaff('POST', '/facilities') },
  facilityUpdate: { send: asStaff('PUT', `/facilities/${demoIds.gym}`), readBack: gymAsStaff },
  facilityUsersQuery: { send: query('GET', `/facilities/${demoIds.gym}/users`, () => otto) },
  facilityDelete: {
    send: query('DELETE', `/facilities/${demoIds.roofTerrace}`, () => ada),
    readBack: async () => (await call(`/facilities/${demoIds.roofTerrace}`, { token: ada })).body,
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
    readBack: async () => (await call(`/developments/${demoIds.riversideWharf}`, { token: otto })).body,
  },
  contentImage: {
    send: asStaff('POST', `/developments/${demoIds.riversideWharf}/images`),
    readBack: async () => (await call(`/developments/${demoIds.riversideWharf}/images`, { token: otto })).body,
  },
  viewAsQuery: { send: query('GET', `/customers/${demoIds.olivia}/view-as`, () => ada) },
  accessLogRange: { send: query('GET', `/developments/${demoIds.riversideWharf}/access-log`, () => ada) },
  parcelCreate: {
    send: asStaff('POST', `/developments/${demoIds.riversideWharf}/parcels`),
    readBack: async () => (await call(`/developments/${demoIds.riversideWharf}/parcels`, { token: otto })).body,
  },
  parcelUpdate: {
    send: asStaff('PUT', `/developments/${demoIds.riversideWharf}/parcels/${demoIds.flat1Letter}`),
    readBack: async () => (await call(`/developments/${demoIds.riversideWharf}/parcels/${demoIds.flat1Letter}`, { token: otto })).body,
  },
  task: {
    send: asStaff('POST', '/tasks'),
    readBack: async () => (await call(`/tasks?developmentId=${demoIds.riversideWharf}`, { token: otto })).body,
  },
  taskChange: {
    send: asStaff('PUT', `/tasks/${demoIds.liftTask}`),
    readBack: async () => (await call(`/tasks/${demoIds.liftTask}/feed`, { token: otto })).body,
  },
  newsItem: {
    send: asStaff('POST', '/news'),
    readBack: async () => (await call('/news/filter', { method: 'POST', body: { developmentUUIDs: [demoIds.riversideWharf] }, token: otto })).body,
  },
  page: {
    send: asStaff('POST', `/developments/${demoIds.riversideWharf}/posts`),
    readBack: async () => (await call(`/developments/${demoIds.riversideWharf}/posts`, { token: otto })).body,
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
    const before = await databaseSnapshot();

    const { status, body } = await route.send(each, prepared);

    expect(status, JSON.stringify(body)).toBe(each.status ?? 400);
    expect(body.messages.some((message) => message.includes(each.api!)), `messages ${JSON.stringify(body.messages)} should include "${each.api}"`).toBe(true);
    expect(await databaseSnapshot()).toEqual(before);
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

// The forms whose request carries no JSON body: a query, or a multipart file.
const NO_JSON_BODY: readonly FormName[] = ['ssoAuthorize', 'attachment', 'statementRange', 'slotRange', 'facilityUsersQuery', 'facilityDelete', 'customerDetailQuery', 'viewAsQuery', 'accessLogRange'];
const jsonForms = (Object.keys(FORMS) as FormName[]).filter((form) => !NO_JSON_BODY.includes(form));

/** The form's request with every value valid, as the portal would send it. */
function validCase(form: FormName): BadInputCase {
  const valid = { ...CASES.find((each) => each.form === form && each.api !== null)! };
  const field = FORMS[form].fields[valid.field]!;
  return { ...valid, value: String(field.valid), apiValue: field.apiValid ?? field.valid };
}

/** The form's request with every value valid, reshaped; its answer and whether anything was stored. */
async function sendReshaped(form: FormName, reshapeWith: (options: CallOptions) => CallOptions) {
  const route = routes[form];
  const prepared = (await route.prepare?.()) ?? '';
  const before = await databaseSnapshot();
  let sentBody = false;
  reshape = (_path, options) => {
    sentBody = options.body !== undefined;
    return reshapeWith(options);
  };
  try {
    const answer = await route.send(validCase(form), prepared);
    return { ...answer, sentBody, stored: JSON.stringify(await databaseSnapshot()) !== JSON.stringify(before) };
  } finally {
    reshape = undefined;
  }
}

/** Where and how the form's request goes, read off it without sending it. */
async function requestLine(form: FormName): Promise<{ path: string; method: string; token: string | null | undefined }> {
  const route = routes[form];
  const prepared = (await route.prepare?.()) ?? '';
  let line: { path: string; method: string; token: string | null | undefined } | undefined;
  reshape = (path, options) => {
    line = { path, method: options.method ?? 'GET', token: options.token };
    throw new Error('read, not sent');
  };
  try {
    // The reshaping throws as the request would go: nothing is sent.
    await Promise.resolve()
      .then(() => route.send(validCase(form), prepared))
      .catch(() => undefined);
  } finally {
    reshape = undefined;
  }
  return line!;
}

/**
 * The status of a request that declares a body of `declaredBytes` and sends only its first
 * kilobyte: a limit that holds answers before it reads the rest.
 */
function declaredBodyStatus(line: { path: string; method: string; token: string | null | undefined }, contentType: string, declaredBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      api.url + line.path,
      {
        method: line.method,
        headers: { 'Content-Type': contentType, 'Content-Length': String(declaredBytes), Connection: 'close', ...(line.token && { Authorization: `Bearer ${line.token}` }) },
      },
      (response) => {
        response.resume();
        request.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write('x'.repeat(1024));
  });
}

describe('hostile bodies on every route a form sends JSON to', () => {
  it.each(jsonForms.map((form) => [form] as const))('%s: a body not declared JSON is refused with 415, nothing stored', async (form) => {
    const answer = await sendReshaped(form, (options) => ({ ...options, headers: { ...options.headers, 'Content-Type': 'text/plain' } }));
    expect(answer.sentBody, 'the form sends a JSON body').toBe(true);
    expect(answer.status, JSON.stringify(answer.body)).toBe(415);
    expect(answer.body.messages).toEqual(['The request body must be JSON, sent with Content-Type: application/json.']);
    expect(answer.stored).toBe(false);
  });

  it.each(jsonForms.map((form) => [form] as const))('%s: a body nested deeper than the limit is refused with 400 before it is parsed, nothing stored', async (form) => {
    const deep = `${'{"a":'.repeat(MAX_JSON_DEPTH)}[1]${'}'.repeat(MAX_JSON_DEPTH)}`;
    const answer = await sendReshaped(form, (options) => ({ ...options, body: deep }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.messages).toEqual([`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`]);
    expect(answer.stored).toBe(false);
  });

  // A route that takes files holds the body to its own, larger limit; 512 MB is over every one.
  it.each(jsonForms.map((form) => [form] as const))('%s: a body over its limit (4 MB but for uploads) is refused with 413 before it is read, whatever type it declares', async (form) => {
    const line = await requestLine(form);
    const upload = areas.some((area) => area.uploads?.some((route) => route.method === line.method && route.path.test(line.path)));
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      expect(await declaredBodyStatus(line, type, upload ? 512 * 1024 * 1024 : MAX_JSON_BODY_BYTES + 1), type).toBe(413);
    }
  });
});

/** Every text of a JSON value, as a path of keys and the value with that text replaced. */
function textLeaves(value: unknown, path: string[] = []): { path: string; text: string; replaceWith: (text: string) => unknown }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), text: value, replaceWith: (text) => text }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      textLeaves(item, [...path, String(index)]).map((leaf) => ({ ...leaf, replaceWith: (text: string) => value.map((other, at) => (at === index ? leaf.replaceWith(text) : other)) })),
    );
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      textLeaves(item, [...path, key]).map((leaf) => ({ ...leaf, replaceWith: (text: string) => ({ ...value, [key]: leaf.replaceWith(text) }) })),
    );
  }
  return [];
}

// Every text a form sends has a limit: 100,000 characters (a few times the largest any field takes,
// far under the body limit) in any one of them is a 400 naming it, and nothing is stored.
const OVERLONG = 100_000;

// relationshipUpdate sends a flag alone.
const textForms = jsonForms.filter((form) => form !== 'relationshipUpdate');

/** The text fields of the body a form sends, but a file's content (its own rules are the uploads'). */
async function formTextLeaves(form: FormName) {
  let body: unknown;
  await sendReshaped(form, (options) => {
    body = options.body;
    return options;
  });
  const leaves = textLeaves(typeof body === 'string' ? JSON.parse(body) : body).filter((leaf) => !/content$/.test(leaf.path));
  expect(leaves.length, 'the form sends text').toBeGreaterThan(0);
  return leaves;
}

describe('a text far over any limit, in every field of every route a form sends JSON to', () => {
  it.each(textForms.map((form) => [form] as const))('%s: each text field is refused with 400 naming it, nothing stored', async (form) => {
    const leaves = await formTextLeaves(form);
    for (const leaf of leaves) {
      const answer = await sendReshaped(form, (options) => ({ ...options, body: leaf.replaceWith('x'.repeat(OVERLONG)) }));
      expect(answer.status, `${leaf.path}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(400);
      expect(answer.stored, leaf.path).toBe(false);
    }
  });
});

// Texts of several lines: a message, a note, a description (rich text included).
const MULTILINE_FIELD = /(^|\.)(description|message|note|details)$/;
// A password is never shown, and one may hold any character the person chose.
const PASSWORD_FIELD = /password$/i;

describe('control characters in every field of every route a form sends JSON to', () => {
  it.each(textForms.map((form) => [form] as const))(
    '%s: an escape sequence, a NUL or a direction override in any text, and a line break in a one-line text, is refused with 400, nothing stored',
    async (form) => {
      const leaves = (await formTextLeaves(form)).filter((leaf) => !PASSWORD_FIELD.test(leaf.path));
      for (const leaf of leaves) {
        const hostile = ['\u001b[2J', '\u0000', '\u202e', ...(MULTILINE_FIELD.test(leaf.path) ? [] : ['\r\nBcc: probe@example.com'])];
        for (const characters of hostile) {
          const answer = await sendReshaped(form, (options) => ({ ...options, body: leaf.replaceWith(`${leaf.text || 'x'}${characters}`) }));
          const shown = `${leaf.path} + ${JSON.stringify(characters)}: ${JSON.stringify(answer.body).slice(0, 300)}`;
          expect(answer.status, shown).toBe(400);
          expect(answer.stored, shown).toBe(false);
        }
      }
    },
    // Four bodies a field, and a form such as the code step signs in again before each.
    30_000,
  );
});

// The contact offer routes take no body: their one input is the offer id in the path. Olivia has
// an offer (a contact typed with her e-mail); a hostile id names none of it.
describe('hostile ids in the path of the contact offer routes', () => {
  const hostileIds = ["' OR 1=1 --", '%", "%', 'x'.repeat(10_000), '%00', '..%2F..%2Fuser', 'con-olivia-flat-1', '\u202e\u0000'];
  it.each(['accept', 'decline'].map((action) => [action] as const))('%s: each is a 404 and nothing is stored', async (action) => {
    await api.ctx.db
      .insertInto('premises_contacts')
      .values({ id: 'con-bad-input-offer', premises_id: demoIds.flat6, first_name: 'Typed', last_name: 'Name', relationship: 'subtenant', email: 'owner@example.com' })
      .execute();
    try {
      const before = JSON.stringify(await databaseSnapshot());
      for (const id of hostileIds) {
        const answer = await api.call(`/user/contact-offers/${encodeURIComponent(id)}/${action}`, { method: 'POST', token: olivia });
        expect(answer.status, id.slice(0, 40)).toBe(404);
      }
      expect(JSON.stringify(await databaseSnapshot())).toBe(before);
      // Her own offer is still offered: none of them answered it.
      const offers = await api.call('/user/contact-offers', { token: olivia });
      expect((offers.body.data.offers as { id: string }[]).map((offer) => offer.id)).toEqual(['con-bad-input-offer']);
    } finally {
      await api.ctx.db.deleteFrom('premises_contacts').where('id', '=', 'con-bad-input-offer').execute();
    }
  });
});
