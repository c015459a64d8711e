import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { sendFeedback } from '../../core/api/endpoints/support';
import { isApiError } from '../../core/api/error';
import { useT } from '../../core/i18n';
import type { ReviewLinks } from '../../core/schemas/config';
import type { FeedbackRequest, Rating } from '../../core/schemas/feedback';
import { Alert } from '../../core/ui/Alert';
import { Dialog } from '../../core/ui/Dialog';
import { showErrorDialog } from '../../core/ui/dialogStore';
import { Spinner } from '../../core/ui/Spinner';
import { feedbackMood, RATINGS, rememberFeedbackAnswer } from './feedback';

// The message form comes on demand with react-hook-form (core/forms), in the chunk every form shares.
const MessageForm = lazy(() => import('./MessageForm').then((module) => ({ default: module.MessageForm })));

/** The box's states (spec 1 §2): the faces, then by the rating, then the confirmation. */
export type FeedbackState = 'initial' | 'positive' | 'neutral' | 'negative' | 'submitted';

// Decorative faces beside each rating's name; the name is the button's text, so the accessible
// name is what sighted users read (WCAG 2.5.3).
const FACES: Record<Rating, string> = { 1: '😞', 2: '🙁', 3: '😐', 4: '🙂', 5: '😄' };

/** Props of `FeedbackDialog`. */
export interface FeedbackDialogProps {
  open: boolean;
  /** Runs when the box closes, whatever was answered. */
  onClose: () => void;
  /** Runs once the API has received an answer (a rating alone or with a message). */
  onAnswered: () => void;
  /** The configuration's review pages for the positive state. */
  reviewLinks?: ReviewLinks;
}

/**
 * The feedback box (spec 1 §2, §4, §5). Initial: five face buttons, 1 very unhappy to 5 very
 * happy. 4 or 5: positive, the rating is sent at once and the two review pages are offered. 3
 * (neutral) or 1 to 2 (negative): a message form with Send feedback; closing it without sending
 * still sends the rating alone. A sent message shows the confirmation.
 */
export function FeedbackDialog({ open, onClose, onAnswered, reviewLinks }: FeedbackDialogProps) {
  const t = useT();
  const [rating, setRating] = useState<Rating | null>(null);
  const [state, setState] = useState<FeedbackState>('initial');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Whether the API has an answer from this opening of the box; a rating already sent is not sent again on close.
  const sent = useRef(false);
  const focusTarget = useRef<HTMLElement | null>(null);

  const deliver = async (body: FeedbackRequest) => {
    await sendFeedback(body, { errorPrefix: t('shell.feedback.failed') });
    sent.current = true;
    rememberFeedbackAnswer(new Date());
    onAnswered();
  };

  const send = async (body: FeedbackRequest) => {
    setPending(true);
    setFailure(null);
    try {
      await deliver(body);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('shell.feedback.failed'));
    } finally {
      setPending(false);
    }
  };

  const rate = (value: Rating) => {
    setRating(value);
    const mood = feedbackMood(value);
    setState(mood);
    // spec 1 §4: a positive rating is sent at once.
    if (mood === 'positive') void send({ rating: value });
  };

  const close = () => {
    // spec 1 §4: a rating of 3 or lower closed without a message is still sent, on its own. The
    // box is gone by then, so a failure shows in the page's error dialog.
    if (rating !== null && !sent.current && feedbackMood(rating) !== 'positive') {
      sendFeedback({ rating }, { errorPrefix: t('shell.feedback.failed') }).then(
        () => {
          rememberFeedbackAnswer(new Date());
          onAnswered();
        },
        (error: unknown) => void showErrorDialog({ description: isApiError(error) ? error.message : t('shell.feedback.failed') }),
      );
    }
    setRating(null);
    setState('initial');
    setFailure(null);
    sent.current = false;
    onClose();
  };

  // A new state replaces the control that had focus (a face button, Send feedback): focus goes to
  // the new state's first text so it is read, and stays inside the dialog.
  useEffect(() => {
    if (open && state !== 'initial') focusTarget.current?.focus();
  }, [open, state]);

  return (
    <Dialog open={open} heading={t('shell.feedback.title')} onClose={close} className="shell-feedback-dialog">
      {state === 'initial' ? <RatingQuestion onRate={rate} /> : null}

      {state === 'positive' ? (
        <PositiveStep focusRef={(node) => void (focusTarget.current = node)} pending={pending} failure={failure} onRetry={() => rating !== null && void send({ rating })} reviewLinks={reviewLinks} />
      ) : null}

      {state === 'neutral' || state === 'negative' ? (
        <MessageStep
          mood={state}
          focusRef={(node) => void (focusTarget.current = node)}
          send={async (message) => {
            if (rating === null) return;
            await deliver({ rating, message });
            setState('submitted');
          }}
        />
      ) : null}

      {state === 'submitted' ? (
        <p role="status" tabIndex={-1} ref={(node) => void (focusTarget.current = node)}>
          {t('shell.feedback.submitted')}
        </p>
      ) : null}
    </Dialog>
  );
}

/** The question and the five faces, each a button naming its rating. */
function RatingQuestion({ onRate }: { onRate: (rating: Rating) => void }) {
  const t = useT();
  const ids = useId();
  return (
    <div role="group" aria-labelledby={`${ids}-question`}>
      <p id={`${ids}-question`}>{t('shell.feedback.question')}</p>
      <ul className="shell-feedback-faces">
        {RATINGS.map((value) => (
          <li key={value}>
            <button type="button" className="shell-feedback-face" onClick={() => onRate(value)}>
              <span aria-hidden="true" className="shell-feedback-face__icon">
                {FACES[value]}
              </span>
              <span>{t(`shell.feedback.rating.${value}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A happy rating's two review pages, each opening in a new tab. */
function ReviewPages({ links: reviewLinks }: { links: ReviewLinks }) {
  const t = useT();
  return (
    <>
      <p>{t('shell.feedback.positive.text')}</p>
      <ul className="shell-feedback-links">
        <li>
          <a href={reviewLinks.reviewSite} target="_blank" rel="noopener noreferrer">
            {t('shell.feedback.positive.reviewSite')}
            <span className="portico-visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
        <li>
          <a href={reviewLinks.mapsReview} target="_blank" rel="noopener noreferrer">
            {t('shell.feedback.positive.mapsReview')}
            <span className="portico-visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      </ul>
    </>
  );
}

/** A neutral or unhappy rating's prompt and its message form, loaded on demand. */
function MessageStep({ mood, focusRef, send }: { mood: 'neutral' | 'negative'; focusRef: (node: HTMLElement | null) => void; send: (message: string) => Promise<void> }) {
  const t = useT();
  const ids = useId();
  const messageId = `${ids}-message`;
  return (
    <div>
      <p id={`${ids}-prompt`} tabIndex={-1} ref={focusRef}>
        {t(mood === 'neutral' ? 'shell.feedback.form.neutral' : 'shell.feedback.form.negative')}
      </p>
      <Suspense fallback={<Spinner />}>
        <MessageForm
          labelledBy={`${ids}-prompt`}
          messageId={messageId}
          texts={{
            label: t('shell.feedback.form.label'),
            submit: t('shell.feedback.submit'),
            sending: t('shell.feedback.sending'),
            failed: t('shell.feedback.failed'),
          }}
          send={send}
        />
      </Suspense>
    </div>
  );
}

/** A happy rating's thanks: sent at once (a spinner, a failure with Try again), and the review pages. */
function PositiveStep(props: { focusRef: (node: HTMLElement | null) => void; pending: boolean; failure: string | null; onRetry: () => void; reviewLinks: ReviewLinks | undefined }) {
  const t = useT();
  const { focusRef, pending, failure, onRetry, reviewLinks } = props;
  return (
    <div>
      <p tabIndex={-1} ref={focusRef}>
        <strong>{t('shell.feedback.positive.title')}</strong>
      </p>
      {pending ? <Spinner label={t('shell.feedback.sending')} /> : null}
      {failure ? (
        <Alert type="error" onRetry={onRetry}>
          {failure}
        </Alert>
      ) : null}
      {reviewLinks ? <ReviewPages links={reviewLinks} /> : null}
    </div>
  );
}
