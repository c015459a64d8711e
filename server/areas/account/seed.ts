import type { AppContext } from '../../area';
import { demoIds } from '../core';

/**
 * docs/demo-data.md's invitation keys (sign-up), one per branch of the flow.
 * @example await api.call('/user/signup/1', { method: 'POST', body: { invitationKey: demoInvitations.owner } });
 */
export const demoInvitations = {
  owner: 'INVITE-OWNER-1',
  subtenant: 'INVITE-SUBTENANT-1',
  admin: 'INVITE-ADMIN-1',
  unconfirmed: 'INVITE-UNCONFIRMED-1',
  used: 'INVITE-USED-1',
  existing: 'INVITE-EXISTING-1',
  singleSignOn: 'INVITE-SSO-1',
} as const;

interface DemoInvitation {
  key: string;
  email: string | null;
  roleType: 'admin' | 'client' | 'customer';
  rolePayload: string;
  premisesId: string | null;
  developmentId: string | null;
  usedBy?: string;
  /** False for a resident who will sign in through the identity provider: step 3 asks no password. */
  passwordRequired?: false;
}

const invitations: DemoInvitation[] = [
  // Step 2 asks e-mail, confirm e-mail and the tenant reference EC-0016 of Apartment 16.
  { key: demoInvitations.owner, email: 'new.owner@example.com', roleType: 'customer', rolePayload: 'owner', premisesId: demoIds.apartment16, developmentId: null },
  // Step 2 has no tenant reference field (spec 1 §6).
  { key: demoInvitations.subtenant, email: 'new.subtenant@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4, developmentId: null },
  // Step 1 jumps to step 3; the new officer joins Riverside Wharf's staff, as Otto Officer is.
  { key: demoInvitations.admin, email: 'new.admin@example.com', roleType: 'admin', rolePayload: 'sl3', premisesId: null, developmentId: demoIds.riversideWharf },
  // Neither the e-mail nor the premises is known: step 2 takes any e-mail and the reference of
  // any premises (spec 1 §2), and step 3 ends with the confirm-e-mail dialog.
  { key: demoInvitations.unconfirmed, email: null, roleType: 'customer', rolePayload: 'owner', premisesId: null, developmentId: null },
  // Already used, by Sam Subtenant when he signed up for Flat 4.
  { key: demoInvitations.used, email: 'subtenant@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4, developmentId: null, usedBy: demoIds.sam },
  // For an address that already has an account.
  { key: demoInvitations.existing, email: 'owner@example.com', roleType: 'customer', rolePayload: 'owner', premisesId: demoIds.apartment16, developmentId: null },
  // Signs in through the identity provider: step 2 needs the e-mail only, step 3 asks no password.
  {
    key: demoInvitations.singleSignOn,
    email: 'new.sso@example.com',
    roleType: 'customer',
    rolePayload: 'subtenant',
    premisesId: demoIds.flat4,
    developmentId: null,
    passwordRequired: false,
  },
];

/**
 * Seeds docs/demo-data.md's invitation keys.
 * @example await seedAccount(ctx);
 */
export async function seedAccount({ db, now }: AppContext): Promise<void> {
  const created = now().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('invitations')
      .values(
        invitations.map((invitation) => ({
          key: invitation.key,
          email: invitation.email,
          role_type: invitation.roleType,
          role_payload: invitation.rolePayload,
          premises_id: invitation.premisesId,
          development_id: invitation.developmentId,
          password_required: invitation.passwordRequired === false ? 0 : 1,
          used_at: invitation.usedBy ? created : null,
          used_by: invitation.usedBy ?? null,
          created_at: created,
        })),
      )
      .execute();
  });
}
