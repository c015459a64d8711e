import { is, validate, type Struct } from 'superstruct';
import type { Phones } from '../../../core/forms/gbPhones';
import { t } from '../../../core/i18n';
import { email as emailStruct } from '../../../core/schemas/common';
import { CustomerCreate, CustomerPremisesCreate, type CustomerDetail } from '../../../core/schemas/customers';
import type { Development } from '../../../core/schemas/developments';
import type { RuleParams } from '../../../core/schemas/rules';
import { sharedTextMessage } from '../../../core/forms/text-messages';
import { structMessages } from '../../../core/forms/structMessages';

// The add customer and add premises forms (spec 2 §5): their values as typed, the bodies the API
// takes, and their checks, which are the contract's own structs (`CustomerCreate`,
// `CustomerPremisesCreate`) worded in the catalogue, plus what only the form knows: the confirm
// e-mail and the GB main phone.

/**
 * The add customer form as typed.
 * @example const values: AddCustomerValues = { ...NEW_CUSTOMER, firstName: 'Nia' };
 */
export interface AddCustomerValues {
  premisesId: string;
  relationshipTypeId: string;
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  mainNumber: string;
}

/** An empty add customer form, its fields in the order the form shows them. */
export const NEW_CUSTOMER: AddCustomerValues = {
  premisesId: '',
  relationshipTypeId: '',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  mainNumber: '',
};

/**
 * The add premises form as typed.
 * @example const values: AddPremisesValues = { premisesId: 'pre-riverside-flat-4', relationshipTypeId: 'rel-director' };
 */
export interface AddPremisesValues {
  premisesId: string;
  relationshipTypeId: string;
}

/** An empty add premises form. */
export const NEW_PREMISES: AddPremisesValues = { premisesId: '', relationshipTypeId: '' };

/**
 * `POST /customers`'s body: texts trimmed, an empty main phone sent as null.
 * @example customerBody({ ...values, mainNumber: ' ' }, 'dev-riverside-wharf').mainNumber // null
 */
export function customerBody(values: AddCustomerValues, developmentId: string): CustomerCreate {
  const mainNumber = values.mainNumber.trim();
  return {
    email: values.email.trim(),
    developmentId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title,
    relationshipTypeId: values.relationshipTypeId,
    premisesId: values.premisesId,
    mainNumber: mainNumber === '' ? null : mainNumber,
  };
}

/**
 * `POST /customers/{id}/premises`'s body.
 * @example premisesBody({ premisesId: 'pre-riverside-flat-4', relationshipTypeId: 'rel-director' }, 'dev-riverside-wharf')
 */
export function premisesBody(values: AddPremisesValues, developmentId: string): CustomerPremisesCreate {
  return { developmentId, premisesId: values.premisesId, relationshipTypeId: values.relationshipTypeId };
}

type Errors<V> = Partial<Record<keyof V, string>>;

/** What each field missing says, whatever the struct's rule: the field named, as GOV.UK asks. */
const MISSING_MESSAGES: Record<string, string> = {
  premisesId: 'customers.validation.premises',
  relationshipTypeId: 'customers.validation.relationship',
  title: 'customers.validation.title',
  firstName: 'customers.validation.firstName',
  lastName: 'customers.validation.lastName',
};

/** What a field says when the struct refuses it: the shared text rules' words, else the e-mail's or the field's own. */
function customerMessage(field: string, code: string, params: RuleParams): string {
  return sharedTextMessage(code, params) ?? t(field === 'email' ? 'validation.email' : (MISSING_MESSAGES[field] ?? 'validation.required'));
}

/** Each failing field of `body` under `struct`, in the catalogue's words (the first failure of each). */
function contractErrors<V>(body: unknown, struct: Struct<unknown, unknown>): Errors<V> {
  const [failure] = validate(body, struct);
  return structMessages(failure, (each) => each.path.join('.'), customerMessage) as Errors<V>;
}

/**
 * spec 2 §5 add customer: premises, relationship, title, first and last name and e-mail required
 * (the contract's `CustomerCreate`); the confirm e-mail a valid address equal to the e-mail (else
 * Emails don't match; letter case and surrounding spaces aside, as the API compares addresses);
 * the main phone optional, a GB number of at most 17 characters.
 * @example checkCustomer({ ...values, confirmEmail: 'other@example.com' }, 'dev-riverside-wharf', phones).confirmEmail // "Emails don't match"
 */
export function checkCustomer(values: AddCustomerValues, developmentId: string, phones: Phones): Errors<AddCustomerValues> {
  const errors = contractErrors<AddCustomerValues>(customerBody(values, developmentId), CustomerCreate as Struct<unknown, unknown>);
  const confirm = values.confirmEmail.trim();
  if (!is(confirm, emailStruct)) errors.confirmEmail = t('validation.email');
  else if (confirm.toLowerCase() !== values.email.trim().toLowerCase()) errors.confirmEmail = t('validation.emailsDontMatch.title');
  const phone = phones.validateGbPhone(values.mainNumber);
  if (phone) errors.mainNumber = t(phones.PHONE_ERROR_MESSAGES[phone]);
  else delete errors.mainNumber;
  return errors;
}

/**
 * spec 2 §5 add premises: premises and relationship required (the contract's `CustomerPremisesCreate`).
 * @example checkPremises({ premisesId: '', relationshipTypeId: 'rel-owner' }, 'dev-riverside-wharf').premisesId // 'Choose a premises'
 */
export function checkPremises(values: AddPremisesValues, developmentId: string): Errors<AddPremisesValues> {
  return contractErrors<AddPremisesValues>(premisesBody(values, developmentId), CustomerPremisesCreate as Struct<unknown, unknown>);
}

/**
 * The premises of the development a customer may be given: all but those they already hold
 * through an active relationship (an inactive one may be taken up again).
 * @example premisesToAdd(riverside, olivia).map((premises) => premises.name) // ['Flat 4', 'Flat 5', 'Flat 6']
 */
export function premisesToAdd(development: Pick<Development, 'premises'>, customer: Pick<CustomerDetail, 'premises'>): Development['premises'] {
  const held = new Set(customer.premises.filter((premises) => premises.relationshipActive).map((premises) => premises.id));
  return development.premises.filter((premises) => !held.has(premises.id));
}
