import { describe, expect, it } from 'vitest';
import { object, size, string, union, number, validate } from 'superstruct';
import type { Struct, StructError } from 'superstruct';
import { describeFailure, describeStructError, structErrorFields, type FailureDescription } from './errors';
import { CorrespondenceAddressInput, LoginRequest, NewsCategory, TicketCreate } from './index';
import { sampleCorrespondenceAddressUpdate } from '../testing/samples/premises';
import { sampleTicketCreate } from '../testing/samples/tickets';

function errorOf<T, S>(value: unknown, struct: Struct<T, S>): StructError {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) throw new Error('expected a validation error');
  return error;
}

const address =
  'correspondenceAddress' in sampleCorrespondenceAddressUpdate
    ? sampleCorrespondenceAddressUpdate.correspondenceAddress
    : undefined;

describe('describeFailure', () => {
  it.each<[string, () => StructError, FailureDescription[]]>([
    [
      'a length limit, with its limit',
      () => errorOf({ ...sampleTicketCreate, title: 'x'.repeat(151) }, TicketCreate),
      [{ path: 'title', code: 'maxLength', params: { max: 150 } }],
    ],
    [
      'a minimum length, with its minimum',
      () => errorOf({ ...address, postalCode: 'E1' }, CorrespondenceAddressInput),
      [{ path: 'postalCode', code: 'minLength', params: { min: 3 } }],
    ],
    [
      'a missing field, an unknown field and a wrong type, in that order',
      () => errorOf({ ...sampleTicketCreate, developmentId: undefined, title: 42, priority: 'high' }, TicketCreate),
      [
        { path: 'developmentId', code: 'required', params: {} },
        { path: 'title', code: 'type', params: { expected: 'text' } },
        { path: 'priority', code: 'unknownField', params: {} },
      ],
    ],
    [
      'an enumeration, with its values',
      () => errorOf('breaking', NewsCategory),
      [{ path: '', code: 'oneOf', params: { values: 'standard, urgent, important' } }],
    ],
    [
      'a cross-field rule, on the field it names',
      () => errorOf({ ...sampleTicketCreate, premisesId: undefined }, TicketCreate),
      [{ path: 'premisesId', code: 'required', params: {} }],
    ],
    [
      'a discriminated union, on the branch the tag names',
      () => errorOf({ method: 'mfa', token: 'eyJ', code: '12 34' }, LoginRequest),
      [{ path: 'code', code: 'mfaCode', params: {} }],
    ],
  ])('describes %s', (_what, error, expected) => {
    expect(error().failures().map(describeFailure)).toEqual(expected);
  });

  it('falls back to invalid for superstruct rules it cannot word', () => {
    expect(errorOf('abc', size(string(), 5, 10)).failures().map(describeFailure)).toEqual([
      { path: '', code: 'invalid', params: {} },
    ]);
    expect(describeFailure(errorOf(true, union([string(), number()])).failures()[0]!)).toEqual({
      path: '',
      code: 'invalid',
      params: {},
    });
  });
});

describe('describeStructError', () => {
  it('gives one English message per failure, prefixed by its dotted path', () => {
    const error = errorOf(
      { correspondenceAddress: { ...address, city: 'c'.repeat(41), postalCode: 'E1', flat: '1' } },
      object({ correspondenceAddress: CorrespondenceAddressInput }),
    );
    expect(describeStructError(error)).toEqual([
      'correspondenceAddress.city: must be at most 40 characters',
      'correspondenceAddress.postalCode: must be at least 3 characters',
      'correspondenceAddress.flat: is not an allowed field',
    ]);
  });

  it('names the whole value "value"', () => {
    expect(describeStructError(errorOf('title=Leak', TicketCreate))).toEqual(['value: must be an object']);
    expect(describeStructError(errorOf(null, TicketCreate))).toEqual(['value: is required']);
  });

  it('never leaks superstruct technical wording', () => {
    const error = errorOf({ ...sampleTicketCreate, sendingRequestAs: 'staff', title: '' }, TicketCreate);
    const messages = describeStructError(error);
    expect(messages).toEqual([
      'title: must not be blank',
      'sendingRequestAs: must be one of: customer, client',
    ]);
    expect(messages.join(' ')).not.toMatch(/Expected|received|`/);
  });
});

describe('structErrorFields', () => {
  it('groups the messages by field for ApiErrorBody.fields', () => {
    const error = errorOf(
      { ...sampleTicketCreate, title: ' ', description: 'd'.repeat(501), premisesId: undefined },
      TicketCreate,
    );
    expect(structErrorFields(error)).toEqual({
      title: ['must not be blank'],
      description: ['must be at most 500 characters'],
      premisesId: ['is required'],
    });
  });

  it('keeps whole-value failures under the empty key', () => {
    expect(structErrorFields(errorOf('x', TicketCreate))).toEqual({ '': ['must be an object'] });
  });
});
