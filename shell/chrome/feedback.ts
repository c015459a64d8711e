import { validate } from 'superstruct';
import { formatFeedbackDatetime } from '../../core/domain/dates';
import { t } from '../../core/i18n';
import { requiredText } from '../../core/schemas/common';
import type { Rating } from '../../core/schemas/feedback';
import { deviceStorage, FEEDBACK_LAST_RESPONSE_KEY } from './storage';
import { sharedTextMessage } from '../../core/forms/text-messages';
import { describeFailure } from '../../core/schemas/errors';

/** spec 1 §9: feedback text at most 3000 characters (the same limit as `FeedbackRequest`). */
export const FEEDBACK_MAX_LENGTH = 3000;

/** The ratings, 1 very unhappy to 5 very happy (spec 1 §2, §9). */
export const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

/**
 * Where a rating takes the feedback box (spec 1 §4): 4 to 5 positive (the rating is sent at once),
 * 3 neutral, 1 to 2 negative (both ask for a message).
 * @example feedbackMood(2) // 'negative'
 */
export function feedbackMood(rating: Rating): 'positive' | 'neutral' | 'negative' {
  if (rating >= 4) return 'positive';
  return rating === 3 ? 'neutral' : 'negative';
}

const messageStruct = requiredText({ max: FEEDBACK_MAX_LENGTH, multiline: true });

/**
 * The message's error, or null when it may be sent (spec 1 §5): at least 1 and at most 3000
 * characters; only whitespace (too short) gives the empty-field message, too long gives Maximum
 * length {n} characters exceeded. The rule is core/schemas' `requiredText`, which the API applies too.
 * @example checkFeedbackMessage('   ') // 'This field is required'
 */
export function checkFeedbackMessage(message: string): string | null {
  const [failure] = validate(message, messageStruct, { coerce: true });
  if (!failure) return null;
  const { code, params } = describeFailure(failure);
  return sharedTextMessage(code, params) ?? t('validation.required');
}

/**
 * Remembers on this device that the feedback box was answered now (spec 1 §4: the last-response
 * time is stored locally). The API records it on the user itself when it receives the feedback
 * (`POST /feedback` sets `feedbackInformation`), so no second call is made for that.
 * @example rememberFeedbackAnswer(new Date());
 */
export function rememberFeedbackAnswer(now: Date): string {
  const datetime = formatFeedbackDatetime(now);
  deviceStorage.setItem(FEEDBACK_LAST_RESPONSE_KEY, datetime);
  return datetime;
}
