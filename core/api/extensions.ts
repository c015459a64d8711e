import { isApiError } from './error';

// The one rule for the calls the portal makes that the specification does not name (the reference
// API's extensions): the agent's API may lack them. README.md, Extensions, lists each and what the
// portal does without it.

/**
 * The extensions the portal can do without, each a group of calls the API offers together:
 * `mfaSwitch` is `POST /user/mfa/start` and `PUT /user/mfa`, `contactOffers` is
 * `GET /user/contact-offers`.
 * @example const name: Extension = 'mfaSwitch';
 */
export type Extension = 'mfaSwitch' | 'contactOffers';

// The extensions this page found missing; the API does not change while a page lives.
const missing = new Set<Extension>();

/**
 * Calls an extension; when the API answers 404 or 405 (it does not offer the call), runs `instead`
 * (the specification's way, or what the portal shows without it) and remembers for the page's life
 * that the extension is missing, so later calls go straight to `instead`. Only for calls whose path
 * holds no record id, where a 404 cannot mean that a record is not there. Any other failure is
 * thrown as it is.
 * @example
 * const user = await withFallback('mfaSwitch',
 *   () => request({ method: 'PUT', path: '/user/mfa', body, schema: User }),
 *   () => updateUser({ multiFactorPreferences: { multifactorEnabled: false } }));
 */
export async function withFallback<T>(extension: Extension, call: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
  if (missing.has(extension)) return instead();
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http' || (error.status !== 404 && error.status !== 405)) throw error;
    missing.add(extension);
    return instead();
  }
}

/**
 * Whether this page found the API without the extension (`withFallback`), so a view can skip a
 * step that only the extension takes, or say what the specification's way did instead.
 * @example if (lacksExtension('mfaSwitch')) showNote(t('settings.mfa.onWithoutCode', { email }));
 */
export function lacksExtension(extension: Extension): boolean {
  return missing.has(extension);
}

/**
 * Forgets what this page found missing, as a new page would: the DOM tests' page starter calls it.
 * @example forgetMissingExtensions();
 */
export function forgetMissingExtensions(): void {
  missing.clear();
}
