import type { AppContext } from '../../area';
import { findUserRow, type UserRow } from '../core';
import { sendMessage } from '../outbox';
import { authEmails } from './messages';
import { hashToken, randomToken } from './secrets';

/** What an e-mailed link is for; a token made for one never works for another. */
export type EmailLinkPurpose = 'reset-password' | 'confirm-email' | 'confirm-notification-email';

/** How long each link works. A reset link is short-lived: whoever holds it can take the account. */
export const EMAIL_LINK_SECONDS: Readonly<Record<EmailLinkPurpose, number>> = {
  'reset-password': 60 * 60,
  'confirm-email': 72 * 60 * 60,
  'confirm-notification-email': 72 * 60 * 60,
};

/**
 * A new single-use token for the user's link. Earlier unused tokens of the same purpose are
 * dropped: only the newest e-mail's link works.
 * @example const token = createEmailLinkToken(ctx, userId, 'reset-password');
 */
export function createEmailLinkToken(ctx: AppContext, userId: string, purpose: EmailLinkPurpose): string {
  const token = randomToken();
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM email_tokens WHERE user_id = ? AND purpose = ? AND used_at IS NULL').run(userId, purpose);
    ctx.db
      .prepare('INSERT INTO email_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .run(hashToken(token), purpose, userId, now.toISOString(), new Date(now.getTime() + EMAIL_LINK_SECONDS[purpose] * 1000).toISOString());
  })();
  return token;
}

/**
 * The user id of a token that is valid now (right purpose, unused, unexpired), or null. Does not
 * use it up: `consumeEmailLinkToken` does, once the request is known to be good.
 * @example const userId = findEmailLinkToken(ctx, bearer, 'reset-password');
 */
export function findEmailLinkToken(ctx: AppContext, token: string, purpose: EmailLinkPurpose): string | null {
  const row = ctx.db
    .prepare<[string, string, string], { user_id: string }>(
      'SELECT user_id FROM email_tokens WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(hashToken(token), purpose, ctx.now().toISOString());
  return row?.user_id ?? null;
}

/**
 * Whether the user holds a link of this purpose that still works (unused, unexpired).
 * @example if (!hasLiveEmailLink(ctx, userId, 'confirm-notification-email')) sendAgain();
 */
export function hasLiveEmailLink(ctx: AppContext, userId: string, purpose: EmailLinkPurpose): boolean {
  const row = ctx.db
    .prepare('SELECT 1 FROM email_tokens WHERE user_id = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?')
    .get(userId, purpose, ctx.now().toISOString());
  return row !== undefined;
}

/**
 * Uses the token up and answers its user id, or null when it is not valid now. One statement
 * checks and marks it, so two requests with the same token cannot both succeed.
 * @example const userId = consumeEmailLinkToken(ctx, body.token, 'confirm-email');
 */
export function consumeEmailLinkToken(ctx: AppContext, token: string, purpose: EmailLinkPurpose): string | null {
  const now = ctx.now().toISOString();
  const row = ctx.db
    .prepare<[string, string, string, string], { user_id: string }>(
      'UPDATE email_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
    )
    .get(now, hashToken(token), purpose, now);
  return row?.user_id ?? null;
}

/**
 * Sends the user a link to confirm their e-mail address (the portal's `/confirm-email/{token}`),
 * valid for 72 hours and once. Sign-up step 3 calls this when the e-mail is not yet confirmed.
 * @example sendEmailConfirmation(ctx, newUserId);
 */
export function sendEmailConfirmation(ctx: AppContext, userId: string): void {
  const user = findUserRow(ctx.db, userId);
  if (!user) throw new Error(`sendEmailConfirmation: there is no user ${userId}`);
  const token = createEmailLinkToken(ctx, userId, 'confirm-email');
  const link = `${ctx.config.portalOrigin}/confirm-email/${token}`;
  sendMessage(ctx, { to: user.email, channel: 'email', ...authEmails.confirmEmail(link, EMAIL_LINK_SECONDS['confirm-email'] / 3600) });
}

/**
 * Sends the user a link to choose a new password (the portal's `/reset-password/{token}`), valid
 * for one hour and once.
 * @example sendPasswordReset(ctx, userRow);
 */
export function sendPasswordReset(ctx: AppContext, user: UserRow): void {
  const token = createEmailLinkToken(ctx, user.id, 'reset-password');
  const link = `${ctx.config.portalOrigin}/reset-password/${token}`;
  sendMessage(ctx, { to: user.email, channel: 'email', ...authEmails.resetPassword(link, EMAIL_LINK_SECONDS['reset-password'] / 60) });
}
