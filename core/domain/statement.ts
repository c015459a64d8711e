// Statement lines (spec 1 §3): a line's signed amount becomes a debit or a credit column and an
// absolute amount.
import { fromPence, toPence } from './money';

/** A line's amount split into the statement's columns, in pounds. */
export interface StatementAmount {
  /** The amount when it is positive (money owed), else null. */
  readonly debit: number | null;
  /** The amount without its sign when it is negative (money paid or credited), else null. */
  readonly credit: number | null;
  /** The amount without its sign. */
  readonly amountAbsolute: number;
}

/**
 * Splits a statement line's amount. A negative amount is a credit, a positive one
 * a debit, plus the absolute amount. Both columns hold unsigned amounts, as a printed
 * statement does; a zero amount (such as balance brought forward) is in neither column.
 * @example splitStatementAmount(-25.5) // { debit: null, credit: 25.5, amountAbsolute: 25.5 }
 */
export function splitStatementAmount(amount: number): StatementAmount {
  const pence = toPence(amount);
  const amountAbsolute = fromPence(Math.abs(pence));
  return {
    debit: pence > 0 ? amountAbsolute : null,
    credit: pence < 0 ? amountAbsolute : null,
    amountAbsolute,
  };
}
