import { useId } from 'react';
import { useT } from '../i18n';
import { Dialog } from './Dialog';
import type { ErrorDialogOptions } from './dialogStore';

/**
 * Props of `ErrorDialog`: the options plus open state and handlers.
 * @example const props: ErrorDialogProps = { open: true, onClose: close, description: error.message };
 */
export interface ErrorDialogProps extends ErrorDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Runs after the dialog closes when the user chose to contact support. */
  onContactSupport?: () => void;
  /** What the reload button does; the page reload by default (injectable for tests). */
  onReload?: () => void;
}

function reloadPage(): void {
  location.reload();
}

/**
 * The generic error dialog: optional status code, the error type or `An error occured` as title,
 * the description or the apology as body, optional reload and contact-support buttons, and Close.
 * @example <ErrorDialog open status={500} type="Language file" description={message} reload onClose={close} />
 */
export function ErrorDialog({
  open,
  onClose,
  status,
  type,
  description,
  reload,
  contactSupport,
  onContactSupport,
  onReload = reloadPage,
}: ErrorDialogProps) {
  const t = useT();
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="portico-dialog--error"
      // spec 2 §8: title is the error type or An error occured.
      heading={type || t('dialog.error.defaultTitle')}
      eyebrow={status === undefined ? null : t('dialog.error.status', { status })}
      describedBy={descriptionId}
      actions={
        <>
          {reload ? (
            <button type="button" className="portico-button" onClick={onReload}>
              {t('dialog.error.reload')}
            </button>
          ) : null}
          {contactSupport && onContactSupport ? <ContactSupportButton onContactSupport={onContactSupport} /> : null}
        </>
      }
    >
      <p id={descriptionId}>{description || t('dialog.error.defaultDescription')}</p>
    </Dialog>
  );
}

/**
 * Closes the dialog through the native path (so focus goes back and `onClose` runs) and only then
 * hands over to support, so that whatever support opens is not fighting the closing dialog.
 */
function ContactSupportButton({ onContactSupport }: { onContactSupport: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="portico-button portico-button--secondary"
      onClick={(event) => {
        const dialog = event.currentTarget.closest('dialog');
        if (!dialog) return;
        dialog.addEventListener('close', () => onContactSupport(), { once: true });
        dialog.close();
      }}
    >
      {t('dialog.error.contactSupport')}
    </button>
  );
}
