import { describe, expect, it } from 'vitest';
import { isJwtExpired, JWT_CLOCK_SKEW_SECONDS, readJwtClaims } from './jwt';
import { makeJwt } from '../testing/fake-api';

describe('readJwtClaims', () => {
  it('reads base64url claims, including characters outside ASCII', () => {
    // 'Zoë' and '~~~' encode to base64 with '+' and '/', which base64url writes as '-' and '_'.
    const token = makeJwt({ email: 'zoë@example.com', note: '~~~?', exp: 1 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readJwtClaims(token)).toEqual({ email: 'zoë@example.com', note: '~~~?', exp: 1 });
  });

  it('answers null for anything that is not a JWT with an object payload', () => {
    expect(readJwtClaims('not-a-jwt')).toBeNull();
    expect(readJwtClaims('a.%%%.c')).toBeNull();
    expect(readJwtClaims(`a.${Buffer.from('[1,2]').toString('base64url')}.c`)).toBeNull();
    expect(readJwtClaims(`a.${Buffer.from('{"sub":').toString('base64url')}.c`)).toBeNull();
  });
});

describe('isJwtExpired', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const at = (secondsFromNow: number) => makeJwt({ exp: now / 1000 + secondsFromNow });

  it('counts a token within the clock skew of its expiry as expired', () => {
    expect(isJwtExpired(at(JWT_CLOCK_SKEW_SECONDS + 1), now)).toBe(false);
    expect(isJwtExpired(at(JWT_CLOCK_SKEW_SECONDS), now)).toBe(true);
    expect(isJwtExpired(at(-5), now)).toBe(true);
  });

  it('leaves a token without a readable exp to the server', () => {
    expect(isJwtExpired(makeJwt({ sub: 'u1' }), now)).toBe(false);
    expect(isJwtExpired('opaque-token', now)).toBe(false);
  });
});
