// The import of a kind whose row is one record of one table (developments, premises, charge
// accounts, statement lines): its references to records of other kinds resolved, then each row
// made, changed or left as it is, a batch of rows per statement.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RowCells } from './cells';
import type { CsvShape } from './csv';
import { BATCH_ROWS, type ImportKindName, type ImportSession, type ReferenceKind } from './session';

/** A record's columns as the import writes them. */
export type Values = Record<string, string | number | null>;

/** Tables under names the import decides at run time: each kind names its own. */
type LooseDb = Kysely<Record<string, Values & { id: string }>>;

/** A row of the file that passed its cells' checks. */
export interface ReadRow<Row> {
  readonly line: number;
  readonly cells: RowCells;
  readonly row: Row;
}

/** A reference of a row to a record of another kind (a premises' development). */
export interface ParentReference {
  readonly column: string;
  readonly kind: ReferenceKind;
  readonly reference: string;
  /** The record's kind in words, with its article: "a development". */
  readonly what: string;
}

/** A row whose record is new, with the columns it will be written with. */
export interface NewRecord<Row> extends ReadRow<Row> {
  readonly values: Values;
}

/** A kind of file whose rows are the records of one table. */
export interface TableKind<Row> {
  readonly name: ImportKindName;
  readonly shape: CsvShape;
  readonly table: 'developments' | 'premises' | 'charge_accounts' | 'statement_lines';
  /** New ids: `${idPrefix}-${uuid}`. */
  readonly idPrefix: string;
  /** The row's values, or undefined once its cells' problems are reported. */
  read(cells: RowCells): Row | undefined | Promise<Row | undefined>;
  /** The agent's reference of the row's record. */
  reference(row: Row): string;
  parents?(row: Row): readonly ParentReference[];
  /**
   * The columns the row writes and an unchanged record already holds, from the row and its
   * parents' ids by column. An optional column the header leaves out is not written: the record
   * keeps what it has.
   */
  values(row: Row, parentIds: ReadonlyMap<string, string>): Values;
  /** Checks of new records against the database (an account number another account has). */
  checkNew?(session: ImportSession, made: readonly NewRecord<Row>[]): Promise<void>;
  /** Columns written only when the record is made (defaults a later import must not overwrite). */
  defaults?(session: ImportSession, made: readonly NewRecord<Row>[]): Promise<Values[]>;
}

/** Whether the record holds the values already (numbers as either database answers them). */
function holds(record: Values, values: Values): boolean {
  return Object.entries(values).every(([column, value]) => {
    const current = record[column];
    return typeof value === 'number' ? Number(current) === value : (current ?? null) === value;
  });
}

/**
 * Settles a batch of rows of a table kind: reports references to records Portico does not hold,
 * counts what would be made, changed or left, and when applying, writes them.
 * @example await settleTable(premisesKind, session, batch);
 */
export async function settleTable<Row>(kind: TableKind<Row>, session: ImportSession, batch: readonly ReadRow<Row>[]): Promise<void> {
  const wanted = new Map<ReferenceKind, string[]>();
  for (const { row } of batch) for (const parent of kind.parents?.(row) ?? []) wanted.set(parent.kind, [...(wanted.get(parent.kind) ?? []), parent.reference]);
  const resolved = new Map<ReferenceKind, Map<string, string>>();
  for (const [parentKind, references] of wanted) resolved.set(parentKind, await session.resolve(parentKind, references));

  const valued: NewRecord<Row>[] = [];
  for (const item of batch) {
    const ids = new Map<string, string>();
    for (const parent of kind.parents?.(item.row) ?? []) {
      const id = resolved.get(parent.kind)?.get(parent.reference);
      if (id) ids.set(parent.column, id);
      else item.cells.problem(parent.column, `'${parent.reference}' is not ${parent.what} Portico holds: import the ${parent.kind} file first, or check the reference`);
    }
    if (item.cells.ok) valued.push({ ...item, values: kind.values(item.row, ids) });
  }

  const db = session.db as unknown as LooseDb;
  const existing = await session.lookUp(kind.name, valued.map((item) => kind.reference(item.row)));
  const records = new Map<string, Values>();
  const existingIds = [...existing.values()];
  for (let start = 0; start < existingIds.length; start += BATCH_ROWS) {
    const rows = await db.selectFrom(kind.table).selectAll().where('id', 'in', existingIds.slice(start, start + BATCH_ROWS)).execute();
    for (const row of rows) records.set(String(row.id), row);
  }
  let made: NewRecord<Row>[] = [];
  const changed: { id: string; values: Values }[] = [];
  for (const item of valued) {
    const id = existing.get(kind.reference(item.row));
    if (id === undefined) made.push(item);
    else if (!records.has(id)) item.cells.problem('reference', `'${kind.reference(item.row)}' was imported before, and its record is no longer in Portico`);
    else if (holds(records.get(id)!, item.values)) session.report.unchanged += 1;
    else changed.push({ id, values: item.values });
  }
  await kind.checkNew?.(session, made);
  made = made.filter((item) => item.cells.ok);
  session.report.created += made.length;
  session.report.updated += changed.length;
  if (!session.options.apply) return;

  const defaults = (await kind.defaults?.(session, made)) ?? [];
  const rows = made.map((item, index) => {
    const id = `${kind.idPrefix}-${randomUUID()}`;
    session.remember(kind.name, kind.reference(item.row), id);
    return { ...defaults[index], ...item.values, id };
  });
  // In the file's order, so that lines of one day keep it (statement_lines numbers them, seq).
  for (let start = 0; start < rows.length; start += BATCH_ROWS) await db.insertInto(kind.table).values(rows.slice(start, start + BATCH_ROWS)).execute();
  await session.flushReferences();
  for (const { id, values } of changed) await db.updateTable(kind.table).set(values).where('id', '=', id).execute();
}
