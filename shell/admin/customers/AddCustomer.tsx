import { useEffect, useId, useState } from 'react';
import { createCustomer } from '../../../core/api/endpoints/customers';
import { getUserTitles } from '../../../core/api/endpoints/settings';
import { canAddCustomer } from '../../../core/domain/permissions';
import { checkResolver, FormDialog, useValidatedForm } from '../../../core/forms';
import { gbPhones, type Phones } from '../../../core/forms/gbPhones';
import { t as translate, useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas/developments';
import { Field } from '../../../core/ui/Field';
import { useLoad } from '../../../core/ui/Loaded';
import { WithOnDemand } from '../../../core/ui/OnDemand';
import { showSnackbar } from '../../../core/ui/snackbarStore';
import { ActionRoot, ChoiceField } from '../shared/actionParts';
import { addFailureText, PremisesAndRelationship, usePermissions, useRelationshipTypes } from './actionParts';
import { checkCustomer, customerBody, NEW_CUSTOMER, type AddCustomerValues } from './customerForms';

/**
 * Add customer (spec 2 §2, §5; roles global, sl3, sl4, nothing for anyone else): a button opening
 * the add customer dialog. A customer added is announced by `createCustomer`, so the customers
 * list reads again; the snackbar says so.
 * @example <AddCustomerButton development={development} />
 */
export function AddCustomerButton({ development }: { development: Development }) {
  const t = useT();
  const permissions = usePermissions();
  const allowed = permissions !== null && canAddCustomer(permissions);
  const [open, setOpen] = useState(false);
  // The GB phone rules (libphonenumber-js) come ahead of the press, so the dialog opens at once.
  useEffect(() => {
    if (allowed) void gbPhones.load().catch(() => undefined);
  }, [allowed]);
  if (!allowed) return null;
  return (
    <ActionRoot>
      <button type="button" className="portico-button" onClick={() => setOpen(true)}>
        {t('customers.add.title')}
      </button>
      {open ? (
        <WithOnDemand module={gbPhones}>{(phones) => <AddCustomerDialog development={development} phones={phones} onClose={() => setOpen(false)} />}</WithOnDemand>
      ) : null}
    </ActionRoot>
  );
}

/**
 * The add customer form (spec 2 §2, §5): premises of the development, relationship, title, names,
 * e-mail twice and the optional main phone, checked by the contract's `CustomerCreate`. Mounted
 * for each opening, so it always starts empty; a failure keeps everything typed.
 */
function AddCustomerDialog({ development, phones, onClose }: { development: Development; phones: Phones; onClose: () => void }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof AddCustomerValues & string) => `${ids}-${name}`;
  const form = useValidatedForm<AddCustomerValues>({
    resolver: checkResolver((values) => checkCustomer(values, development.id, phones)),
    defaultValues: NEW_CUSTOMER,
    failureText: addFailureText('customers.add.conflict'),
  });
  const relationshipTypes = useRelationshipTypes();
  // spec 2 §7: the titles a person may have (`GET /user/titles`, as the settings page offers them).
  const titles = useLoad(
    () => getUserTitles({ errorPrefix: translate('errors.settings.titles') }).then((list) => list.map((title) => ({ id: title, name: title }))),
    translate('errors.settings.titles'),
  );
  const { values, errors } = form;

  const send = async (checked: AddCustomerValues) => {
    await createCustomer(customerBody(checked, development.id));
    showSnackbar(translate('customers.add.success'));
    onClose();
  };

  const text = (name: 'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'mainNumber', label: string, type: 'text' | 'email' | 'tel', hint?: string) => (
    <Field id={idOf(name)} label={label} hint={hint} error={errors[name]}>
      <input
        type={type}
        name={name}
        // Someone else's details: the browser's memory of the staff member's own would mislead.
        autoComplete="off"
        spellCheck={type === 'email' ? false : undefined}
        value={values[name]}
        onChange={(event) => form.change(name, event.target.value)}
      />
    </Field>
  );

  return (
    <FormDialog
      heading={t('customers.add.title')}
      form={form}
      summary={form.summary(idOf)}
      formClassName="shell-customer-actions__form"
      send={send}
      onClose={onClose}
      submitLabel={t('customers.add.title')}
      errorTitle={t('customers.add.errorTitle')}
      ready={relationshipTypes.status === 'loaded' && titles.status === 'loaded'}
    >
      <PremisesAndRelationship form={form} idOf={idOf} premises={development.premises} relationshipTypes={relationshipTypes} />
      <ChoiceField
        id={idOf('title')}
        name="title"
        label={t('common.nameTitle')}
        options={titles}
        value={values.title}
        error={errors.title}
        onChange={(value) => form.change('title', value)}
      />
      {text('firstName', t('common.firstName'), 'text')}
      {text('lastName', t('common.lastName'), 'text')}
      {text('email', t('common.email'), 'email')}
      {text('confirmEmail', t('common.confirmEmail'), 'email')}
      {text('mainNumber', t('common.mainNumber'), 'tel', t('customers.add.mainNumberHint'))}
    </FormDialog>
  );
}
