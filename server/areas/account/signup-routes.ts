// spec 1 §2 and §4: sign-up by invitation, in three public steps. The API keeps no sign-up
// session: every step carries the invitation key, and what step 2 confirmed is stored on the
// invitation, which step 3 consumes (invitation keys are single use).
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
import { clientAddress, rateLimiter } from '../auth/rate-limit';
import { accountMessages, accountRules } from './messages';
import { pictureBodyLimit, removePicture, savePicture } from './pictures';
import { checkSignupPassword, contactColumns, fieldError, profileColumns, storedNewsPreferences, TITLES } from './profile-input';
import {
  confirmIdentity,
  countIdentityFailure,
  createInvitedUser,
  emailTaken,
  findInvitation,
  premisesByReference,
  premisesHasReference,
  premisesName,
  type InvitationRow,
} from './service';

/**
 * Wrong e-mails or tenant references at step 2 before the invitation locks.
 * @example if (invitation.identity_failures >= IDENTITY_ATTEMPTS) throw new HttpError(410, [accountMessages.invitationLocked]);
 */
export const IDENTITY_ATTEMPTS = 5;

/** An invitation with its role as the contract types it. */
interface Invitation extends InvitationRow {
  role_type: RoleType;
  role_payload: RolePayload;
}

/** The invitation of a key that may still be used: unknown 404, used 410, locked 403. */
async function openInvitation(ctx: AppContext, key: string): Promise<Invitation> {
  const row = await findInvitation(ctx.db, key);
  if (!row) throw new HttpError(404, [accountMessages.invitationUnknown]);
  if (row.used_at !== null) throw new HttpError(410, [accountMessages.invitationUsed]);
  // 403, not 410: a client tells the two apart by status alone. 410 is the spec's "Invitation key
  // already used" (its dialog, then /signin); a locked key is refused where the user stands.
  if (row.identity_failures >= IDENTITY_ATTEMPTS) {
    throw new HttpError(403, [accountMessages.invitationLocked]);
  }
  return { ...row, role_type: row.role_type as RoleType, role_payload: row.role_payload as RolePayload };
}

async function refuseExistingUser(ctx: AppContext, email: string): Promise<void> {
  if (await emailTaken(ctx.db, email)) throw new HttpError(409, [accountMessages.existingUser]);
}

/**
 * A wrong answer at step 2: counted towards the lock, then a 422 on its field, or on several
 * fields at once when the answer is wrong as a whole and must not say which part was.
 */
async function wrongIdentity(ctx: AppContext, invitation: Invitation, fields: readonly string[], rule: string): Promise<HttpError> {
  await countIdentityFailure(ctx.db, invitation.key);
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
function asksTenantReference(invitation: Invitation): boolean {
  return invitation.role_type === 'customer' && needsTenantReference(invitation.role_payload);
}

/**
 * Whether step 2 must also ask the premises' postcode: an invitation that names no premises lets
 * the reference choose them (spec 1 §2), and references are sequential and printed on bills, so a
 * reference alone would make a stranger a contact of someone else's premises.
 */
function asksPostcode(invitation: Invitation): boolean {
  return invitation.premises_id === null && asksTenantReference(invitation);
}

/**
 * The hash of step 3's password, or null for an invitee who signs in through the identity provider
 * (spec 1 §2: the password omitted when not needed). Such an invitation refuses a password: one
 * set here would open a way in that the agent meant to leave shut.
 */
async function newUserPassword(invitation: Invitation, password: string | undefined): Promise<string | null> {
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
    if (c.req.method === 'POST') await limiter.hit(c.var.ctx, `signup:address:${clientAddress(c)}`, c.var.ctx.config.rateLimit);
    await next();
  });

  app.post('/user/signup/1', async (c) => {
    const { ctx } = c.var;
    const { invitationKey } = await readJson(c, InvitationKeyRequest);
    const invitation = await openInvitation(ctx, invitationKey);
    if (invitation.email) await refuseExistingUser(ctx, invitation.email);
    const answer: SignupInvitation = {
      email: invitation.email,
      // spec 1 §4: an admin goes from step 1 straight to step 3.
      admin: invitation.role_type === 'admin',
      role: { type: invitation.role_type, payload: invitation.role_payload },
      premisesName: invitation.premises_id ? await premisesName(ctx.db, invitation.premises_id) : null,
      postcodeRequired: asksPostcode(invitation),
      passwordRequired: invitation.password_required === 1,
      titles: [...TITLES],
    };
    return c.json({ data: answer });
  });

  app.post('/user/signup/2', async (c) => {
    const { ctx } = c.var;
    const body = await readJson(c, ConfirmIdentityRequest);
    const invitation = await openInvitation(ctx, body.invitationKey);
    const email = body.email.trim();
    if (invitation.email && !sameText(email, invitation.email)) {
      throw await wrongIdentity(ctx, invitation, ['email'], accountRules.emailNotInvited);
    }
    if (await emailTaken(ctx.db, email)) {
      // An invitation that names no e-mail would otherwise tell its holder, address by address,
      // who has an account: these answers count towards the lock too.
      await countIdentityFailure(ctx.db, invitation.key);
      throw new HttpError(409, [accountMessages.existingUser]);
    }

    let premisesId = invitation.premises_id;
    // spec 1 §6: subtenants and client organisations skip the tenant reference number; so do
    // staff, who hold no tenancy.
    if (asksTenantReference(invitation)) {
      const reference = body.tenantAccountNumber?.trim() ?? '';
      if (reference === '') throw fieldError('tenantAccountNumber', accountRules.required);
      if (premisesId !== null) {
        if (!(await premisesHasReference(ctx.db, premisesId, reference))) {
          throw await wrongIdentity(ctx, invitation, ['tenantAccountNumber'], accountRules.referenceMismatch);
        }
      } else {
        // spec 1 §2 lets any premises' reference identify the premises when the invitation names
        // none; ours asks the postcode of its development too, and takes only a pair that belongs
        // to one premises. One answer for either part wrong, so neither can be guessed alone.
        if (body.postalCode === undefined) throw fieldError('postalCode', accountRules.required);
        const postcode = postcodeKey(body.postalCode);
        const premises = (await premisesByReference(ctx.db, reference)).find((candidate) => postcodeKey(candidate.postal_code) === postcode);
        if (!premises) throw await wrongIdentity(ctx, invitation, ['tenantAccountNumber', 'postalCode'], accountRules.premisesMismatch);
        premisesId = premises.id;
      }
    }
    await confirmIdentity(ctx, invitation.key, email, premisesId);
    return c.body(null, 204);
  });

  app.post('/user/signup/3', pictureBodyLimit, async (c) => {
    const { ctx } = c.var;
    const body = await readJson(c, CreateProfileRequest);
    const invitation = await openInvitation(ctx, body.invitationKey);
    const admin = invitation.role_type === 'admin';
    // spec 1 §4: staff skip step 2, so their invitation names the e-mail; anyone else must have
    // confirmed their identity at step 2 with this key.
    const email = invitation.identity_email ?? (admin ? invitation.email : null);
    // 400, not 409: 409 is only ever "Signing up with existing user" (spec 1 §8: its dialog, then /signin).
    if (email === null) throw new HttpError(400, [accountMessages.identityFirst]);
    await refuseExistingUser(ctx, email);
    const profile = profileColumns(body.profile);
    const contact = contactColumns(body.contactInformation);
    const news = storedNewsPreferences(body.newsPreferences);
    const passwordHash = await newUserPassword(invitation, body.password);
    // An address the invitation was sent to is known to reach the invitee; any other is confirmed
    // by the link the confirmation e-mail carries.
    const emailConfirmed = invitation.email !== null && sameText(invitation.email, email);
    const pictureUrl = body.profilePicture ? savePicture(ctx, body.profilePicture, 'profilePicture') : null;

    let made: Awaited<ReturnType<typeof createInvitedUser>>;
    try {
      // Checked again inside its transaction: another step 3 with this key or this e-mail may
      // have finished while the password was being hashed.
      made = await createInvitedUser(ctx, invitation, {
        email,
        emailConfirmed,
        passwordHash,
        ...profile,
        ...contact,
        pictureUrl,
        newsPreferences: JSON.stringify(news),
      });
    } catch (error) {
      removePicture(ctx, pictureUrl);
      throw error;
    }
    if (made.refused !== undefined) {
      removePicture(ctx, pictureUrl);
      throw made.refused === 'used' ? new HttpError(410, [accountMessages.invitationUsed]) : new HttpError(409, [accountMessages.existingUser]);
    }

    // spec 1 §4: an unconfirmed e-mail gets the confirm-e-mail dialog; otherwise the new user is
    // signed in at once.
    if (!emailConfirmed) {
      await sendEmailConfirmation(ctx, made.userId);
      const answer: SignupResult = { unconfirmedEmail: true };
      return c.json({ data: answer }, 201);
    }
    const answer: SignupResult = { unconfirmedEmail: false, ...(await issueSession(ctx, made.userId)) };
    return c.json({ data: answer }, 201);
  });
}
