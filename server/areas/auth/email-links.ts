import type { AppContext } from '../../area';
import { inTransaction } from '../../database/connection';
import { findUserRow, type UserRow } from '../core';
import { sendMessage } from '../outbox';
import { authEmails } from './messages';
import type { EmailLinkPurpose } from './migrations';
import { hashToken, randomToken } from './secrets';

export type { EmailLinkPurpose } from './migrations';

/** How long each link works. A reset link is short-lived: whoever holds it can take the account. */
export const EMAIL_LINK_SECONDS: Readonly<Record<EmailLinkPurpose, number>> = {
  'reset-password': 60 * 60,
  'confirm-email': 72 * 60 * 60,
  'confirm-notification-email': 72 * 60 * 60,
};

/**
 * A new single-use token for the user's link. Earlier unused tokens of the same purpose are
 * dropped: only the newest e-mail's link works. Inside a transaction, pass the context with it:
 * `{ ...ctx, db: trx }`.
 * @example const token = await createEmailLinkToken(ctx, userId, 'reset-password');
 */
export async function createEmailLinkToken(ctx: AppContext, userId: string, purpose: EmailLinkPurpose): Promise<string> {
  const token = randomToken();
  const now = ctx.now();
  await inTransaction(ctx.db, async (db) => {
    await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    await db
      .insertInto('email_tokens')
      .values({
        token_hash: hashToken(token),
        purpose,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + EMAIL_LINK_SECONDS[purpose] * 1000).toISOString(),
      })
      .execute();
  });
  return token;
}

/**
 * The user id of a token that is valid now (right purpose, unused, unexpired), or null. Does not
 * use it up: `consumeEmailLinkToken` does, once the request is known to be good.
 * @example const userId = await findEmailLinkToken(ctx, bearer, 'reset-password');
 */
export async function findEmailLinkToken(ctx: AppContext, token: string, purpose: EmailLinkPurpose): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now().toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Whether the user holds a link of this purpose that still works (unused, unexpired).
 * @example if (!(await hasLiveEmailLink(ctx, userId, 'confirm-notification-email'))) sendAgain();
 */
export async function hasLiveEmailLink(ctx: AppContext, userId: string, purpose: EmailLinkPurpose): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('email_tokens')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', ctx.now().toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Uses the token up and answers its user id, or null when it is not valid now. One statement
 * checks and marks it, so two requests with the same token (on any process) cannot both succeed.
 * Inside a transaction, pass the context with it: `{ ...ctx, db: trx }`.
 * @example const userId = await consumeEmailLinkToken(ctx, body.token, 'confirm-email');
 */
export async function consumeEmailLinkToken(ctx: AppContext, token: string, purpose: EmailLinkPurpose): Promise<string | null> {
  const now = ctx.now().toISOString();
  const row = await ctx.db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Sends the user a link to confirm their e-mail address (the portal's `/confirm-email/{token}`),
 * valid for 72 hours and once. Sign-up step 3 calls this when the e-mail is not yet confirmed.
 * @example await sendEmailConfirmation(ctx, newUserId);
 */
export async function sendEmailConfirmation(ctx: AppContext, userId: string): Promise<void> {
  const user = await findUserRow(ctx.db, userId);
  if (!user) throw new Error(`sendEmailConfirmation: there is no user ${userId}`);
  const token = await createEmailLinkToken(ctx, userId, 'confirm-email');
  const link = `${ctx.config.portalOrigin}/confirm-email/${token}`;
  await sendMessage(ctx, { to: user.email, channel: 'email', ...authEmails.confirmEmail(link, EMAIL_LINK_SECONDS['confirm-email'] / 3600) });
}

/**
 * Sends the user a link to choose a new password (the portal's `/reset-password/{token}`), valid
 * for one hour and once.
 * @example await sendPasswordReset(ctx, userRow);
 */
export async function sendPasswordReset(ctx: AppContext, user: UserRow): Promise<void> {
  const token = await createEmailLinkToken(ctx, user.id, 'reset-password');
  const link = `${ctx.config.portalOrigin}/reset-password/${token}`;
  await sendMessage(ctx, { to: user.email, channel: 'email', ...authEmails.resetPassword(link, EMAIL_LINK_SECONDS['reset-password'] / 60) });
}
