// The auth area's queries that are not of one subject file (sessions.ts, mfa.ts, email-links.ts,
// sso.ts, temporary-password.ts, rate-limit.ts): the password reset, the e-mail confirmation, a
// signed-in user's credential changes, and the customer a view-as names.
import type { CustomerInput } from '../../../core/domain/permissions';
import type { AppContext } from '../../area';
import { inTransaction } from '../../database/connection';
import { notFound } from '../../http/errors';
import { findUserRow, type UserRow } from '../core';
import { consumeEmailLinkToken } from './email-links';
import { revokeAllSessions } from './sessions';
import { storePassword } from './temporary-password';

/**
 * `PUT /user/password`: uses the reset link's token up, stores the new password, confirms the
 * address and ends every session, in one transaction; false when the token is not valid now.
 * @example if (!(await resetPassword(ctx, token, hash))) throw new HttpError(401, [authMessages.linkInvalid]);
 */
export async function resetPassword(ctx: AppContext, token: string, passwordHash: string): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const inTrx = { ...ctx, db: trx };
    // Checked again and used up in one statement: two requests with one link cannot both pass.
    const userId = await consumeEmailLinkToken(inTrx, token, 'reset-password');
    if (!userId) return false;
    // The link reached the mailbox, which is what confirming the address proves. (The token a
    // temporary password's sign-in answers is given only to a confirmed address.)
    await storePassword(inTrx, userId, passwordHash, 'chosen');
    await trx.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', userId).execute();
    // Whoever knew the old password may hold a session: every session ends.
    await revokeAllSessions(inTrx, userId);
    return true;
  });
}

/**
 * `POST /user/confirm-email`: uses the token up and marks the address confirmed; false when the
 * token is not valid now.
 * @example if (!(await confirmEmail(ctx, token))) throw new HttpError(401, [authMessages.linkInvalid]);
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<boolean> {
  return inTransaction(ctx.db, async (trx) => {
    const userId = await consumeEmailLinkToken({ ...ctx, db: trx }, token, 'confirm-email');
    if (userId) await trx.updateTable('users').set({ email_confirmed: 1 }).where('id', '=', userId).execute();
    return userId !== null;
  });
}

/**
 * `PUT /user/new-password`: stores the password the user chose and ends every other session of
 * theirs (whoever knew the old password may hold one); `currentSession` goes on.
 * @example await changePassword(ctx, user.id, hash, claims.fam);
 */
export async function changePassword(ctx: AppContext, userId: string, passwordHash: string, currentSession: string | undefined): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const inTrx = { ...ctx, db: trx };
    await storePassword(inTrx, userId, passwordHash, 'chosen');
    await revokeAllSessions(inTrx, userId, currentSession);
  });
}

/**
 * Turns multi-factor authentication on or off and answers the user as they now are.
 * @example const row = await setMfa(ctx, user.id, true);
 */
export async function setMfa(ctx: AppContext, userId: string, enabled: boolean): Promise<UserRow> {
  await ctx.db.updateTable('users').set({ mfa_enabled: enabled ? 1 : 0 }).where('id', '=', userId).execute();
  return (await findUserRow(ctx.db, userId))!;
}

/**
 * The customer `id` names in the development, as spec 2 §6's rule reads them. `id` is the
 * customers list's (the user id of a registered customer, the contact id of one who never
 * registered) or any of the customer's relationship (contact) ids, as `GET /customers/{id}`
 * takes. Neither in the development is 404, as for an id that does not exist.
 * @example const customer = await customerInDevelopment(ctx, id, developmentId);
 */
export async function customerInDevelopment(ctx: AppContext, id: string, developmentId: string): Promise<{ user: UserRow | undefined; rule: CustomerInput }> {
  const contactsInDevelopment = () =>
    ctx.db.selectFrom('premises_contacts as c').innerJoin('premises as p', 'p.id', 'c.premises_id').where('p.development_id', '=', developmentId);
  const named = await contactsInDevelopment()
    .select(['c.user_id', 'c.active'])
    .where((eb) => eb.or([eb('c.user_id', '=', id), eb('c.id', '=', id)]))
    // The same contact whichever database: a registered customer's relationships, oldest id first.
    .orderBy('c.id')
    .executeTakeFirst();
  if (!named) throw notFound('Customer');
  const user = named.user_id === null ? undefined : await findUserRow(ctx.db, named.user_id);
  // A customer is active while any of their relationships in the development is (spec 2 §3).
  const active =
    user === undefined
      ? named.active === 1
      : (await contactsInDevelopment().select('c.id').where('c.user_id', '=', user.id).where('c.active', '=', 1).executeTakeFirst()) !== undefined;
  return { user, rule: { portalRegistered: user?.created_at ?? null, stateCode: active ? 0 : 1, relationshipStateCode: active ? 0 : 1 } };
}
