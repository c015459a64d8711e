import { atom, type ReadableAtom } from 'nanostores';

/**
 * A snackbar shows for 7000 ms.
 * @example vi.advanceTimersByTime(SNACKBAR_DURATION_MS);
 */
export const SNACKBAR_DURATION_MS = 7000;

/**
 * The kind of a snackbar: its colour, and its live region (errors are assertive).
 * @example showSnackbar(message, { type: 'info' satisfies SnackbarType });
 */
export type SnackbarType = 'success' | 'error' | 'info';

/**
 * The snackbar a `SnackbarHost` shows; `id` changes with every show, restarting its timer.
 * @example const current: SnackbarRequest | null = $snackbar.get();
 */
export interface SnackbarRequest {
  id: number;
  message: string;
  type: SnackbarType;
}

const $current = atom<SnackbarRequest | null>(null);
let lastId = 0;

/**
 * The current snackbar, or null. Read-only: use `showSnackbar` and `dismissSnackbar`.
 * @example const current = useStore($snackbar);
 */
export const $snackbar: ReadableAtom<SnackbarRequest | null> = $current;

/**
 * Shows a snackbar (default type success) in place of any current one; returns its id.
 * @example showSnackbar(t('customers.added'));
 * @example showSnackbar(error.message, { type: 'error' });
 */
export function showSnackbar(message: string, options: { type?: SnackbarType } = {}): number {
  lastId += 1;
  $current.set({ id: lastId, message, type: options.type ?? 'success' });
  return lastId;
}

/**
 * Hides the current snackbar, or only snackbar `id` when given (a late timer of an old snackbar
 * must not hide a newer one).
 * @example dismissSnackbar(id);
 */
export function dismissSnackbar(id?: number): void {
  const current = $current.get();
  if (!current || (id !== undefined && id !== current.id)) return;
  $current.set(null);
}
