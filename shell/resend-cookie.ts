import type { ResendCooldown } from '../core/session/resendCooldown';

/** spec 1 §2: the resend countdown is kept in a cookie of this name for 60 seconds. */
export const RESEND_COOKIE = 'resend_clicked';
const SECONDS = 60;

/**
 * The MFA resend countdown's deadline in the resend_clicked cookie (spec 1 §2), so that a page
 * load during the 60 seconds keeps the button counting down.
 * @example <SignIn resendCooldown={resendCookie(document)} />
 */
export function resendCookie(doc: Pick<Document, 'cookie'>): ResendCooldown {
  return {
    read() {
      const value = doc.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === RESEND_COOKIE)?.[1];
      const until = Number(value);
      return value && Number.isFinite(until) ? until : null;
    },
    write(until) {
      doc.cookie =
        until === null
          ? `${RESEND_COOKIE}=; path=/; max-age=0; samesite=strict`
          : `${RESEND_COOKIE}=${until}; path=/; max-age=${SECONDS}; samesite=strict`;
    },
  };
}
