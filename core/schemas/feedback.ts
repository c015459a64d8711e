import { integer, object, optional } from 'superstruct';
import type { Infer } from 'superstruct';
import { requiredText } from './common';
import { rule } from './rules';

/**
 * A happiness rating, a whole number from 1 (very unhappy) to 5 (very happy) (spec 1 §9).
 *
 * @example
 * is(4, Rating); // true
 */
export const Rating = rule(integer(), 'range', (value) => value >= 1 && value <= 5, { min: 1, max: 5 });
export type Rating = Infer<typeof Rating>;

/**
 * `POST /feedback` (spec 1 §7). The message is optional: a rating of 4 or 5 is sent at once, and
 * closing the box without writing sends the rating alone (spec 1 §4). A message that is sent must
 * not be blank and is at most 3000 characters (spec 1 §5).
 *
 * @example
 * const feedback: FeedbackRequest = { rating: 2, message: 'The lift at Riverside Wharf is often out of order.' };
 */
export const FeedbackRequest = object({
  message: optional(requiredText({ max: 3000, multiline: true })),
  rating: Rating,
});
export type FeedbackRequest = Infer<typeof FeedbackRequest>;
