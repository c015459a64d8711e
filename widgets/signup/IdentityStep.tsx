import { useId } from 'react';
import { ApiError, isApiError } from '../../core/api/error';
import { checkResolver, TextField, useValidatedForm } from '../../core/forms';
import { t as translate, useT } from '../../core/i18n';
import type { SignupData } from '../../core/schemas/signup';
import { confirmSignupIdentity } from '../../core/stores/signup';
import { Alert } from '../../core/ui/Alert';
import { showErrorDialog } from '../../core/ui/dialogStore';
import { ErrorSummary } from '../../core/ui/ErrorSummary';
import { Spinner } from '../../core/ui/Spinner';
import { checkIdentity, emailsDiffer, identityFields, type IdentityValues } from './rules';

/**
 * A 422 of step 2 in the words of the form: which field did not match the invitation, and a
 * summary. A reference and postcode refused together are both marked with one message: the API
 * does not say which of the two was wrong.
 */
function mismatch(error: ApiError): ApiError {
  const fields: Record<string, string[]> = {};
  if (error.fields?.email) fields.email = [translate('signup.identity.emailNotInvited')];
  if (error.fields?.postalCode) {
    fields.tenantAccountNumber = [translate('signup.identity.premisesMismatch')];
    fields.postalCode = [translate('signup.identity.premisesMismatch')];
  } else if (error.fields?.tenantAccountNumber) {
    fields.tenantAccountNumber = [translate('signup.identity.referenceMismatch')];
  }
  return new ApiError({ kind: 'http', status: 422, messages: [translate('signup.identity.mismatch')], fields, cause: error });
}

/**
 * Props of `IdentityStep`.
 * @example <IdentityStep signup={signup} onBack={() => goTo(1)} onDone={() => goTo(3)} refused={refused} />
 */
export interface IdentityStepProps {
  signup: SignupData;
  onBack: () => void;
  onDone: () => void;
  /** Shows the dialog of a used key or an existing user and leaves; answers false for other errors. */
  refused: (error: unknown) => boolean;
}

/**
 * Step 2, Confirm Identity: the e-mail (prefilled and locked when the invitation
 * knows it, then no confirm field), the confirm e-mail, and the tenant reference number where the
 * role needs one, its label naming the premises when known, with the premises' postcode beside it
 * when step 1 asked for it. Two different e-mails open the Emails don't match dialog; a wrong
 * e-mail, reference or postcode is said on its field by the API.
 * @example <IdentityStep signup={signup} onBack={back} onDone={next} refused={refused} />
 */
export function IdentityStep({ signup, onBack, onDone, refused }: IdentityStepProps) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof IdentityValues) => `${ids}-${name}`;
  const fields = identityFields(signup);
  const form = useValidatedForm<IdentityValues>({
    resolver: checkResolver((values) => checkIdentity(values, fields)),
    defaultValues: { email: signup.email ?? '', confirmEmail: '', tenantAccountNumber: '', postalCode: '' },
  });

  const send = async (values: IdentityValues) => {
    if (emailsDiffer(values, fields)) {
      void showErrorDialog({ type: translate('validation.emailsDontMatch.title'), description: translate('validation.emailsDontMatch.description') });
      return;
    }
    try {
      await confirmSignupIdentity({
        email: values.email,
        ...(fields.tenantReference ? { tenantAccountNumber: values.tenantAccountNumber } : {}),
        ...(fields.postcode ? { postalCode: values.postalCode } : {}),
      });
    } catch (error) {
      if (refused(error)) return;
      throw isApiError(error) && error.status === 422 ? mismatch(error) : error;
    }
    onDone();
  };

  return (
    <form className="portico-signup__form" part="form" noValidate onSubmit={(event) => void form.submit(event, send)}>
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      {form.serverError ? <Alert type="error">{form.serverError}</Alert> : null}
      <TextField form={form} name="email" id={idOf('email')} label={t('common.email')} type="email" autoComplete="email" spellCheck={false} readOnly={fields.emailLocked} aria-readonly={fields.emailLocked || undefined} />
      {fields.confirmEmail ? (
        <TextField form={form} name="confirmEmail" id={idOf('confirmEmail')} label={t('common.confirmEmail')} type="email" autoComplete="email" spellCheck={false} />
      ) : null}
      {fields.tenantReference ? (
        <TextField form={form} name="tenantAccountNumber" id={idOf('tenantAccountNumber')} label={fields.tenantReferenceLabel} autoComplete="off" spellCheck={false} />
      ) : null}
      {fields.postcode ? (
        <TextField
          form={form}
          name="postalCode"
          id={idOf('postalCode')}
          label={t('signup.identity.postcode.label')}
          hint={t('signup.identity.postcode.hint')}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
        />
      ) : null}
      <div className="portico-signup__actions">
        <button type="button" className="portico-button portico-button--secondary" part="back" onClick={onBack}>
          {t('common.back')}
        </button>
        <button type="submit" className="portico-button" part="continue" aria-disabled={form.pending || undefined}>
          {t('common.continue')}
        </button>
        {form.pending ? <Spinner hideLabel /> : null}
      </div>
    </form>
  );
}
