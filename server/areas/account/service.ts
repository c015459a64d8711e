// Every query of the account area: invitations and sign-up, the user's own record, feedback and
// support messages.
import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { NotificationPreferencesUpdate } from '../../../core/schemas';
import type { AppContext } from '../../area';
import type { Db } from '../../database/connection';
import { inTransaction } from '../../database/connection';
import { sameText } from '../../database/dialect';
import { findUserByEmail, findUserRow, type UserRow } from '../core';
import type { UsersTable } from '../core/migrations';
import { sendMessage } from '../outbox';
import { createEmailLinkToken, EMAIL_LINK_SECONDS } from '../auth/email-links';
import { accountEmails } from './messages';
import { saveNotificationPreferences } from '../notifications';
import type { InvitationRow } from './migrations';
import { londonDateTime } from './profile-input';

export type { InvitationRow } from './migrations';

// ---------------------------------------------------------------------------------------------
// Invitations and sign-up (spec 1 §2)

/**
 * The invitation of a key, whatever its case, or undefined.
 * @example const invitation = await findInvitation(ctx.db, 'invite-owner-1');
 */
export function findInvitation(db: Db, key: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where(sameText(sql.ref('key'), key.trim())).executeTakeFirst();
}

/**
 * Counts one wrong answer at step 2 towards the invitation's lock. One statement: attempts made at
 * once (on several processes) all count.
 * @example await countIdentityFailure(ctx.db, invitation.key);
 */
export async function countIdentityFailure(db: Db, key: string): Promise<void> {
  await db
    .updateTable('invitations')
    .set((eb) => ({ identity_failures: eb('identity_failures', '+', 1) }))
    .where('key', '=', key)
    .execute();
}

/**
 * Whether an account has this e-mail address, whatever its case.
 * @example if (await emailTaken(ctx.db, email)) throw new HttpError(409, [accountMessages.existingUser]);
 */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * The name of a premises, or null when there is none with this id.
 * @example const name = await premisesName(ctx.db, invitation.premises_id);
 */
export async function premisesName(db: Db, premisesId: string): Promise<string | null> {
  const row = await db.selectFrom('premises').select('name').where('id', '=', premisesId).executeTakeFirst();
  return row?.name ?? null;
}

/**
 * Whether the premises has this tenant reference (whatever its case).
 * @example if (!(await premisesHasReference(ctx.db, premisesId, 'ec-0016'))) ...
 */
export async function premisesHasReference(db: Db, premisesId: string, reference: string): Promise<boolean> {
  const row = await db.selectFrom('premises').select('id').where('id', '=', premisesId).where(sameText(sql.ref('tenant_reference'), reference)).executeTakeFirst();
  return row !== undefined;
}

/**
 * The premises with this tenant reference (whatever its case), with their development's postcode.
 * @example const candidates = await premisesByReference(ctx.db, 'RW-0001');
 */
export function premisesByReference(db: Db, reference: string): Promise<{ id: string; postal_code: string }[]> {
  return db
    .selectFrom('premises as p')
    .innerJoin('developments as d', 'd.id', 'p.development_id')
    .select(['p.id', 'd.postal_code'])
    .where(sameText(sql.ref('p.tenant_reference'), reference))
    .orderBy('p.id')
    .execute();
}

/**
 * Records what step 2 confirmed on the invitation: the e-mail, and the premises the reference named.
 * @example await confirmIdentity(ctx, invitation.key, email, premisesId);
 */
export async function confirmIdentity(ctx: AppContext, key: string, email: string, premisesId: string | null): Promise<void> {
  await ctx.db
    .updateTable('invitations')
    .set({ identity_email: email, identity_premises_id: premisesId, identity_confirmed_at: ctx.now().toISOString() })
    .where('key', '=', key)
    .execute();
}

/** The account step 3 makes, as stored. */
export interface InvitedUser {
  readonly email: string;
  readonly emailConfirmed: boolean;
  readonly passwordHash: string | null;
  readonly title: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly mainNumber: string | null;
  readonly mobileNumber: string | null;
  readonly pictureUrl: string | null;
  /** JSON, core/schemas NewsPreferences. */
  readonly newsPreferences: string;
}

/**
 * Step 3: makes the account, uses up the invitation and makes the new user a contact of the
 * premises step 2 confirmed (customers) or a member of the invitation's development (staff and
 * clients), in one transaction. Answers the new user's id, or why nothing was made: the invitation
 * was used meanwhile, or an account took the e-mail meanwhile (another step 3 finished while the
 * password was being hashed).
 * @example const made = await createInvitedUser(ctx, invitation, user); if (made.refused) ...
 */
export async function createInvitedUser(
  ctx: AppContext,
  invitation: InvitationRow,
  user: InvitedUser,
): Promise<{ readonly userId: string; readonly refused?: undefined } | { readonly refused: 'used' | 'existing' }> {
  const userId = `usr-${randomUUID()}`;
  const now = ctx.now().toISOString();
  return inTransaction(ctx.db, async (trx) => {
    // The invitation is used up first: of two step 3s at once (on one process or two), the second
    // waits here for the first and then finds it used.
    const consumed = await trx.updateTable('invitations').set({ used_at: now }).where('key', '=', invitation.key).where('used_at', 'is', null).executeTakeFirst();
    if (Number(consumed.numUpdatedRows) !== 1) throw new SignupRefused('used');
    if (await emailTaken(trx, user.email)) throw new SignupRefused('existing');
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: user.email,
        password_hash: user.passwordHash,
        email_confirmed: user.emailConfirmed ? 1 : 0,
        title: user.title,
        first_name: user.firstName,
        last_name: user.lastName,
        role_types: JSON.stringify([invitation.role_type]),
        role_payloads: JSON.stringify([invitation.role_payload]),
        main_number: user.mainNumber,
        mobile_number: user.mobileNumber,
        profile_picture_url: user.pictureUrl,
        news_preferences: user.newsPreferences,
        notification_preferences: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: user.email }),
        // spec 1 §6: the paperless dialog is offered to owners.
        show_paperless_dialog: invitation.role_payload === 'owner' ? 1 : 0,
        created_at: now,
      })
      .execute();
    await trx.updateTable('invitations').set({ used_by: userId }).where('key', '=', invitation.key).execute();

    const premisesId = invitation.identity_premises_id ?? invitation.premises_id;
    // The customer staff made or an import brought for this address on the premises (a contact
    // without an account yet) becomes the account's, with the rest of that customer's contacts,
    // rather than a second customer beside it.
    const invitedAddress = invitation.email ?? user.email;
    const waiting =
      invitation.role_type === 'customer' && premisesId
        ? await trx
            .selectFrom('premises_contacts')
            .select(sql<string>`COALESCE(person_id, id)`.as('key'))
            .where('premises_id', '=', premisesId)
            .where('user_id', 'is', null)
            .where('declined_at', 'is', null)
            .where(sameText(sql.ref('email'), invitedAddress))
            .executeTakeFirst()
        : undefined;
    if (waiting) {
      await trx
        .updateTable('premises_contacts')
        .set({ user_id: userId })
        .where(sql<string>`COALESCE(person_id, id)`, '=', waiting.key)
        .where('user_id', 'is', null)
        .where(sameText(sql.ref('email'), invitedAddress))
        .execute();
      await trx.updateTable('customer_files').set({ customer_id: userId }).where('customer_id', '=', waiting.key).execute();
    } else if (invitation.role_type === 'customer' && premisesId) {
      await trx
        .insertInto('premises_contacts')
        .values({
          id: `con-${randomUUID()}`,
          premises_id: premisesId,
          user_id: userId,
          title: user.title,
          first_name: user.firstName,
          last_name: user.lastName,
          relationship: invitation.role_payload,
          is_main_residence: 0,
        })
        .execute();
    }
    if (invitation.role_type !== 'customer' && invitation.development_id) {
      await trx.insertInto('development_members').values({ user_id: userId, development_id: invitation.development_id, role_payload: invitation.role_payload }).execute();
    }
    return { userId };
  }).catch((error: unknown) => {
    if (error instanceof SignupRefused) return { refused: error.reason };
    throw error;
  });
}

/** Thrown to undo step 3's transaction: the invitation or the e-mail was taken meanwhile. */
class SignupRefused extends Error {
  constructor(readonly reason: 'used' | 'existing') {
    super(reason);
  }
}

// ---------------------------------------------------------------------------------------------
// The user's own record

/**
 * The user's row; requireUser has just loaded this user, so it exists.
 * @example const row = await userRow(ctx, user.id);
 */
export async function userRow(ctx: AppContext, id: string): Promise<UserRow> {
  const row = await findUserRow(ctx.db, id);
  if (!row) throw new Error(`userRow: there is no user ${id}`);
  return row;
}

/** The columns of `users` the user's own record may change. */
export type UserColumns = Pick<
  Updateable<UsersTable>,
  | 'title'
  | 'first_name'
  | 'last_name'
  | 'main_number'
  | 'mobile_number'
  | 'news_preferences'
  | 'show_paperless_dialog'
  | 'feedback_last_response'
  | 'feedback_datetime'
  | 'mfa_enabled'
  | 'profile_picture_url'
  | 'metadata'
>;

/**
 * Writes the given columns of one user (nothing when there are none).
 * @example await updateUser(ctx.db, user.id, { profile_picture_url: null });
 */
export async function updateUser(db: Db, id: string, columns: UserColumns): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db.updateTable('users').set(columns).where('id', '=', id).execute();
}

/**
 * `PUT /user`'s writes, in one transaction: the columns, the notification preferences (a new
 * address waits for its own link: notifications' `saveNotificationPreferences`), and the e-mail that
 * tells the account's own address of a switched multi-factor authentication.
 * @example await saveUser(ctx, user.id, columns, body.notificationPreferences, notice);
 */
export async function saveUser(
  ctx: AppContext,
  id: string,
  columns: UserColumns,
  notificationPreferences: NotificationPreferencesUpdate | undefined,
  notice: { readonly to: string; readonly subject: string; readonly body: string } | null,
): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const inTrx: AppContext = { ...ctx, db: trx };
    await updateUser(trx, id, columns);
    if (notificationPreferences) await saveNotificationPreferences(inTrx, id, notificationPreferences);
    if (notice) await sendMessage(inTrx, { channel: 'email', ...notice });
  });
}

// ---------------------------------------------------------------------------------------------
// Feedback and support

/**
 * Records a resident's feedback, and remembers the answer on the user (spec 1 §4: the feedback tab
 * then stays hidden everywhere, its time London's), in one transaction.
 * @example await recordFeedback(ctx, user.id, { rating: 5, message: null });
 */
export async function recordFeedback(ctx: AppContext, userId: string, feedback: { rating: number; message: string | null }): Promise<void> {
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await trx
      .insertInto('feedback')
      .values({ id: `fbk-${randomUUID()}`, user_id: userId, rating: feedback.rating, message: feedback.message, created_at: now.toISOString() })
      .execute();
    await trx.updateTable('users').set({ feedback_last_response: feedback.rating, feedback_datetime: londonDateTime(now) }).where('id', '=', userId).execute();
  });
}

/**
 * Records a message to support (the error dialog's contact-support action).
 * @example await recordSupportRequest(ctx, user.id, { message, errorType: null, page: '/charges' });
 */
export async function recordSupportRequest(ctx: AppContext, userId: string, request: { message: string; errorType: string | null; page: string | null }): Promise<void> {
  await ctx.db
    .insertInto('support_requests')
    .values({ id: `sup-${randomUUID()}`, user_id: userId, message: request.message, error_type: request.errorType, page: request.page, created_at: ctx.now().toISOString() })
    .execute();
}

/** A member of staff who may see every development, as `createGlobalStaff` makes them. */
export interface GlobalStaff {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/**
 * Makes a member of global staff with no password and e-mails them a link to choose one (the
 * reset-password link): the first account of a production database, which has no demo accounts.
 * Answers the new user's id and how many minutes the link works, or, for an address that has an
 * account already (whatever its case), that account, and changes nothing.
 * @example const made = await createGlobalStaff(ctx, { email: 'ada@example-agent.co.uk', firstName: 'Ada', lastName: 'Admin' });
 */
export async function createGlobalStaff(
  ctx: AppContext,
  staff: GlobalStaff,
): Promise<{ readonly userId: string; readonly linkMinutes: number; readonly existing?: undefined } | { readonly existing: UserRow }> {
  const existing = await findUserByEmail(ctx.db, staff.email);
  if (existing) return { existing };
  const userId = `usr-${randomUUID()}`;
  await ctx.db
    .insertInto('users')
    .values({
      id: userId,
      email: staff.email,
      password_hash: null,
      first_name: staff.firstName,
      last_name: staff.lastName,
      role_types: JSON.stringify(['admin']),
      role_payloads: JSON.stringify(['global']),
      news_preferences: JSON.stringify({ urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: null }),
      notification_preferences: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email: staff.email }),
      created_at: ctx.now().toISOString(),
    })
    .execute();
  const token = await createEmailLinkToken(ctx, userId, 'reset-password');
  const linkMinutes = EMAIL_LINK_SECONDS['reset-password'] / 60;
  await sendMessage(ctx, { to: staff.email, channel: 'email', ...accountEmails.staffAccountMade(staff.firstName, `${ctx.config.portalOrigin}/reset-password/${token}`, linkMinutes) });
  return { userId, linkMinutes };
}
