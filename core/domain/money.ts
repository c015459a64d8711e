// Money: GBP only (spec 1 §9). Amounts travel as JSON numbers in pounds with at most two
// decimals (core/README.md); anything that adds them works in whole pence so that floating
// point never drifts (0.1 + 0.2 is not 0.3, but 10 + 20 pence is 30).

// GBP text is written from whole pence rather than by Intl.NumberFormat, whose first currency
// formatter loads the locale's data: some 60 ms of a slow phone's dashboard, wherever it falls.

/**
 * An amount in pounds as GBP text, with the sign the amount has. The amount is first rounded
 * to whole pence, so a rounding crumb such as -0.001 shows as £0.00, never -£0.00.
 * @example formatGbp(1234.5) // '£1,234.50'
 */
export function formatGbp(pounds: number): string {
  const pence = toPence(pounds);
  const whole = String(Math.floor(Math.abs(pence) / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${pence < 0 ? '-' : ''}£${whole}.${String(Math.abs(pence) % 100).padStart(2, '0')}`;
}

/** Which catalogue text labels an amount: positive is a balance, negative a credit. */
export type BalanceKind = 'balance' | 'credit';

/** A labelled amount: the UI picks the catalogue text for `kind` and shows `amount`. */
export interface BalanceLabel {
  readonly kind: BalanceKind;
  /** The absolute amount in pounds. */
  readonly amount: number;
}

/**
 * Labels a balance. A positive balance is labelled balance, a negative one credit;
 * zero owes nothing and is a balance. The amount comes back without its sign, since the label
 * already says which way it goes.
 * @example balanceLabel(-42.1) // { kind: 'credit', amount: 42.1 }
 */
export function balanceLabel(pounds: number): BalanceLabel {
  const pence = toPence(pounds);
  return { kind: pence < 0 ? 'credit' : 'balance', amount: fromPence(Math.abs(pence)) };
}

/**
 * Pounds to whole pence, rounding half away from zero (so -0.005 and 0.005 round alike).
 * Throws a RangeError for NaN and infinities: a bad amount must not turn into a plausible sum.
 * @example toPence(12.34) // 1234
 */
export function toPence(pounds: number): number {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount of money: ${pounds}`);
  const pence = Math.sign(pounds) * Math.round(Math.abs(pounds) * 100);
  return pence === 0 ? 0 : pence; // no -0
}

/**
 * Whole pence to pounds.
 * @example fromPence(1234) // 12.34
 */
export function fromPence(pence: number): number {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Not a whole number of pence: ${pence}`);
  const pounds = pence / 100;
  return pounds === 0 ? 0 : pounds;
}

/**
 * The sum of amounts in pounds, added in pence.
 * @example sumMoney([0.1, 0.2]) // 0.3
 */
export function sumMoney(amounts: Iterable<number>): number {
  let pence = 0;
  for (const amount of amounts) pence += toPence(amount);
  return fromPence(pence);
}
