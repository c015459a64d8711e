import { useEffect, useState } from 'react';
import type * as PartsModule from './parts';

/**
 * The module of the parts loaded on demand.
 * @example const form: Parts['RaiseRequestForm'] = parts.RaiseRequestForm;
 */
export type Parts = typeof PartsModule;

let loaded: Parts | undefined;

/**
 * Loads the requests view's interactive parts on demand: the raise form (checks, draft, uploads)
 * and one request (feed, composer, uploads), in one chunk. The list alone stays light, and one
 * chunk that reaches the same shared modules as the sign-in keeps the chunk every element shares
 * in one piece (each lazy chunk reaching a different part of it would split it, and every element
 * would pay for the extra files).
 * @example void loadInteractiveParts(); // fetch ahead of need
 */
export function loadInteractiveParts(): Promise<Parts> {
  return import('./parts').then((parts) => (loaded = parts));
}

/**
 * The interactive parts once loaded (undefined meanwhile: show a spinner). A hook with state
 * rather than `lazy` and `Suspense`: under Preact 11, a lazy component first rendered after its
 * chunk had loaded, while the focused button of the list left the page, hung Chromium 147 (the
 * browser test reproduces it); a plain state update has no such path.
 * @example const parts = useInteractiveParts(); return parts ? <parts.RequestDetail requestId={id} /> : <Spinner />;
 */
export function useInteractiveParts(): Parts | undefined {
  const [parts, setParts] = useState(loaded);
  useEffect(() => {
    if (parts) return;
    let current = true;
    loadInteractiveParts().then(
      (module) => {
        if (current) setParts(module);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [parts]);
  return parts;
}
