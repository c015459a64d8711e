import { describe, expect, it } from 'vitest';
import { accessTokens } from './access-tokens';

describe('accessTokens', () => {
  const secret = new TextEncoder().encode('a test secret of at least thirty-two bytes');
  const now = new Date('2026-11-26T10:00:00.250Z');

  it('issues a different token each time, even twice in the same second for the same session', async () => {
    const tokens = accessTokens(secret, 300, () => now);
    const first = await tokens.sign('usr-olivia-owner', now, { fam: 'fam-1' });
    const second = await tokens.sign('usr-olivia-owner', new Date(now.getTime() + 500), { fam: 'fam-1' });
    expect(second).not.toBe(first);
    expect(await tokens.verify(first)).toBe('usr-olivia-owner');
    expect(await tokens.verify(second)).toBe('usr-olivia-owner');
  });

  it('refuses a token once its lifetime has passed', async () => {
    let clock = now;
    const tokens = accessTokens(secret, 300, () => clock);
    const token = await tokens.sign('usr-olivia-owner');
    clock = new Date(now.getTime() + 301_000);
    expect(await tokens.verify(token)).toBeNull();
  });
});
