// Reading an import file as a stream: strict UTF-8 (a file saved in another encoding is refused with
// the line it goes wrong on, never read as mojibake), Windows line ends, quoted commas and new lines,
// and the line each row starts on, for the report. Nothing holds more of the file than a chunk.
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError } from 'csv-parse';

/**
 * The largest file an import reads (64 MB: about 600,000 statement lines); a larger one is refused
 * before it is read.
 * @example if (size > MAX_IMPORT_BYTES) refuse(tooLargeMessage(size));
 */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** One problem of a file, by line and column where it has them (a file's own problems have neither). */
export interface ImportProblem {
  readonly line: number | null;
  readonly column: string | null;
  readonly message: string;
}

/**
 * The words for a file over `MAX_IMPORT_BYTES`.
 * @example tooLargeMessage(100 * 1024 * 1024); // 'the file is 100 MB; an import takes at most 64 MB: split it into several files'
 */
export function tooLargeMessage(bytes: number): string {
  return `the file is ${megabytes(bytes)} MB; an import takes at most ${megabytes(MAX_IMPORT_BYTES)} MB: split it into several files of fewer rows`;
}

/**
 * Bytes as megabytes, to one decimal under 10.
 * @example megabytes(1_572_864); // '1.5'
 */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb < 10 ? mb.toFixed(1) : String(Math.round(mb));
}

/** A problem that stops the reading of a file (its encoding): the rows after it mean nothing. */
class FileProblem extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

const NOT_UTF8 = "the file is not UTF-8: save it as 'CSV UTF-8 (Comma delimited)' in Excel (or as UTF-8 in any other program) and import it again";

/**
 * The index of the first byte of `bytes` that starts a sequence UTF-8 does not allow (as the
 * WHATWG decoder judges: overlong forms, surrogates and code points past U+10FFFF included), or -1;
 * a sequence cut off by the end of `bytes` is not judged here (the next chunk completes it).
 */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 1;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 2;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 3;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return at;
    for (let next = 1; next <= length; next += 1) {
      if (at + next >= bytes.length) return -1;
      const byte = bytes[at + next]!;
      if (byte < (next === 1 ? low : 0x80) || byte > (next === 1 ? high : 0xbf)) return at;
    }
    at += length + 1;
  }
  return -1;
}

/** The bytes at the end of a chunk that start a UTF-8 sequence the chunk does not finish. */
function unfinishedTail(chunk: Uint8Array): Uint8Array {
  for (let back = 1; back <= Math.min(3, chunk.length); back += 1) {
    const byte = chunk[chunk.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? chunk.subarray(chunk.length - back) : new Uint8Array();
  }
  return new Uint8Array();
}

const NEWLINE = 0x0a;

function newlines(bytes: Uint8Array, end = bytes.length): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1 && at < end; at = bytes.indexOf(NEWLINE, at + 1)) count += 1;
  return count;
}

/**
 * Bytes to text, strictly UTF-8 (a `TextDecoder` with `fatal`), with Windows line ends made `\n`
 * (also inside quoted cells), so that the CSV parser counts lines as an editor does. Counts the
 * bytes it has read, for a progress bar.
 */
class StrictUtf8 extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  /** The line the next byte is on. */
  private line = 1;
  /** A `\r` at the end of the text so far, which may be half of a `\r\n`. */
  private carriageReturn = false;
  private previousTail: Uint8Array = new Uint8Array();
  bytes = 0;

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      const joined = Buffer.concat([this.previousTail, chunk]);
      const invalid = firstInvalidUtf8(joined);
      done(new FileProblem({ line: this.line + (invalid === -1 ? 0 : newlines(joined, invalid)), column: null, message: NOT_UTF8 }));
      return;
    }
    this.line += newlines(chunk);
    this.previousTail = unfinishedTail(chunk);
    this.pushText(text);
    done();
  }

  override _flush(done: TransformCallback): void {
    try {
      this.pushText(this.decoder.decode());
    } catch {
      done(new FileProblem({ line: this.line, column: null, message: NOT_UTF8 }));
      return;
    }
    if (this.carriageReturn) this.push('\r');
    done();
  }

  private pushText(decoded: string): void {
    let text = (this.carriageReturn ? '\r' : '') + decoded;
    this.carriageReturn = text.endsWith('\r');
    if (this.carriageReturn) text = text.slice(0, -1);
    if (text) this.push(text.replace(/\r\n/g, '\n'));
  }
}

/** A row of the file: the line it starts on, and its cells by column (surrounding spaces removed). */
export interface CsvRow {
  readonly line: number;
  readonly cells: ReadonlyMap<string, string>;
}

/** What a file of one kind may hold: every column, and those it must have. */
export interface CsvShape {
  /** What the file holds, for messages: "a premises file". */
  readonly name: string;
  readonly columns: readonly string[];
  readonly required: readonly string[];
}

/** How far the reading is: rows and bytes read. */
export type Progress = (read: { rows: number; bytes: number }) => void;

/**
 * The rows of a CSV file, read as a stream, after its header: the header's problems (a column the
 * kind does not know, a required one missing, one twice) and every row the CSV cannot make out
 * (cells in excess or lacking, a quote never closed) go to `problem`, as does a file that is not
 * UTF-8, is empty or has no rows; the rows that can be read are yielded with the line they start on.
 * @example for await (const row of csvRows(createReadStream(file), shape, (p) => problems.push(p))) check(row);
 */
export async function* csvRows(source: Readable, shape: CsvShape, problem: (found: ImportProblem) => void, progress?: Progress): AsyncGenerator<CsvRow> {
  const decoder = new StrictUtf8();
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: false,
    // A quote inside a cell that is not quoted (=HYPERLINK("...") typed as is) is kept as text.
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
  });
  /** The last line the parser got to, for a quote left open until the end. */
  let lastLine = 0;
  let header: (string | null)[] | undefined;
  parser.on('skip', (error: CsvError & { record?: unknown[] }) => {
    const line = typeof error.lines === 'number' ? error.lines : null;
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      problem({ line: lastLine + 1, column: null, message: 'a quoted cell starts on this line and its closing " is missing: every " that opens a cell must close it' });
    } else if (error.code.startsWith('CSV_RECORD_INCONSISTENT')) {
      // Told while the parser reads ahead, perhaps before the header is taken: the counts are the error's.
      const expected = /expect (\d+)/.exec(error.message)?.[1] ?? '?';
      const got = /got (\d+)/.exec(error.message)?.[1] ?? '?';
      problem({ line, column: null, message: `has ${got} cells where the header has ${expected}: a cell with a comma in it must be in double quotes` });
    } else {
      problem({ line, column: null, message: `cannot be read as CSV (${error.message})` });
    }
    if (line !== null) lastLine = Math.max(lastLine, line);
  });
  let unreadable = false;
  const feeding = pipeline(source, decoder, parser).catch((error: unknown) => {
    if (!(error instanceof FileProblem)) throw error;
    unreadable = true;
    problem(error.problem);
  });
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      lastLine = info.lines;
      // The parser counts the line a record ends on; its cells' new lines say where it started.
      const line = info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
      if (!header) {
        header = readHeader(record, shape, problem);
        continue;
      }
      rows += 1;
      const cells = new Map<string, string>();
      header.forEach((column, index) => {
        if (column !== null) cells.set(column, record[index]!.trim());
      });
      yield { line, cells };
      if (progress && rows % 500 === 0) progress({ rows, bytes: decoder.bytes });
    }
  } catch (error) {
    // The pipeline ends the parser with the decoder's problem, which `feeding` reports.
    if (!(error instanceof FileProblem)) throw error;
  } finally {
    // A reader that stops early (an error of its own) must not leave the file open.
    source.destroy();
  }
  await feeding;
  progress?.({ rows, bytes: decoder.bytes });
  if (unreadable) return;
  if (!header) problem({ line: null, column: null, message: `the file is empty: its first line must be the header of ${shape.name} (docs/import/README.md)` });
  else if (header && rows === 0) problem({ line: null, column: null, message: `the file has its header and no rows: nothing to import` });
}

/** The header's columns (null for one the kind does not know), its problems reported. */
function readHeader(record: readonly string[], shape: CsvShape, problem: (found: ImportProblem) => void): (string | null)[] {
  const seen = new Set<string>();
  const columns = record.map((cell) => {
    const column = cell.trim().toLowerCase();
    if (!shape.columns.includes(column)) {
      problem({ line: 1, column: cell.trim(), message: `is not a column of ${shape.name}; its columns are ${shape.columns.join(', ')}` });
      return null;
    }
    if (seen.has(column)) {
      problem({ line: 1, column, message: 'is in the header twice' });
      return null;
    }
    seen.add(column);
    return column;
  });
  for (const column of shape.required) {
    if (!seen.has(column)) problem({ line: 1, column, message: `is missing from the header: ${shape.name} must have it` });
  }
  return columns;
}
