import { atom, type ReadableAtom } from 'nanostores';
// By file, not through the core/api and core/session barrels: an element bundle that imports a
// barrel loads every module another element shares through it (the requests endpoints and uploads).
import { getCharges } from '../api/endpoints/charges';
import { isApiError } from '../api/error';
import { t } from '../i18n';
import { shared } from '../runtime';
import type { ChargesResponse } from '../schemas';
import { registerReset } from '../session/state';

/**
 * The charges of the signed-in user as the charges views show them (spec 1 §4: pending, error,
 * loaded), plus `idle` before the first load and after sign-out.
 * @example const state: ChargesState = { status: 'loaded', charges: sampleChargesResponse };
 */
export type ChargesState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly charges: ChargesResponse };

// One store per page (core/runtime), so every charges view on the page shows the same load.
const $state = shared('charges.state', () => atom<ChargesState>({ status: 'idle' }));
// The load in flight and the session generation it belongs to: a sign-out bumps the generation,
// so an answer that arrives afterwards (the previous user's charges) is dropped, not stored.
const flight = shared('charges.flight', () => ({ promise: null as Promise<void> | null, generation: 0 }));

/**
 * The charges state. Read-only: `loadCharges` changes it, and sign-out empties it.
 * @example const charges = useStore($charges); if (charges.status === 'loaded') charges.charges.totalBalance;
 */
export const $charges: ReadableAtom<ChargesState> = $state;

/**
 * Loads `GET /charges` into `$charges`: `loading`, then `loaded` or `failed` with the message to
 * show (spec 1 §8: Something went wrong while fetching the charges., followed by the server's
 * messages). A second call while one is in flight joins it, so several views on a page send one
 * request. Never rejects: the failure is in the state.
 * @example <Alert type="error" onRetry={() => void loadCharges()}>{state.message}</Alert>
 */
export function loadCharges(): Promise<void> {
  if (flight.promise) return flight.promise;
  const generation = flight.generation;
  $state.set({ status: 'loading' });
  const promise = getCharges({ errorPrefix: t('errors.charges') }).then(
    (charges) => {
      if (flight.generation === generation) $state.set({ status: 'loaded', charges });
    },
    (error: unknown) => {
      if (flight.generation !== generation) return;
      $state.set({ status: 'failed', message: isApiError(error) ? error.message : t('errors.charges') });
    },
  );
  const tracked: Promise<void> = promise.finally(() => {
    if (flight.promise === tracked) flight.promise = null;
  });
  flight.promise = tracked;
  return tracked;
}

// spec 1 §4: sign-out resets all state.
shared('charges.reset', () =>
  registerReset(() => {
    flight.generation += 1;
    flight.promise = null;
    $state.set({ status: 'idle' });
  }),
);
