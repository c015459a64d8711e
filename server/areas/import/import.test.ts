// The import through the real API (POST /import/{kind}) on a fresh demo database, SQLite or, with
// PORTICO_TEST_DATABASE_URL, PostgreSQL: the documented example files, idempotence and updates, every
// kind of problem in words, all or nothing, hostile files, and who may call it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds } from '../core';
import { startTestApi, type TestApi } from '../../testing';
import { IMPORT_KINDS, type ImportKindName } from './session';
import { importKinds } from './service';

const DOCS = join(process.cwd(), 'docs/import');

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.tokenFor(demoIds.ada);
});
afterAll(() => api.close());

/** POST /import/{kind} with a CSV body (text or bytes), as global staff unless another token is given. */
async function post(kind: string, body: string | Uint8Array<ArrayBuffer>, { apply = false, invite = false, token = admin as string | null, type = 'text/csv' } = {}) {
  const query = [apply && 'apply=true', invite && 'invite=true'].filter(Boolean).join('&');
  const response = await fetch(`${api.url}/import/${kind}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(token && { Authorization: `Bearer ${token}` }) },
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect()
  return { status: response.status, body: (await response.json()) as any };
}

const example = (kind: ImportKindName) => readFileSync(join(DOCS, `${kind}.example.csv`), 'utf8');
const count = async (table: 'developments' | 'premises' | 'charge_accounts' | 'statement_lines' | 'premises_contacts' | 'import_references') =>
  Number((await api.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** The columns docs/import/README.md documents for a kind: the first cell of each row of its table. */
function documentedColumns(kind: ImportKindName): string[] {
  const readme = readFileSync(join(DOCS, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith(`\`${kind}\``));
  expect(section, `a section for ${kind}`).toBeDefined();
  return [...section!.matchAll(/^\| `([a-z0-9_]+)` \|/gm)].map((match) => match[1]!);
}

describe('the documented formats', () => {
  it.each(IMPORT_KINDS)('%s: the template is the documented columns, which are the columns the import reads', (kind) => {
    const template = readFileSync(join(DOCS, `${kind}.template.csv`), 'utf8').trim();
    expect(template.split(',')).toEqual(documentedColumns(kind));
    expect(documentedColumns(kind)).toEqual(importKinds[kind].shape.columns);
  });

  it('the example files import cleanly into the demo database, in order, and a second time change nothing', async () => {
    for (const kind of IMPORT_KINDS) {
      const dry = await post(kind, example(kind));
      expect(dry.status, kind).toBe(200);
      expect(dry.body.data.problems, `${kind} ${JSON.stringify(dry.body.data.problems)}`).toEqual([]);
      expect(dry.body.data.applied).toBe(false);
      const applied = await post(kind, example(kind), { apply: true });
      expect(applied.status, kind).toBe(200);
      expect(applied.body.data, kind).toMatchObject({ kind, applied: true, problems: [], updated: 0, unchanged: 0 });
      expect(applied.body.data.created, kind).toBe(applied.body.data.rows);
    }
    const before = await Promise.all([count('developments'), count('premises'), count('charge_accounts'), count('statement_lines'), count('premises_contacts')]);
    for (const kind of IMPORT_KINDS) {
      const again = await post(kind, example(kind), { apply: true });
      expect(again.body.data, kind).toMatchObject({ applied: true, created: 0, updated: 0, problems: [] });
      expect(again.body.data.unchanged, kind).toBe(again.body.data.rows);
    }
    expect(await Promise.all([count('developments'), count('premises'), count('charge_accounts'), count('statement_lines'), count('premises_contacts')])).toEqual(before);
  });

  it('a changed row updates its record, and says so', async () => {
    const changed = example('transactions').replace('Window cleaning,Charge,12.50', 'Window cleaning,Charge,15.00');
    const { body } = await post('transactions', changed, { apply: true });
    expect(body.data).toMatchObject({ created: 0, updated: 1, unchanged: 5 });
    const id = (await api.ctx.db.selectFrom('import_references').select('record_id').where('kind', '=', 'transactions').where('reference', '=', 'T-5').executeTakeFirstOrThrow()).record_id;
    expect((await api.ctx.db.selectFrom('statement_lines').select('amount_pence').where('id', '=', id).executeTakeFirstOrThrow()).amount_pence).toBe(1500);
  });

  it("one customer's relationships are one customer, as staff see them", async () => {
    const premises = await api.ctx.db.selectFrom('premises').select(['id', 'development_id']).where('name', '=', 'Flat 1').where('tenant_reference', '=', 'CW-0001').executeTakeFirstOrThrow();
    const list = await api.call(`/developments/${premises.development_id}/customers`, { token: admin });
    expect(list.status).toBe(200);
    const priya = (list.body.data.customers as { fullName: string; id: string; email: string; relationship: string }[]).filter((row) => row.fullName === 'Priya Shah');
    expect(priya).toHaveLength(1);
    expect(priya[0]).toMatchObject({ email: 'priya.shah@example.com', relationship: 'Owner' });
    const detail = await api.call(`/customers/${priya[0]!.id}?developmentId=${premises.development_id}`, { token: admin });
    expect(detail.status).toBe(200);
  });
});

/** The examples' developments, premises and accounts, which the rows below refer to (importing them again changes nothing). */
async function withExampleRecords() {
  for (const kind of ['developments', 'premises', 'charge-accounts'] as const) expect((await post(kind, example(kind), { apply: true })).status).toBe(200);
}

describe('customers with --invite', () => {
  beforeAll(withExampleRecords);

  it('e-mails each new customer once: an invitation to sign up, or the offer to an address with an account', async () => {
    const csv = [
      'reference,premises,relationship,title,first_name,last_name,email',
      'INV-1,CW-002,Subtenant,Mx,Nia,Newcomer,nia.newcomer@example.com',
      'INV-1,MH-01,Tenant,Mx,Nia,Newcomer,nia.newcomer@example.com',
      'INV-2,MH-01,Owner,Ms,Olivia,Owner,owner@example.com',
    ].join('\n');
    const outbox = async (to: string) => (await api.call(`/dev/outbox?to=${to}`)).body.data.messages as { subject: string; body: string }[];
    const { body } = await post('customers', csv, { apply: true, invite: true });
    expect(body.data).toMatchObject({ applied: true, created: 3, problems: [] });
    const [invitation, ...others] = await outbox('nia.newcomer@example.com');
    expect(others).toEqual([]);
    expect(invitation!.subject).toBe('Your invitation to the Canal Works resident portal');
    const key = /invitationKey=(INV-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4})/.exec(invitation!.body)?.[1];
    expect(invitation!.body).toContain(`${api.ctx.config.portalOrigin}/signup/1?invitationKey=${key}`);
    // The key is a real invitation: sign-up's first step knows it, for the premises of the first row.
    const step1 = await api.call('/user/signup/1', { method: 'POST', body: { invitationKey: key } });
    expect(step1.status).toBe(200);
    expect(step1.body.data).toMatchObject({ email: 'nia.newcomer@example.com', premisesName: 'Flat 2' });
    expect((await outbox('owner@example.com')).filter((message) => message.subject === 'Mill House added you to The Loft')).toHaveLength(1);

    await post('customers', csv, { apply: true, invite: true });
    expect(await outbox('nia.newcomer@example.com')).toHaveLength(1);
    expect((await outbox('owner@example.com')).filter((message) => message.subject === 'Mill House added you to The Loft')).toHaveLength(1);
  });
});

describe('problems, by line and column, in words', () => {
  beforeAll(withExampleRecords);
  const premisesHeader = 'reference,development,name,legal_owner';

  it('reports every problem of a dry run and writes nothing', async () => {
    const csv = [
      'reference,account,date,description,type,amount',
      'X-1,CW-001-SC,2025-03-01,Demand,Demand,"12,50"',
      'X-2,CW-001-SC,31/01/2025,Payment,Payment,-10.00',
      'X-3,NO-SUCH-ACCOUNT,2025-03-01,Demand,Demand,1.00',
      'X-1,CW-001-SC,2025-03-02,Demand,Demand,1.005',
      'X-5,CW-001-SC,2025-02-30,,Demand,£5.00',
    ].join('\n');
    const before = await count('statement_lines');
    const { status, body } = await post('transactions', csv);
    expect(status).toBe(200);
    expect(body.data.problems).toEqual([
      { line: 2, column: 'amount', message: "'12,50' is not an amount in pounds; write 12.50" },
      { line: 3, column: 'date', message: "'31/01/2025' is not a date written yyyy-MM-dd; write 2025-01-31" },
      { line: 4, column: 'account', message: "'NO-SUCH-ACCOUNT' is not a charge account Portico holds: import the charge-accounts file first, or check the reference" },
      { line: 5, column: 'amount', message: "'1.005' is not an amount in pounds; an amount has at most two decimals (whole pence)" },
      { line: 6, column: 'date', message: "'2025-02-30' is not a day of the calendar" },
      { line: 6, column: 'description', message: 'is empty: every row needs it' },
      { line: 6, column: 'amount', message: "'£5.00' is not an amount in pounds; write 5.00, without the £" },
    ]);
    expect(await count('statement_lines')).toBe(before);
  });

  it('names unknown and missing columns from the header', async () => {
    const { body } = await post('premises', 'reference,development,name,colour\nP-1,CW,Flat 9,blue\n');
    expect(body.data.problems).toEqual([
      { line: 1, column: 'colour', message: expect.stringMatching(/^is not a column of a premises file; its columns are reference, development, name, legal_owner/) },
      { line: 1, column: 'legal_owner', message: 'is missing from the header: a premises file must have it' },
    ]);
  });

  it('names the line of the first of two rows with one reference', async () => {
    const { body } = await post('premises', `${premisesHeader}\nP-1,CW,Flat 9,Ann\nP-2,CW,Flat 10,Ann\nP-1,CW,Flat 11,Ann\n`);
    expect(body.data.problems).toEqual([{ line: 4, column: 'reference', message: "'P-1' is already on line 2: each is once in a file" }]);
  });

  it('refuses premises of a development Portico does not hold', async () => {
    const { body } = await post('premises', `${premisesHeader}\nP-1,NOWHERE,Flat 9,Ann\n`);
    expect(body.data.problems).toEqual([{ line: 2, column: 'development', message: "'NOWHERE' is not a development Portico holds: import the developments file first, or check the reference" }]);
  });

  it('with --apply, a problem on the last line of a good file writes nothing (422)', async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => `LAST-${index},CW,Unit ${index},Owner ${index}`);
    const before = await Promise.all([count('premises'), count('import_references')]);
    const { status, body } = await post('premises', [premisesHeader, ...rows, 'LAST-X,CW,,Owner'].join('\r\n'), { apply: true });
    expect(status).toBe(422);
    expect(body.messages).toEqual(['The file has a problem: nothing was imported.']);
    expect(body.data).toMatchObject({ applied: false, rows: 1201, problems: [{ line: 1202, column: 'name', message: 'is empty: every row needs it' }] });
    expect(await Promise.all([count('premises'), count('import_references')])).toEqual(before);
  });
});

describe('hostile files', () => {
  beforeAll(withExampleRecords);
  const header = 'reference,development,name,legal_owner';
  const premisesNamed = async (reference: string) => {
    const row = await api.ctx.db.selectFrom('import_references').select('record_id').where('kind', '=', 'premises').where('reference', '=', reference).executeTakeFirst();
    return row && api.ctx.db.selectFrom('premises').selectAll().where('id', '=', row.record_id).executeTakeFirst();
  };

  it('a file in latin-1 is refused with the line it goes wrong on, and nothing is read', async () => {
    const latin1 = new Uint8Array(Buffer.from(`${header}\nH-1,CW,Flat 1,Ann\nH-2,CW,Caf\xe9 unit,Zo\xeb\n`, 'latin1'));
    const { body } = await post('premises', latin1, { apply: true });
    expect(body.data.problems).toEqual([{ line: 3, column: null, message: "the file is not UTF-8: save it as 'CSV UTF-8 (Comma delimited)' in Excel (or as UTF-8 in any other program) and import it again" }]);
    expect(await premisesNamed('H-1')).toBeUndefined();
  });

  it('a byte order mark, Windows line ends, quoted commas and new lines are read as Excel writes them', async () => {
    const csv = `\ufeff${header}\r\nH-3,CW,"Flat 3, the ""corner"" one","Smith,\r\nJones and Co"\r\n`;
    const { status, body } = await post('premises', csv, { apply: true });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ applied: true, created: 1, problems: [] });
    expect(await premisesNamed('H-3')).toMatchObject({ name: 'Flat 3, the "corner" one', legal_owner: 'Smith,\nJones and Co' });
  });

  it('formulas are kept as text, never evaluated or stripped', async () => {
    const csv = `${header}\nH-4,CW,"=HYPERLINK(""http://evil.example"",""Click"")",+44 owner\nH-5,CW,@SUM(A1:A2),-minus\nH-6,CW,=HYPERLINK("http://evil.example"),=1+2\n`;
    const { body } = await post('premises', csv, { apply: true });
    expect(body.data.problems).toEqual([]);
    expect(await premisesNamed('H-4')).toMatchObject({ name: '=HYPERLINK("http://evil.example","Click")', legal_owner: '+44 owner' });
    expect(await premisesNamed('H-5')).toMatchObject({ name: '@SUM(A1:A2)', legal_owner: '-minus' });
    expect(await premisesNamed('H-6')).toMatchObject({ name: '=HYPERLINK("http://evil.example")', legal_owner: '=1+2' });
  });

  it('an empty file, and a header alone, are one line each', async () => {
    expect((await post('premises', '')).body.data.problems).toEqual([
      { line: null, column: null, message: 'the file is empty: its first line must be the header of a premises file (docs/import/README.md)' },
    ]);
    expect((await post('premises', `${header}\r\n`)).body.data.problems).toEqual([{ line: null, column: null, message: 'the file has its header and no rows: nothing to import' }]);
  });

  it('a row with cells in excess and a quote never closed are their lines', async () => {
    const { body } = await post('premises', `${header}\nH-7,CW,Flat 7,Ann,extra\nH-8,CW,Flat 8,Ann\nH-9,CW,"Flat 9,Ann\n`);
    expect(body.data.problems).toEqual([
      { line: 2, column: null, message: 'has 5 cells where the header has 4: a cell with a comma in it must be in double quotes' },
      { line: 4, column: null, message: 'a quoted cell starts on this line and its closing " is missing: every " that opens a cell must close it' },
    ]);
  });

  it('a body over 64 MB is refused as it streams, with its size in words (413)', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 65) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${api.url}/import/premises`, { method: 'POST', headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${admin}` }, body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { messages: string[] }).messages[0]).toMatch(/^the file is 6\d MB; an import takes at most 64 MB/);
  });
});

describe('who may import', () => {
  it('global staff only: signed out 401, customers and other staff 403; a body not sent as CSV 415; an unknown kind 404', async () => {
    const csv = 'reference,name,address_line1,city,postcode\nW-1,Who,1 Road,Leeds,LS1 1AA\n';
    expect((await post('developments', csv, { token: null })).status).toBe(401);
    for (const user of [demoIds.olivia, demoIds.manny, demoIds.otto, demoIds.clara]) expect((await post('developments', csv, { token: await api.tokenFor(user) })).status).toBe(403);
    expect((await post('developments', csv, { type: 'application/json' })).status).toBe(415);
    const unknown = await post('tenants', csv);
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages[0]).toBe('There is no import of tenants: the kinds are developments, premises, customers, charge-accounts, transactions.');
    expect((await post('developments', csv)).status).toBe(200);
  });
});
