import type { FeedbackRequest, SupportRequest } from '../../schemas';
import { noData, request, type CallOptions } from '../client';

/**
 * `POST /feedback`: a rating from 1 to 5 with an optional message.
 * @example await sendFeedback({ rating: 5 });
 */
export async function sendFeedback(body: FeedbackRequest, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/feedback', body, schema: noData, ...call });
}

/**
 * `POST /support`: the error dialog's contact-support message.
 * @example await contactSupport({ message: 'The statement does not load.', page: location.pathname });
 */
export async function contactSupport(body: SupportRequest, call?: CallOptions): Promise<void> {
  await request({ method: 'POST', path: '/support', body, schema: noData, ...call });
}
