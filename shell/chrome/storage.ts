import { useState } from 'react';
import { safeStorage, type KeyValueStorage } from '../../core/runtime/storage';

// The chrome's remembered choices (spec 1 §4: the paperless dismissal and the feedback tab's
// visibility are stored locally; DESIGN.md: feedback timing and dismissals in localStorage). They
// belong to the device, like the cookie answer (core/stores `COOKIE_CONSENT_KEY`). Dismissals of
// things that should come back next time (a configuration banner, the in-breach dialog) last for
// the browser session only: a banner is news that may change, and the in-breach dialog is a
// warning the user should see again on the next visit.

/** localStorage: 'hidden' after Hide feedback. @example localStorage.getItem(FEEDBACK_TAB_KEY) // 'hidden' */
export const FEEDBACK_TAB_KEY = 'portico.feedbackTab';
/** localStorage: when the feedback box was last answered, `yyyy-MM-dd HH:mm:ss` (spec 1 §3, §4). */
export const FEEDBACK_LAST_RESPONSE_KEY = 'portico.feedbackLastResponse';
/** localStorage: 'dismissed' after Not now in the paperless dialog (spec 1 §4). */
export const PAPERLESS_DISMISSED_KEY = 'portico.paperlessDialog';
/** sessionStorage: 'dismissed' after the in-breach dialog was closed. */
export const IN_BREACH_DISMISSED_KEY = 'portico.inBreachDialog';
/** sessionStorage: the texts of the configuration banners dismissed, a JSON array. */
export const DISMISSED_BANNERS_KEY = 'portico.dismissedBanners';

/** The two storages, each safe against browsers that throw on storage (core/session `safeStorage`). */
export const deviceStorage: KeyValueStorage = safeStorage(() => globalThis.localStorage);
export const tabStorage: KeyValueStorage = safeStorage(() => globalThis.sessionStorage);

/**
 * A remembered value as component state: read from `storage` once when the component mounts,
 * written back on every change (null removes the key).
 * @example const [hidden, setHidden] = useStoredValue(deviceStorage, FEEDBACK_TAB_KEY);
 */
export function useStoredValue(storage: KeyValueStorage, key: string): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState(() => storage.getItem(key));
  const change = (next: string | null) => {
    if (next === null) storage.removeItem(key);
    else storage.setItem(key, next);
    setValue(next);
  };
  return [value, change];
}
