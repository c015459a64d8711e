// An import: a dry run that reads the whole file and reports every problem, then, when asked and
// only when there is none, the same reading again inside one transaction that writes. The file is
// read twice rather than held: it may be 64 MB.
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { AppContext } from '../../area';
import { inTransaction } from '../../database/connection';
import { RowCells } from './cells';
import { csvRows, type CsvShape, type Progress } from './csv';
import { customersKind } from './customers';
import { chargeAccountsKind, developmentsKind, premisesKind, transactionsKind } from './kinds';
import { BATCH_ROWS, ImportSession, MAX_LISTED_PROBLEMS, type ImportKindName, type ImportReport } from './session';
import { settleTable, type ReadRow, type TableKind } from './table-kind';

/** What reading one kind of file takes: its shape, its rows' checks, their key in the file, and the batch's writing. */
export interface KindRunner<Row = unknown> {
  readonly shape: CsvShape;
  read(cells: RowCells): Row | undefined | Promise<Row | undefined>;
  /** What may be in a file once, and the words that say so of a second row with it. */
  key(row: Row): { readonly key: string; readonly column: string; readonly words: string };
  settle(session: ImportSession, batch: readonly ReadRow<Row>[]): Promise<void>;
}

function tableRunner<Row>(kind: TableKind<Row>): KindRunner<Row> {
  return {
    shape: kind.shape,
    read: (cells) => kind.read(cells),
    key: (row) => ({ key: kind.reference(row), column: 'reference', words: `'${kind.reference(row)}'` }),
    settle: (session, batch) => settleTable(kind, session, batch),
  };
}

/** Each kind of file, by the name the command and the route take. */
export const importKinds: Record<ImportKindName, KindRunner<never>> = {
  developments: tableRunner(developmentsKind) as KindRunner<never>,
  premises: tableRunner(premisesKind) as KindRunner<never>,
  customers: customersKind as KindRunner<never>,
  'charge-accounts': tableRunner(chargeAccountsKind) as KindRunner<never>,
  transactions: tableRunner(transactionsKind) as KindRunner<never>,
};

/** Where an import is: checking the file (the dry run), or writing it. */
export type ImportProgress = (state: { phase: 'checking' | 'importing'; rows: number; bytes: number }) => void;

/** Ends a transaction that found problems while writing, so that nothing of it stays. */
class RolledBack extends Error {
  constructor(readonly session: ImportSession) {
    super('The import found problems while writing; nothing was written.');
  }
}

/** One reading of the file: every row checked, and batch by batch settled (and when applying, written). */
async function readFile(session: ImportSession, runner: KindRunner, source: Readable, progress?: Progress): Promise<void> {
  const firstLine = new Map<string, number>();
  let batch: ReadRow<unknown>[] = [];
  for await (const row of csvRows(source, runner.shape, session.problem, progress)) {
    session.report.rows += 1;
    const cells = new RowCells(row, session.problem);
    const value = await runner.read(cells);
    if (value === undefined) continue;
    const { key, column, words } = runner.key(value);
    const first = firstLine.get(key);
    if (first !== undefined) {
      cells.problem(column, `${words} is already on line ${first}: each is once in a file`);
      continue;
    }
    firstLine.set(key, row.line);
    batch.push({ line: row.line, cells, row: value });
    if (batch.length >= BATCH_ROWS) {
      await runner.settle(session, batch);
      batch = [];
    }
  }
  if (batch.length > 0) await runner.settle(session, batch);
}

/** The report as answered: problems by line (the file's own first), and the count of those not listed. */
function finished(session: ImportSession): ImportReport {
  const { report } = session;
  report.problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const unlisted = session.problemCount - report.problems.length;
  if (unlisted > 0) {
    report.problems.push({ line: null, column: null, message: `and ${unlisted} more problems: the first ${MAX_LISTED_PROBLEMS} are listed; fix them and import again to see the rest` });
  }
  return report;
}

/**
 * Imports a CSV file of one kind: always a dry run first, reporting every problem by line and
 * column; with `apply` and no problem, the file again in one transaction that writes it all or
 * nothing. `open` gives the file from its start, each time it is called. Answers the report:
 * rows read, and the records made, changed and left as they were (or that would be, on a dry run).
 * @example const report = await runImport(ctx, 'premises', () => createReadStream('premises.csv'), { apply: true });
 */
export async function runImport(
  ctx: AppContext,
  kind: ImportKindName,
  open: () => Readable,
  options: { readonly apply?: boolean; readonly invite?: boolean; readonly progress?: ImportProgress } = {},
): Promise<ImportReport> {
  const runner = importKinds[kind] as KindRunner;
  const { progress } = options;
  const check = new ImportSession(ctx, ctx.db, kind, { apply: false, invite: false });
  await readFile(check, runner, open(), progress && ((read) => progress({ phase: 'checking', ...read })));
  if (!options.apply || check.problemCount > 0) return finished(check);
  try {
    const report = await inTransaction(ctx.db, async (trx) => {
      const write = new ImportSession({ ...ctx, db: trx }, trx, kind, { apply: true, invite: options.invite ?? false });
      await readFile(write, runner, open(), progress && ((read) => progress({ phase: 'importing', ...read })));
      // Changed between the two readings (another import at once): nothing of this one is kept.
      if (write.problemCount > 0) throw new RolledBack(write);
      write.report.applied = true;
      ctx.log.info({ kind, rows: write.report.rows, created: write.report.created, updated: write.report.updated, unchanged: write.report.unchanged }, 'import applied');
      return finished(write);
    });
    // PostgreSQL plans from statistics it gathers now and then: after thousands of new rows, the
    // next import would scan the tables rather than use their keys until it gathers them again.
    if (ctx.dialect.name === 'postgres' && report.created > 0) await sql`ANALYZE import_references`.execute(ctx.db);
    return report;
  } catch (error) {
    if (error instanceof RolledBack) return finished(error.session);
    throw error;
  }
}
