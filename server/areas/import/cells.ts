// The cells of one row read as the columns' formats (docs/import/README.md), each problem worded
// for the person who will fix the file: what the cell holds, what is wrong, what to write instead.
import { is } from 'superstruct';
import { email as emailRule } from '../../../core/schemas/common';
import { validateGbPhone } from '../../../core/domain/phones';
import type { CsvRow, ImportProblem } from './csv';

/** The most an amount may be, in pence, either way: £10,000,000.00. */
const MAX_AMOUNT_PENCE = 1_000_000_000;

/** A UK postcode, with or without its space, any case (`SE16 4JX`, `se164jx`). */
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

// C0 and C1 controls: a reference is typed, never a line break or an escape.
// eslint-disable-next-line no-control-regex -- finding controls is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * One row's cells, read column by column: each reader answers the value, or undefined after
 * reporting the cell's problem (the row is then `ok: false`, and nothing of it is imported).
 * Cells are text as written: one starting with `=`, `+`, `-` or `@` is data, kept as it is.
 * @example const cells = new RowCells(row, report); const name = cells.text('name', { required: true });
 */
export class RowCells {
  ok = true;

  constructor(
    readonly row: CsvRow,
    private readonly report: (problem: ImportProblem) => void,
  ) {}

  /** Reports a problem of `column` on this row's line. */
  problem(column: string, message: string): undefined {
    this.ok = false;
    this.report({ line: this.row.line, column, message });
    return undefined;
  }

  /** The cell as written, surrounding spaces removed; '' when empty or not in the file. */
  raw(column: string): string {
    return this.row.cells.get(column) ?? '';
  }

  /** Whether the file has the column and this row has something in it. */
  has(column: string): boolean {
    return this.raw(column) !== '';
  }

  /**
   * An empty required cell: its problem, unless the header lacks the column (said once, of the
   * header); the row is not imported either way.
   */
  private empty(column: string, message: string): undefined {
    if (this.row.cells.has(column)) return this.problem(column, message);
    this.ok = false;
    return undefined;
  }

  /** Text of at most `max` characters; null when empty and not required. */
  text(column: string, { required = false, max = 255 }: { required?: boolean; max?: number } = {}): string | null | undefined {
    const value = this.raw(column);
    if (value === '') return required ? this.empty(column, 'is empty: every row needs it') : null;
    if (value.length > max) return this.problem(column, `has ${value.length} characters; at most ${max}`);
    return value;
  }

  /** A reference of the agent's: 1 to 100 characters, on one line. */
  reference(column: string): string | undefined {
    const value = this.raw(column);
    if (value === '') return this.empty(column, 'is empty: every row needs its reference');
    if (value.length > 100) return this.problem(column, `has ${value.length} characters; a reference has at most 100`);
    if (CONTROLS.test(value)) return this.problem(column, 'holds a line break or another control character; a reference is one line');
    return value;
  }

  /** yes or no (also true/false, y/n, 1/0, any case); `fallback` when empty. */
  yesNo(column: string, fallback: boolean): boolean | undefined {
    const value = this.raw(column).toLowerCase();
    if (value === '') return fallback;
    if (['yes', 'y', 'true', '1'].includes(value)) return true;
    if (['no', 'n', 'false', '0'].includes(value)) return false;
    return this.problem(column, `'${this.raw(column)}' is not yes or no`);
  }

  /** A whole number from 0 to 9999; `fallback` when empty. */
  position(column: string, fallback: number): number | undefined {
    const value = this.raw(column);
    if (value === '') return fallback;
    if (!/^\d{1,4}$/.test(value)) return this.problem(column, `'${value}' is not a whole number from 0 to 9999`);
    return Number(value);
  }

  /** A date written yyyy-MM-dd that is a day of the calendar; null when empty and not required. */
  date(column: string, { required = false }: { required?: boolean } = {}): string | null | undefined {
    const value = this.raw(column);
    if (value === '') return required ? this.empty(column, 'is empty: every row needs its date, written yyyy-MM-dd') : null;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const british = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
      const hint = british ? `write ${british[3]}-${british[2]!.padStart(2, '0')}-${british[1]!.padStart(2, '0')}` : 'write it yyyy-MM-dd, such as 2026-01-31';
      return this.problem(column, `'${value}' is not a date written yyyy-MM-dd; ${hint}`);
    }
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return this.problem(column, `'${value}' is not a day of the calendar`);
    return value;
  }

  /**
   * An amount in pounds with at most two decimals (`12.50`, `-12.50`), as whole pence; the
   * message for each way of writing money that is not that says what to write instead.
   */
  pence(column: string): number | undefined {
    const value = this.raw(column);
    if (value === '') return this.empty(column, 'is empty: every row needs its amount in pounds, such as 12.50 (a credit: -12.50)');
    const exact = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
    if (!exact) return this.problem(column, `'${value}' is not an amount in pounds; ${amountHint(value)}`);
    const pence = Number(exact[2]) * 100 + Number((exact[3] ?? '').padEnd(2, '0'));
    if (pence > MAX_AMOUNT_PENCE) return this.problem(column, `'${value}' is more than 10000000.00, the most one line may be`);
    return exact[1] === '-' && pence !== 0 ? -pence : pence;
  }

  /** An e-mail address (core/schemas' rule, as the API checks everywhere else). */
  email(column: string, { required = false }: { required?: boolean } = {}): string | null | undefined {
    const value = this.raw(column);
    if (value === '') return required ? this.empty(column, 'is empty: every row needs an e-mail address') : null;
    if (!is(value, emailRule)) return this.problem(column, `'${value}' is not an e-mail address`);
    return value;
  }

  /** A UK phone number as typed (core/domain/phones' rule); null when empty. */
  phone(column: string): string | null | undefined {
    const value = this.raw(column);
    if (value === '') return null;
    const error = validateGbPhone(value);
    if (error === 'tooLong') return this.problem(column, `'${value}' has more than 17 characters; a phone number has at most 17`);
    if (error) return this.problem(column, `'${value}' is not a UK phone number, such as 020 7946 0018 or 07400 123456`);
    return value;
  }

  /** A UK postcode, kept in capitals; null when empty and not required. */
  postcode(column: string, { required = false }: { required?: boolean } = {}): string | null | undefined {
    const value = this.raw(column);
    if (value === '') return required ? this.empty(column, 'is empty: every row needs its postcode') : null;
    if (!UK_POSTCODE.test(value)) return this.problem(column, `'${value}' is not a UK postcode, such as SE16 4JX`);
    return value.toUpperCase();
  }
}

function amountHint(value: string): string {
  if (/^-?\d+,\d{1,2}$/.test(value)) return `write ${value.replace(',', '.')}`;
  if (/^-?\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) return `write ${value.replace(/,/g, '')}, without the thousands' commas`;
  if (/^-?£/.test(value) || /^£?-/.test(value)) return `write ${value.replace('£', '')}, without the £`;
  if (/^\(\d+(\.\d{1,2})?\)$/.test(value)) return `write -${value.slice(1, -1)} for a credit`;
  if (/^-?\d+\.\d{3,}$/.test(value)) return 'an amount has at most two decimals (whole pence)';
  if (/^\+\d/.test(value)) return `write ${value.slice(1)}, without the +`;
  return 'write pounds and pence, such as 12.50, or -12.50 for a credit';
}
