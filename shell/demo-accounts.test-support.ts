// The demo accounts as the shell's guards see them (docs/demo-data.md, Accounts): their roles, with the
// default configuration's feature flags, as the portal runs them. Shared by the route records'
// unit tests and the end-to-end suites that open every page each account may see.
import defaultConfig from '../core/config/defaults/config.json' with { type: 'json' };
import type { PermissionContext, RoleType } from '../core/domain/permissions';
import type { GuardSession } from './routes';

/** The demo accounts' roles (docs/demo-data.md, Accounts). */
export const DEMO_ACCOUNT_ROLES: Readonly<Record<string, { types: RoleType[]; payloads: string[] }>> = {
  'owner@example.com': { types: ['customer'], payloads: ['owner'] },
  'mfa@example.com': { types: ['customer'], payloads: ['owner'] },
  'subtenant@example.com': { types: ['customer'], payloads: ['subtenant'] },
  'downgraded@example.com': { types: ['customer'], payloads: ['owner'] },
  'client@example.com': { types: ['client'], payloads: ['client_portal_access'] },
  'admin@example.com': { types: ['admin'], payloads: ['global'] },
  'manager@example.com': { types: ['admin'], payloads: ['sl1'] },
  'officer@example.com': { types: ['admin'], payloads: ['sl3'] },
  // Acting as the customer (her first type); the client portal is hers once she acts as the client.
  'director@example.com': { types: ['customer', 'client'], payloads: ['client_portal_access'] },
};

/**
 * The guards' session of a demo account, signed out for anyone else.
 * @example decide(page, demoGuardSession('client@example.com'))
 */
export function demoGuardSession(email: string): GuardSession {
  const role = DEMO_ACCOUNT_ROLES[email];
  if (!role) return { status: 'signed-out' };
  const permissions = { role, activeRole: role.types[0] ?? null, flags: defaultConfig.featureFlags } as PermissionContext;
  return { status: 'signed-in', permissions };
}
