import { afterEach, describe, expect, it } from 'vitest';
import { RESEND_COOKIE, resendCookie } from './resend-cookie';

afterEach(() => {
  document.cookie = `${RESEND_COOKIE}=; path=/; max-age=0`;
});

describe('resendCookie (spec 1 §2: resend_clicked, 60 seconds)', () => {
  it('writes the deadline to resend_clicked, reads it back, and clears it', () => {
    const cookie = resendCookie(document);
    expect(cookie.read()).toBeNull();
    cookie.write(1_700_000_060_000);
    expect(document.cookie).toContain(`${RESEND_COOKIE}=1700000060000`);
    expect(cookie.read()).toBe(1_700_000_060_000);
    cookie.write(null);
    expect(cookie.read()).toBeNull();
  });

  it('asks for a 60-second cookie', () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    resendCookie(doc).write(5);
    expect(written).toEqual([`${RESEND_COOKIE}=5; path=/; max-age=60; samesite=strict`]);
  });
});
