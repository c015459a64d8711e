import { useStore } from '@nanostores/react';
import { ErrorDialog } from './ErrorDialog';
import { SuccessDialog } from './SuccessDialog';
import { $dialog, closeDialog, type DialogRequest } from './dialogStore';

/**
 * Props of `DialogHost`.
 * @example const props: DialogHostProps = { onContactSupport: (error) => openSupport(error.type) };
 */
export interface DialogHostProps {
  /**
   * Runs when the user picks Contact support in an error dialog. With it every error dialog offers
   * the button, unless its request says `contactSupport: false`; without it there is no button.
   */
  onContactSupport?: (error: Extract<DialogRequest, { kind: 'error' }>) => void;
  /** Replaces the page reload of the Reload button (tests, embedding hosts). */
  onReload?: () => void;
}

/**
 * Renders the dialog opened through `showErrorDialog` or `showSuccessDialog`. Mount exactly one
 * per page (the shell, or an embedding host), since every host shows the same current dialog.
 * @example <DialogHost onContactSupport={() => openSupport()} />
 */
export function DialogHost({ onContactSupport, onReload }: DialogHostProps) {
  const current = useStore($dialog);
  if (!current) return null;
  const close = () => closeDialog(current.id);
  if (current.kind === 'error') {
    return (
      <ErrorDialog
        key={current.id}
        open
        onClose={close}
        status={current.status}
        type={current.type}
        description={current.description}
        reload={current.reload}
        contactSupport={current.contactSupport !== false}
        onContactSupport={onContactSupport ? () => onContactSupport(current) : undefined}
        onReload={onReload}
      />
    );
  }
  return <SuccessDialog key={current.id} open onClose={close} heading={current.heading} html={current.html} />;
}
