import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { unsubscribeNotifications, updateNotificationPreferences } from '../../core/api/endpoints/notification-preferences';
import { failureText } from '../../core/api/error';
import { rulesResolver, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { NotificationPreferences } from '../../core/schemas/notification-preferences';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { Spinner } from '../../core/ui/Spinner';
import { PendingEmail } from './PendingEmail';
import { preferencesRules } from './rules';

/**
 * Props of `NotificationPreferencesForm`.
 * @example const props: NotificationPreferencesFormProps = { preferencesId: 'NP-OWNER-1', preferences, labelledBy: headingId };
 */
export interface NotificationPreferencesFormProps {
  preferencesId: string;
  /** The preferences as loaded: the form starts from them. */
  preferences: NotificationPreferences;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

type Choice = 'ownersCorrespondence' | 'ownersReminders';
const CHOICES: readonly Choice[] = ['ownersCorrespondence', 'ownersReminders'];
/** Catalogue ids of the checkboxes' labels, spelt out so each id can be found in the code. */
const choiceLabels: Record<Choice, string> = {
  ownersCorrespondence: 'notificationPreferences.ownersCorrespondence',
  ownersReminders: 'notificationPreferences.ownersReminders',
};

/** Catalogue id of the success message shown. */
type Notice = 'notificationPreferences.saved' | 'notificationPreferences.unsubscribed';

type FocusTarget = 'question' | 'unsubscribe' | 'notice';

/**
 * The preferences of a registered user: two checkboxes and the e-mail, Save
 * (`PUT`), and Unsubscribe (`DELETE`) after an inline confirmation. A new address waits for the
 * link the API sends to it, and the form says so (`PendingEmail`). Each success shows its message
 * in a polite status; a failure shows the error and keeps what was typed.
 * An invalid submit marks every field touched and focuses the error summary.
 * @example <NotificationPreferencesForm preferencesId="NP-OWNER-1" preferences={loaded} labelledBy={headingId} />
 */
export function NotificationPreferencesForm({ preferencesId, preferences, labelledBy }: NotificationPreferencesFormProps) {
  const t = useT();
  const ids = useId();
  const form = useValidatedForm<NotificationPreferences>({ resolver: rulesResolver<NotificationPreferences>(preferencesRules), defaultValues: preferences });
  const { values } = form;
  const [notice, setNotice] = useState<Notice | null>(null);
  // As last answered: the field may hold an address typed since, which is neither.
  const [addresses, setAddresses] = useState({ current: preferences.email, pending: preferences.pendingEmail });
  const noticeRef = useRef<HTMLDivElement>(null);
  // Where focus goes after the unsubscribe area changes: the question when it opens, the
  // Unsubscribe button after Cancel, the success message once unsubscribed (the buttons that had
  // focus are gone).
  const focusNext = useRef<FocusTarget | null>(null);
  const { questionRef, buttonRef, ...unsubscribe } = useUnsubscribe(preferencesId, form.pending, {
    focusOn: (target) => {
      focusNext.current = target;
    },
    onStart: () => setNotice(null),
    onDone: () => {
      form.setValues((current) => ({ ...current, ownersCorrespondence: false, ownersReminders: false }));
      setNotice('notificationPreferences.unsubscribed');
    },
  });
  const busy = form.pending || unsubscribe.unsubscribing;
  const emailId = `${ids}-email`;
  const questionId = `${ids}-question`;

  // After every render, once the element to focus is there: an effect of an earlier render can
  // run after the target is asked for (Preact runs effects after paint), and must leave it.
  useEffect(() => {
    const next = focusNext.current;
    const target =
      next === 'question' ? questionRef.current : next === 'unsubscribe' ? buttonRef.current : next === 'notice' && noticeRef.current?.firstElementChild ? noticeRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const change = <K extends keyof NotificationPreferences>(name: K, value: NotificationPreferences[K]) => {
    form.change(name, value);
    setNotice(null);
  };

  const save = (event: FormEvent) =>
    form.submit(event, async (checked) => {
      if (unsubscribe.unsubscribing) return;
      setNotice(null);
      const saved = await updateNotificationPreferences(
        preferencesId,
        { ownersCorrespondence: checked.ownersCorrespondence, ownersReminders: checked.ownersReminders, email: checked.email.trim() },
        { errorPrefix: translate('errors.notificationPreferences.save') },
      );
      form.setValues(saved);
      setAddresses({ current: saved.email, pending: saved.pendingEmail });
      setNotice('notificationPreferences.saved');
    });

  return (
    <div className="portico-notification-preferences__body">
      <div ref={noticeRef} tabIndex={-1} className="portico-notification-preferences__notice" part="notice">
        {/* Cleared when a call starts, so each success is a new status and is announced again. */}
        {notice ? <Alert type="success">{t(notice)}</Alert> : null}
      </div>
      <form className="portico-notification-preferences__form" part="form" aria-labelledby={labelledBy} noValidate onSubmit={(event) => void save(event)}>
        <ErrorSummary errors={form.summary(() => emailId)} focusKey={form.focusKey} />
        {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
        <fieldset className="portico-notification-preferences__choices" part="choices">
          <legend className="portico-notification-preferences__legend">{t('notificationPreferences.intro')}</legend>
          {CHOICES.map((choice) => (
            <ChoiceBox key={choice} id={`${ids}-${choice}`} choice={choice} checked={values[choice]} onChange={(checked) => change(choice, checked)} />
          ))}
        </fieldset>
        <Field id={emailId} label={t('common.email')} hint={t('notificationPreferences.emailHint')} error={form.errors.email}>
          <input type="email" name="email" autoComplete="email" spellCheck={false} part="email" value={values.email} onChange={(event) => change('email', event.target.value)} />
        </Field>
        <PendingEmail current={addresses.current} pending={addresses.pending} />
        <div className="portico-notification-preferences__actions">
          <button type="submit" className="portico-button" part="save" aria-disabled={busy || undefined}>
            {t('common.save')}
          </button>
          {form.pending ? <Spinner hideLabel label={t('notificationPreferences.saving')} /> : null}
        </div>
      </form>
      <UnsubscribeArea {...unsubscribe} questionRef={questionRef} buttonRef={buttonRef} busy={busy} questionId={questionId} />
    </div>
  );
}

/** One of the two kinds of e-mail: its checkbox and label. */
function ChoiceBox({ id, choice, checked, onChange }: { id: string; choice: Choice; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useT();
  return (
    <div className="portico-notification-preferences__choice">
      <input type="checkbox" id={id} name={choice} part="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{t(choiceLabels[choice])}</label>
    </div>
  );
}

/**
 * The inline Unsubscribe question: asked, cancelled, or answered by the `DELETE`, and where focus
 * goes after each (the form's effect moves it).
 */
function useUnsubscribe(
  preferencesId: string,
  saving: boolean,
  { focusOn, onStart, onDone }: { focusOn: (target: FocusTarget) => void; onStart: () => void; onDone: () => void },
) {
  const [unsubscribing, setUnsubscribing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);

  const ask = () => {
    focusOn('question');
    setConfirming(true);
    onStart();
  };
  const cancel = () => {
    if (unsubscribing) return;
    focusOn('unsubscribe');
    setConfirming(false);
    setError(null);
  };
  const confirm = async () => {
    if (saving || unsubscribing) return;
    setUnsubscribing(true);
    setError(null);
    onStart();
    try {
      await unsubscribeNotifications(preferencesId, { errorPrefix: translate('errors.notificationPreferences.unsubscribe') });
      // spec 2 §7: unsubscribing is the DELETE; both kinds of e-mail are off afterwards.
      focusOn('notice');
      onDone();
      setConfirming(false);
    } catch (failure) {
      // The question stays open with the error, so Unsubscribe can be pressed again or cancelled.
      setError(failureText(failure));
    } finally {
      setUnsubscribing(false);
    }
  };
  return { unsubscribing, confirming, error, buttonRef, questionRef, ask, cancel, confirm };
}

/** The Unsubscribe button, or the question that confirms it with its error and buttons. */
function UnsubscribeArea({
  unsubscribing,
  confirming,
  error,
  questionRef,
  buttonRef,
  ask,
  cancel,
  confirm,
  busy,
  questionId,
}: ReturnType<typeof useUnsubscribe> & { busy: boolean; questionId: string }) {
  const t = useT();
  return (
    <div className="portico-notification-preferences__unsubscribe" part="unsubscribe">
      {confirming ? (
        <div className="portico-notification-preferences__confirm" part="unsubscribe-confirm" role="group" aria-labelledby={questionId}>
          <p ref={questionRef} id={questionId} tabIndex={-1} className="portico-notification-preferences__question">
            {t('notificationPreferences.unsubscribeConfirm')}
          </p>
          {error ? <Alert type="error">{error}</Alert> : null}
          <div className="portico-notification-preferences__actions">
            <button type="button" className="portico-button" part="confirm-unsubscribe" aria-disabled={busy || undefined} onClick={() => void confirm()}>
              {t('notificationPreferences.unsubscribe')}
            </button>
            <button
              type="button"
              className="portico-button portico-button--secondary"
              part="cancel-unsubscribe"
              aria-disabled={unsubscribing || undefined}
              onClick={cancel}
            >
              {t('common.cancel')}
            </button>
            {unsubscribing ? <Spinner hideLabel label={t('notificationPreferences.unsubscribing')} /> : null}
          </div>
        </div>
      ) : (
        <>
          <p className="portico-notification-preferences__text">{t('notificationPreferences.unsubscribeIntro')}</p>
          <div className="portico-notification-preferences__actions">
            <button
              ref={buttonRef}
              type="button"
              className="portico-button portico-button--secondary"
              part="unsubscribe-button"
              onClick={ask}
            >
              {t('notificationPreferences.unsubscribe')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
