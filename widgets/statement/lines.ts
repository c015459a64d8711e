// The statement's lines as the view uses them, worked out once per statement (spec 1 §3): each
// line's date parsed and its amount split into debit and credit. Filtering, paging, the balance
// brought forward and the CSV then work on these without deriving anything again, so a
// 10,000-line statement stays fast (widgets/statement/README.md, "Performance").
import { toCsv } from '../../core/domain/csv';
import { formatCalendarDate, formatStatementDate, parseIsoDate, statementRangeTest, type StatementRange } from '../../core/domain/dates';
import { fromPence, toPence } from '../../core/domain/money';
import { splitStatementAmount } from '../../core/domain/statement';
import type { Statement, StatementLine } from '../../core/schemas';

/**
 * One statement line with what the view derives from it.
 * @example const entry: StatementEntry = { line, day: new Date(2026, 9, 1), debit: 450, credit: null };
 */
export interface StatementEntry {
  readonly line: StatementLine;
  /** The line's date (local midnight); null when the API sent a date that is no day. */
  readonly day: Date | null;
  /** The amount when positive, else null. */
  readonly debit: number | null;
  /** The amount without its sign when negative, else null. */
  readonly credit: number | null;
}

/**
 * A statement's lines, derived once, and the date of its oldest transaction (the custom range's
 * lower limit).
 * @example const { entries, oldest } = deriveStatement(statement);
 */
export interface DerivedStatement {
  readonly entries: readonly StatementEntry[];
  readonly oldest: Date | null;
}

/**
 * Derives every line of `statement` once: its date parsed, its amount split (core/domain
 * `splitStatementAmount`). The lines keep the API's order, oldest first.
 * @example const derived = deriveStatement(sampleStatement); derived.entries[1].credit // 450
 */
export function deriveStatement(statement: Pick<Statement, 'lines'>): DerivedStatement {
  let oldest: Date | null = null;
  const entries = statement.lines.map((line): StatementEntry => {
    const day = parseIsoDate(line.date);
    if (day && (oldest === null || day < oldest)) oldest = day;
    const { debit, credit } = splitStatementAmount(line.amount);
    return { line, day, debit, credit };
  });
  return { entries, oldest };
}

/**
 * The entries a resolved filter range shows (core/domain `statementRangeTest`): all of them, those
 * dated in the range, or none for an incomplete or invalid custom range.
 * @example const shown = filterEntries(derived.entries, resolveStatementRange(filter, bounds));
 */
export function filterEntries(entries: readonly StatementEntry[], range: StatementRange): readonly StatementEntry[] {
  if (range.kind === 'all') return entries;
  if (range.kind !== 'range') return [];
  const inRange = statementRangeTest(range);
  return entries.filter((entry) => inRange(entry.day));
}

/**
 * The balance brought forward: the balance before the first line shown, i.e. that line's running
 * balance less its own amount (the API's balances run over the whole history, so this holds for
 * a filtered range too: server/areas/charges/service.ts). Null when no line is shown.
 * Worked out in pence, so it never drifts.
 * @example balanceBroughtForward(shown) // 0 for the first line of the history
 */
export function balanceBroughtForward(shown: readonly StatementEntry[]): number | null {
  const first = shown[0];
  if (!first) return null;
  return fromPence(toPence(first.line.balance) - toPence(first.line.amount));
}

/**
 * The texts a CSV needs from the catalogue: the column headers in order (Transaction
 * Date, Description, Type, Period, Debit, Credit, Balance) and how a period reads.
 * @example const texts: StatementCsvTexts = { headers: [...], period: (from, to) => t('statement.periodRange', { from, to }) };
 */
export interface StatementCsvTexts {
  readonly headers: readonly [string, string, string, string, string, string, string];
  readonly period: (from: string, to: string) => string;
}

/**
 * A line's period as the table and the CSV show it: both dates `dd/MM/yyyy` in the catalogue's
 * "{from} to {to}", one date alone when the other is missing, empty without a period.
 * @example periodText(line, (from, to) => `${from} to ${to}`) // '01/10/2026 to 31/12/2026'
 */
export function periodText(line: Pick<StatementLine, 'periodFromDate' | 'periodToDate'>, period: StatementCsvTexts['period']): string {
  const from = formatStatementDate(line.periodFromDate);
  const to = formatStatementDate(line.periodToDate);
  if (from && to) return period(from, to);
  return from || to;
}

/**
 * The CSV of the lines shown (every page of the filter): the spec's seven columns, dates
 * `dd/MM/yyyy`, amounts as numbers (debit and credit unsigned, balance signed, as the table
 * shows them), text cells made formula-safe by core/domain `toCsv`, with a byte order mark so
 * that spreadsheets read it as UTF-8.
 * @example const csv = statementCsv(shown, texts); // 'Transaction Date,Description,...\r\n01/07/2026,...'
 */
export function statementCsv(shown: readonly StatementEntry[], texts: StatementCsvTexts): string {
  const rows = shown.map(({ line, debit, credit }) => [
    formatStatementDate(line.date),
    line.transactionDescription,
    line.typeDescription,
    periodText(line, texts.period),
    debit,
    credit,
    line.balance,
  ]);
  return toCsv([texts.headers, ...rows], { bom: true });
}

/**
 * A file name for the CSV that says whose statement and which dates it holds, with only
 * characters every file system accepts: `statement-RW-0001-SC-2025-11-22-to-2026-11-22.csv`,
 * or `...-to-<statement date>.csv` for all transactions.
 * @example csvFileName('RW-0001-SC', { kind: 'all' }, '2026-11-22') // 'statement-RW-0001-SC-to-2026-11-22.csv'
 */
export function csvFileName(accountNumber: string, range: StatementRange, toDate: string): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  const dates =
    range.kind === 'range'
      ? `${range.from ? `${formatCalendarDate(range.from)}-` : ''}to-${formatCalendarDate(range.to)}`
      : `to-${safe(toDate)}`;
  return `${['statement', safe(accountNumber), dates].filter(Boolean).join('-')}.csv`;
}
