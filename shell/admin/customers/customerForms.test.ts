import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import * as phones from '../../../core/domain/phones';
import { activateCatalogue, t } from '../../../core/i18n';
import en from '../../../core/i18n/en.json';
import { CustomerCreate } from '../../../core/schemas/customers';
import { sampleCustomerCreate, sampleCustomerDetail } from '../../../core/testing/samples/customers';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { checkCustomer, checkPremises, customerBody, NEW_CUSTOMER, premisesToAdd, type AddCustomerValues } from './customerForms';

activateCatalogue(en);

const RIVERSIDE = sampleIds.riversideWharf;
const NIA: AddCustomerValues = { ...sampleCustomerCreate, mainNumber: '020 7946 0001', confirmEmail: sampleCustomerCreate.email };

describe('add customer (spec 2 §5)', () => {
  it('the values as typed become the contract’s body: texts trimmed, no main phone as null', () => {
    const body = customerBody({ ...NIA, firstName: ' Nia ', email: ' nia.newcomer@example.com ', mainNumber: '  ' }, RIVERSIDE);
    expect(body).toEqual({ ...sampleCustomerCreate, mainNumber: null });
    expect(is(body, CustomerCreate)).toBe(true);
  });

  it('a complete form passes', () => {
    expect(checkCustomer(NIA, RIVERSIDE, phones)).toEqual({});
    expect(checkCustomer({ ...NIA, mainNumber: '' }, RIVERSIDE, phones)).toEqual({});
  });

  it('an empty form: every required field, each with its own message; the main phone is optional', () => {
    expect(checkCustomer(NEW_CUSTOMER, RIVERSIDE, phones)).toEqual({
      premisesId: t('customers.validation.premises'),
      relationshipTypeId: t('customers.validation.relationship'),
      title: t('customers.validation.title'),
      firstName: t('customers.validation.firstName'),
      lastName: t('customers.validation.lastName'),
      email: t('validation.email'),
      confirmEmail: t('validation.email'),
    });
  });

  it.each([
    ['Nia.Newcomer@Example.com ', undefined],
    ['nia.newcomer@example.org', "Emails don't match"],
    ['nia.newcomer', t('validation.email')],
  ])('confirm e-mail %j -> %s', (confirmEmail, message) => {
    expect(checkCustomer({ ...NIA, confirmEmail }, RIVERSIDE, phones).confirmEmail).toBe(message);
  });

  it.each([
    ['07400 123456', undefined],
    ['+44 20 7946 0001', undefined],
    ['+353 1 234 5678', t('validation.phone.invalid')],
    ['020 7946 0001 00000', t('validation.phone.tooLong')],
  ])('main phone %j -> %s', (mainNumber, message) => {
    expect(checkCustomer({ ...NIA, mainNumber }, RIVERSIDE, phones).mainNumber).toBe(message);
  });

  it('the contract’s limits, in the catalogue’s words', () => {
    expect(checkCustomer({ ...NIA, firstName: 'x'.repeat(101) }, RIVERSIDE, phones).firstName).toBe(t('validation.maxLength', { n: 100 }));
    expect(checkCustomer({ ...NIA, lastName: 'New\ncomer' }, RIVERSIDE, phones).lastName).toBe(t('validation.controlCharacters.oneLine'));
  });
});

describe('add premises (spec 2 §5)', () => {
  it('premises and relationship required', () => {
    expect(checkPremises({ premisesId: '', relationshipTypeId: '' }, RIVERSIDE)).toEqual({
      premisesId: t('customers.validation.premises'),
      relationshipTypeId: t('customers.validation.relationship'),
    });
    expect(checkPremises({ premisesId: sampleIds.flat4, relationshipTypeId: sampleIds.relationshipDirector }, RIVERSIDE)).toEqual({});
  });

  it('offers the development’s premises but those the customer actively holds', () => {
    const development = { premises: [...sampleDevelopment.premises, { id: sampleIds.flat4, name: 'Flat 4', hidden: false, inBreach: false }] };
    const customer = { premises: sampleCustomerDetail.premises.map((premises) => ({ ...premises, relationshipActive: premises.id !== sampleIds.flat2 })) };
    expect(premisesToAdd(development, customer).map((premises) => premises.name)).toEqual(['Flat 2', 'Flat 4']);
  });
});
