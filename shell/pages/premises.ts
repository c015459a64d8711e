// The premises pages' rules (spec 1 §2 "Premises at /premises/{id}", §4, §5, §6), pure: which
// premises the list shows, the correspondence address check, and the main residence rule. The
// page (PremisesPage.tsx) and its dialogs (PremisesDialogs.tsx) only render what these decide.
import { validate } from 'superstruct';
import { ownerDevelopments } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import { describeFailure } from '../../core/schemas/errors';
import { ticketMessage, type TicketCategory, type TicketCreate, type TicketOwnerType } from '../../core/schemas/tickets';
import {
  CorrespondenceAddressInput,
  type CorrespondenceAddress,
  type Development,
  type Person,
  type Premises,
} from '../../core/schemas';
import { sharedTextMessage } from '../../core/forms/text-messages';
import { fieldAmong, sharedOrRequired, structMessages } from '../../core/forms/structMessages';
import { textOrNull } from '../../core/forms/values';

/**
 * A development as the premises list shows it: spec 1 §6, owner-role developments only, hidden
 * premises left out (core/domain `ownerDevelopments`, the rule the dashboard's widget counts by).
 * @example const list: PremisesGroup[] = premisesGroups(developments);
 */
export type PremisesGroup = ReturnType<typeof ownerDevelopments<Development>>[number];

/**
 * The list of the premises pages: the owner developments with their visible premises, in the
 * API's order (developments by name).
 * @example premisesGroups([riverside, elmCourt]).map((d) => d.premises.map((p) => p.name)) // [['Flat 1', 'Flat 2'], ['Apartment 12']]
 */
export function premisesGroups(developments: readonly Development[]): PremisesGroup[] {
  return ownerDevelopments(developments);
}

/**
 * The premises /premises opens (spec 1 §2: on desktop with no id it goes to the first premises):
 * the first premises of the first development, or undefined when there is none.
 * @example firstPremisesId(premisesGroups(developments)) // 'pre-riverside-flat-1'
 */
export function firstPremisesId(groups: readonly PremisesGroup[]): string | undefined {
  return groups[0]?.premises[0]?.id;
}

/**
 * The development a listed premises belongs to, or undefined when the list does not hold it
 * (someone else's, a hidden one, or a mistyped address).
 * @example groupOf(groups, 'pre-elm-apartment-12')?.name // 'Elm Court'
 */
export function groupOf(groups: readonly PremisesGroup[], premisesId: string): PremisesGroup | undefined {
  return groups.find((group) => group.premises.some((premises) => premises.id === premisesId));
}

// ---------------------------------------------------------------------------------------------
// Correspondence address (spec 1 §5)
// ---------------------------------------------------------------------------------------------

/**
 * The address form as typed: every field a string (an empty optional field is '').
 * @example const values: AddressValues = { ...EMPTY_ADDRESS, addressLine1: '12 Elm Court', city: 'Bristol', country: 'United Kingdom' };
 */
export type AddressValues = Record<AddressField, string>;

/** The address fields in page order (the error summary's order too). */
export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressLine3', 'city', 'county', 'country', 'postalCode'] as const;

/** One field of the address form. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The form's starting values: the current correspondence address, or empty fields without one.
 * @example addressValues(null).city // ''
 */
export function addressValues(address: CorrespondenceAddress | null): AddressValues {
  const values = {} as AddressValues;
  for (const field of ADDRESS_FIELDS) values[field] = address?.[field] ?? '';
  return values;
}

/**
 * spec 1 §5: address line 1 required, at most 255; lines 2 and 3 optional, at most 255; city
 * required, at most 40; county optional, at most 40; country required, at most 40; postcode
 * optional, 3 to 15 characters. The limits are core/schemas' `CorrespondenceAddressInput`, the
 * struct the API checks the same body with, so the form and the server cannot disagree.
 * Answers each failing field's message, at most one per field.
 * @example checkAddress({ ...addressValues(null), city: 'x'.repeat(41) }).city // 'Maximum length 40 characters exceeded'
 */
export function checkAddress(values: AddressValues): Partial<Record<AddressField, string>> {
  const [failure] = validate(addressBody(values), CorrespondenceAddressInput);
  return structMessages(failure, fieldAmong(ADDRESS_FIELDS), sharedOrRequired);
}

/**
 * The `PUT /premises/{id}` address as the API takes it: texts trimmed, an empty optional field
 * sent as null. Required fields stay as typed when blank, so the struct reports them.
 * @example addressBody({ ...values, county: ' ' }).county // null
 */
export function addressBody(values: AddressValues): CorrespondenceAddressInput {
  return {
    addressLine1: values.addressLine1.trim(),
    addressLine2: textOrNull(values.addressLine2),
    addressLine3: textOrNull(values.addressLine3),
    city: values.city.trim(),
    county: textOrNull(values.county),
    country: values.country.trim(),
    postalCode: textOrNull(values.postalCode),
  };
}

/**
 * An address as lines to show, empty parts left out.
 * @example addressLines(sampleCorrespondenceAddress) // ['Flat 1, Riverside Wharf', '1 Wharf Road', 'London', 'Greater London', 'SE1 9XX', 'United Kingdom']
 */
export function addressLines(address: CorrespondenceAddress | null): string[] {
  if (!address) return [];
  return [address.addressLine1, address.addressLine2, address.addressLine3, address.city, address.county, address.postalCode, address.country]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '');
}

// ---------------------------------------------------------------------------------------------
// Main residence (spec 1 §4)
// ---------------------------------------------------------------------------------------------

/** The signed-in user's name, as `Person` records carry it. */
export interface OwnName {
  firstName: string;
  lastName: string;
}

/**
 * Whether `person` is the signed-in user. A premises' people carry no user id, and the API lets a
 * user change only their own contact record (`PUT /premises/{id}/main-residence`), so the
 * user's record is the one with their name (case and surrounding spaces ignored).
 * @example isOwnContact(samplePremises.people[0]!, { firstName: 'Olivia', lastName: 'Owner' }) // true
 */
export function isOwnContact(person: Person, name: OwnName): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return same(person.firstName, name.firstName) && same(person.lastName, name.lastName);
}

/**
 * The user's own contact record on a premises, or undefined when they are not among its people.
 * @example ownContact(samplePremises, user.profile)?.contactUuid // 'con-olivia-owner'
 */
export function ownContact(premises: Premises, name: OwnName): Person | undefined {
  return premises.people.find((person) => isOwnContact(person, name));
}

/**
 * The premises details after `updated` came back from a main residence change. spec 1 §4: only
 * one premises is the main residence, so ticking one unticks the others, for the premises itself
 * and for the user's own contact records on them (a contact's records on the same premises share
 * the state); other people's flags are theirs and stay as they are.
 * @example applyMainResidence({ [flat1.id]: flat1, [flat2.id]: flat2 }, { ...flat2, isMainResidence: true }, user.profile)[flat1.id]?.isMainResidence // false
 */
export function applyMainResidence(details: Readonly<Record<string, Premises>>, updated: Premises, name: OwnName): Record<string, Premises> {
  const next: Record<string, Premises> = {};
  for (const [id, premises] of Object.entries(details)) {
    next[id] =
      updated.isMainResidence && id !== updated.id && (premises.isMainResidence || premises.people.some((p) => p.isMainResidence && isOwnContact(p, name)))
        ? {
            ...premises,
            isMainResidence: false,
            people: premises.people.map((person) => (isOwnContact(person, name) ? { ...person, isMainResidence: false } : person)),
          }
        : premises;
  }
  next[updated.id] = updated;
  return next;
}

/**
 * The premises that is the main residence now, if any (the list marks it).
 * @example mainResidenceId(details) // 'pre-riverside-flat-1'
 */
export function mainResidenceId(details: Readonly<Record<string, Premises>>): string | undefined {
  return Object.values(details).find((premises) => premises.isMainResidence)?.id;
}

// ---------------------------------------------------------------------------------------------
// Link another premises (spec 1 §2: the button raises a request)
// ---------------------------------------------------------------------------------------------

/**
 * The message of a Link another premises request: required, at most 500 characters, the limits
 * of core/schemas' `ticketMessage`, which the API checks too. Answers the message, or undefined.
 * @example checkLinkDetails(' ') // 'This field is required'
 */
export function checkLinkDetails(details: string): string | undefined {
  const [failure] = validate(details, ticketMessage);
  if (!failure) return undefined;
  const { code, params } = describeFailure(failure);
  return sharedTextMessage(code, params) ?? t('validation.required');
}

/**
 * The `POST /tickets` body of a Link another premises request: raised as the customer from a
 * premises they already own (the API asks a customer for one of their premises and its
 * development), in the category with slug `request`, addressed to the owner type with slug
 * `property_manager` (the property manager links premises to an account). Undefined when the
 * API offers no such category: the request could not be filed where it belongs.
 * @example linkRequestBody({ developmentId: 'dev-elm-court', premisesId: 'pre-elm-apartment-12', details: 'Flat 9, Elm Court' }, categories, ownerTypes)
 */
export function linkRequestBody(
  from: { developmentId: string; premisesId: string; details: string },
  categories: readonly TicketCategory[],
  ownerTypes: readonly TicketOwnerType[],
): TicketCreate | undefined {
  const categoryId = categories.find((category) => category.slug === 'request')?.id;
  if (!categoryId) return undefined;
  const ownerTypeCode = ownerTypes.find((ownerType) => ownerType.slug === 'property_manager')?.code;
  return {
    developmentId: from.developmentId,
    premisesId: from.premisesId,
    title: t('premises.linkAnother'),
    description: from.details.trim(),
    sendingRequestAs: 'customer',
    categoryId,
    ...(ownerTypeCode ? { ownerTypeCode } : {}),
  };
}
