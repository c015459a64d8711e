import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { Spinner } from './Spinner';

/**
 * Props of `ConfirmDialog`.
 * @example const props: ConfirmDialogProps = { open, heading: t('news.delete'), confirmLabel: t('common.delete'), onConfirm: remove, onClose: close, children: <p>{t('news.deleteConfirm')}</p> };
 */
export interface ConfirmDialogProps {
  open: boolean;
  heading: ReactNode;
  /** The question, and what the user should know before answering. */
  children: ReactNode;
  /** The confirming button's words (the caller passes its pending words while `pending`). */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Runs whenever the dialog closes without confirming: Close, Escape, or `open` turning false. */
  onClose: () => void;
  /** While the confirmed call is on its way, the button says so and takes no second press. */
  pending?: boolean;
  /** The confirming button's `part`, for a widget's shadow DOM. */
  confirmPart?: string;
  /** While pending, a spinner beside the button as well, for a call that may take a while. */
  spinner?: boolean;
  /** Id of the element whose words describe the dialog (`aria-describedby`), read as it opens. */
  describedBy?: string;
}

/**
 * A question before something that cannot be undone (a delete, a cancellation): the dialog with
 * one confirming button beside Close.
 * @example <ConfirmDialog open={confirming} heading={t('news.delete')} confirmLabel={t('common.delete')} onConfirm={remove} onClose={() => setConfirming(false)}><p>{t('news.deleteConfirm')}</p></ConfirmDialog>
 */
export function ConfirmDialog({ open, heading, children, confirmLabel, onConfirm, onClose, pending = false, confirmPart, describedBy, spinner = false }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      heading={heading}
      onClose={onClose}
      {...(describedBy ? { describedBy } : {})}
      actions={
        <>
          {spinner && pending ? <Spinner hideLabel /> : null}
          <button
            type="button"
            className="portico-button portico-button--primary"
            part={confirmPart}
            aria-disabled={pending || undefined}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
