import { beforeAll, describe, expect, it } from 'vitest';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import { ApiError, failureText, isApiError } from './error';

describe('ApiError', () => {
  it('joins the prefix and the messages with spaces (spec 2 §8)', () => {
    const error = new ApiError({ kind: 'http', status: 500, messages: ['Server down.', 'Try later.'], prefix: 'Unable to logout user.' });
    expect(error.message).toBe('Unable to logout user. Server down. Try later.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });

  it('is the messages alone without a prefix', () => {
    expect(new ApiError({ kind: 'http', status: 400, messages: ['Invitation key already used'] }).message).toBe(
      'Invitation key already used',
    );
  });
});

describe('isApiError', () => {
  it("recognises another copy's ApiError by its name and messages", () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', messages: ['x'], kind: 'http' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError({ kind: 'network', messages: ['x'] }))).toBe(true);
  });

  it('rejects other errors and non-errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError({ name: 'ApiError', messages: [] })).toBe(false);
  });
});

describe('failureText', () => {
  beforeAll(() => activateCatalogue(en));
  const error = new ApiError({ kind: 'http', status: 503, messages: ['Database unavailable.'], prefix: 'Unable to load news.' });

  it("is the view's prefix and the server's reasons, or the prefix alone for another error", () => {
    expect(failureText(error, 'Something went wrong while fetching the developments.')).toBe('Something went wrong while fetching the developments. Database unavailable.');
    expect(failureText(new Error('x'), 'Could not save.')).toBe('Could not save.');
  });

  it("is the call's own message without a prefix, and the generic apology for another error", () => {
    expect(failureText(error)).toBe('Unable to load news. Database unavailable.');
    expect(failureText(new Error('x'))).toBe('Our apologies. Something went wrong. Please try again in a little while.');
  });
});
