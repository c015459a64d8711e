// The rules of sign-up steps 1 and 2 (spec 1 §5), pure: which fields step 2 shows for an
// invitation and each step's check (catalogue ids resolved through `t`, as core/schemas' structs
// decide). Step 3's are in profile.ts, loaded with that step.
import { is } from 'superstruct';
import { needsTenantReference } from '../../core/domain/permissions';
import { ruleMessage, type FieldRule } from '../../core/forms';
import { t } from '../../core/i18n';
import { email as emailStruct } from '../../core/schemas/common';
import { ukPostcode, type SignupData } from '../../core/schemas/signup';

/**
 * Step 1's value.
 * @example const values: KeyValues = { invitationKey: 'INVITE-OWNER-1' };
 */
export interface KeyValues {
  invitationKey: string;
}

/**
 * Step 2's values; `confirmEmail`, `tenantAccountNumber` and `postalCode` only count where the
 * step shows them.
 * @example const values: IdentityValues = { email: 'new.owner@example.com', confirmEmail: '', tenantAccountNumber: 'EC-0016', postalCode: '' };
 */
export interface IdentityValues {
  email: string;
  confirmEmail: string;
  tenantAccountNumber: string;
  postalCode: string;
}

/**
 * What step 2 shows for an invitation (see `identityFields`).
 * @example const fields: IdentityFields = identityFields(signup);
 */
export interface IdentityFields {
  emailLocked: boolean;
  confirmEmail: boolean;
  tenantReference: boolean;
  tenantReferenceLabel: string;
  postcode: boolean;
}

// The postcode of the premises: the API's own rule; empty is This field is required.
const postcodeRule: FieldRule = { struct: ukPostcode, messages: { blank: 'validation.required', default: 'validation.postcode' } };

/**
 * What step 2 shows for an invitation: the known e-mail prefilled and locked, with no
 * confirm-e-mail field; otherwise both. The tenant reference is hidden for subtenant and
 * client_portal_access, and for staff (they hold no tenancy); its label names the premises when
 * the invitation knows them. The premises' postcode is asked beside it when step 1 said so
 * (`postcodeRequired`: an invitation that names no premises).
 * @example identityFields({ invitationKey: 'K', email: null, role: { type: 'customer', payload: 'owner' } }).confirmEmail // true
 */
export function identityFields(signup: SignupData): IdentityFields {
  const known = Boolean(signup.email);
  const tenantReference = signup.role?.type === 'customer' && needsTenantReference(signup.role.payload);
  return {
    emailLocked: known,
    confirmEmail: !known,
    tenantReference,
    tenantReferenceLabel: signup.premisesName
      ? t('signup.identity.tenantReference.forPremises', { premisesName: signup.premisesName })
      : t('signup.identity.tenantReference.any'),
    postcode: tenantReference && signup.postcodeRequired === true,
  };
}

/**
 * Step 1: the key is required, message This field is required.
 * @example checkKey({ invitationKey: ' ' }) // { invitationKey: 'This field is required' }
 */
export function checkKey(values: KeyValues): Partial<Record<keyof KeyValues, string>> {
  return values.invitationKey.trim() === '' ? { invitationKey: t('validation.required') } : {};
}

/**
 * Step 2: e-mail and confirm e-mail required and valid, the tenant reference required,
 * the postcode required and a UK postcode of 5 to 8 characters, each only where shown. Two
 * different e-mails are not a field error: the form opens the Emails don't match dialog
 * (`emailsDiffer`).
 * @example checkIdentity({ email: 'a@b', confirmEmail: '', tenantAccountNumber: '', postalCode: '' }, fields)
 */
export function checkIdentity(values: IdentityValues, fields: IdentityFields): Partial<Record<keyof IdentityValues, string>> {
  const errors: Partial<Record<keyof IdentityValues, string>> = {};
  if (!fields.emailLocked && !is(values.email.trim(), emailStruct)) errors.email = t('validation.email');
  if (fields.confirmEmail && !is(values.confirmEmail.trim(), emailStruct)) errors.confirmEmail = t('validation.email');
  if (fields.tenantReference && values.tenantAccountNumber.trim() === '') errors.tenantAccountNumber = t('validation.required');
  const postcode = fields.postcode ? ruleMessage(postcodeRule, values.postalCode.trim()) : undefined;
  if (postcode) errors.postalCode = postcode;
  return errors;
}

/**
 * True when step 2 shows both e-mail fields and they differ (ignoring case and surrounding spaces,
 * as the API compares addresses).
 * @example emailsDiffer({ email: 'a@example.com', confirmEmail: 'A@example.com ', tenantAccountNumber: '', postalCode: '' }, fields) // false
 */
export function emailsDiffer(values: IdentityValues, fields: IdentityFields): boolean {
  return fields.confirmEmail && values.email.trim().toLowerCase() !== values.confirmEmail.trim().toLowerCase();
}
