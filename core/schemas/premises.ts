import { array, boolean, nullable, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { exactlyOneKey, id, money, optionalText, requiredText } from './common';

/**
 * A person linked to a premises (my people). `contactUuid` is what
 * `PUT /premises/{id}/main-residence` names.
 *
 * @example
 * const person: Person = { contactUuid: 'c-olivia', title: 'Ms', firstName: 'Olivia', lastName: 'Owner', relationship: 'Owner', isMainResidence: true };
 */
export const Person = type({
  contactUuid: id,
  title: nullable(string()),
  firstName: string(),
  lastName: string(),
  relationship: string(),
  isMainResidence: boolean(),
});
export type Person = Infer<typeof Person>;

/**
 * Document delivery preferences of a premises.
 *
 * @example
 * const preferences: ContactPreferences = { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true };
 */
export const ContactPreferences = type({
  serviceChangeReceivePost: boolean(),
  statutoryNoticesReceiveDigital: boolean(),
});
export type ContactPreferences = Infer<typeof ContactPreferences>;

/**
 * A correspondence or legal-owner address as stored.
 *
 * @example
 * const address: CorrespondenceAddress = { addressLine1: 'Flat 1, Riverside Wharf', addressLine2: '1 Wharf Road', addressLine3: null, city: 'London', county: null, country: 'United Kingdom', postalCode: 'SE1 9XX' };
 */
export const CorrespondenceAddress = type({
  addressLine1: string(),
  addressLine2: nullable(string()),
  addressLine3: nullable(string()),
  city: string(),
  county: nullable(string()),
  country: string(),
  postalCode: nullable(string()),
});
export type CorrespondenceAddress = Infer<typeof CorrespondenceAddress>;

/**
 * A premises (`GET /premises/{id}`). `totalBalance` is the "my charges" balance, positive
 * owed and negative in credit; `isMainResidence` is the resident status.
 *
 * @example
 * const premises = create(json.data, Premises);
 * premises.people.filter((person) => person.isMainResidence);
 */
export const Premises = type({
  id,
  name: string(),
  legalOwner: nullable(string()),
  totalBalance: money,
  hidden: boolean(),
  inBreach: boolean(),
  isMainResidence: boolean(),
  people: array(Person),
  contactPreferences: ContactPreferences,
  correspondenceAddress: nullable(CorrespondenceAddress),
  legalOwnerAddress: nullable(CorrespondenceAddress),
});
export type Premises = Infer<typeof Premises>;

/**
 * An edited correspondence address: line 1 required, at most 255; lines 2
 * and 3 optional, at most 255; city and country required, at most 40; county optional, at most
 * 40; postal code optional, 3 to 15 characters.
 *
 * @example
 * const address: CorrespondenceAddressInput = { addressLine1: '12 Elm Court', city: 'Bristol', country: 'United Kingdom', postalCode: 'BS1 4XX' };
 */
export const CorrespondenceAddressInput = object({
  addressLine1: requiredText({ max: 255 }),
  addressLine2: optionalText({ max: 255 }),
  addressLine3: optionalText({ max: 255 }),
  city: requiredText({ max: 40 }),
  county: optionalText({ max: 40 }),
  country: requiredText({ max: 40 }),
  postalCode: optionalText({ min: 3, max: 15 }),
});
export type CorrespondenceAddressInput = Infer<typeof CorrespondenceAddressInput>;

/**
 * Edited document delivery preferences.
 *
 * @example
 * const preferences: ContactPreferencesInput = { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true };
 */
export const ContactPreferencesInput = object({
  serviceChangeReceivePost: boolean(),
  statutoryNoticesReceiveDigital: boolean(),
});
export type ContactPreferencesInput = Infer<typeof ContactPreferencesInput>;

/**
 * `PUT /premises/{id}`: a correspondence address or contact preferences, exactly one.
 *
 * @example
 * const update: PremisesUpdate = { contactPreferences: { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true } };
 */
export const PremisesUpdate = exactlyOneKey({
  correspondenceAddress: CorrespondenceAddressInput,
  contactPreferences: ContactPreferencesInput,
});
export type PremisesUpdate = Infer<typeof PremisesUpdate>;

/**
 * `PUT /premises/{id}/main-residence`. Only one premises is a main residence; the API
 * unticks the others.
 *
 * @example
 * const update: MainResidenceUpdate = { contactUuid: 'c-olivia', isMainResidence: true };
 */
export const MainResidenceUpdate = object({
  contactUuid: id,
  isMainResidence: boolean(),
});
export type MainResidenceUpdate = Infer<typeof MainResidenceUpdate>;

/**
 * A customer record a development's staff made with the caller's e-mail, waiting for the caller to
 * take it as theirs (`GET /user/contact-offers`): the development and the premises it names, each
 * with the relationship staff gave. `id` is what accept and decline name.
 *
 * @example
 * const offer: ContactOffer = { id: 'con-1', developmentName: 'Riverside Wharf', premises: [{ name: 'Flat 2', relationship: 'Tenant' }] };
 */
export const ContactOffer = type({
  id,
  developmentName: string(),
  premises: array(type({ name: string(), relationship: string() })),
});
export type ContactOffer = Infer<typeof ContactOffer>;

/**
 * `GET /user/contact-offers` answers `data`; accepting or declining one answers the offers left.
 *
 * @example
 * const { offers } = create(json.data, ContactOffersResponse);
 */
export const ContactOffersResponse = type({ offers: array(ContactOffer) });
export type ContactOffersResponse = Infer<typeof ContactOffersResponse>;
