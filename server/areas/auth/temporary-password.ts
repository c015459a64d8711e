// A password global staff set for a customer (PUT /admin/users/{id}/password) is good only for
// choosing a new one: staff know it and it travelled outside the portal. Signing in with it
// answers a single-use reset token instead of a session, and after TEMPORARY_PASSWORD_SECONDS it
// does not sign in at all (the customer uses "forgot password").
import type { AppContext } from '../../area';
import { HttpError } from '../../http/errors';
import type { UserRow } from '../core';
import { createEmailLinkToken } from './email-links';
import { authMessages } from './messages';
import { endOpenSignIns } from './mfa';

/** How long a password set by staff leads to choosing a new one: 7 days. */
export const TEMPORARY_PASSWORD_SECONDS = 7 * 24 * 60 * 60;

/** Whose password it is: one the user chose, or a temporary one staff set. */
export type PasswordOrigin = 'chosen' | 'set-by-staff';

/**
 * Stores the user's new password hash. One set by staff is marked temporary until
 * `TEMPORARY_PASSWORD_SECONDS` from now; one the user chose clears the mark. Either way a sign-in
 * that waits for its MFA code ends: it was started with the password replaced here. Inside a
 * transaction, pass the context with it: `{ ...ctx, db: trx }`.
 * @example await storePassword(ctx, userId, await hashPassword(newPassword), 'chosen');
 */
export async function storePassword(ctx: Pick<AppContext, 'db' | 'now'>, userId: string, passwordHash: string, origin: PasswordOrigin): Promise<void> {
  const until = origin === 'set-by-staff' ? new Date(ctx.now().getTime() + TEMPORARY_PASSWORD_SECONDS * 1000).toISOString() : null;
  await ctx.db.updateTable('users').set({ password_hash: passwordHash, temporary_password_until: until }).where('id', '=', userId).execute();
  await endOpenSignIns(ctx, userId);
}

/**
 * What the user's password is good for now: everything (`chosen`), only choosing a new one
 * (`temporary`), or nothing (`expired`).
 * @example if (passwordStatus(ctx, user) === 'expired') throw new HttpError(401, [authMessages.temporaryPasswordExpired]);
 */
export function passwordStatus(ctx: AppContext, user: Pick<UserRow, 'temporary_password_until'>): 'chosen' | 'temporary' | 'expired' {
  if (user.temporary_password_until === null) return 'chosen';
  return Date.parse(user.temporary_password_until) > ctx.now().getTime() ? 'temporary' : 'expired';
}

/**
 * The answer to a sign-in proven with a temporary password (and its MFA code, when the account has
 * MFA on): a 403 with no session and a single-use reset token, which `PUT /user/password` takes
 * as the e-mailed link's token.
 * @example throw await passwordChangeRequired(ctx, user.id);
 */
export async function passwordChangeRequired(ctx: AppContext, userId: string): Promise<HttpError> {
  return new HttpError(403, [authMessages.passwordChangeRequired], { passwordChangeToken: await createEmailLinkToken(ctx, userId, 'reset-password') });
}
