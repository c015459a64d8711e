import { isApiError } from '../../core/api/error';
import { fieldResolver, useValidatedForm } from '../../core/forms';
import { useT, t as translate } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { Spinner } from '../../core/ui/Spinner';
import { checkFeedbackMessage, FEEDBACK_MAX_LENGTH } from './feedback';

interface MessageValues {
  message: string;
}

const resolver = fieldResolver('message', checkFeedbackMessage);

/** Props of `FeedbackMessageForm`. */
export interface FeedbackMessageFormProps {
  /** The id of the text that names the form (the neutral or negative prompt). */
  labelledBy: string;
  /** The id of the message field, linked from the error summary. */
  messageId: string;
  /** Sends the message, trimmed; rejects when the API does not take it. */
  send: (message: string) => Promise<void>;
}

/**
 * The feedback box's message form (spec 1 §4, §5): a message of 1 to 3000 characters, checked on
 * Send feedback, then sent with the rating. Loaded on demand with react-hook-form (core/forms).
 */
export function FeedbackMessageForm({ labelledBy, messageId, send }: FeedbackMessageFormProps) {
  const t = useT();
  const form = useValidatedForm<MessageValues>({
    resolver,
    defaultValues: { message: '' },
    failureText: (error) => (isApiError(error) ? error.message : translate('shell.feedback.failed')),
  });
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void form.submit(event, (values) => send(values.message.trim()))}>
      <ErrorSummary errors={form.summary(() => messageId)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={messageId} label={t('shell.feedback.form.label')} hint={t('shell.feedback.limit', { n: FEEDBACK_MAX_LENGTH })} error={form.errors.message}>
        <textarea name="message" rows={5} value={form.values.message} onChange={(event) => form.change('message', event.target.value)} />
      </Field>
      <div className="shell-actions">
        <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
          {t('shell.feedback.submit')}
        </button>
        {form.pending ? <Spinner label={t('shell.feedback.sending')} /> : null}
      </div>
    </form>
  );
}
