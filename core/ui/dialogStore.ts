import { atom, type ReadableAtom } from 'nanostores';
import { $languageFailureDialog } from '../i18n/load';

/**
 * What an error dialog shows.
 * @example const options: ErrorDialogOptions = { status: 500, type: t('errors.languageFile.type'), reload: true };
 */
export interface ErrorDialogOptions {
  /** HTTP status code, shown above the title when present. */
  status?: number;
  /** The error type, used as the title; default `dialog.error.defaultTitle`. */
  type?: string;
  /** The body text; default `dialog.error.defaultDescription`. Plain text, never HTML. */
  description?: string;
  /** Offer a button that reloads the page. */
  reload?: boolean;
  /**
   * Offer a contact-support button (shown only when a handler is given). A `DialogHost` given
   * `onContactSupport` offers it unless this is false.
   */
  contactSupport?: boolean;
}

/**
 * What a success dialog shows.
 * @example const options: SuccessDialogOptions = { html: t('premises.mainResidenceUpdated') };
 */
export interface SuccessDialogOptions {
  /** Default `dialog.success.defaultHeading` (Success!). */
  heading?: string;
  /** The message as HTML, sanitised before it is rendered. */
  html: string;
}

/**
 * The dialog a `DialogHost` shows; `id` changes with every show, so a new one remounts.
 * @example if (request.kind === 'error') console.info(request.status);
 */
export type DialogRequest =
  | ({ kind: 'error'; id: number } & ErrorDialogOptions)
  | ({ kind: 'success'; id: number } & SuccessDialogOptions);

const $current = atom<DialogRequest | null>(null);
const settle = new Map<number, () => void>();
let lastId = 0;

/**
 * The current generic dialog, or null. Read-only: use the show and close functions.
 * @example const current = useStore($dialog);
 */
export const $dialog: ReadableAtom<DialogRequest | null> = $current;

type Unidentified<T> = T extends unknown ? Omit<T, 'id'> : never;

function show(request: Unidentified<DialogRequest>): Promise<void> {
  // One generic dialog at a time: a newer one replaces the current one, whose promise settles.
  const previous = $current.get();
  if (previous) closeDialog(previous.id);
  lastId += 1;
  const id = lastId;
  $current.set({ ...request, id } as DialogRequest);
  return new Promise((resolve) => settle.set(id, resolve));
}

/**
 * Shows the generic error dialog. Resolves when it closes, so a flow can continue
 * afterwards (invitation errors go to /signin after the dialog).
 * @example await showErrorDialog({ status: error.status, type: t('errors.languageFile'), description: error.message });
 */
export function showErrorDialog(options: ErrorDialogOptions = {}): Promise<void> {
  return show({ kind: 'error', ...options });
}

/**
 * Shows the generic success dialog (heading default Success!, HTML text). Resolves when it closes.
 * @example showSuccessDialog({ html: t('premises.contactPreferencesUpdated') });
 */
export function showSuccessDialog(options: SuccessDialogOptions): Promise<void> {
  return show({ kind: 'success', ...options });
}

// The language loader asks for its failure dialog through core/i18n (it cannot import this store):
// shown as it arrives, or at once when the load failed before this module loaded.
$languageFailureDialog.subscribe((dialog) => {
  if (dialog) void showErrorDialog(dialog);
});

/**
 * Closes the current dialog, or only dialog `id` when given (so a late close of an old dialog
 * cannot close a newer one).
 * @example closeDialog();
 */
export function closeDialog(id?: number): void {
  const current = $current.get();
  if (!current || (id !== undefined && id !== current.id)) return;
  $current.set(null);
  settle.get(current.id)?.();
  settle.delete(current.id);
}
