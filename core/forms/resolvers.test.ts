import { describe, expect, it } from 'vitest';
import { fieldResolver } from './resolvers';

describe('fieldResolver', () => {
  const resolver = fieldResolver('message', (value) => (value.trim() ? null : 'Enter a message'));
  const resolve = (message: string) => resolver({ message }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('answers the values when the check passes', async () => {
    expect(await resolve('Hello')).toEqual({ values: { message: 'Hello' }, errors: {} });
  });

  it("puts the check's message on the field when it fails", async () => {
    expect(await resolve('  ')).toEqual({ values: {}, errors: { message: { type: 'validate', message: 'Enter a message' } } });
  });
});
