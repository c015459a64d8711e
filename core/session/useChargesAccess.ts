import { useStore } from '@nanostores/react';
import { canAccessCharges } from '../domain/permissions';
import { $permissions } from './state';

/**
 * Whether the signed-in user may see charges and statements now: always, unless the
 * configuration's `RestrictChargesToGlobalAndSl1` flag applies, or an admin views as a customer,
 * then only roles global or sl1 (the admin's, when viewing).
 * Follows the configuration and the active role as they change.
 * @example if (!useChargesAccess()) return <Alert type="info">{t('statement.restricted')}</Alert>;
 */
export function useChargesAccess(): boolean {
  const permissions = useStore($permissions);
  return permissions !== null && canAccessCharges(permissions);
}
