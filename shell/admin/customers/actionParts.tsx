import { getRelationshipTypes } from '../../../core/api/endpoints/customers';
import { failureText, isApiError } from '../../../core/api/error';
import type { PermissionContext } from '../../../core/domain/permissions';
import type { ValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { RelationshipType } from '../../../core/schemas/customers';
import { useLoad, type LoadState } from '../../../core/ui/Loaded';
import { useGuardSession } from '../../session';
import { ChoiceField } from '../shared/actionParts';

// What the customer actions share: who is asking, the relationship types, and the premises and
// relationship choices both add forms start with.

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
