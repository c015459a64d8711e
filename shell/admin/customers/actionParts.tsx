import { useId, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { getRelationshipTypes } from '../../../core/api/endpoints/customers';
import { failureText, isApiError } from '../../../core/api/error';
import type { PermissionContext } from '../../../core/domain/permissions';
import type { ValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { RelationshipType } from '../../../core/schemas/customers';
import { Alert } from '../../../core/ui/Alert';
import { Dialog } from '../../../core/ui/Dialog';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field } from '../../../core/ui/Field';
import { Loaded, useLoad, type LoadState } from '../../../core/ui/Loaded';
import { Spinner } from '../../../core/ui/Spinner';
import { styleRef } from '../../../core/ui/styles';
import { useGuardSession } from '../../session';

// What the customer actions share: who is asking, the relationship types, a choice from a list,
// and the dialog around an add form.

// The actions' own CSS, adopted where they render (the customers tab and the detail are not
// under the admin page's sheet), so it travels in the staff chunk.
const actionsCss = `
.shell-customer-actions { display: contents; }
/* In a grid (the customers tab) the button keeps its own width. */
.shell-customer-actions > .portico-button { justify-self: start; }
.shell-customer-actions__form { display: grid; }
.shell-customer-actions__password {
  display: inline-block;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
  font-family: ui-monospace, 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: 1.5rem;
  letter-spacing: 0.15em;
  user-select: all;
}
.shell-customer-actions__reason { margin: 0.25rem 0 0; color: var(--_p-text-muted); }
`;

const actionsStyle = styleRef(actionsCss);

/**
 * An action's root: the ui's look for its button and dialog (`portico-ui`, which the screens
 * placing it need not carry), and no box of its own, so the button sits in their row or cell.
 * @example <ActionRoot><button type="button" className="portico-button">{label}</button></ActionRoot>
 */
export function ActionRoot({ children, boxed = false }: { children: ReactNode; boxed?: boolean }) {
  return (
    <div ref={actionsStyle} className={boxed ? 'portico-ui' : 'portico-ui shell-customer-actions'}>
      {children}
    </div>
  );
}

/**
 * What the staff member may do, as core/domain/permissions reads it (role, active role and the
 * configuration's feature flags), or null until their user has loaded.
 * @example const permissions = usePermissions(); if (permissions && canAddCustomer(permissions)) ...
 */
export function usePermissions(): PermissionContext | null {
  const session = useGuardSession();
  return session.status === 'signed-in' ? session.permissions : null;
}

/**
 * The text of a failed add: the catalogue's own words for a 409 (what is being added is already
 * there), otherwise the API's message, or the generic one.
 * @example useValidatedForm({ ..., failureText: addFailureText('customers.add.conflict') })
 */
export function addFailureText(conflict: string): (error: unknown) => string {
  return (error) => (isApiError(error) && error.status === 409 ? translate(conflict) : failureText(error));
}

/**
 * `GET /customers/relationship-types` for one form: loading, failed with Try again, or loaded.
 * @example const types = useRelationshipTypes();
 */
export function useRelationshipTypes(): LoadState<RelationshipType[]> & { retry: () => void } {
  return useLoad(() => getRelationshipTypes({ errorPrefix: translate('errors.relationshipTypes') }), translate('errors.relationshipTypes'));
}

/**
 * A required choice from a list (a `<select>` starting on Choose…), with its error; while the list
 * loads a spinner, and its failure with Try again, in the field's place.
 * @example <ChoiceField id={idOf('premisesId')} label={t('common.premises')} options={premises} value={values.premisesId} error={errors.premisesId} onChange={(id) => form.change('premisesId', id)} />
 */
export function ChoiceField(props: {
  id: string;
  label: string;
  name: string;
  options: (LoadState<readonly { id: string; name: string }[]> & { retry: () => void }) | readonly { id: string; name: string }[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const { id, label, name, options, value, error, onChange } = props;
  const state = 'status' in options ? options : { status: 'loaded' as const, data: options, retry: () => undefined };
  return (
    <Loaded state={state}>
      {(list) => (
        <Field id={id} label={label} error={error}>
          <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('customers.choose')}</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      )}
    </Loaded>
  );
}

/**
 * The premises and relationship choices both add forms start with (spec 2 §5), each required.
 * @example <PremisesAndRelationship form={form} idOf={idOf} premises={development.premises} relationshipTypes={useRelationshipTypes()} />
 */
export function PremisesAndRelationship<V extends { premisesId: string; relationshipTypeId: string }>(props: {
  form: ValidatedForm<V>;
  idOf: (name: keyof V & string) => string;
  premises: readonly { id: string; name: string }[];
  relationshipTypes: ReturnType<typeof useRelationshipTypes>;
}) {
  const t = useT();
  const { form, idOf, premises, relationshipTypes } = props;
  const choice = (name: 'premisesId' | 'relationshipTypeId', label: string, options: Parameters<typeof ChoiceField>[0]['options']) => (
    <ChoiceField
      id={idOf(name)}
      name={name}
      label={label}
      options={options}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.change(name, value as V[typeof name])}
    />
  );
  return (
    <>
      {choice('premisesId', t('common.premises'), premises)}
      {choice('relationshipTypeId', t('common.relationship'), relationshipTypes)}
    </>
  );
}

/**
 * A dialog (core/ui `Dialog`) around an add form: the GOV.UK error summary after an invalid
 * submit (every field checked, spec 2 §5), a failure in an alert with its title and the API's
 * description above the fields (spec 2 §8: add customer errors show an alert with title and
 * description), everything typed kept; the submit button, with a spinner while it is sent, once
 * the form's lists have loaded (`ready`).
 * @example <FormDialog heading={t('customers.add.title')} form={form} idOf={idOf} send={send} onClose={close} submitLabel={t('customers.add.title')} errorTitle={t('customers.add.errorTitle')} ready>{fields}</FormDialog>
 */
export function FormDialog<V extends FieldValues>(props: {
  heading: string;
  form: ValidatedForm<V>;
  idOf: (name: keyof V & string) => string;
  send: (values: V) => Promise<void>;
  onClose: () => void;
  submitLabel: string;
  errorTitle: string;
  ready: boolean;
  children: ReactNode;
  /** Extra class on the dialog (a side panel's look). */
  className?: string;
}) {
  const formId = useId();
  const { heading, form, idOf, send, onClose, submitLabel, errorTitle, ready, children, className } = props;
  const submit = (event: FormEvent) => {
    if (!ready) event.preventDefault();
    else void form.submit(event, send);
  };
  return (
    <Dialog
      open
      heading={heading}
      onClose={onClose}
      {...(className ? { className } : {})}
      actions={
        ready ? (
          <>
            {form.pending ? <Spinner hideLabel /> : null}
            <button type="submit" form={formId} className="portico-button" aria-disabled={form.pending || undefined}>
              {submitLabel}
            </button>
          </>
        ) : null
      }
    >
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      {form.serverError ? (
        <Alert type="error" title={errorTitle}>
          {form.serverError}
        </Alert>
      ) : null}
      <form id={formId} className="shell-customer-actions__form" noValidate onSubmit={submit}>
        {children}
      </form>
    </Dialog>
  );
}
