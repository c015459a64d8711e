import { useStore } from '@nanostores/react';
import { $isSignedIn } from '../core/session';
import { $permissions } from '../core/session/state';
import type { GuardSession } from './routes';

/**
 * The session as the guards see it, from the session stores: signed out, tokens held but the user
 * still loading (the page's boot fetches it), or signed in with what the permission rules read:
 * while an admin views as a customer, the customer's role with the admin's as `viewAs` (spec 2 §4).
 */
export function useGuardSession(): GuardSession {
  const signedIn = useStore($isSignedIn);
  const permissions = useStore($permissions);
  if (!signedIn) return { status: 'signed-out' };
  if (!permissions) return { status: 'loading' };
  return { status: 'signed-in', permissions };
}
