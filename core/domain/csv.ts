// A small CSV writer: RFC 4180 quoting, CRLF line endings, and text that a spreadsheet would
// read as a formula made inert (core/domain/README.md, "CSV and formula injection").

/**
 * One cell. A JS number is a number in the spreadsheet and is written as it is; a string is
 * text and is neutralised when it could start a formula; null and undefined are empty cells.
 */
export type CsvCell = string | number | null | undefined;

/** Options for `toCsv`. */
export interface CsvOptions {
  /** Start with a UTF-8 byte order mark, so Excel reads `£` and accents as UTF-8. */
  readonly bom?: boolean;
}

// Characters that make a spreadsheet read a cell as a formula or shift it into one: the
// OWASP CSV injection list (= + - @ tab CR), and LF, which LibreOffice treats like CR.
const FORMULA_START = /^[=+\-@\t\r\n]/;
// RFC 4180: a field holding a quote, a comma or a line break is quoted.
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as CSV text. A string that could start a formula gets a leading `'`, which
 * spreadsheets show as text, and is quoted; numbers are never touched, so a negative amount
 * passed as a number (-12.5) stays a number, while the string '-12.50' becomes text.
 * @example csvCell('=SUM(A1)') // `"'=SUM(A1)"`
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const inert = FORMULA_START.test(value);
  const text = inert ? `'${value}` : value;
  return inert || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as a CSV document: cells joined by commas, every row ended by CRLF (RFC 4180).
 * @example toCsv([['Date', 'Debit'], ['01/03/2026', 12.5]]) // 'Date,Debit\r\n01/03/2026,12.5\r\n'
 */
export function toCsv(rows: Iterable<readonly CsvCell[]>, options: CsvOptions = {}): string {
  let out = options.bom ? '\uFEFF' : '';
  for (const row of rows) out += `${row.map(csvCell).join(',')}\r\n`;
  return out;
}
