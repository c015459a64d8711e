import { validate, type Struct } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResult, SignupInvitation, SignupResult, User } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds, findUserByEmail } from '../core';
import { demoInvitations, IDENTITY_ATTEMPTS } from '.';

const PASSWORD = 'Welcome-Home-7';
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let api: TestApi;
beforeAll(async () => {
  // Many sign-up steps from one address: the limit is rate-limit.test.ts's concern.
  api = await startTestApi({ rateLimit: { max: 10_000, windowSeconds: 60 } });
});
afterAll(() => api.close());

function expectValid<T>(value: unknown, struct: Struct<T, unknown>): T {
  const [error, valid] = validate(value, struct);
  expect(error?.message).toBeUndefined();
  return valid as T;
}

const step1 = (invitationKey: unknown) => api.call('/user/signup/1', { method: 'POST', body: { invitationKey } });
const step2 = (body: unknown) => api.call('/user/signup/2', { method: 'POST', body });
const step3 = (body: unknown) => api.call('/user/signup/3', { method: 'POST', body });

function profile(invitationKey: string, overrides: Record<string, unknown> = {}) {
  return {
    invitationKey,
    profile: { title: 'Ms', firstName: 'Nora', lastName: 'Newcomer' },
    password: PASSWORD,
    profilePicture: null,
    contactInformation: { mainNumber: '020 7946 0018', mobileNumber: '' },
    newsPreferences: { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: false, smsNumber: '07400 777888' },
    ...overrides,
  };
}

/** A fresh invitation for the tests that use one up (the demo keys are single use too). */
async function addInvitation(key: string, columns: { email: string | null; roleType: string; rolePayload: string; premisesId: string | null }): Promise<string> {
  await api.ctx.db
    .insertInto('invitations')
    .values({ key, email: columns.email, role_type: columns.roleType, role_payload: columns.rolePayload, premises_id: columns.premisesId, created_at: '2026-11-22T00:00:00.000Z' })
    .execute();
  return key;
}

async function signIn(email: string, password = PASSWORD) {
  return api.call('/user/login', { method: 'POST', body: { method: 'password', email, password } });
}

describe('step 1: the invitation key', () => {
  it('answers an owner invitation with the e-mail, the role, the premises and the titles', async () => {
    const { status, body } = await step1(demoInvitations.owner);
    expect(status).toBe(200);
    expect(expectValid(body.data, SignupInvitation)).toEqual({
      email: 'new.owner@example.com',
      admin: false,
      role: { type: 'customer', payload: 'owner' },
      premisesName: 'Apartment 16',
      postcodeRequired: false,
      passwordRequired: true,
      titles: expect.arrayContaining(['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr']),
    });
  });

  it('says when step 3 needs no password: an invitee who signs in through the identity provider', async () => {
    const { body } = await step1(demoInvitations.singleSignOn);
    expect(expectValid(body.data, SignupInvitation)).toMatchObject({ email: 'new.sso@example.com', role: { payload: 'subtenant' }, passwordRequired: false });
  });

  it('answers a subtenant invitation (step 2 hides the tenant reference for this role)', async () => {
    const { body } = await step1(demoInvitations.subtenant);
    expect(expectValid(body.data, SignupInvitation)).toMatchObject({ email: 'new.subtenant@example.com', admin: false, role: { payload: 'subtenant' }, premisesName: 'Flat 4', postcodeRequired: false });
  });

  it('marks an admin invitation, so the flow jumps to step 3', async () => {
    const { body } = await step1(demoInvitations.admin);
    expect(expectValid(body.data, SignupInvitation)).toMatchObject({ email: 'new.admin@example.com', admin: true, role: { type: 'admin', payload: 'sl3' }, premisesName: null, postcodeRequired: false });
  });

  it('answers an invitation that knows neither the e-mail nor the premises, and asks for the postcode', async () => {
    const { body } = await step1(demoInvitations.unconfirmed);
    expect(expectValid(body.data, SignupInvitation)).toMatchObject({ email: null, admin: false, premisesName: null, postcodeRequired: true });
  });

  it('accepts the key in any case and with spaces around it', async () => {
    expect((await step1(' invite-owner-1 ')).status).toBe(200);
  });

  it('refuses a used key with the exact message the client shows (spec 1 §8)', async () => {
    const { status, body } = await step1(demoInvitations.used);
    expect(status).toBe(410);
    expect(body).toEqual({ messages: ['Invitation key already used'] });
  });

  it('refuses an invitation for an address that already has an account (spec 1 §8)', async () => {
    const { status, body } = await step1(demoInvitations.existing);
    expect(status).toBe(409);
    expect(body).toEqual({ messages: ['Signing up with existing user'] });
  });

  it('refuses an unknown key with 404', async () => {
    const { status, body } = await step1('INVITE-NOBODY-9');
    expect(status).toBe(404);
    expect(body.messages).toEqual(['This invitation key is not valid. Please check it and try again.']);
  });

  it.each<[string, unknown]>([
    ['not JSON', 'INVITE-OWNER-1'],
    ['a missing key', {}],
    ['a blank key', { invitationKey: '   ' }],
    ['a number', { invitationKey: 42 }],
    ['an unknown field', { invitationKey: 'INVITE-OWNER-1', admin: true }],
  ])('answers 400 with messages for %s', async (_case, body) => {
    const answer = await api.call('/user/signup/1', { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(answer.body.messages.length).toBeGreaterThan(0);
  });
});

describe('sign-up of an owner (INVITE-OWNER-1)', () => {
  const key = demoInvitations.owner;
  const email = 'new.owner@example.com';

  it('refuses step 3 before the identity is confirmed', async () => {
    const { status, body } = await step3(profile(key));
    expect(status).toBe(400);
    expect(body.messages).toEqual(['Please confirm your identity (step 2) before creating your profile.']);
  });

  it('refuses another e-mail than the invitation names', async () => {
    const { status, body } = await step2({ invitationKey: key, email: 'someone.else@example.com', tenantAccountNumber: 'EC-0016' });
    expect(status).toBe(422);
    expect(body.fields).toEqual({ email: ['is not the e-mail address this invitation was sent to'] });
  });

  it('refuses a wrong tenant reference, and one of another premises', async () => {
    for (const tenantAccountNumber of ['EC-9999', 'EC-0014']) {
      const { status, body } = await step2({ invitationKey: key, email, tenantAccountNumber });
      expect(status).toBe(422);
      expect(body.fields).toEqual({ tenantAccountNumber: ['does not match our records'] });
    }
  });

  it('requires the tenant reference of an owner', async () => {
    const { status, body } = await step2({ invitationKey: key, email, tenantAccountNumber: '' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ tenantAccountNumber: ['is required'] });
  });

  it('confirms the identity with the e-mail (any case) and the reference EC-0016', async () => {
    const { status, body } = await step2({ invitationKey: key, email: 'New.Owner@example.com', tenantAccountNumber: ' ec-0016 ' });
    expect(status).toBe(204);
    expect(body).toBeNull();
  });

  it('creates the profile and signs the new owner in at once', async () => {
    const { status, body } = await step3(profile(key));
    expect(status).toBe(201);
    const result = expectValid(body.data, SignupResult);
    expect(result.unconfirmedEmail).toBe(false);
    const session = expectValid(body.data, AuthResult);
    const user = expectValid(session.user, User);
    expect(user).toMatchObject({
      email: 'New.Owner@example.com',
      role: { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: false },
      profile: { title: 'Ms', firstName: 'Nora', lastName: 'Newcomer' },
      contactInformation: { mainNumber: '020 7946 0018', mobileNumber: null },
      profilePictureUrl: null,
    });
    // spec 1 §5: stored normalised because urgent news by text is on.
    expect(user.newsPreferences.smsNumber).toBe('+447400777888');

    const me = await api.call('/user', { token: session.authToken });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
    const contact = await api.ctx.db
      .selectFrom('premises_contacts')
      .select(['relationship', 'first_name', 'active'])
      .where('user_id', '=', user.id)
      .where('premises_id', '=', 'pre-elm-apartment-16')
      .executeTakeFirst();
    expect(contact).toEqual({ relationship: 'owner', first_name: 'Nora', active: 1 });
  });

  it('signs in afterwards with the chosen password', async () => {
    const { status, body } = await signIn(email);
    expect(status).toBe(200);
    expect(expectValid(body.data, AuthResult).user.email).toBe('New.Owner@example.com');
  });

  it('refuses the key on every step once it is used', async () => {
    for (const answer of [
      await step1(key),
      await step2({ invitationKey: key, email, tenantAccountNumber: 'EC-0016' }),
      await step3(profile(key)),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.body.messages).toEqual(['Invitation key already used']);
    }
  });
});

describe('sign-up of a subtenant (INVITE-SUBTENANT-1)', () => {
  const key = demoInvitations.subtenant;

  it('confirms the identity without a tenant reference (spec 1 §6)', async () => {
    expect((await step2({ invitationKey: key, email: 'new.subtenant@example.com' })).status).toBe(204);
  });

  it('creates the profile with a picture, without urgent news by text', async () => {
    const { status, body } = await step3(
      profile(key, {
        profile: { title: null, firstName: 'Tom', lastName: 'Tenant' },
        profilePicture: { fileName: 'tom.png', content: PNG },
        newsPreferences: { urgentNewsText: false, urgentNewsEmail: false, importantNewsEmail: true, standardNewsEmail: true, smsNumber: '07400 777888' },
      }),
    );
    expect(status).toBe(201);
    const user = expectValid(expectValid(body.data, AuthResult).user, User);
    expect(user.role.payloads).toEqual(['subtenant']);
    expect(user.profile.title).toBeNull();
    // spec 1 §5: no number is kept when urgent news by text is off.
    expect(user.newsPreferences.smsNumber).toBeNull();
    const picture = await fetch(user.profilePictureUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const contact = await api.ctx.db.selectFrom('premises_contacts').select(['premises_id', 'relationship']).where('user_id', '=', user.id).executeTakeFirst();
    expect(contact).toEqual({ premises_id: demoIds.flat4, relationship: 'subtenant' });
    expect((await signIn('new.subtenant@example.com')).status).toBe(200);
  });
});

describe('sign-up without a password (INVITE-SSO-1)', () => {
  const key = demoInvitations.singleSignOn;
  const withoutPassword = (overrides: Record<string, unknown> = {}) => {
    const { password: _password, ...rest } = profile(key, overrides);
    return rest;
  };

  it('refuses a password, which would open a way in the agent meant to leave shut', async () => {
    expect((await step2({ invitationKey: key, email: 'new.sso@example.com' })).status).toBe(204);
    const { status, body } = await step3(profile(key));
    expect(status).toBe(400);
    expect(body.fields).toEqual({ password: ['is not taken: this invitation signs in through the identity provider'] });
    expect(await findUserByEmail(api.ctx.db, 'new.sso@example.com')).toBeUndefined();
  });

  it('creates the profile without one and signs the new resident in; no password signs in afterwards', async () => {
    const { status, body } = await step3(withoutPassword());
    expect(status).toBe(201);
    const session = expectValid(body.data, AuthResult);
    expect(session.user.role.payloads).toEqual(['subtenant']);
    const row = await api.ctx.db.selectFrom('users').select('password_hash').where('id', '=', session.user.id).executeTakeFirst();
    expect(row?.password_hash).toBeNull();
    expect((await signIn('new.sso@example.com')).status).toBe(401);
    expect((await signIn('new.sso@example.com', '')).status).toBe(400);
  });

  it('still refuses a missing password where the invitation needs one', async () => {
    const other = await addInvitation('INVITE-NEEDS-PASSWORD-1', { email: 'needs.password@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4 });
    expect((await step2({ invitationKey: other, email: 'needs.password@example.com' })).status).toBe(204);
    const { password: _password, ...body } = profile(other);
    const answer = await step3(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ password: ['is required'] });
    expect(await findUserByEmail(api.ctx.db, 'needs.password@example.com')).toBeUndefined();
  });
});

describe('sign-up of an admin (INVITE-ADMIN-1)', () => {
  it('creates the profile straight after step 1 and signs the officer in', async () => {
    const { status, body } = await step3(profile(demoInvitations.admin, { profile: { title: 'Mr', firstName: 'Oscar', lastName: 'Officer' } }));
    expect(status).toBe(201);
    const session = expectValid(body.data, AuthResult);
    expect(session.user.role).toEqual({ types: ['admin'], payloads: ['sl3'], hasBeenDowngraded: false });
    const membership = await api.ctx.db.selectFrom('development_members').select(['development_id', 'role_payload']).where('user_id', '=', session.user.id).execute();
    expect(membership).toEqual([{ development_id: demoIds.riversideWharf, role_payload: 'sl3' }]);
    expect((await signIn('new.admin@example.com')).status).toBe(200);
    expect((await step1(demoInvitations.admin)).body.messages).toEqual(['Invitation key already used']);
  });
});

describe('sign-up with an e-mail the invitation did not know (INVITE-UNCONFIRMED-1)', () => {
  const key = demoInvitations.unconfirmed;
  const email = 'new.unconfirmed@example.com';

  it('refuses an address that already has an account', async () => {
    const { status, body } = await step2({ invitationKey: key, email: 'owner@example.com', tenantAccountNumber: 'EC-0016' });
    expect(status).toBe(409);
    expect(body.messages).toEqual(['Signing up with existing user']);
  });

  it("takes the reference of any premises with its development's postcode, and links that premises", async () => {
    expect((await step2({ invitationKey: key, email, tenantAccountNumber: 'XX-0000', postalCode: 'LS1 4BP' })).status).toBe(422);
    expect((await step2({ invitationKey: key, email, tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' })).status).toBe(204);
  });

  it('ends with unconfirmedEmail, no tokens, and the confirmation e-mail in the outbox', async () => {
    const { status, body } = await step3(profile(key));
    expect(status).toBe(201);
    expect(expectValid(body.data, SignupResult)).toEqual({ unconfirmedEmail: true });

    const outbox = await api.call(`/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.body.data.messages).toHaveLength(1);
    const [message] = outbox.body.data.messages;
    expect(message).toMatchObject({ to: email, channel: 'email' });
    const token = /\/confirm-email\/(\S+)/.exec(message.body)?.[1];
    expect(token).toBeDefined();

    const user = (await findUserByEmail(api.ctx.db, email))!;
    expect(user.email_confirmed).toBe(0);
    const contact = await api.ctx.db.selectFrom('premises_contacts').select('premises_id').where('user_id', '=', user.id).executeTakeFirst();
    expect(contact).toEqual({ premises_id: demoIds.loft7 });

    // Signing in waits for the confirmation, then works.
    expect((await signIn(email)).status).toBe(403);
    expect((await api.call('/user/confirm-email', { method: 'POST', body: { token } })).status).toBe(204);
    const signedIn = await signIn(email);
    expect(signedIn.status).toBe(200);
    expectValid(signedIn.body.data, AuthResult);
  });
});

describe('an invitation that names no premises: the reference and the postcode of one premises', () => {
  const email = 'new.stranger@example.com';
  let count = 0;
  /** A fresh owner invitation with no e-mail and no premises, as INVITE-UNCONFIRMED-1. */
  const premisesless = () => addInvitation(`INVITE-NOPREMISES-${(count += 1)}`, { email: null, roleType: 'customer', rolePayload: 'owner', premisesId: null });
  const failures = async (key: string) => (await api.ctx.db.selectFrom('invitations').select('identity_failures').where('key', '=', key).executeTakeFirst())?.identity_failures;
  // Riverside Wharf is SE16 4JX and Harbour Lofts LS1 4BP (docs/demo-data.md).
  const refused = {
    status: 422,
    body: {
      messages: ['tenantAccountNumber and postalCode: do not belong to the same premises in our records'],
      fields: { tenantAccountNumber: ['do not belong to the same premises in our records'], postalCode: ['do not belong to the same premises in our records'] },
    },
  };

  it('accepts the reference with the postcode of its development in any case and spacing, and links that premises', async () => {
    const key = await premisesless();
    expect((await step1(key)).body.data.postcodeRequired).toBe(true);
    const { status } = await step2({ invitationKey: key, email, tenantAccountNumber: 'rw-0001', postalCode: 'se164jx' });
    expect(status).toBe(204);
    const confirmed = await api.ctx.db.selectFrom('invitations').select(['identity_premises_id', 'identity_failures']).where('key', '=', key).executeTakeFirst();
    expect(confirmed).toEqual({ identity_premises_id: demoIds.flat1, identity_failures: 0 });
  });

  it('refuses the right reference with a wrong postcode, counted as one failure, in words that name neither part', async () => {
    const key = await premisesless();
    const { status, body } = await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-0001', postalCode: 'SE1 9XX' });
    expect({ status, body }).toEqual(refused);
    expect(await failures(key)).toBe(1);
    expect(await api.ctx.db.selectFrom('invitations').select('identity_premises_id').where('key', '=', key).executeTakeFirst()).toEqual({ identity_premises_id: null });
  });

  it("refuses the postcode of another premises' development, and a wrong reference with a right postcode, with the same answer", async () => {
    const key = await premisesless();
    const answers = [
      await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-0001', postalCode: 'LS1 4BP' }),
      await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-9999', postalCode: 'SE16 4JX' }),
    ];
    for (const { status, body } of answers) expect({ status, body }).toEqual(refused);
    expect(await failures(key)).toBe(2);
  });

  it('requires the postcode, and a missing one is not a wrong answer', async () => {
    const key = await premisesless();
    const { status, body } = await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-0001' });
    expect(status).toBe(400);
    expect(body.fields).toEqual({ postalCode: ['is required'] });
    expect(await failures(key)).toBe(0);
  });

  it(`locks the invitation after ${IDENTITY_ATTEMPTS} wrong pairs, even for the right one after`, async () => {
    const key = await premisesless();
    for (let attempt = 1; attempt <= IDENTITY_ATTEMPTS; attempt += 1) {
      expect((await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-0001', postalCode: `SE1${attempt} 1AA` })).status).toBe(422);
    }
    const locked = await step2({ invitationKey: key, email, tenantAccountNumber: 'RW-0001', postalCode: 'SE16 4JX' });
    expect(locked.status).toBe(403);
    expect(locked.body.messages).toEqual(['This invitation key is locked after too many failed attempts. Please ask for a new invitation.']);
  });

  it('leaves an invitation that names its premises as it was: its reference alone, no postcode asked', async () => {
    const key = await addInvitation('INVITE-NAMED-PREMISES-1', { email: null, roleType: 'customer', rolePayload: 'owner', premisesId: demoIds.apartment16 });
    expect((await step1(key)).body.data.postcodeRequired).toBe(false);
    const other = await step2({ invitationKey: key, email, tenantAccountNumber: 'EC-0014' });
    expect(other.status).toBe(422);
    expect(other.body.fields).toEqual({ tenantAccountNumber: ['does not match our records'] });
    expect((await step2({ invitationKey: key, email, tenantAccountNumber: 'EC-0016' })).status).toBe(204);
  });

  it('asks no postcode of a subtenant, who gives no reference either', async () => {
    const key = await addInvitation('INVITE-NOPREMISES-SUBTENANT-1', { email: null, roleType: 'customer', rolePayload: 'subtenant', premisesId: null });
    expect((await step1(key)).body.data.postcodeRequired).toBe(false);
    expect((await step2({ invitationKey: key, email })).status).toBe(204);
  });
});

describe('steps 2 and 3 without a valid key', () => {
  const identity = { email: 'x@example.com', tenantAccountNumber: 'EC-0016' };

  it.each([
    ['missing', {}, 400],
    ['blank', { invitationKey: '' }, 400],
    ['unknown', { invitationKey: 'INVITE-NOBODY-9' }, 404],
    ['used', { invitationKey: demoInvitations.used }, 410],
  ])('fails clearly when the key is %s', async (_case, key, expected) => {
    const two = await step2({ ...identity, ...key });
    const three = await step3({ ...profile('unused'), invitationKey: undefined, ...key });
    for (const answer of [two, three]) {
      expect(answer.status).toBe(expected);
      expect(answer.body.messages.length).toBeGreaterThan(0);
      if (expected === 400) expect(answer.body.fields.invitationKey).toBeDefined();
    }
  });
});

describe('malformed sign-up bodies', () => {
  const key = 'INVITE-MALFORMED-1';

  beforeAll(async () => {
    await addInvitation(key, { email: 'new.malformed@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4 });
    await step2({ invitationKey: key, email: 'new.malformed@example.com' });
  });

  it.each<[string, unknown, string]>([
    ['step 2 not JSON', '{', 'The request body must be JSON.'],
    ['step 2 an invalid e-mail', { invitationKey: 'INVITE-OWNER-1', email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    ['step 2 an unknown field', { invitationKey: 'INVITE-OWNER-1', email: 'a@example.com', confirmEmail: 'a@example.com' }, 'confirmEmail: is not an allowed field'],
    ['step 2 a wrong type', { invitationKey: 'INVITE-OWNER-1', email: 'a@example.com', tenantAccountNumber: 16 }, 'tenantAccountNumber: must be text'],
    ['step 2 a postcode of another shape', { invitationKey: 'INVITE-UNCONFIRMED-1', email: 'a@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1-4BP' }, 'postalCode: must be a UK postcode'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const answer = await step2(body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages).toContain(message);
  });

  it.each<[string, Record<string, unknown> | string, string]>([
    ['not JSON', '{"invitationKey":', 'The request body must be JSON.'],
    ['a missing profile', { profile: undefined }, 'profile: is required'],
    ['a blank last name', { profile: { title: 'Ms', firstName: 'Nora', lastName: ' ' } }, 'profile.lastName: must not be blank'],
    ['a short password', { password: 'Ab1-' }, 'password: must be at least 8 characters'],
    ['a weak password', { password: 'aaaaaaa1' }, 'password: must contain a letter, a digit and at least four different characters'],
    ['no password', { password: undefined }, 'password: is required'],
    ['a title outside the list', { profile: { title: 'Captain', firstName: 'Nora', lastName: 'Newcomer' } }, 'profile.title: must be one of:'],
    ['an over-long mobile number', { contactInformation: { mainNumber: null, mobileNumber: '07400 123456 7890 1' } }, 'contactInformation.mobileNumber: must be at most 17 characters'],
    ['urgent texts without a number', { newsPreferences: { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: null } }, 'newsPreferences.smsNumber: is required'],
    ['urgent texts to a foreign number', { newsPreferences: { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: '+1 212 555 0100' } }, 'newsPreferences.smsNumber: must be a valid UK phone number'],
    ['a picture that is not an image', { profilePicture: { fileName: 'a.png', content: Buffer.from('%PDF-1.7').toString('base64') } }, 'profilePicture.content: must be a PNG, JPEG, GIF or WebP image'],
    ['a wrong type', { newsPreferences: 'all' }, 'newsPreferences: must be an object'],
  ])('answers 400 for step 3 with %s, and the key stays usable', async (_case, overrides, message) => {
    const body = typeof overrides === 'string' ? overrides : profile(key, overrides);
    const answer = await step3(body);
    expect(answer.status).toBe(400);
    expect(answer.body.messages.some((text: string) => text.startsWith(message))).toBe(true);
    expect((await step1(key)).status).toBe(200);
  });

  it('answers 413 for a body too large to hold a 2 MB picture', async () => {
    // The API answers before reading such a body and then closes the connection, so this request
    // must not share a kept-alive connection with the next test's.
    const answer = await api.call('/user/signup/3', {
      method: 'POST',
      body: profile(key, { profilePicture: { fileName: 'a.png', content: 'A'.repeat(3 * 1024 * 1024) } }),
      headers: { Connection: 'close' },
    });
    expect(answer.status).toBe(413);
  });
});

describe('invitation keys are single use', () => {
  it('lets only one of two simultaneous step 3s through', async () => {
    const key = await addInvitation('INVITE-RACE-1', { email: 'new.racer@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4 });
    expect((await step2({ invitationKey: key, email: 'new.racer@example.com' })).status).toBe(204);
    const answers = await Promise.all([step3(profile(key)), step3(profile(key))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410]);
    expect(answers.find((answer) => answer.status === 410)!.body.messages).toEqual(['Invitation key already used']);
    expect(await api.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', 'new.racer@example.com').executeTakeFirst()).toEqual({ n: 1 });
  });

  it('counts addresses that already have an account towards the lock, so accounts cannot be listed', async () => {
    const key = await addInvitation('INVITE-PROBE-1', { email: null, roleType: 'customer', rolePayload: 'owner', premisesId: null });
    const probes = ['owner@example.com', 'mfa@example.com', 'subtenant@example.com', 'downgraded@example.com', 'client@example.com'];
    for (const email of probes) expect((await step2({ invitationKey: key, email, tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' })).status).toBe(409);
    expect((await step2({ invitationKey: key, email: 'admin@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' })).status).toBe(403);
  });

  it(`locks an invitation after ${IDENTITY_ATTEMPTS} wrong answers at step 2`, async () => {
    const key = await addInvitation('INVITE-GUESS-1', { email: null, roleType: 'customer', rolePayload: 'owner', premisesId: null });
    for (let attempt = 1; attempt <= IDENTITY_ATTEMPTS; attempt += 1) {
      const answer = await step2({ invitationKey: key, email: 'guesser@example.com', tenantAccountNumber: `RW-900${attempt}`, postalCode: 'SE16 4JX' });
      expect(answer.status).toBe(422);
    }
    const locked = await step2({ invitationKey: key, email: 'guesser@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'LS1 4BP' });
    expect(locked.status).toBe(403);
    expect(locked.body.messages).toEqual(['This invitation key is locked after too many failed attempts. Please ask for a new invitation.']);
    expect((await step1(key)).status).toBe(403);
  });
});

describe('sign-up of a customer staff made already (their contacts have no account yet)', () => {
  it('takes the customer’s contacts as the new account’s, rather than making a second customer', async () => {
    const waiting = (id: string, premisesId: string) => ({
      id,
      premises_id: premisesId,
      user_id: null,
      first_name: 'Wanda',
      last_name: 'Waiting',
      relationship: 'subtenant',
      email: 'Wanda.Waiting@example.com',
      person_id: 'per-wanda',
    });
    await api.ctx.db.insertInto('premises_contacts').values([waiting('con-wanda-1', demoIds.flat4), waiting('con-wanda-2', demoIds.flat1)]).execute();
    const key = await addInvitation('INVITE-WANDA-1', { email: 'wanda.waiting@example.com', roleType: 'customer', rolePayload: 'subtenant', premisesId: demoIds.flat4 });
    expect((await step2({ invitationKey: key, email: 'wanda.waiting@example.com' })).status).toBe(204);
    const { status, body } = await step3(profile(key, { profile: { title: null, firstName: 'Wanda', lastName: 'Waiting' } }));
    expect(status).toBe(201);
    const user = expectValid(expectValid(body.data, AuthResult).user, User);
    const contacts = await api.ctx.db.selectFrom('premises_contacts').select('id').where('user_id', '=', user.id).orderBy('id').execute();
    expect(contacts.map((contact) => contact.id)).toEqual(['con-wanda-1', 'con-wanda-2']);
  });
});
