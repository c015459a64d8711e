/**
 * Samples of the demo data: premises, correspondence addresses, contact offers and the updates a
 * resident sends. How to use them: README.md beside this file.
 */
import type { ContactOffersResponse, CorrespondenceAddress, MainResidenceUpdate, Premises, PremisesUpdate } from '../../schemas';
import { sampleIds } from './ids';

/**
 * Olivia Owner's correspondence address.
 *
 * @example
 * sampleCorrespondenceAddress.city; // 'London'
 */
export const sampleCorrespondenceAddress: CorrespondenceAddress = {
  addressLine1: 'Flat 1, Riverside Wharf',
  addressLine2: '1 Wharf Road',
  addressLine3: null,
  city: 'London',
  county: 'Greater London',
  country: 'United Kingdom',
  postalCode: 'SE1 9XX',
};

/**
 * A customer's offers: a development's staff typed their e-mail for two premises of one record.
 *
 * @example
 * sampleContactOffers.offers[0]?.premises.length; // 2
 */
export const sampleContactOffers: ContactOffersResponse = {
  offers: [
    {
      id: 'con-offer-1',
      developmentName: 'Riverside Wharf',
      premises: [
        { name: 'Flat 2', relationship: 'Tenant' },
        { name: 'Flat 6', relationship: 'Subtenant' },
      ],
    },
  ],
};

/**
 * Flat 1 of Riverside Wharf: Olivia Owner's main residence; owes on service charge, in credit on
 * ground rent.
 *
 * @example
 * samplePremises.totalBalance; // 1113.75
 */
export const samplePremises: Premises = {
  id: sampleIds.flat1,
  name: 'Flat 1',
  legalOwner: 'Olivia Owner',
  totalBalance: 1113.75,
  hidden: false,
  inBreach: false,
  isMainResidence: true,
  people: [
    {
      contactUuid: sampleIds.oliviaContact,
      title: 'Ms',
      firstName: 'Olivia',
      lastName: 'Owner',
      relationship: 'Owner',
      isMainResidence: true,
    },
  ],
  contactPreferences: { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true },
  correspondenceAddress: sampleCorrespondenceAddress,
  legalOwnerAddress: sampleCorrespondenceAddress,
};

/**
 * Flat 2 of Riverside Wharf: in breach.
 *
 * @example
 * sampleBreachPremises.inBreach; // true
 */
export const sampleBreachPremises: Premises = {
  ...samplePremises,
  id: sampleIds.flat2,
  name: 'Flat 2',
  totalBalance: 865.25,
  inBreach: true,
  isMainResidence: false,
  people: [{ ...samplePremises.people[0]!, isMainResidence: false }],
  correspondenceAddress: null,
};

/**
 * Olivia Owner moving her correspondence to Elm Court.
 *
 * @example
 * 'correspondenceAddress' in sampleCorrespondenceAddressUpdate; // true
 */
export const sampleCorrespondenceAddressUpdate: PremisesUpdate = {
  correspondenceAddress: {
    addressLine1: 'Apartment 12, Elm Court',
    addressLine2: '12 Elm Street',
    addressLine3: '',
    city: 'Bristol',
    county: '',
    country: 'United Kingdom',
    postalCode: 'BS1 4XX',
  },
};

/**
 * Olivia Owner asking for service-change letters by post.
 *
 * @example
 * 'contactPreferences' in sampleContactPreferencesUpdate; // true
 */
export const sampleContactPreferencesUpdate: PremisesUpdate = {
  contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true },
};

/**
 * Olivia Owner making Flat 1 her main residence.
 *
 * @example
 * sampleMainResidenceUpdate.isMainResidence; // true
 */
export const sampleMainResidenceUpdate: MainResidenceUpdate = {
  contactUuid: sampleIds.oliviaContact,
  isMainResidence: true,
};
