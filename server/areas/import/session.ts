// What one pass over an import file shares: the database (the transaction, when applying), the
// report, and the agent's references already resolved to Portico ids.
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import type { ImportProblem } from './csv';

/** The kinds of file an import takes, in the order they build on each other. */
export const IMPORT_KINDS = ['developments', 'premises', 'customers', 'charge-accounts', 'transactions'] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];

/** The kinds of reference kept in `import_references`: the files' kinds, and a customer's relationships. */
export type ReferenceKind = ImportKindName | 'customer-relationships';

/** The most problems a report lists; the rest are counted in a last line. */
export const MAX_LISTED_PROBLEMS = 1000;

/** The rows per query: far below both databases' limits on parameters. */
export const BATCH_ROWS = 500;

/** An import's report: what it found, and what it did or (a dry run) would do. */
export interface ImportReport {
  kind: ImportKindName;
  /** Whether the records were written; never with problems. */
  applied: boolean;
  /** Rows read after the header. */
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  problems: ImportProblem[];
}

/**
 * One pass over a file: where it reads and writes, whether it writes, and what it found.
 * @example const session = new ImportSession(ctx, ctx.db, 'premises', { apply: false, invite: false });
 */
export class ImportSession {
  readonly report: ImportReport;
  /** Every problem, also those past the listed ones. */
  problemCount = 0;
  /** Resolved references of other kinds (a premises' development), misses as null. */
  private readonly resolved = new Map<ReferenceKind, Map<string, string | null>>();
  /** New references, written after their records in each batch. */
  readonly newReferences: { kind: ReferenceKind; reference: string; record_id: string }[] = [];

  constructor(
    readonly ctx: AppContext,
    /** The database, or the transaction when applying. */
    readonly db: Db,
    kind: ImportKindName,
    readonly options: { readonly apply: boolean; readonly invite: boolean },
  ) {
    this.report = { kind, applied: false, rows: 0, created: 0, updated: 0, unchanged: 0, problems: [] };
  }

  /** Records a problem; past `MAX_LISTED_PROBLEMS` it is only counted. */
  problem = (problem: ImportProblem): void => {
    this.problemCount += 1;
    if (this.report.problems.length < MAX_LISTED_PROBLEMS) this.report.problems.push(problem);
  };

  /**
   * The Portico ids of references of `kind`, those not known missing from the map; kept for the
   * rest of the pass (references of another kind than the file's do not change during it).
   */
  async resolve(kind: ReferenceKind, references: Iterable<string>): Promise<Map<string, string>> {
    const known = this.resolved.get(kind) ?? new Map<string, string | null>();
    this.resolved.set(kind, known);
    const missing = [...new Set(references)].filter((reference) => !known.has(reference));
    const found = await this.lookUp(kind, missing);
    for (const reference of missing) known.set(reference, found.get(reference) ?? null);
    const answer = new Map<string, string>();
    for (const reference of references) {
      const id = known.get(reference);
      if (id) answer.set(reference, id);
    }
    return answer;
  }

  /** The ids of references of `kind` as the database holds them now, uncached (the file's own kind). */
  async lookUp(kind: ReferenceKind, references: readonly string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (let start = 0; start < references.length; start += BATCH_ROWS) {
      const rows = await this.db
        .selectFrom('import_references')
        .select(['reference', 'record_id'])
        .where('kind', '=', kind)
        .where('reference', 'in', references.slice(start, start + BATCH_ROWS))
        .execute();
      for (const row of rows) found.set(row.reference, row.record_id);
    }
    return found;
  }

  /** Keeps a new reference, written with `flushReferences` after its record. */
  remember(kind: ReferenceKind, reference: string, recordId: string): void {
    this.newReferences.push({ kind, reference, record_id: recordId });
  }

  /** Writes the references kept since the last flush, a batch per statement. */
  async flushReferences(): Promise<void> {
    const rows = this.newReferences.splice(0);
    for (let start = 0; start < rows.length; start += BATCH_ROWS) {
      await this.db.insertInto('import_references').values(rows.slice(start, start + BATCH_ROWS)).execute();
    }
  }
}
