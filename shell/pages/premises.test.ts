import { beforeAll, describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../core/i18n';
import en from '../../core/i18n/en.json';
import type { Development, Premises } from '../../core/schemas';
import { sampleDevelopment, sampleElmCourt, sampleHarbourLofts } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleBreachPremises, sampleCorrespondenceAddress, samplePremises } from '../../core/testing/samples/premises';
import { sampleTicketCategory, sampleTicketOwnerType } from '../../core/testing/samples/tickets';
import {
  addressBody,
  addressLines,
  addressValues,
  applyMainResidence,
  checkAddress,
  checkLinkDetails,
  firstPremisesId,
  groupOf,
  isOwnContact,
  linkRequestBody,
  mainResidenceId,
  ownContact,
  premisesGroups,
  type AddressValues,
} from './premises';

beforeAll(() => activateCatalogue(en));

const olivia = { firstName: 'Olivia', lastName: 'Owner' };

describe('premisesGroups (spec 1 §6)', () => {
  it('lists owner developments with their premises, hidden ones left out', () => {
    const groups = premisesGroups([sampleDevelopment, sampleElmCourt]);
    expect(groups.map((group) => [group.name, group.premises.map((premises) => premises.name)])).toEqual([
      ['Riverside Wharf', ['Flat 1', 'Flat 2']],
      ['Elm Court', ['Apartment 12']],
    ]);
  });

  it('leaves out developments where the user is not the owner, and developments left empty', () => {
    const subtenant: Development = { ...sampleHarbourLofts, userRole: 'subtenant' };
    const allHidden: Development = { ...sampleElmCourt, premises: [{ ...sampleElmCourt.premises[0]!, hidden: true }] };
    expect(premisesGroups([subtenant, allHidden])).toEqual([]);
  });

  it('opens the first premises of the first development; none without premises', () => {
    const groups = premisesGroups([sampleDevelopment, sampleElmCourt]);
    expect(firstPremisesId(groups)).toBe(sampleIds.flat1);
    expect(firstPremisesId([])).toBeUndefined();
  });

  it('finds the development of a listed premises only', () => {
    const groups = premisesGroups([sampleDevelopment, sampleElmCourt]);
    expect(groupOf(groups, sampleIds.apartment12)?.name).toBe('Elm Court');
    expect(groupOf(groups, sampleIds.flat3)).toBeUndefined();
    expect(groupOf(groups, 'pre-someone-else')).toBeUndefined();
  });
});

describe('checkAddress (spec 1 §5)', () => {
  const valid: AddressValues = addressValues(sampleCorrespondenceAddress);

  it('accepts the current address and an address with only the required fields', () => {
    expect(checkAddress(valid)).toEqual({});
    expect(checkAddress({ ...addressValues(null), addressLine1: '12 Elm Street', city: 'Bristol', country: 'United Kingdom' })).toEqual({});
  });

  it('requires address line 1, city and country (blank counts as missing)', () => {
    expect(checkAddress(addressValues(null))).toEqual({
      addressLine1: t('validation.required'),
      city: t('validation.required'),
      country: t('validation.required'),
    });
    expect(checkAddress({ ...valid, city: '   ' })).toEqual({ city: t('validation.required') });
  });

  it.each([
    ['addressLine1', 255],
    ['addressLine2', 255],
    ['addressLine3', 255],
    ['city', 40],
    ['county', 40],
    ['country', 40],
    ['postalCode', 15],
  ] as const)('%s: at most %i characters', (field, max) => {
    expect(checkAddress({ ...valid, [field]: 'a'.repeat(max) })).toEqual({});
    expect(checkAddress({ ...valid, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: t('validation.maxLength', { n: max }) });
  });

  it('an address line pasted with a line break or a hidden control character is one mistake, named', () => {
    expect(checkAddress({ ...valid, addressLine1: '12 Elm Street\nFlat 2' })).toEqual({ addressLine1: t('validation.controlCharacters.oneLine') });
    expect(checkAddress({ ...valid, city: 'Bristol\u202e' })).toEqual({ city: t('validation.controlCharacters.oneLine') });
  });

  it('a postcode, when given, has at least 3 characters; an empty one is fine', () => {
    expect(checkAddress({ ...valid, postalCode: 'SE' })).toEqual({ postalCode: t('validation.minLength', { n: 3 }) });
    expect(checkAddress({ ...valid, postalCode: 'SE1' })).toEqual({});
    expect(checkAddress({ ...valid, postalCode: '' })).toEqual({});
  });

  it('sends texts trimmed and empty optional fields as null', () => {
    expect(addressBody({ ...valid, addressLine1: ' 1 Road ', addressLine2: ' ', county: '' })).toEqual({
      addressLine1: '1 Road',
      addressLine2: null,
      addressLine3: null,
      city: 'London',
      county: null,
      country: 'United Kingdom',
      postalCode: 'SE1 9XX',
    });
  });

  it('shows an address as its non-empty lines', () => {
    expect(addressLines(sampleCorrespondenceAddress)).toEqual(['Flat 1, Riverside Wharf', '1 Wharf Road', 'London', 'Greater London', 'SE1 9XX', 'United Kingdom']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('main residence (spec 1 §4)', () => {
  const flat1: Premises = samplePremises;
  const flat2: Premises = {
    ...sampleBreachPremises,
    people: [
      { ...sampleBreachPremises.people[0]!, contactUuid: 'con-olivia-flat-2' },
      { contactUuid: 'con-other', title: null, firstName: 'Tom', lastName: 'Tenant', relationship: 'Subtenant', isMainResidence: true },
    ],
  };

  it("finds the user's own contact by name, ignoring case and spaces", () => {
    expect(ownContact(flat1, olivia)?.contactUuid).toBe(sampleIds.oliviaContact);
    expect(isOwnContact(flat1.people[0]!, { firstName: ' olivia', lastName: 'OWNER ' })).toBe(true);
    expect(ownContact(flat1, { firstName: 'Sam', lastName: 'Subtenant' })).toBeUndefined();
  });

  it('ticking one unticks the others, for the premises and for the user’s own contact there', () => {
    const details = { [flat1.id]: flat1, [flat2.id]: flat2 };
    const updated: Premises = { ...flat2, isMainResidence: true, people: flat2.people.map((person) => ({ ...person, isMainResidence: true })) };
    const next = applyMainResidence(details, updated, olivia);
    expect(next[flat2.id]).toBe(updated);
    expect(next[flat1.id]?.isMainResidence).toBe(false);
    expect(next[flat1.id]?.people.map((person) => person.isMainResidence)).toEqual([false]);
    expect(mainResidenceId(next)).toBe(flat2.id);
    expect(Object.values(next).filter((premises) => premises.isMainResidence)).toHaveLength(1);
  });

  it("never touches other people's main residence", () => {
    const flat1WithTom: Premises = { ...flat1, people: [...flat1.people, { ...flat2.people[1]! }] };
    const updated: Premises = { ...flat2, isMainResidence: true };
    const next = applyMainResidence({ [flat1.id]: flat1WithTom, [flat2.id]: flat2 }, updated, olivia);
    expect(next[flat1.id]?.people.find((person) => person.firstName === 'Tom')?.isMainResidence).toBe(true);
  });

  it('unticking leaves the other premises as they are', () => {
    const details = { [flat1.id]: flat1, [flat2.id]: flat2 };
    const next = applyMainResidence(details, { ...flat1, isMainResidence: false }, olivia);
    expect(next[flat2.id]).toBe(flat2);
    expect(mainResidenceId(next)).toBeUndefined();
  });
});

describe('Link another premises', () => {
  it('requires a message of at most 500 characters', () => {
    expect(checkLinkDetails('  ')).toBe(t('validation.required'));
    expect(checkLinkDetails('a'.repeat(501))).toBe(t('validation.maxLength', { n: 500 }));
    expect(checkLinkDetails('Flat 9, Elm Court')).toBeUndefined();
  });

  it('raises it as the customer from one of their premises, in the request category, to the property manager', () => {
    const categories = [{ id: 'cat-repair', name: 'Repair', slug: 'repair' }, sampleTicketCategory];
    const ownerTypes = [{ code: 'SS', name: 'Site staff', slug: 'site_staff' }, sampleTicketOwnerType];
    expect(sampleTicketCategory.slug).toBe('request');
    expect(sampleTicketOwnerType.slug).toBe('property_manager');
    expect(linkRequestBody({ developmentId: sampleIds.elmCourt, premisesId: sampleIds.apartment12, details: ' Flat 9 ' }, categories, ownerTypes)).toEqual({
      developmentId: sampleIds.elmCourt,
      premisesId: sampleIds.apartment12,
      title: t('premises.linkAnother'),
      description: 'Flat 9',
      sendingRequestAs: 'customer',
      categoryId: sampleTicketCategory.id,
      ownerTypeCode: sampleTicketOwnerType.code,
    });
    expect(linkRequestBody({ developmentId: 'd', premisesId: 'p', details: 'x' }, [categories[0]!], ownerTypes)).toBeUndefined();
  });
});
