import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './error';
import { forgetMissingExtensions, lacksExtension, withFallback } from './extensions';

const answered = (status: number) => new ApiError({ kind: 'http', status, messages: ['There is no such route.'] });

beforeEach(() => forgetMissingExtensions());

describe('withFallback: an extension the API may lack', () => {
  it('answers with the extension when the API has it, and never runs the fallback', async () => {
    const instead = vi.fn(async () => 'spec');
    expect(await withFallback('mfaSwitch', async () => 'extension', instead)).toBe('extension');
    expect(instead).not.toHaveBeenCalled();
    expect(lacksExtension('mfaSwitch')).toBe(false);
  });

  it.each([404, 405])('takes %i as "the API does not offer it": runs the fallback, and later calls go straight to it', async (status) => {
    const extension = vi.fn(async (): Promise<string> => {
      throw answered(status);
    });
    expect(await withFallback('mfaSwitch', extension, async () => 'spec')).toBe('spec');
    expect(lacksExtension('mfaSwitch')).toBe(true);
    expect(await withFallback('mfaSwitch', extension, async () => 'spec again')).toBe('spec again');
    expect(extension).toHaveBeenCalledTimes(1);
    // Another extension is asked for on its own.
    expect(lacksExtension('contactOffers')).toBe(false);
    expect(await withFallback('contactOffers', async () => 'offers', async () => 'none')).toBe('offers');
  });

  it.each([
    ['a wrong password', answered(401)],
    ['a refusal', answered(403)],
    ['a fault of the API', answered(500)],
    ['no answer', new ApiError({ kind: 'network', messages: ['Check your connection.'] })],
    ['an answer of another shape', new ApiError({ kind: 'validation', status: 200, messages: ['Unexpected answer.'] })],
  ])('throws %s as it is, and asks the extension again next time', async (_case, failure) => {
    const instead = vi.fn(async () => 'spec');
    await expect(withFallback('mfaSwitch', async () => Promise.reject(failure), instead)).rejects.toBe(failure);
    expect(instead).not.toHaveBeenCalled();
    expect(lacksExtension('mfaSwitch')).toBe(false);
  });

  it("throws the fallback's own failure", async () => {
    const failure = answered(400);
    await expect(withFallback('mfaSwitch', async () => Promise.reject(answered(404)), async () => Promise.reject(failure))).rejects.toBe(failure);
  });
});
