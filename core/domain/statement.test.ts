import { expect, test } from 'vitest';
import { splitStatementAmount, type StatementAmount } from './statement';

// spec 1 §3: credit negative, debit positive, and the absolute amount.
test.each([
  [125.5, { debit: 125.5, credit: null, amountAbsolute: 125.5 }],
  [-25.5, { debit: null, credit: 25.5, amountAbsolute: 25.5 }],
  [0, { debit: null, credit: null, amountAbsolute: 0 }],
  [-0, { debit: null, credit: null, amountAbsolute: 0 }],
  [0.1 + 0.2, { debit: 0.3, credit: null, amountAbsolute: 0.3 }],
  [-1234.56, { debit: null, credit: 1234.56, amountAbsolute: 1234.56 }],
] as [number, StatementAmount][])('amount %s -> %j', (amount, split) => {
  expect(splitStatementAmount(amount)).toEqual(split);
});
