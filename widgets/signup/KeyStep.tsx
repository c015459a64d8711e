import { useEffect, useId, useRef } from 'react';
import { checkResolver, TextField, useValidatedForm } from '../../core/forms';
import { useT } from '../../core/i18n';
import { startSignup, type SignupStep } from '../../core/stores/signup';
import { Alert } from '../../core/ui/Alert';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Spinner } from '../../core/ui/Spinner';
import { checkKey, type KeyValues } from './rules';

/**
 * Props of `KeyStep`.
 * @example <KeyStep initialKey="INVITE-OWNER-1" autoSubmit onAutoSubmit={() => setDone(true)} onDone={goTo} refused={refused} />
 */
export interface KeyStepProps {
  /** The key to start with: the host's, the URL's, or the one submitted before Back. */
  initialKey: string;
  /** Submit `initialKey` at once (a prefilled key is submitted automatically). */
  autoSubmit: boolean;
  /** Called when the automatic submit starts, so that a later step 1 does not submit again. */
  onAutoSubmit: () => void;
  onDone: (next: SignupStep) => void;
  /** Shows the dialog of a used key or an existing user and leaves; answers false for other errors. */
  refused: (error: unknown) => boolean;
}

/**
 * Step 1, Invitation Key: the unique portal invitation code, required, then Continue.
 * An unknown or locked key is said inline and the key stays for another try.
 * @example <KeyStep initialKey="" autoSubmit={false} onAutoSubmit={() => undefined} onDone={(next) => goTo(next)} refused={refused} />
 */
export function KeyStep({ initialKey, autoSubmit, onAutoSubmit, onDone, refused }: KeyStepProps) {
  const t = useT();
  const id = `${useId()}-key`;
  const form = useValidatedForm<KeyValues>({ resolver: checkResolver(checkKey), defaultValues: { invitationKey: initialKey } });
  const send = async (values: KeyValues) => {
    try {
      onDone(await startSignup(values.invitationKey));
    } catch (error) {
      if (!refused(error)) throw error;
    }
  };
  const submitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || submitted.current || initialKey.trim() === '') return;
    submitted.current = true;
    onAutoSubmit();
    void form.submit(null, send);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the key the step started with
  }, []);

  return (
    <form className="portico-signup__form" part="form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(() => id)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <TextField
        form={form}
        name="invitationKey"
        id={id}
        label={t('signup.invitationKey.label')}
        hint={t('signup.invitationKey.hint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="portico-signup__actions">
        <button type="submit" className="portico-button" part="continue" aria-disabled={form.pending || undefined}>
          {t('common.continue')}
        </button>
        {form.pending ? <Spinner hideLabel /> : null}
      </div>
    </form>
  );
}
