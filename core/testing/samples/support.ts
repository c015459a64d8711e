/**
 * Samples of the demo data: feedback and support requests. How to use them: README.md beside this
 * file.
 */
import type { FeedbackRequest, SupportRequest } from '../../schemas';
import { sampleIds } from './ids';

/**
 * A neutral rating with a message.
 *
 * @example
 * sampleFeedback.rating; // 3
 */
export const sampleFeedback: FeedbackRequest = {
  rating: 3,
  message: 'The statement is clear, but I could not find how to pay by card.',
};

/**
 * Contacting support from the error dialog.
 *
 * @example
 * sampleSupportRequest.page; // '/charges/pre-riverside-flat-1/statement'
 */
export const sampleSupportRequest: SupportRequest = {
  message: 'The statement of Flat 1 does not load.',
  errorType: 'An error occured',
  page: `/charges/${sampleIds.flat1}/statement`,
};
