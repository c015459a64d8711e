// `portico import <kind> <file.csv> [--apply] [--invite]`: the operator's import, on the database
// the configuration names (as the API opens it: migrated, and a new database seeded with the demo
// data outside production). Prints every problem, one a line, then a summary; a progress bar on a
// terminal.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { pino } from 'pino';
import { createApi } from '../../app';
import { ConfigError, readConfig } from '../../config';
import { MAX_IMPORT_BYTES, megabytes, tooLargeMessage, type ImportProblem } from './csv';
import { runImport, type ImportProgress } from './service';
import { IMPORT_KINDS, type ImportKindName, type ImportReport } from './session';

const USAGE = `usage: portico import <kind> <file.csv> [--apply] [--invite]

  kind       ${IMPORT_KINDS.join(', ')} (import them in this order)
  --apply    write the records, all or nothing; without it, a dry run that writes nothing
  --invite   customers only: e-mail each new customer an invitation to sign up

The formats of the files: docs/import/README.md.
`;

/** Where the command writes, and the environment it reads its configuration from. */
export interface CommandIo {
  readonly out: NodeJS.WriteStream;
  readonly err: NodeJS.WriteStream;
  readonly env: NodeJS.ProcessEnv;
}

/** The redraws of the progress bar: at most ten a second. */
const REDRAW_MS = 100;
const BAR_WIDTH = 24;

/**
 * One problem as a line of the command's output.
 * @example problemLine({ line: 42, column: 'amount', message: "'12,50' is not an amount in pounds; write 12.50" }); // "line 42, column amount: '12,50' ..."
 */
export function problemLine(problem: ImportProblem): string {
  const where = [problem.line !== null ? `line ${problem.line}` : null, problem.column !== null ? `column ${problem.column}` : null].filter(Boolean).join(', ');
  return where ? `${where}: ${problem.message}` : problem.message;
}

/**
 * The report's last line: what was read, and what was (or a dry run would be) done.
 * @example summaryLine('premises.csv', report); // 'premises.csv: 120 rows imported: 100 created, 15 updated, 5 unchanged.'
 */
export function summaryLine(file: string, report: ImportReport): string {
  const rows = `${report.rows} ${report.rows === 1 ? 'row' : 'rows'}`;
  const counts = `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged`;
  if (report.problems.length > 0) {
    const count = report.problems.at(-1)!.message.startsWith('and ') ? `more than ${report.problems.length - 1}` : String(report.problems.length);
    return `${file}: ${rows}, ${count} ${count === '1' ? 'problem' : 'problems'}: nothing was written.`;
  }
  if (report.applied) return `${file}: ${rows} imported: ${counts}.`;
  return `${file}: ${rows}, no problems. Dry run: ${counts.replace(/(\d+) (created|updated|unchanged)/g, '$1 would be $2').replace('would be unchanged', 'would stay unchanged')}; nothing was written. Run again with --apply to import.`;
}

/** The progress bar: rows read and megabytes of the file, redrawn in place. */
function progressBar(out: NodeJS.WriteStream, totalBytes: number): { update: ImportProgress; clear(): void } {
  let last = 0;
  let drawn = false;
  return {
    update({ phase, rows, bytes }) {
      const now = Date.now();
      if (now - last < REDRAW_MS && bytes < totalBytes) return;
      last = now;
      const done = totalBytes === 0 ? 1 : Math.min(1, bytes / totalBytes);
      const filled = Math.round(done * BAR_WIDTH);
      out.write(`\r${phase === 'checking' ? 'Checking ' : 'Importing'} [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${rows} rows, ${megabytes(bytes)} of ${megabytes(totalBytes)} MB`);
      drawn = true;
    },
    clear() {
      if (drawn) out.write(`\r${' '.repeat(80)}\r`);
    },
  };
}

/**
 * Runs `portico import`: answers the exit code, 0 when the file had no problem (and, with
 * --apply, was imported), 1 when it had problems (nothing written), 2 when the command itself was
 * wrong (its usage, a file that cannot be read, a configuration the API would refuse).
 * @example process.exitCode = await importCommand(['premises', 'premises.csv', '--apply'], { out: process.stdout, err: process.stderr, env: process.env });
 */
export async function importCommand(args: string[], io: CommandIo): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const [kind, file, ...rest] = args.filter((arg) => !arg.startsWith('--'));
  const unknownFlag = flags.find((flag) => !['--apply', '--invite', '--help'].includes(flag));
  if (flags.includes('--help')) {
    io.out.write(USAGE);
    return 0;
  }
  if (!kind || !file || rest.length > 0 || unknownFlag) {
    io.err.write(unknownFlag ? `portico import: there is no option ${unknownFlag}\n\n${USAGE}` : USAGE);
    return 2;
  }
  if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
    io.err.write(`portico import: there is no import of ${kind}; the kinds are ${IMPORT_KINDS.join(', ')}\n`);
    return 2;
  }
  if (flags.includes('--invite') && kind !== 'customers') {
    io.err.write('portico import: --invite is for customers only\n');
    return 2;
  }
  let size: number;
  try {
    const found = await stat(file);
    if (!found.isFile()) throw new Error('not a file');
    size = found.size;
  } catch {
    io.err.write(`portico import: cannot read ${file}: no such file\n`);
    return 2;
  }
  if (size > MAX_IMPORT_BYTES) {
    io.out.write(`${tooLargeMessage(size)}\n${basename(file)}: not read; nothing was written.\n`);
    return 1;
  }
  let config;
  try {
    config = readConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err.write(`portico import: ${error.message}\n`);
    return 2;
  }
  const api = await createApi(config);
  // The report goes to stdout; the log, if any, to stderr, so that the two never mix.
  const ctx = { ...api.ctx, log: pino({ level: config.logLevel }, pino.destination(2)) };
  const bar = io.out.isTTY ? progressBar(io.out, size) : undefined;
  let report: ImportReport;
  try {
    report = await runImport(ctx, kind as ImportKindName, () => createReadStream(file), { apply: flags.includes('--apply'), invite: flags.includes('--invite'), progress: bar?.update });
  } finally {
    bar?.clear();
    await api.close();
  }
  for (const problem of report.problems) io.out.write(`${problemLine(problem)}\n`);
  io.out.write(`${summaryLine(basename(file), report)}\n`);
  return report.problems.length > 0 ? 1 : 0;
}
