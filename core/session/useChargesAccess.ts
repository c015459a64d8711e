import { useStore } from '@nanostores/react';
import { $config } from '../config';
import { canAccessCharges } from '../domain/permissions';
import type { User } from '../schemas/user';
import { $activeRole, $viewAsAdmin } from './state';

/**
 * Whether `user` may see charges and statements now: always, unless the
 * configuration's `RestrictChargesToGlobalAndSl1` flag applies, or an admin views as a customer,
 * then only roles global or sl1 (the admin's, when viewing).
 * Follows the configuration and the active role as they change.
 * @example if (!useChargesAccess(user)) return <Alert type="info">{t('statement.restricted')}</Alert>;
 */
export function useChargesAccess(user: User): boolean {
  const config = useStore($config);
  const activeRole = useStore($activeRole);
  const viewAs = useStore($viewAsAdmin);
  const flags = config.status === 'ready' ? config.config.featureFlags : undefined;
  return canAccessCharges({ role: user.role, activeRole, flags, viewAs });
}
