import { describe, expect, test } from 'vitest';
import { balanceLabel, formatGbp, fromPence, sumMoney, toPence } from './money';

describe('formatGbp', () => {
  test.each([
    [0, '£0.00'],
    [1234.5, '£1,234.50'],
    [-12.5, '-£12.50'],
    [0.1 + 0.2, '£0.30'],
    [1_000_000, '£1,000,000.00'],
    [-0.001, '£0.00'],
    [-0, '£0.00'],
  ])('%s -> %s', (pounds, text) => {
    expect(formatGbp(pounds)).toBe(text);
  });

  test('writes what Intl.NumberFormat writes for GBP in en-GB, from a penny to billions, both signs', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [0.01, 0.1, 0.99, 1, 9.99, 10, 99.995, 100, 999.99, 1000, 1000.005, 12_345.678, 99_999.99, 100_000, 1_234_567.89, 9_876_543_210.12];
    for (let pence = 1; pence < 10_000_000_000; pence = pence * 7 + 3) amounts.push(pence / 100);
    for (const pounds of amounts.flatMap((amount) => [amount, -amount])) expect(formatGbp(pounds), String(pounds)).toBe(intl.format(fromPence(toPence(pounds))));
  });
});

describe('balanceLabel (spec 1 §4: positive balance, negative credit)', () => {
  test.each([
    [120.75, 'balance', 120.75],
    [-42.1, 'credit', 42.1],
    [0, 'balance', 0],
    [-0, 'balance', 0],
    [-0.004, 'balance', 0],
  ])('%s -> %s of %s', (pounds, kind, amount) => {
    expect(balanceLabel(pounds)).toEqual({ kind, amount });
  });
});

describe('pence arithmetic', () => {
  test.each([
    [12.34, 1234],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996
    [1.15, 115], // 1.15 * 100 is 114.99999999999999
    [-19.99, -1999],
    [0.005, 1],
    [-0.005, -1],
    [-0.001, 0],
    [0, 0],
  ])('toPence(%s) -> %s', (pounds, pence) => {
    expect(Object.is(toPence(pounds), pence)).toBe(true);
  });

  test.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('toPence(%s) throws', (value) => {
    expect(() => toPence(value)).toThrow(RangeError);
  });

  test.each([
    [1234, 12.34],
    [-1999, -19.99],
    [0, 0],
  ])('fromPence(%s) -> %s', (pence, pounds) => {
    expect(fromPence(pence)).toBe(pounds);
  });

  test.each([[1.5], [Number.NaN]])('fromPence(%s) throws', (value) => {
    expect(() => fromPence(value)).toThrow(RangeError);
  });

  test.each([
    [[0.1, 0.2], 0.3],
    [Array.from({ length: 100 }, () => 0.01), 1],
    [[1234.56, -1234.56], 0],
    [[120.75, -42.1, 310.4], 389.05],
    [[], 0],
  ])('sumMoney(%j) -> %s', (amounts, total) => {
    expect(sumMoney(amounts)).toBe(total);
  });

  test('the sum of pounds as floats drifts where sumMoney does not', () => {
    const amounts = [120.75, -42.1, 310.4];
    expect(amounts.reduce((a, b) => a + b, 0)).not.toBe(389.05);
    expect(sumMoney(amounts)).toBe(389.05);
  });
});
