import { computed, type ReadableAtom } from 'nanostores';
import { $config } from '../config';
import type { PermissionContext } from '../domain/permissions';
import { shared } from '../runtime';
import { $activeRole, $user, $viewAsAdmin } from './state';

/**
 * What the signed-in user may do, as the rules of core/domain/permissions read it: the user's role
 * and active role, the configuration's feature flags, and while an admin views as a customer the
 * customer's role with the admin's as `viewAs`; null until a user is loaded. The one place the
 * permission context is built: the shell's guards, its pages and the widgets read it.
 * @example const permissions = useStore($permissions); if (permissions && canAccessAdminArea(permissions)) showStaffLink();
 */
export const $permissions: ReadableAtom<PermissionContext | null> = shared('session.permissions', () =>
  computed([$user, $activeRole, $config, $viewAsAdmin], (user, activeRole, config, viewAs) => {
    if (!user) return null;
    const flags = config.status === 'ready' ? config.config.featureFlags : undefined;
    return { role: user.role, activeRole, ...(flags ? { flags } : {}), ...(viewAs ? { viewAs } : {}) };
  }),
);
