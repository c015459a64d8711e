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
 * The interactive parts as a view shows them: loading (a spinner), failed (the chunk did not
 * arrive, say offline after a deploy: an error with `retry`), or ready.
 * @example const state: InteractiveParts = { status: 'failed', retry };
 */
export type InteractiveParts = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; parts: Parts };

/**
 * The interactive parts, loaded on first use. A hook with state rather than `lazy` and
 * `Suspense`: under Preact 11, a lazy component first rendered after its chunk had loaded, while
 * the focused button of the list left the page, hung Chromium 147 (the browser test reproduces
 * it); a plain state update has no such path.
 * @example const state = useInteractiveParts(); if (state.status === 'ready') return <state.parts.RequestDetail requestId={id} />;
 */
export function useInteractiveParts(): InteractiveParts {
  const [parts, setParts] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (parts) return;
    let current = true;
    loadInteractiveParts().then(
      (module) => current && setParts(module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [parts, attempt]);
  if (parts) return { status: 'ready', parts };
  if (failed) {
    return {
      status: 'failed',
      retry: () => {
        setFailed(false);
        setAttempt((count) => count + 1);
      },
    };
  }
  return { status: 'loading' };
}
