import { useStore } from '@nanostores/react';
import { $config } from '../core/config';
import { $activeRole, $isSignedIn, $user } from '../core/session';
import { $viewAsAdmin } from '../core/session/state';
import type { GuardSession } from './routes';

/**
 * The session as the guards see it, from the session stores: signed out, tokens held but the user
 * still loading (the page's boot fetches it), or signed in with what the permission rules read:
 * while an admin views as a customer, the customer's role with the admin's as `viewAs` (spec 2 §4).
 */
export function useGuardSession(): GuardSession {
  const signedIn = useStore($isSignedIn);
  const user = useStore($user);
  const activeRole = useStore($activeRole);
  const config = useStore($config);
  const viewAs = useStore($viewAsAdmin);
  if (!signedIn) return { status: 'signed-out' };
  if (!user) return { status: 'loading' };
  const flags = config.status === 'ready' ? config.config.featureFlags : undefined;
  return { status: 'signed-in', permissions: { role: user.role, activeRole, ...(flags ? { flags } : {}), ...(viewAs ? { viewAs } : {}) } };
}
