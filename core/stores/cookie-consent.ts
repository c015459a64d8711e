import { computed, type ReadableAtom } from 'nanostores';
import { shared } from '../runtime';
import { safeStorage, storedAtom } from '../runtime/storage';

/**
 * The user's answer about optional cookies: the cookie banner's Accept all or Reject all (spec 1
 * §2) or sign-up step 3's cookie preferences; null before either.
 * @example const consent: CookieConsent = 'accepted';
 */
export type CookieConsent = 'accepted' | 'rejected';

/** localStorage key of the answer. @example localStorage.getItem(COOKIE_CONSENT_KEY) // 'accepted' */
export const COOKIE_CONSENT_KEY = 'portico.cookieConsent';

// Kept on the device, like the other local choices (spec 2 §9), and one store per page, so the
// shell's banner and the sign-up form agree.
const $stored = shared('cookies.consent', () => storedAtom(safeStorage(() => globalThis.localStorage), COOKIE_CONSENT_KEY));

/**
 * The answer given on this device, or null. Read-only: `setCookieConsent` changes it.
 * @example const consent = useStore($cookieConsent); if (consent === null) showBanner();
 */
export const $cookieConsent: ReadableAtom<CookieConsent | null> = computed($stored, (value) =>
  value === 'accepted' || value === 'rejected' ? value : null,
);

/**
 * Records the answer about optional cookies.
 * @example setCookieConsent('rejected');
 */
export function setCookieConsent(consent: CookieConsent): void {
  $stored.set(consent);
}
