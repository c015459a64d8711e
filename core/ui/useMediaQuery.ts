import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The media query of a wide screen, where a list and its detail fit side by side (the charges
 * view, the shell's premises page); below it (phones, narrow windows) the detail opens as an
 * overlay ("on mobile the detail opens as an overlay").
 * 48rem is 768 px at the default font size: a media query's `rem` is the browser's default font
 * size, not the page's, so a reader who sets a larger default font gets the overlay sooner.
 * @example matchMedia(WIDE_SCREEN_QUERY).matches // true on a laptop
 */
export const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

/**
 * Whether `query` matches now, following changes (a rotated phone, a resized window). Where
 * `matchMedia` is missing the answer is true (for `WIDE_SCREEN_QUERY`: side by side, no overlay).
 * `onChange` hears each change as it happens, so a component can adjust its state then rather
 * than in an effect after rendering.
 * @example const wide = useMediaQuery(WIDE_SCREEN_QUERY, (nowWide) => nowWide && closeOverlay());
 */
export function useMediaQuery(query: string, onChange?: (matches: boolean) => void): boolean {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = globalThis.matchMedia?.(query);
      const listener = () => {
        notify();
        if (list) latest.current?.(list.matches);
      };
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  const matches = () => globalThis.matchMedia?.(query).matches ?? true;
  return useSyncExternalStore(subscribe, matches, () => true);
}
