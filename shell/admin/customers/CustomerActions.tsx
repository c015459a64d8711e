import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { addCustomerPremises, resetUserPassword, setRelationshipActive } from '../../../core/api/endpoints/customers';
import { generateTemporaryPassword } from '../../../core/domain/passwords';
import { canAddPremisesToCustomer, canDeactivatePremises, staffPasswordReset } from '../../../core/domain/permissions';
import { checkResolver, FormDialog, useValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { CustomerDetail, CustomerPremises } from '../../../core/schemas/customers';
import type { Development } from '../../../core/schemas/developments';
import { Alert } from '../../../core/ui/Alert';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { Dialog } from '../../../core/ui/Dialog';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { Spinner } from '../../../core/ui/Spinner';
import { useApiAction } from '../../../core/ui/useApiAction';
import { $router } from '../../router';
import { ActionRoot } from '../shared/actionParts';
import { addFailureText, PremisesAndRelationship, usePermissions, useRelationshipTypes } from './actionParts';
import { checkPremises, NEW_PREMISES, premisesBody, premisesToAdd, type AddPremisesValues } from './customerForms';

// The customer detail's actions (spec 2 §2, §4, §6). Each shows itself only to the roles and
// flags spec 2 §6 allows, and hands the customer, as the API answers them after the change, back.

/**
 * Add premises (spec 2 §2, §5; global, sl3, sl4 with the CustomerDetailAddPremises flag): a
 * premises of this development the customer does not actively hold, and a relationship.
 * @example <AddPremisesButton customer={customer} development={development} onChange={setCustomer} />
 */
export function AddPremisesButton(props: { customer: CustomerDetail; development: Development; onChange: (customer: CustomerDetail) => void }) {
  const t = useT();
  const permissions = usePermissions();
  const [open, setOpen] = useState(false);
  if (!permissions || !canAddPremisesToCustomer(permissions)) return null;
  return (
    <ActionRoot>
      <button type="button" className="portico-button portico-button--secondary" onClick={() => setOpen(true)}>
        {t('customers.addPremises.title')}
      </button>
      {open ? <AddPremisesDialog {...props} onClose={() => setOpen(false)} /> : null}
    </ActionRoot>
  );
}

function AddPremisesDialog({ customer, development, onChange, onClose }: Parameters<typeof AddPremisesButton>[0] & { onClose: () => void }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof AddPremisesValues & string) => `${ids}-${name}`;
  const form = useValidatedForm<AddPremisesValues>({
    resolver: checkResolver((values) => checkPremises(values, development.id)),
    defaultValues: NEW_PREMISES,
    failureText: addFailureText('customers.addPremises.conflict'),
  });
  const relationshipTypes = useRelationshipTypes();
  const choices = premisesToAdd(development, customer);

  const send = async (checked: AddPremisesValues) => {
    const changed = await addCustomerPremises(customer.id, premisesBody(checked, development.id));
    showSnackbar(translate('customers.addPremises.success'));
    onChange(changed);
    onClose();
  };

  return (
    <FormDialog
      heading={t('customers.addPremises.title')}
      form={form}
      summary={form.summary(idOf)}
      formClassName="shell-customer-actions__form"
      send={send}
      onClose={onClose}
      submitLabel={t('customers.addPremises.title')}
      errorTitle={t('customers.addPremises.errorTitle')}
      ready={choices.length > 0 && relationshipTypes.status === 'loaded'}
    >
      {choices.length === 0 ? (
        <p>{t('customers.addPremises.none', { name: customer.fullName })}</p>
      ) : (
        <PremisesAndRelationship form={form} idOf={idOf} premises={choices} relationshipTypes={relationshipTypes} />
      )}
    </FormDialog>
  );
}

/** The catalogue ids of each way a relationship changes, spelt out so each can be found. */
const RELATIONSHIP_CHANGES = {
  deactivate: {
    button: 'customers.deactivate.button',
    named: 'customers.deactivate.named',
    title: 'customers.deactivate.title',
    text: 'customers.deactivate.text',
    done: 'customers.relationship.deactivated',
  },
  activate: {
    button: 'customers.activate.button',
    named: 'customers.activate.named',
    title: 'customers.activate.title',
    text: 'customers.activate.text',
    done: 'customers.relationship.activated',
  },
} as const;

/**
 * Deactivate one premises (spec 2 §4, §6: global, sl1, sl3, sl4 with the CustomerDetailDeactivate
 * flag, for an active relationship), after a confirmation; an inactive relationship offers
 * Activate under the same roles and flag (spec 2 §8 says "activated/deactivated", and
 * `PATCH /contact-relationships/{id}` takes either). A failure opens the error dialog (spec 2 §8:
 * relationship change errors show in a dialog) over the confirmation, which stays to try again.
 * @example <DeactivatePremisesButton customer={customer} premises={premises} developmentId={developmentId} onChange={setCustomer} />
 */
export function DeactivatePremisesButton(props: {
  customer: CustomerDetail;
  premises: CustomerPremises;
  developmentId: string;
  onChange: (customer: CustomerDetail) => void;
}) {
  const t = useT();
  const { customer, premises, developmentId, onChange } = props;
  const permissions = usePermissions();
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = useApiAction();
  // Activating is deactivating's reverse: the same rule, asked as if the relationship were active.
  if (!permissions || !canDeactivatePremises(permissions, { relationshipActive: true })) return null;
  const texts = RELATIONSHIP_CHANGES[premises.relationshipActive ? 'deactivate' : 'activate'];
  const names = { premises: premises.name, name: customer.fullName };

  const confirm = async () => {
    const done = translate(texts.done);
    const changed = await run('change', () => setRelationshipActive(premises.relationshipId, !premises.relationshipActive, developmentId), {
      failure: { prefix: translate('customers.relationship.failed') },
      done: () => done,
    });
    if (!changed) return;
    setConfirming(false);
    showSnackbar(done);
    onChange(changed);
  };

  return (
    <ActionRoot>
      <button
        type="button"
        className="portico-button portico-button--secondary"
        aria-label={t(texts.named, names)}
        onClick={() => setConfirming(true)}
      >
        {t(texts.button)}
      </button>
      {confirming ? (
        <ConfirmDialog
          open
          heading={t(texts.title)}
          describedBy={bodyId}
          confirmLabel={t(texts.button)}
          pending={pending !== null}
          spinner
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          <p id={bodyId}>{t(texts.text, names)}</p>
        </ConfirmDialog>
      ) : null}
    </ActionRoot>
  );
}

/** spec 2 §4, §9: Copy says Copied! for 2 seconds. */
export const COPIED_FOR_MS = 2000;

/**
 * Reset password (spec 2 §4, §6: role global only, and only when the address has `?support=1`;
 * for a customer not registered in the portal the button is disabled, with the reason beside it):
 * a confirmation, then a generated temporary password (core/domain/passwords) sent with
 * `PUT /admin/users/{id}/password`, and the password shown with Copy. A failure opens the generic
 * error dialog over the confirmation.
 * @example <ResetPasswordButton customer={customer} />
 */
export function ResetPasswordButton({ customer }: { customer: CustomerDetail }) {
  const t = useT();
  const permissions = usePermissions();
  const page = useStore($router);
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  if (!permissions) return null;
  const state = staffPasswordReset(permissions, page?.search.support, customer);
  if (state === 'hidden') return null;
  const userId = state === 'enabled' ? customer.userId : null;
  return (
    <ActionRoot boxed>
      <button
        type="button"
        className="portico-button portico-button--secondary"
        // Focusable while unavailable, so the reason it is described by is heard.
        aria-disabled={userId === null || undefined}
        aria-describedby={userId === null ? reasonId : undefined}
        onClick={() => userId !== null && setOpen(true)}
      >
        {t('customers.resetPassword.button')}
      </button>
      {userId === null ? (
        <p id={reasonId} className="shell-customer-actions__reason">
          {t('customers.resetPassword.unavailable')}
        </p>
      ) : null}
      {open && userId !== null ? <ResetPasswordDialog userId={userId} onClose={() => setOpen(false)} /> : null}
    </ActionRoot>
  );
}

/**
 * One dialog for the two steps (the confirmation, then the password), so focus stays in it and
 * returns to Reset password when it closes.
 */
function ResetPasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const t = useT();
  const bodyId = useId();
  const [password, setPassword] = useState<string | null>(null);
  const { pending, run } = useApiAction();

  const reset = async () => {
    const newPassword = generateTemporaryPassword();
    const done = await run('reset', () => resetUserPassword(userId, { newPassword }), { failure: { prefix: translate('customers.resetPassword.failed') } });
    if (done) setPassword(newPassword);
  };

  if (password !== null) {
    return (
      <Dialog open heading={t('dialog.success.defaultHeading')} describedBy={bodyId} onClose={onClose} className="portico-dialog--success" actions={null}>
        <ShownPassword password={password} labelId={bodyId} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      heading={t('customers.resetPassword.confirmTitle')}
      describedBy={bodyId}
      onClose={onClose}
      actions={
        <>
          {pending ? <Spinner hideLabel /> : null}
          <button type="button" className="portico-button" aria-disabled={pending !== null || undefined} onClick={() => void reset()}>
            {t('customers.resetPassword.button')}
          </button>
        </>
      }
    >
      <p id={bodyId}>{t('customers.resetPassword.confirmText')}</p>
    </Dialog>
  );
}

type CopyState = { kind: 'idle' } | { kind: 'copied'; count: number } | { kind: 'refused' };

/**
 * The temporary password, large, in a monospace font (0 and O, l and 1 apart) and selected whole
 * by a click, with Copy: Copied! for 2 seconds, then Copy again. Where the browser refuses the
 * clipboard, the password is selected and a message says to copy it by hand.
 */
function ShownPassword({ password, labelId }: { password: string; labelId: string }) {
  const t = useT();
  const [copy, setCopy] = useState<CopyState>({ kind: 'idle' });
  const passwordRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The confirmation's button left with the step: focus goes to Copy, the next thing to do.
  useEffect(() => buttonRef.current?.focus(), []);
  useEffect(() => {
    if (copy.kind !== 'copied') return;
    const timer = setTimeout(() => setCopy({ kind: 'idle' }), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyPassword = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopy((current) => ({ kind: 'copied', count: current.kind === 'copied' ? current.count + 1 : 1 }));
    } catch {
      // No clipboard (an insecure page) or permission refused.
      setCopy({ kind: 'refused' });
      const node = passwordRef.current;
      if (node) getSelection()?.selectAllChildren(node);
    }
  };

  return (
    <>
      <p id={labelId}>{t('customers.resetPassword.success')}</p>
      <p>
        <code ref={passwordRef} className="shell-customer-actions__password">
          {password}
        </code>
      </p>
      <p>
        <button ref={buttonRef} type="button" className="portico-button" onClick={() => void copyPassword()}>
          {t(copy.kind === 'copied' ? 'common.copied' : 'common.copy')}
        </button>
      </p>
      <p role="status" className={copy.kind === 'copied' ? 'portico-visually-hidden' : undefined}>
        {copy.kind === 'copied' ? t('common.copied') : null}
      </p>
      {copy.kind === 'refused' ? <Alert type="warning">{t('customers.resetPassword.copyFailed')}</Alert> : null}
    </>
  );
}
