import { useEffect, useId, useRef, useState } from 'react';
import { failureText } from '../../core/api/error';
import { lacksExtension } from '../../core/api/extensions';
import { checkResolver, mfaRules, rulesResolver, useValidatedForm, type MfaValues } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { User } from '../../core/schemas';
import type { MfaSwitchChallenge } from '../../core/schemas/settings';
import { saveUser, startUserMultiFactorSwitch, switchUserMultiFactor } from '../../core/session/account';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Field } from '../../core/ui/Field';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { Spinner } from '../../core/ui/Spinner';
import { Section } from './parts';
import { CurrentPasswordField, currentPasswordFailure, ServerError } from './PasswordSection';
import { checkCurrentPassword } from './settings';

/** Where the switch is: showing the state, asking for the e-mailed code, or for the password. */
type Step = { step: 'status' } | { step: 'code'; challenge: MfaSwitchChallenge } | { step: 'password' };

/** Ends a switch: back to the status, with what the API did when it switched without a code or password. */
type Done = (note?: string) => void;

/** What an API without the confirming switch (core/api/extensions.ts) did instead, for the note. */
const switchedWithoutProof = (enabled: boolean, email: string): string | undefined =>
  lacksExtension('mfaSwitch') ? (enabled ? translate('settings.mfa.onWithoutCode', { email }) : translate('settings.mfa.offWithoutPassword')) : undefined;

/**
 * Multi-factor authentication on and off (spec 2 §2 settings, §8). Turning it on sends a code to
 * the account's e-mail address (as the sign-in's second step does) and asks for it, which proves
 * that later sign-in codes will arrive; turning it off asks for the current password (not a code:
 * the person who lost the mailbox can still turn it off). Each ends with spec 2 §8's snackbar.
 * An API without those steps switches at once (spec 1's `PUT /user`), and a note says so.
 * @example <MultiFactorSection user={user} />
 */
export function MultiFactorSection({ user }: { user: User }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ step: 'status' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const enabled = user.multiFactorPreferences.multifactorEnabled;
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    // Back on the status after a confirm or Cancel: the button that started it takes focus again.
    if (step.step === 'status' && returnFocus.current) {
      returnFocus.current = false;
      toggle.current?.focus();
    }
  }, [step]);

  const done: Done = (doneNote) => {
    returnFocus.current = true;
    setNote(doneNote ?? null);
    setStep({ step: 'status' });
  };

  // Turning on asks for a code, unless the API switched at once; turning off goes straight to the
  // API only when it is known to take no password.
  const switchNow = async () => {
    if (starting) return;
    setStarting(true);
    setStartError(null);
    setNote(null);
    try {
      const call = { errorPrefix: translate('errors.settings.mfa') };
      if (enabled) {
        await saveUser({ multiFactorPreferences: { multifactorEnabled: false } }, call);
      } else {
        const challenge = await startUserMultiFactorSwitch(call);
        if (challenge) {
          setStep({ step: 'code', challenge });
          return;
        }
      }
      showSnackbar(translate(enabled ? 'settings.mfa.disabled' : 'settings.mfa.enabled'));
      done(switchedWithoutProof(!enabled, user.email));
    } catch (error) {
      setStartError(failureText(error));
    } finally {
      setStarting(false);
    }
  };

  const press = () => {
    if (enabled && !lacksExtension('mfaSwitch')) {
      setNote(null);
      setStep({ step: 'password' });
    } else void switchNow();
  };

  return (
    <Section id="multi-factor-authentication" heading={t('routes.mfa')}>
      <p>{enabled ? t('settings.mfa.on', { email: user.email }) : t('settings.mfa.off')}</p>
      {step.step === 'status' ? (
        <div className="shell-settings__actions">
          <button ref={toggle} type="button" className="portico-button portico-button--secondary" aria-disabled={starting || undefined} onClick={press}>
            {enabled ? t('settings.mfa.turnOff') : t('settings.mfa.turnOn')}
          </button>
          {starting ? <Spinner label={lacksExtension('mfaSwitch') ? t('settings.mfa.switching') : t('settings.mfa.sendingCode')} /> : null}
        </div>
      ) : null}
      {startError ? <Alert type="error">{startError}</Alert> : null}
      {note ? <Alert type="info">{note}</Alert> : null}
      {step.step === 'code' ? <CodeForm challenge={step.challenge} onDone={done} /> : null}
      {step.step === 'password' ? <PasswordForm email={user.email} onDone={done} /> : null}
    </Section>
  );
}

/** The code e-mailed by `POST /user/mfa/start`: 6 digits (spec 1 §5), whitespace stripped. */
function CodeForm({ challenge, onDone }: { challenge: MfaSwitchChallenge; onDone: Done }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useValidatedForm<MfaValues>({ resolver: rulesResolver<MfaValues>(mfaRules), defaultValues: { code: '' } });
  // The field appears in place of the button that had focus.
  useEffect(() => input.current?.focus(), []);

  const send = async ({ code }: MfaValues) => {
    await switchUserMultiFactor(
      { multifactorEnabled: true, challengeToken: challenge.challengeToken, code: code.replace(/\s+/g, '') },
      { errorPrefix: translate('errors.settings.mfa') },
    );
    showSnackbar(translate('settings.mfa.enabled'));
    onDone(switchedWithoutProof(true, challenge.email));
  };

  return (
    <form noValidate aria-label={t('settings.mfa.turnOn')} onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(() => id)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <Field id={id} label={t('mfa.code')} hint={t('mfa.intro', { email: challenge.email })} error={form.errors.code}>
        <input
          ref={input}
          type="text"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={form.values.code}
          onChange={(event) => form.change('code', event.target.value)}
        />
      </Field>
      <Buttons pending={form.pending} confirm={t('settings.mfa.confirmOn')} onCancel={onDone} />
    </form>
  );
}

/** The current password, to turn it off; a wrong one is spec 2 §8's Incorrect current password. */
function PasswordForm({ email, onDone }: { email: string; onDone: Done }) {
  const t = useT();
  const id = useId();
  const form = useValidatedForm<{ currentPassword: string }>({
    resolver: checkResolver(checkCurrentPassword),
    defaultValues: { currentPassword: '' },
    failureText: currentPasswordFailure,
  });
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => field.current?.querySelector('input')?.focus(), []);

  const send = async ({ currentPassword }: { currentPassword: string }) => {
    await switchUserMultiFactor({ multifactorEnabled: false, currentPassword }, { errorPrefix: translate('errors.settings.mfa') });
    showSnackbar(translate('settings.mfa.disabled'));
    onDone(switchedWithoutProof(false, email));
  };

  return (
    <form noValidate aria-label={t('settings.mfa.turnOff')} onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(() => id)} focusKey={form.focusKey} />
      <ServerError text={form.serverError} />
      <div ref={field}>
        <CurrentPasswordField
          id={id}
          hint={t('settings.mfa.offIntro')}
          value={form.values.currentPassword}
          onChange={(value) => form.change('currentPassword', value)}
          error={form.errors.currentPassword}
        />
      </div>
      <Buttons pending={form.pending} confirm={t('settings.mfa.confirmOff')} onCancel={onDone} />
    </form>
  );
}

function Buttons({ pending, confirm, onCancel }: { pending: boolean; confirm: string; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="shell-settings__actions">
      <button type="submit" className="portico-button" aria-disabled={pending || undefined}>
        {confirm}
      </button>
      <button type="button" className="portico-button portico-button--secondary" onClick={() => !pending && onCancel()}>
        {t('common.cancel')}
      </button>
      {pending ? <Spinner hideLabel /> : null}
    </div>
  );
}
