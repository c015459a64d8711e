import { describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../core/i18n';
import en from '../../../core/i18n/en.json';
import { sampleParcelCreate } from '../../../core/testing/samples/parcels';
import { checkParcel, type ParcelValues } from './parcelForm';

activateCatalogue(en);

// The day the checks run on, pinned so that no test depends on the real date.
const TODAY = '2026-11-26';
const VALUES: ParcelValues = { ...sampleParcelCreate, note: 'Too big for the post room.', collected: false };

describe('the parcel form’s rules', () => {
  it('a complete form passes, new or saved', () => {
    expect(checkParcel(VALUES, true, TODAY)).toEqual({});
    expect(checkParcel({ ...VALUES, collected: true }, false, TODAY)).toEqual({});
  });

  it('names each missing choice in its own words', () => {
    expect(checkParcel({ ...VALUES, premisesId: '', typeId: '', receivedOn: '' }, true, TODAY)).toEqual({
      premisesId: t('customers.validation.premises'),
      typeId: t('parcels.validation.type'),
      receivedOn: t('parcels.validation.date'),
    });
  });

  it('a note too long or holding a hidden control character, in the shared words', () => {
    expect(checkParcel({ ...VALUES, note: 'x'.repeat(501) }, true, TODAY)).toEqual({ note: t('validation.maxLength', { n: 500 }) });
    expect(checkParcel({ ...VALUES, note: 'Left at\u202e the door' }, false, TODAY)).toEqual({ note: t('validation.controlCharacters.manyLines') });
  });

  it('a received date after today in London, but only when the date is otherwise good', () => {
    expect(checkParcel({ ...VALUES, receivedOn: '2026-11-27' }, true, TODAY)).toEqual({ receivedOn: t('parcels.validation.futureDate') });
    expect(checkParcel({ ...VALUES, receivedOn: '2026-13-01' }, true, TODAY)).toEqual({ receivedOn: t('parcels.validation.date') });
  });
});
