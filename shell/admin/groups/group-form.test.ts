import { describe, expect, it } from 'vitest';
import { activateCatalogue, t } from '../../../core/i18n';
import en from '../../../core/i18n/en.json';
import { sampleIds } from '../../../core/testing/samples/ids';
import { checkGroup, groupBody } from './group-form';

activateCatalogue(en);

const RIVERSIDE = sampleIds.riversideWharf;

describe('the new group form’s rules', () => {
  it('a name is required; the description is optional and sent as null when blank', () => {
    expect(checkGroup({ name: '  ', description: '' }, RIVERSIDE)).toEqual({ name: t('validation.required') });
    expect(checkGroup({ name: 'Gym users', description: '' }, RIVERSIDE)).toEqual({});
    expect(groupBody({ name: ' Gym users ', description: ' ' }, RIVERSIDE)).toEqual({ name: 'Gym users', description: null, developmentUuid: RIVERSIDE });
  });

  it('the contract’s limits and a hidden control character, in the shared words, one message per field', () => {
    expect(checkGroup({ name: 'x'.repeat(101), description: 'y'.repeat(501) }, RIVERSIDE)).toEqual({
      name: t('validation.maxLength', { n: 100 }),
      description: t('validation.maxLength', { n: 500 }),
    });
    expect(checkGroup({ name: 'Gym\nusers', description: 'Two\nlines' }, RIVERSIDE)).toEqual({ name: t('validation.controlCharacters.oneLine') });
  });

  it('a failure outside the form’s fields shows nowhere', () => {
    expect(checkGroup({ name: 'Gym users', description: '' }, '')).toEqual({});
  });
});
