import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, withAreaAddedLater, type TestApi } from '../../testing';
import { issueSession } from '../auth';
import { createTestUser, latestCode, signIn } from '../auth/test-support';
import { demoIds } from '../core';
import { recordAccess } from '.';
import { accessLogMessages } from './messages';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

const HEADER = 'Time,Name,E-mail,Event,Viewed by';

async function download(developmentId: string, query = '', userId: string = demoIds.ada) {
  return api.call(`/developments/${developmentId}/access-log${query}`, { token: await api.tokenFor(userId) });
}

/** The CSV's lines after its header (the answer's text, whose byte order mark fetch has read). */
function lines(csv: string): string[] {
  const [header, ...rows] = csv.split('\r\n');
  expect(header).toBe(HEADER);
  expect(rows.pop()).toBe('');
  return rows;
}

/** Entries of the log for a user, newest last, with the developments each concerns (joined by commas, in order; null for none). */
async function entriesOf(userId: string): Promise<{ event: string; viewed_by: string | null; developments: string | null }[]> {
  const entries = await api.ctx.db.selectFrom('access_log').select(['id', 'event', 'viewed_by']).where('user_id', '=', userId).orderBy('at').orderBy('id').execute();
  const concerns = await api.ctx.db
    .selectFrom('access_log_developments as d')
    .innerJoin('access_log as l', 'l.id', 'd.entry_id')
    .select(['d.entry_id', 'd.development_id'])
    .where('l.user_id', '=', userId)
    .orderBy('d.development_id')
    .execute();
  return entries.map((entry) => {
    const developments = concerns.filter((row) => row.entry_id === entry.id).map((row) => row.development_id);
    return { event: entry.event, viewed_by: entry.viewed_by, developments: developments.length === 0 ? null : developments.join(',') };
  });
}

describe('the access log records', () => {
  it('every sign-in, by password, MFA code and SSO, with the developments the user is a customer of; never a refresh', async () => {
    const before = (await entriesOf(demoIds.olivia)).length;
    const session = (await signIn(api, 'owner@example.com')).body.data;
    expect((await entriesOf(demoIds.olivia)).at(-1)).toEqual({ event: 'password', viewed_by: null, developments: expect.any(String) });
    expect((await entriesOf(demoIds.olivia)).at(-1)!.developments!.split(',').sort()).toEqual([demoIds.elmCourt, demoIds.riversideWharf].sort());

    const sso = (await api.call('/dev/sso-token?email=owner@example.com')).body.data.token;
    expect((await api.call('/user/login', { method: 'POST', body: { method: 'sso', token: sso } })).status).toBe(200);
    expect((await entriesOf(demoIds.olivia)).at(-1)?.event).toBe('sso');

    const mfa = await signIn(api, 'mfa@example.com');
    expect((await entriesOf(demoIds.mia))).toEqual([]);
    const code = await latestCode(api, 'mfa@example.com');
    expect((await api.call('/user/login', { method: 'POST', body: { method: 'mfa', token: mfa.body.mfaToken, code } })).status).toBe(200);
    expect((await entriesOf(demoIds.mia))).toEqual([{ event: 'mfa', viewed_by: null, developments: demoIds.elmCourt }]);

    expect((await api.call('/user/token', { token: session.refreshToken })).status).toBe(200);
    expect((await entriesOf(demoIds.olivia))).toHaveLength(before + 2);
  });

  it('no failed sign-in', async () => {
    const before = (await entriesOf(demoIds.olivia)).length;
    expect((await signIn(api, 'owner@example.com', 'Wrong-password-1')).status).toBe(401);
    expect((await entriesOf(demoIds.olivia))).toHaveLength(before);
  });

  it('every view-as start, with the staff member who viewed and the development it was opened from', async () => {
    const { status } = await api.call(`/customers/${demoIds.mia}/view-as?developmentUUID=${demoIds.elmCourt}`, { token: await api.tokenFor(demoIds.manny) });
    expect(status).toBe(200);
    expect((await entriesOf(demoIds.mia)).at(-1)).toEqual({ event: 'view-as', viewed_by: demoIds.manny, developments: demoIds.elmCourt });
  });
});

describe('GET /developments/{id}/access-log', () => {
  it('answers the development\u2019s sign-ins as a CSV download, oldest first, with the demo entries of the last weeks', async () => {
    const { status, body, headers } = await download(demoIds.riversideWharf);
    expect(status).toBe(200);
    expect(headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('Content-Disposition')).toMatch(/^attachment; filename="Riverside Wharf access log to \d{4}-\d{2}-\d{2}\.csv"/);
    const rows = lines(body as string);
    // A byte order mark first, so that Excel reads the names as UTF-8.
    const raw = await fetch(`${api.url}/developments/${demoIds.riversideWharf}/access-log`, { headers: { Authorization: `Bearer ${await api.tokenFor(demoIds.ada)}` } });
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(rows.filter((row) => row.includes(',Sign-in (')).length).toBeGreaterThanOrEqual(20);
    expect(rows).toContainEqual(expect.stringMatching(/^"\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M",Olivia Owner,owner@example.com,View as customer,Ada Admin$/));
    expect(rows).toContainEqual(expect.stringMatching(/,Sam Subtenant,subtenant@example.com,Sign-in \(password\),$/));
    // Only the development's customers: Mia is Elm Court's.
    expect(rows.some((row) => row.includes('mfa@example.com'))).toBe(false);
    const times = await api.ctx.db.selectFrom('access_log_developments').select('at').where('development_id', '=', demoIds.riversideWharf).execute();
    expect(rows).toHaveLength(times.length);
  });

  it('includes both London days of the range, across a change of the clocks, and names them in the file', async () => {
    const userId = await riversideCustomer('range.check');
    // 30 March 2025: the clocks go forward at 01:00, so the London day ends at 23:00 UTC.
    for (const at of ['2025-03-28T23:59:59.999Z', '2025-03-29T00:00:00.000Z', '2025-03-30T22:59:59.999Z', '2025-03-30T23:00:00.000Z']) {
      await recordAccess(api.ctx, { userId, event: 'password', at: new Date(at) });
    }
    const { body, headers } = await download(demoIds.riversideWharf, '?fromDate=2025-03-29&toDate=2025-03-30');
    expect(headers.get('Content-Disposition')).toContain('filename="Riverside Wharf access log 2025-03-29 to 2025-03-30.csv"');
    expect(lines(body as string)).toEqual([
      '"Mar 29, 2025, 12:00 AM",Test range.check,range.check@example.com,Sign-in (password),',
      '"Mar 30, 2025, 11:59 PM",Test range.check,range.check@example.com,Sign-in (password),',
    ]);
    expect(lines((await download(demoIds.riversideWharf, '?fromDate=2025-03-31&toDate=2025-03-31')).body as string)).toEqual([
      '"Mar 31, 2025, 12:00 AM",Test range.check,range.check@example.com,Sign-in (password),',
    ]);
  });

  it('makes a name or e-mail that a spreadsheet would read as a formula inert', async () => {
    const userId = await riversideCustomer('formula');
    await api.ctx.db.updateTable('users').set({ first_name: '=HYPERLINK("http://evil.example")', last_name: '+1' }).where('id', '=', userId).execute();
    await recordAccess(api.ctx, { userId, event: 'sso', at: new Date('2025-01-10T12:00:00Z') });
    const rows = lines((await download(demoIds.riversideWharf, '?fromDate=2025-01-10&toDate=2025-01-10')).body as string);
    expect(rows).toEqual(['"Jan 10, 2025, 12:00 PM","\'=HYPERLINK(""http://evil.example"") +1",formula@example.com,Sign-in (single sign-on),']);
  });

  it('is for global staff and the development\u2019s sl1 staff: sl3 and residents 403, another development 404', async () => {
    expect((await download(demoIds.riversideWharf, '', demoIds.manny)).status).toBe(200);
    expect(await download(demoIds.riversideWharf, '', demoIds.otto)).toMatchObject({ status: 403, body: { messages: [accessLogMessages.reportRoles] } });
    for (const userId of [demoIds.olivia, demoIds.clara]) expect((await download(demoIds.riversideWharf, '', userId)).status).toBe(403);
    expect((await download(demoIds.harbourLofts, '', demoIds.manny)).status).toBe(404);
    expect((await download('dev-nowhere')).status).toBe(404);
  });

  it('answers 409 for a development without the access log report (hasEcommsLogReport off)', async () => {
    expect(await download(demoIds.elmCourt)).toMatchObject({ status: 409, body: { messages: [accessLogMessages.noReport] } });
  });

  it('answers 400 with messages for dates that are not days, out of order, or an unknown parameter', async () => {
    for (const query of ['?fromDate=2025-02-30', '?toDate=yesterday', '?fromDate=2025-03-02&toDate=2025-03-01', '?from=2025-03-01']) {
      const { status, body } = await download(demoIds.riversideWharf, query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.messages.length).toBeGreaterThan(0);
    }
  });
});

/** A customer of Riverside Wharf Flat 1, made for one test. */
async function riversideCustomer(name: string): Promise<string> {
  const userId = await createTestUser(api, { email: `${name}@example.com` });
  await api.ctx.db.updateTable('users').set({ last_name: name }).where('id', '=', userId).execute();
  await api.ctx.db
    .insertInto('premises_contacts')
    .values({ id: `con-${name}`, premises_id: demoIds.flat1, user_id: userId, first_name: 'Test', last_name: name, relationship: 'owner' })
    .execute();
  return userId;
}

describe('a database made before the access log area', () => {
  it('gets the access log\u2019s table and demo entries on its next start; nothing else is seeded again', async () => {
    await withAreaAddedLater(
      'access-log',
      (db) => db.updateTable('users').set({ first_name: 'Changed' }).where('id', '=', demoIds.olivia).execute().then(() => undefined),
      async (later) => {
        const entries = await later.ctx.db
          .selectFrom('access_log_developments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('development_id', '=', demoIds.riversideWharf)
          .executeTakeFirstOrThrow();
        expect(entries.n).toBeGreaterThanOrEqual(20);
        const session = await issueSession(later.ctx, demoIds.olivia, { viewAs: { by: demoIds.ada, developmentId: demoIds.riversideWharf } });
        expect(session.user.profile.firstName).toBe('Changed');
      },
    );
  });
});
