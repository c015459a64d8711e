// spec 1 §2 and §4: sign-up by invitation, in three public steps. The API keeps no sign-up
// session: every step carries the invitation key, and what step 2 confirmed is stored on the
// invitation, which step 3 consumes (invitation keys are single use).
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../area';
import {
  ConfirmIdentityRequest,
  CreateProfileRequest,
  InvitationKeyRequest,
  type RolePayload,
  type RoleType,
  type SignupInvitation,
  type SignupResult,
} from '../../../core/schemas';
import { needsTenantReference } from '../../../core/domain/permissions';
import { hashPassword } from '../../auth/passwords';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/validate';
import { issueSession, sendEmailConfirmation } from '../auth';
import { findUserByEmail } from '../core';
import { clientAddress, rateLimiter } from '../auth/rate-limit';
import { accountMessages, accountRules } from './messages';
import { pictureBodyLimit, removePicture, savePicture } from './pictures';
import { checkSignupPassword, contactColumns, fieldError, profileColumns, storedNewsPreferences, TITLES } from './profile-input';

/**
 * Wrong e-mails or tenant references at step 2 before the invitation locks.
 * @example if (invitation.identity_failures >= IDENTITY_ATTEMPTS) throw new HttpError(410, [accountMessages.invitationLocked]);
 */
export const IDENTITY_ATTEMPTS = 5;

interface InvitationRow {
  key: string;
  email: string | null;
  role_type: RoleType;
  role_payload: RolePayload;
  premises_id: string | null;
  development_id: string | null;
  identity_email: string | null;
  identity_premises_id: string | null;
  identity_failures: number;
  password_required: 0 | 1;
  used_at: string | null;
}

/** The invitation of a key that may still be used: unknown 404, used 410, locked 410. */
function openInvitation(ctx: AppContext, key: string): InvitationRow {
  const row = ctx.db.prepare<[string], InvitationRow>('SELECT * FROM invitations WHERE key = ?').get(key.trim());
  if (!row) throw new HttpError(404, [accountMessages.invitationUnknown]);
  if (row.used_at !== null) throw new HttpError(410, [accountMessages.invitationUsed]);
  // 403, not 410: a client tells the two apart by status alone. 410 is the spec's "Invitation key
  // already used" (its dialog, then /signin); a locked key is refused where the user stands.
  if (row.identity_failures >= IDENTITY_ATTEMPTS) {
    throw new HttpError(403, [accountMessages.invitationLocked]);
  }
  return row;
}

function refuseExistingUser(ctx: AppContext, email: string): void {
  if (findUserByEmail(ctx.db, email)) throw new HttpError(409, [accountMessages.existingUser]);
}

function countFailure(ctx: AppContext, invitation: InvitationRow): void {
  ctx.db.prepare('UPDATE invitations SET identity_failures = identity_failures + 1 WHERE key = ?').run(invitation.key);
}

/**
 * A wrong answer at step 2: counted towards the lock, then a 422 on its field, or on several
 * fields at once when the answer is wrong as a whole and must not say which part was.
 */
function wrongIdentity(ctx: AppContext, invitation: InvitationRow, fields: readonly string[], rule: string): HttpError {
  countFailure(ctx, invitation);
  return new HttpError(422, [`${fields.join(' and ')}: ${rule}`], { fields: Object.fromEntries(fields.map((field) => [field, [rule]])) });
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A postcode as compared: case and spaces do not count (`se16 4jx` is `SE164JX`). */
function postcodeKey(postcode: string): string {
  return postcode.replace(/\s+/g, '').toUpperCase();
}

/** Whether step 2 of this invitation asks for a tenant reference (spec 1 §6; staff hold no tenancy). */
function asksTenantReference(invitation: InvitationRow): boolean {
  return invitation.role_type === 'customer' && needsTenantReference(invitation.role_payload);
}

/**
 * Whether step 2 must also ask the premises' postcode: an invitation that names no premises lets
 * the reference choose them (spec 1 §2), and references are sequential and printed on bills, so a
 * reference alone would make a stranger a contact of someone else's premises.
 */
function asksPostcode(invitation: InvitationRow): boolean {
  return invitation.premises_id === null && asksTenantReference(invitation);
}

/**
 * The hash of step 3's password, or null for an invitee who signs in through the identity provider
 * (spec 1 §2: the password omitted when not needed). Such an invitation refuses a password: one
 * set here would open a way in that the agent meant to leave shut.
 */
async function newUserPassword(invitation: InvitationRow, password: string | undefined): Promise<string | null> {
  if (invitation.password_required === 1) return hashPassword(checkSignupPassword(password));
  if (password !== undefined) throw fieldError('password', accountRules.passwordNotNeeded);
  return null;
}

/**
 * `POST /user/signup/1`, `/2` and `/3`: public (the invitee has no account yet).
 * @example signupRoutes(app);
 */
export function signupRoutes(app: Hono<AppEnv>): void {
  // Each step counts against the caller's address as sign-in does: invitation keys and tenant
  // references are not to be guessed at speed.
  const limiter = rateLimiter();
  app.use('/user/signup/*', async (c, next) => {
    if (c.req.method === 'POST') limiter.hit(`signup:address:${clientAddress(c)}`, c.var.ctx.now(), c.var.ctx.config.rateLimit);
    await next();
  });

  app.post('/user/signup/1', async (c) => {
    const { ctx } = c.var;
    const { invitationKey } = await readJson(c, InvitationKeyRequest);
    const invitation = openInvitation(ctx, invitationKey);
    if (invitation.email) refuseExistingUser(ctx, invitation.email);
    const premises = invitation.premises_id
      ? ctx.db.prepare<[string], { name: string }>('SELECT name FROM premises WHERE id = ?').get(invitation.premises_id)
      : undefined;
    const answer: SignupInvitation = {
      email: invitation.email,
      // spec 1 §4: an admin goes from step 1 straight to step 3.
      admin: invitation.role_type === 'admin',
      role: { type: invitation.role_type, payload: invitation.role_payload },
      premisesName: premises?.name ?? null,
      postcodeRequired: asksPostcode(invitation),
      passwordRequired: invitation.password_required === 1,
      titles: [...TITLES],
    };
    return c.json({ data: answer });
  });

  app.post('/user/signup/2', async (c) => {
    const { ctx } = c.var;
    const body = await readJson(c, ConfirmIdentityRequest);
    const invitation = openInvitation(ctx, body.invitationKey);
    const email = body.email.trim();
    if (invitation.email && !sameText(email, invitation.email)) {
      throw wrongIdentity(ctx, invitation, ['email'], accountRules.emailNotInvited);
    }
    if (findUserByEmail(ctx.db, email)) {
      // An invitation that names no e-mail would otherwise tell its holder, address by address,
      // who has an account: these answers count towards the lock too.
      countFailure(ctx, invitation);
      throw new HttpError(409, [accountMessages.existingUser]);
    }

    let premisesId = invitation.premises_id;
    // spec 1 §6: subtenants and client organisations skip the tenant reference number; so do
    // staff, who hold no tenancy.
    if (asksTenantReference(invitation)) {
      const reference = body.tenantAccountNumber?.trim() ?? '';
      if (reference === '') throw fieldError('tenantAccountNumber', accountRules.required);
      if (premisesId !== null) {
        const premises = ctx.db
          .prepare<[string, string], { id: string }>('SELECT id FROM premises WHERE tenant_reference = ? COLLATE NOCASE AND id = ?')
          .get(reference, premisesId);
        if (!premises) throw wrongIdentity(ctx, invitation, ['tenantAccountNumber'], accountRules.referenceMismatch);
      } else {
        // spec 1 §2 lets any premises' reference identify the premises when the invitation names
        // none; ours asks the postcode of its development too, and takes only a pair that belongs
        // to one premises. One answer for either part wrong, so neither can be guessed alone.
        if (body.postalCode === undefined) throw fieldError('postalCode', accountRules.required);
        const postcode = postcodeKey(body.postalCode);
        const premises = ctx.db
          .prepare<[string], { id: string; postal_code: string }>(
            `SELECT premises.id, developments.postal_code FROM premises
               JOIN developments ON developments.id = premises.development_id
             WHERE premises.tenant_reference = ? COLLATE NOCASE`,
          )
          .all(reference)
          .find((candidate) => postcodeKey(candidate.postal_code) === postcode);
        if (!premises) throw wrongIdentity(ctx, invitation, ['tenantAccountNumber', 'postalCode'], accountRules.premisesMismatch);
        premisesId = premises.id;
      }
    }
    ctx.db
      .prepare('UPDATE invitations SET identity_email = ?, identity_premises_id = ?, identity_confirmed_at = ? WHERE key = ?')
      .run(email, premisesId, ctx.now().toISOString(), invitation.key);
    return c.body(null, 204);
  });

  app.post('/user/signup/3', pictureBodyLimit, async (c) => {
    const { ctx } = c.var;
    const body = await readJson(c, CreateProfileRequest);
    const invitation = openInvitation(ctx, body.invitationKey);
    const admin = invitation.role_type === 'admin';
    // spec 1 §4: staff skip step 2, so their invitation names the e-mail; anyone else must have
    // confirmed their identity at step 2 with this key.
    const email = invitation.identity_email ?? (admin ? invitation.email : null);
    // 400, not 409: 409 is only ever "Signing up with existing user" (spec 1 §8: its dialog, then /signin).
    if (email === null) throw new HttpError(400, [accountMessages.identityFirst]);
    refuseExistingUser(ctx, email);
    const profile = profileColumns(body.profile);
    const contact = contactColumns(body.contactInformation);
    const news = storedNewsPreferences(body.newsPreferences);
    const passwordHash = await newUserPassword(invitation, body.password);
    // An address the invitation was sent to is known to reach the invitee; any other is confirmed
    // by the link the confirmation e-mail carries.
    const emailConfirmed = invitation.email !== null && sameText(invitation.email, email);
    const pictureUrl = body.profilePicture ? savePicture(ctx, body.profilePicture, 'profilePicture') : null;
    const userId = `usr-${randomUUID()}`;
    const now = ctx.now().toISOString();

    try {
      ctx.db.transaction(() => {
        // Checked again inside the transaction: another step 3 with this key or this e-mail may
        // have finished while the password was being hashed.
        const current = ctx.db.prepare<[string], { used_at: string | null }>('SELECT used_at FROM invitations WHERE key = ?').get(invitation.key);
        if (current?.used_at !== null) throw new HttpError(410, [accountMessages.invitationUsed]);
        refuseExistingUser(ctx, email);
        ctx.db
          .prepare(
            `INSERT INTO users (id, email, password_hash, email_confirmed, title, first_name, last_name, role_types, role_payloads,
               main_number, mobile_number, profile_picture_url, news_preferences, notification_preferences, show_paperless_dialog, created_at)
             VALUES (@id, @email, @passwordHash, @emailConfirmed, @title, @firstName, @lastName, @types, @payloads,
               @mainNumber, @mobileNumber, @picture, @news, @notifications, @paperless, @now)`,
          )
          .run({
            id: userId,
            email,
            passwordHash,
            emailConfirmed: emailConfirmed ? 1 : 0,
            ...profile,
            types: JSON.stringify([invitation.role_type]),
            payloads: JSON.stringify([invitation.role_payload]),
            ...contact,
            picture: pictureUrl,
            news: JSON.stringify(news),
            notifications: JSON.stringify({ ownersCorrespondence: true, ownersReminders: true, email }),
            // spec 1 §6: the paperless dialog is offered to owners.
            paperless: invitation.role_payload === 'owner' ? 1 : 0,
            now,
          });
        const consumed = ctx.db
          .prepare('UPDATE invitations SET used_at = ?, used_by = ? WHERE key = ? AND used_at IS NULL')
          .run(now, userId, invitation.key);
        if (consumed.changes !== 1) throw new HttpError(410, [accountMessages.invitationUsed]);

        const premisesId = invitation.identity_premises_id ?? invitation.premises_id;
        if (invitation.role_type === 'customer' && premisesId) {
          ctx.db
            .prepare(
              `INSERT INTO premises_contacts (id, premises_id, user_id, title, first_name, last_name, relationship, is_main_residence)
               VALUES (?, ?, ?, ?, ?, ?, ?, 0)`,
            )
            .run(`con-${randomUUID()}`, premisesId, userId, profile.title, profile.firstName, profile.lastName, invitation.role_payload);
        }
        if (invitation.role_type !== 'customer' && invitation.development_id) {
          ctx.db
            .prepare('INSERT INTO development_members (user_id, development_id, role_payload) VALUES (?, ?, ?)')
            .run(userId, invitation.development_id, invitation.role_payload);
        }
      })();
    } catch (error) {
      removePicture(ctx, pictureUrl);
      throw error;
    }

    // spec 1 §4: an unconfirmed e-mail gets the confirm-e-mail dialog; otherwise the new user is
    // signed in at once.
    if (!emailConfirmed) {
      sendEmailConfirmation(ctx, userId);
      const answer: SignupResult = { unconfirmedEmail: true };
      return c.json({ data: answer }, 201);
    }
    const answer: SignupResult = { unconfirmedEmail: false, ...(await issueSession(ctx, userId)) };
    return c.json({ data: answer }, 201);
  });
}
