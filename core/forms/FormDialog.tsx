import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useT } from '../i18n';
import { Alert } from '../ui/Alert';
import { Dialog } from '../ui/Dialog';
import { showSuccessDialog } from '../ui/dialogStore';
import { ErrorSummary, type SummaryError } from '../ui/ErrorSummary';
import { showApiFailure, type ApiFailureWords } from '../ui/showApiFailure';
import { Spinner } from '../ui/Spinner';
import type { ValidatedForm } from './useValidatedForm';

/**
 * Props of `FormDialog`.
 * @example const props: FormDialogProps<LinkValues> = { heading: t('premises.linkAnother'), form, summary: form.summary(idOf), send, onClose: hide, children: fields };
 */
export interface FormDialogProps<V extends FieldValues> {
  /** Whether it is shown (default true: a dialog rendered only while open). */
  open?: boolean;
  heading: string;
  /** The form's state (`useValidatedForm`): its checks run on submit, and nothing is sent while one fails. */
  form: ValidatedForm<V>;
  /** The problems to list after an invalid submit (`form.summary(idOf)`). */
  summary?: readonly SummaryError[];
  /**
   * Sends the checked values. Answering a text closes the dialog (`open` turns false) and shows
   * that text in the success dialog once focus is back on the opener; a rejection keeps
   * everything typed.
   */
  send: (values: V) => Promise<string | void>;
  /** Runs whenever the dialog closes: Close, Escape, or after a send that answered a text. */
  onClose: () => void;
  /** The submit button's words; default Save. */
  submitLabel?: string;
  /** Whether the form can be sent at all (its choices may still be loading); without it, no submit button. */
  ready?: boolean;
  /** A failure shows in an alert with this title above the fields; without it, in the failure dialog on top of this one. */
  errorTitle?: string;
  /** The failure dialog's words, when there is no `errorTitle`. */
  failure?: ApiFailureWords;
  /** Extra classes on the dialog and on the form (a screen's own layout). */
  className?: string;
  formClassName?: string;
  children: ReactNode;
}

/**
 * A dialog around a form: the error summary after an invalid submit (every field checked, each
 * message linked to its field), the submit button with a spinner while the values are sent, a
 * failure either in an alert above the fields (`errorTitle`) or in the failure dialog on top of
 * this one, which stays open with everything typed, and a success text in the success dialog.
 * Errors show on submit, not on leaving a field: a message appearing on blur moves the button
 * under a pointer that is pressing it.
 * @example <FormDialog heading={t('customers.add.title')} form={form} summary={form.summary(idOf)} send={send} onClose={close} errorTitle={t('customers.add.errorTitle')}>{fields}</FormDialog>
 */
export function FormDialog<V extends FieldValues>(props: FormDialogProps<V>) {
  const { open = true, heading, form, summary = [], send, onClose, submitLabel, ready = true, errorTitle, failure, className, formClassName, children } = props;
  const t = useT();
  const formId = useId();
  // The success text waits for the dialog to close, so the success dialog gives focus back to the opener too.
  const success = useRef<string | null>(null);

  const submit = (event: FormEvent) => {
    if (!ready) {
      event.preventDefault();
      return;
    }
    void form.submit(event, async (values) => {
      let text;
      try {
        text = await send(values);
      } catch (error) {
        if (errorTitle === undefined) showApiFailure(error, failure);
        throw error;
      }
      if (typeof text === 'string') {
        success.current = text;
        onClose();
      }
    });
  };

  const closed = () => {
    onClose();
    const html = success.current;
    success.current = null;
    if (html) void showSuccessDialog({ html });
  };

  return (
    <Dialog
      open={open}
      heading={heading}
      onClose={closed}
      {...(className ? { className } : {})}
      actions={
        ready ? (
          <>
            {form.pending ? <Spinner hideLabel /> : null}
            <button type="submit" form={formId} className="portico-button" aria-disabled={form.pending || undefined}>
              {submitLabel ?? t('common.save')}
            </button>
          </>
        ) : null
      }
    >
      <ErrorSummary errors={summary} focusKey={form.focusKey} />
      {errorTitle !== undefined && form.serverError ? (
        <Alert type="error" title={errorTitle}>
          {form.serverError}
        </Alert>
      ) : null}
      <form id={formId} className={formClassName} noValidate onSubmit={submit}>
        {children}
      </form>
    </Dialog>
  );
}
