import { integer, object, optional } from 'superstruct';
import type { Infer } from 'superstruct';
import { requiredText } from './common';
import { rule } from './rules';

/**
 * A happiness rating, a whole number from 1 (very unhappy) to 5 (very happy).
 *
 * @example
 * is(4, Rating); // true
 */
export const Rating = rule(integer(), 'range', (value) => value >= 1 && value <= 5, { min: 1, max: 5 });
export type Rating = Infer<typeof Rating>;

/**
 * `POST /feedback`. The message is optional: a rating of 4 or 5 is sent at once, and
 * closing the box without writing sends the rating alone. A message that is sent must
 * not be blank and is at most 3000 characters.
 *
 * @example
 * const feedback: FeedbackRequest = { rating: 2, message: 'The lift at Riverside Wharf is often out of order.' };
 */
export const FeedbackRequest = object({
  message: optional(requiredText({ max: 3000, multiline: true })),
  rating: Rating,
});
export type FeedbackRequest = Infer<typeof FeedbackRequest>;
