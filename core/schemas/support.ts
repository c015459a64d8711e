import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { optionalText, requiredText } from './common';

/**
 * `POST /support`, the error dialog's contact-support action. Spec 1 does not show
 * the payload; ours is the user's message (with feedback's 3000-character limit) and, optionally,
 * the error the dialog showed and the page it was on, so support can find it.
 *
 * @example
 * const support: SupportRequest = { message: 'The statement for Flat 1 does not load.', errorType: 'An error occured', page: '/charges/p-flat-1/statement' };
 */
export const SupportRequest = object({
  message: requiredText({ max: 3000, multiline: true }),
  errorType: optionalText({ max: 200 }),
  page: optionalText({ max: 2000 }),
});
export type SupportRequest = Infer<typeof SupportRequest>;
