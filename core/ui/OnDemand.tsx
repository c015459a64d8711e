import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

/**
 * A module an element loads on demand (a chunk of its own behind a dynamic `import()`), kept once
 * loaded so later views render it at once.
 * @example const parts = onDemand(() => import('./parts')); void parts.load(); // fetch ahead of need
 */
export interface OnDemandModule<T> {
  /** Fetches the module (again, after a failure); resolves to it. */
  load(): Promise<T>;
  /** The module once loaded. */
  readonly loaded: T | undefined;
}

/**
 * Wraps a dynamic import as an `OnDemandModule`.
 * @example export const profileParts = onDemand(() => import('./ProfileStep'));
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let loaded: T | undefined;
  return {
    load: () => importer().then((module) => (loaded = module)),
    get loaded() {
      return loaded;
    },
  };
}

/**
 * An on-demand module as a view shows it: loading (a spinner), failed (the chunk did not arrive,
 * say offline after a deploy: an error with `retry`), or ready.
 * @example const state: OnDemandState<Parts> = { status: 'failed', retry };
 */
export type OnDemandState<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; module: T };

/**
 * The module, loaded on first use. A hook with state rather than `lazy` and `Suspense`: under
 * Preact 11, a lazy component first rendered after its chunk had loaded, while the focused button
 * that opened it left the page, hung Chromium 147 (widgets/requests' browser test reproduces it);
 * a plain state update has no such path.
 * @example const state = useOnDemand(parts); if (state.status === 'ready') return <state.module.RequestDetail requestId={id} />;
 */
export function useOnDemand<T>(module: OnDemandModule<T>): OnDemandState<T> {
  const [loaded, setLoaded] = useState(module.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    module.load().then(
      (value) => current && setLoaded(() => value),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, loaded, attempt]);
  if (loaded) return { status: 'ready', module: loaded };
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

/**
 * Renders `children` with the module once it is loaded: a spinner meanwhile, and
 * ui.onDemand.unavailable with Try again when its chunk could not be fetched.
 * @example <WithOnDemand module={parts}>{(loaded) => <loaded.RequestDetail requestId={id} />}</WithOnDemand>
 */
export function WithOnDemand<T>({ module, children }: { module: OnDemandModule<T>; children: (loaded: T) => ReactNode }) {
  const t = useT();
  const state = useOnDemand(module);
  if (state.status === 'ready') return <>{children(state.module)}</>;
  if (state.status === 'failed') {
    return (
      <Alert type="error" onRetry={state.retry}>
        {t('ui.onDemand.unavailable')}
      </Alert>
    );
  }
  return <Spinner />;
}
