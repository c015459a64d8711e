import { isApiError } from '../../core/api/error';
import { fieldResolver, useValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { Spinner } from '../../core/ui/Spinner';
import { checkFeedbackMessage, FEEDBACK_MAX_LENGTH } from './feedback';

interface MessageValues {
  message: string;
}

const resolver = fieldResolver('message', checkFeedbackMessage);

/** The texts of one use of `MessageForm`, from the catalogue. */
export interface MessageFormTexts {
  /** The message field's label. */
  label: string;
  /** The submit button. */
  submit: string;
  /** The spinner's label while it is sent. */
  sending: string;
  /** The failure shown when the API gives no message of its own. */
  failed: string;
}

/** Props of `MessageForm`. */
export interface MessageFormProps {
  /** The id of the text that names the form. */
  labelledBy: string;
  /** The id of the message field, linked from the error summary. */
  messageId: string;
  texts: MessageFormTexts;
  /** Sends the message, trimmed; rejects when the API does not take it (the message stays). */
  send: (message: string) => Promise<void>;
}

/**
 * A message of 1 to 3000 characters (spec 1 §5, the API's `requiredText` limit), checked on
 * submit, then sent: the feedback box's form and the contact-support form. Loaded on demand with
 * react-hook-form (core/forms).
 * @example <MessageForm labelledBy={promptId} messageId={fieldId} texts={texts} send={(message) => contactSupport({ message })} />
 */
export function MessageForm({ labelledBy, messageId, texts, send }: MessageFormProps) {
  const t = useT();
  const form = useValidatedForm<MessageValues>({
    resolver,
    defaultValues: { message: '' },
    failureText: (error) => (isApiError(error) ? error.message : texts.failed),
  });
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void form.submit(event, (values) => send(values.message.trim()))}>
      <ErrorSummary errors={form.summary(() => messageId)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={messageId} label={texts.label} hint={t('shell.feedback.limit', { n: FEEDBACK_MAX_LENGTH })} error={form.errors.message}>
        <textarea name="message" rows={5} value={form.values.message} onChange={(event) => form.change('message', event.target.value)} />
      </Field>
      <div className="shell-actions">
        <button type="submit" className="portico-button" aria-disabled={form.pending || undefined}>
          {texts.submit}
        </button>
        {form.pending ? <Spinner label={texts.sending} /> : null}
      </div>
    </form>
  );
}
