import { beforeAll, describe, expect, it } from 'vitest';
import * as phones from '../../core/domain/phones';
import { activateCatalogue } from '../../core/i18n';
import en from '../../core/i18n/en.json';
import type { SignupData } from '../../core/schemas/signup';
import { asksPassword, checkProfile, EMPTY_PROFILE, profileRequest, type ProfileValues } from './profile';
import { checkIdentity, checkKey, emailsDiffer, identityFields } from './rules';

beforeAll(() => activateCatalogue(en));

const owner: SignupData = { invitationKey: 'INVITE-OWNER-1', email: 'new.owner@example.com', admin: false, role: { type: 'customer', payload: 'owner' }, premisesName: 'Apartment 16' };

describe('identityFields (spec 1 §2 step 2)', () => {
  it('a known e-mail is locked and not asked twice; an unknown one is', () => {
    expect(identityFields(owner)).toMatchObject({ emailLocked: true, confirmEmail: false });
    expect(identityFields({ ...owner, email: null })).toMatchObject({ emailLocked: false, confirmEmail: true });
  });

  it.each([
    ['customer', 'owner', true],
    ['customer', 'subtenant', false],
    ['client', 'client_portal_access', false],
    ['admin', 'sl3', false],
  ] as const)('a %s %s invitation asks for a tenant reference: %s', (type, payload, asked) => {
    expect(identityFields({ ...owner, role: { type, payload } }).tenantReference).toBe(asked);
  });

  it('asks the postcode beside the reference only when step 1 says it is needed', () => {
    expect(identityFields({ ...owner, premisesName: null, postcodeRequired: true }).postcode).toBe(true);
    expect(identityFields({ ...owner, premisesName: null }).postcode).toBe(false);
    expect(identityFields({ ...owner, postcodeRequired: false }).postcode).toBe(false);
    // A role without a reference has no postcode either, whatever the API says.
    expect(identityFields({ ...owner, role: { type: 'customer', payload: 'subtenant' }, postcodeRequired: true }).postcode).toBe(false);
  });

  it('the reference label names the premises when known, else asks for any', () => {
    expect(identityFields(owner).tenantReferenceLabel).toBe('Tenant reference number for Apartment 16');
    expect(identityFields({ ...owner, premisesName: null }).tenantReferenceLabel).toBe('Tenant reference number for any of your premises');
  });
});

describe('checkKey, checkIdentity, emailsDiffer (spec 1 §5)', () => {
  it('the key is required, spaces alone count as nothing', () => {
    expect(checkKey({ invitationKey: '  ' })).toEqual({ invitationKey: 'This field is required' });
    expect(checkKey({ invitationKey: 'INVITE-OWNER-1' })).toEqual({});
  });

  it('checks only the fields step 2 shows', () => {
    const unknown = identityFields({ ...owner, email: null });
    expect(checkIdentity({ email: 'not-an-address', confirmEmail: '', tenantAccountNumber: ' ', postalCode: '' }, unknown)).toEqual({
      email: 'Enter a valid email address',
      confirmEmail: 'Enter a valid email address',
      tenantAccountNumber: 'This field is required',
    });
    // A locked e-mail is the invitation's, and a subtenant has no reference.
    const subtenant = identityFields({ ...owner, role: { type: 'customer', payload: 'subtenant' } });
    expect(checkIdentity({ email: 'new.owner@example.com', confirmEmail: '', tenantAccountNumber: '', postalCode: '' }, subtenant)).toEqual({});
  });

  it('the postcode, where shown: required, 5 to 8 characters, of a UK postcode shape, any case and spacing', () => {
    const fields = identityFields({ ...owner, premisesName: null, postcodeRequired: true });
    const postcodeError = (postalCode: string) => checkIdentity({ email: 'new.owner@example.com', confirmEmail: '', tenantAccountNumber: 'HL-0007', postalCode }, fields).postalCode;
    expect(postcodeError('  ')).toBe('This field is required');
    for (const bad of ['LS1', 'LS1  4BPX', '12345', 'LS1-4BP', 'LS1 4B7']) expect(postcodeError(bad), bad).toBe('Enter a full UK postcode, like SW1A 1AA');
    for (const good of ['LS1 4BP', 'ls14bp', 'SE16 4JX', 'M1 1AA', ' EC1A 1BB ']) expect(postcodeError(good), good).toBeUndefined();
  });

  it('two e-mails differ unless equal ignoring case and surrounding spaces; one shown e-mail never differs', () => {
    const unknown = identityFields({ ...owner, email: null });
    expect(emailsDiffer({ email: 'Una@Example.com ', confirmEmail: 'una@example.com', tenantAccountNumber: '', postalCode: '' }, unknown)).toBe(false);
    expect(emailsDiffer({ email: 'una@example.com', confirmEmail: 'uma@example.com', tenantAccountNumber: '', postalCode: '' }, unknown)).toBe(true);
    expect(emailsDiffer({ email: 'new.owner@example.com', confirmEmail: '', tenantAccountNumber: '', postalCode: '' }, identityFields(owner))).toBe(false);
  });
});

describe('checkProfile and profileRequest (spec 1 §5 step 3)', () => {
  const valid: ProfileValues = { ...EMPTY_PROFILE, firstName: 'Nora', lastName: 'New', password: 'Portal-Demo-1' };

  it('passes a complete profile; names required; the password required, 8 or more, strong', () => {
    expect(checkProfile(valid, phones)).toEqual({});
    expect(checkProfile({ ...valid, firstName: ' ', lastName: '' }, phones)).toEqual({ firstName: 'This field is required', lastName: 'This field is required' });
    expect(checkProfile({ ...valid, password: '' }, phones).password).toBe('Enter a password');
    expect(checkProfile({ ...valid, password: 'Abc-12' }, phones).password).toBe('Password must be at least 8 characters');
    expect(checkProfile({ ...valid, password: '1a1a1a1a' }, phones).password).toBe('Password must include a letter, a number and at least 4 different characters');
  });

  it('asks no password where the invitation needs none, and leaves it out of the payload', () => {
    expect(asksPassword({ passwordRequired: false })).toBe(false);
    expect(asksPassword({ passwordRequired: true })).toBe(true);
    // An API that does not say asks for one.
    expect(asksPassword({})).toBe(true);
    expect(checkProfile({ ...valid, password: '' }, phones, false)).toEqual({});
    const body = profileRequest({ ...valid, password: 'typed before' }, null, phones, false);
    expect('password' in body).toBe(false);
  });

  it('main and mobile number: at most 17 characters, any text (only their length is a rule)', () => {
    expect(checkProfile({ ...valid, mainNumber: '01234 567890 ext 1', mobileNumber: '12345678901234567' }, phones)).toEqual({ mainNumber: 'Phone number must be 17 characters or fewer' });
  });

  it('the SMS number is required and a GB number only with urgent news by text on', () => {
    expect(checkProfile({ ...valid, smsNumber: 'not a number' }, phones)).toEqual({});
    expect(checkProfile({ ...valid, urgentNewsText: true }, phones).smsNumber).toBe('Enter a phone number');
    expect(checkProfile({ ...valid, urgentNewsText: true, smsNumber: '+353 1 234 5678' }, phones).smsNumber).toBe('Enter a valid UK phone number');
    expect(checkProfile({ ...valid, urgentNewsText: true, smsNumber: '07400 123456' }, phones)).toEqual({});
  });

  it('sends trimmed names, empty numbers left out, the SMS number normalised only with text alerts on', () => {
    const body = profileRequest({ ...valid, firstName: ' Nora ', title: 'Ms', mainNumber: ' ', smsNumber: '07400 123456' }, null, phones);
    expect(body).toEqual({
      profile: { title: 'Ms', firstName: 'Nora', lastName: 'New' },
      password: 'Portal-Demo-1',
      profilePicture: null,
      contactInformation: { mainNumber: undefined, mobileNumber: undefined },
      newsPreferences: { urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: null },
    });
    expect(profileRequest({ ...valid, urgentNewsText: true, smsNumber: '07400 123456' }, null, phones).newsPreferences.smsNumber).toBe('+447400123456');
  });
});
