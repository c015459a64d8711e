// `customers`: one row per customer and premises they hold (a relationship), the customer named by
// the agent's reference on every row of theirs. A customer is made as staff make one
// (POST /customers): a premises contact per relationship with the details in the file, tied into
// one customer (person_id, or the account once they registered); never an account found by its
// address. With --invite, each new customer is e-mailed: an invitation to sign up, or, for an address
// that has an account already, the contact offer staff's additions send.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../area';
import { sameText } from '../../database/dialect';
import { TITLES } from '../account';
import { tellOfferedCustomer } from '../customers/service';
import { sendMessage } from '../outbox';
import type { RowCells } from './cells';
import { importEmails } from './messages';
import { BATCH_ROWS, type ImportSession } from './session';
import type { KindRunner } from './service';
import type { ReadRow, Values } from './table-kind';

interface CustomerRow {
  reference: string;
  premises: string;
  relationship: string;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Undefined when the file has no such column: the contact keeps what it has. */
  phone: string | null | undefined;
  mainResidence: number | undefined;
}

/** What one customer's first row said, to hold their other rows to. */
interface FirstRow {
  line: number;
  details: Record<string, string | null | undefined>;
}

/** Per reading of a file: the customers met so far, and the contacts made for new ones. */
interface CustomersPass {
  first: Map<string, FirstRow>;
  /** Customer reference → the contact that is their record, for those made in this reading. */
  made: Map<string, string>;
}
const passes = new WeakMap<ImportSession, CustomersPass>();

function passOf(session: ImportSession): CustomersPass {
  let pass = passes.get(session);
  if (!pass) passes.set(session, (pass = { first: new Map(), made: new Map() }));
  return pass;
}

/** The key of a relationship in `import_references`: the customer's and the premises' references. */
const relationshipKey = (row: CustomerRow) => `${row.reference}\n${row.premises}`;

const detailColumns = { title: 'title', first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone' } as const;

/** The customers file: its shape, its checks and its writing. */
export const customersKind: KindRunner<CustomerRow> = {
  shape: {
    name: 'a customers file',
    columns: ['reference', 'premises', 'relationship', 'title', 'first_name', 'last_name', 'email', 'phone', 'main_residence'],
    required: ['reference', 'premises', 'relationship', 'title', 'first_name', 'last_name', 'email'],
  },
  read(cells: RowCells) {
    const reference = cells.reference('reference');
    const premises = cells.reference('premises');
    const relationship = cells.text('relationship', { required: true, max: 50 });
    const title = cells.text('title', { required: true, max: 20 });
    if (title && !TITLES.includes(title)) cells.problem('title', `'${title}' is not a title the portal offers; write one of ${TITLES.join(', ')}`);
    const firstName = cells.text('first_name', { required: true, max: 100 });
    const lastName = cells.text('last_name', { required: true, max: 100 });
    const email = cells.email('email', { required: true });
    const phone = cells.phone('phone');
    const main = cells.yesNo('main_residence', false);
    if (!cells.ok) return undefined;
    return {
      reference: reference!,
      premises: premises!,
      relationship: relationship!,
      title: title!,
      firstName: firstName!,
      lastName: lastName!,
      email: email!,
      phone: cells.row.cells.has('phone') ? phone : undefined,
      mainResidence: cells.row.cells.has('main_residence') ? (main ? 1 : 0) : undefined,
    };
  },
  key: (row) => ({ key: relationshipKey(row), column: 'premises', words: `customer '${row.reference}' with premises '${row.premises}'` }),
  settle: settleCustomers,
};

async function settleCustomers(session: ImportSession, batch: readonly ReadRow<CustomerRow>[]): Promise<void> {
  const pass = passOf(session);
  const types = await session.db.selectFrom('relationship_types').select(['id', 'name', 'role_payload']).orderBy('position').execute();
  const premisesIds = await session.resolve('premises', batch.map((item) => item.row.premises));
  for (const { row, cells, line } of batch) {
    if (!types.some((type) => type.name.toLowerCase() === row.relationship.toLowerCase() || type.id === row.relationship)) {
      cells.problem('relationship', `'${row.relationship}' is not a relationship type; write one of ${types.map((type) => type.name).join(', ')}`);
    }
    if (!premisesIds.has(row.premises)) cells.problem('premises', `'${row.premises}' is not a premises Portico holds: import the premises file first, or check the reference`);
    // One customer is one person: their rows agree on who they are.
    const details = { title: row.title, first_name: row.firstName, last_name: row.lastName, email: row.email.toLowerCase(), phone: row.phone };
    const first = pass.first.get(row.reference);
    if (!first) pass.first.set(row.reference, { line, details });
    else {
      for (const column of Object.keys(detailColumns) as (keyof typeof detailColumns)[]) {
        if (details[column] !== undefined && first.details[column] !== undefined && details[column] !== first.details[column]) {
          cells.problem(column, `customer '${row.reference}' has '${first.details[column] ?? ''}' on line ${first.line}: every row of one customer says the same`);
        }
      }
    }
  }
  const valid = batch.filter((item) => item.cells.ok);
  const typeOf = (row: CustomerRow) => types.find((type) => type.name.toLowerCase() === row.relationship.toLowerCase() || type.id === row.relationship)!;
  const valuesOf = (row: CustomerRow): Values => ({
    title: row.title,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    relationship: typeOf(row).role_payload,
    relationship_type_id: typeOf(row).id,
    ...(row.phone !== undefined && { main_number: row.phone }),
    ...(row.mainResidence !== undefined && { is_main_residence: row.mainResidence }),
  });

  const relationships = await session.lookUp('customer-relationships', valid.map((item) => relationshipKey(item.row)));
  const contacts = new Map<string, Values>();
  const contactIds = [...relationships.values()];
  for (let start = 0; start < contactIds.length; start += BATCH_ROWS) {
    const rows = await session.db.selectFrom('premises_contacts').selectAll().where('id', 'in', contactIds.slice(start, start + BATCH_ROWS)).execute();
    for (const row of rows) contacts.set(row.id, row as unknown as Values);
  }
  const fresh = valid.filter((item) => !relationships.has(relationshipKey(item.row)));
  // As POST /customers: an address that holds the premises already is not a second customer of it.
  const held = new Set<string>();
  const freshPremises = [...new Set(fresh.map((item) => premisesIds.get(item.row.premises)!))];
  for (let start = 0; start < freshPremises.length; start += BATCH_ROWS) {
    const rows = await session.db
      .selectFrom('premises_contacts as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.premises_id', sql<string>`lower(COALESCE(u.email, c.email))`.as('email')])
      .where('c.premises_id', 'in', freshPremises.slice(start, start + BATCH_ROWS))
      .execute();
    for (const row of rows) held.add(`${row.premises_id}\n${row.email}`);
  }
  for (const item of fresh) {
    if (held.has(`${premisesIds.get(item.row.premises)}\n${item.row.email.toLowerCase()}`)) {
      item.cells.problem('email', `'${item.row.email}' is a customer of premises '${item.row.premises}' already: a customer holds a premises once`);
    }
  }

  const changed: { id: string; values: Values }[] = [];
  const made: ReadRow<CustomerRow>[] = [];
  for (const item of valid) {
    if (!item.cells.ok) continue;
    const id = relationships.get(relationshipKey(item.row));
    if (id === undefined) {
      made.push(item);
      continue;
    }
    const contact = contacts.get(id);
    const values = valuesOf(item.row);
    if (!contact) item.cells.problem('reference', `customer '${item.row.reference}' with premises '${item.row.premises}' was imported before, and is no longer in Portico`);
    else if (Object.entries(values).every(([column, value]) => (typeof value === 'number' ? Number(contact[column]) === value : (contact[column] ?? null) === value))) session.report.unchanged += 1;
    else changed.push({ id, values });
  }
  session.report.created += made.length;
  session.report.updated += changed.length;
  if (!session.options.apply) return;

  // The contact that is each known customer's record: a new relationship joins their account or person.
  const knownCustomers = await session.resolve('customers', made.map((item) => item.row.reference).filter((reference) => !pass.made.has(reference)));
  const recordIds = [...new Set([...knownCustomers.values()])];
  const records = new Map<string, { user_id: string | null; key: string }>();
  for (let start = 0; start < recordIds.length; start += BATCH_ROWS) {
    const rows = await session.db
      .selectFrom('premises_contacts as c')
      .select(['c.id', 'c.user_id', sql<string>`COALESCE(c.person_id, c.id)`.as('key')])
      .where('c.id', 'in', recordIds.slice(start, start + BATCH_ROWS))
      .execute();
    for (const row of rows) records.set(row.id, row);
  }
  const newCustomers: ReadRow<CustomerRow>[] = [];
  const rows = made.map((item) => {
    const id = `con-${randomUUID()}`;
    session.remember('customer-relationships', relationshipKey(item.row), id);
    const recordId = pass.made.get(item.row.reference) ?? knownCustomers.get(item.row.reference);
    const record = recordId ? (records.get(recordId) ?? { user_id: null, key: recordId }) : undefined;
    if (!record) {
      pass.made.set(item.row.reference, id);
      session.remember('customers', item.row.reference, id);
      newCustomers.push(item);
    }
    return {
      id,
      premises_id: premisesIds.get(item.row.premises)!,
      user_id: record?.user_id ?? null,
      person_id: record && !record.user_id ? record.key : null,
      ...(valuesOf(item.row) as { title: string; first_name: string; last_name: string; relationship: string }),
    };
  });
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await session.db.insertInto('premises_contacts').values(rows.slice(start, start + BATCH_ROWS)).execute();
  await session.flushReferences();
  for (const { id, values } of changed) await session.db.updateTable('premises_contacts').set(values).where('id', '=', id).execute();
  if (session.options.invite) for (const item of newCustomers) await invite(session.ctx, item.row, premisesIds.get(item.row.premises)!);
}

/** Characters of an invitation key: no 0/O or 1/I, as it may be typed from a letter. */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function invitationKey(): string {
  const bytes = randomBytes(12);
  const characters = [...bytes].map((byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
  return `INV-${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8, 12)}`;
}

/**
 * E-mails a new customer: the contact offer when a confirmed customer account has the address
 * (as staff adding them sends), else an invitation to sign up for the premises, unless an unused
 * one was sent to the address already.
 */
async function invite(ctx: AppContext, row: CustomerRow, premisesId: string): Promise<void> {
  const premises = await ctx.db
    .selectFrom('premises as p')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.name', 'd.name as development_name'])
    .where('p.id', '=', premisesId)
    .executeTakeFirstOrThrow();
  const account = await ctx.db.selectFrom('users').select('id').where(sameText(sql.ref('email'), row.email)).executeTakeFirst();
  if (account) {
    await tellOfferedCustomer(ctx, row.email, premises.development_name, premises.name);
    return;
  }
  const pending = await ctx.db.selectFrom('invitations').select('key').where(sameText(sql.ref('email'), row.email)).where('used_at', 'is', null).executeTakeFirst();
  if (pending) return;
  const key = invitationKey();
  const type = await ctx.db
    .selectFrom('relationship_types')
    .select('role_payload')
    .where((eb) => eb.or([sameText(sql.ref('name'), row.relationship), eb('id', '=', row.relationship)]))
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('invitations')
    .values({ key, email: row.email, role_type: 'customer', role_payload: type.role_payload, premises_id: premisesId, development_id: null, created_at: ctx.now().toISOString() })
    .execute();
  const link = `${ctx.config.portalOrigin}/signup/1?invitationKey=${encodeURIComponent(key)}`;
  await sendMessage(ctx, { to: row.email, channel: 'email', ...importEmails.invitation({ name: `${row.firstName} ${row.lastName}`, development: premises.development_name, premises: premises.name, key, link }) });
}
