import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Dialog } from './Dialog';
import type { SuccessDialogOptions } from './dialogStore';
import { SafeHtml } from './SafeHtml';

/**
 * Props of `SuccessDialog`: the options plus open state, handler and extra actions.
 * @example const props: SuccessDialogProps = { open: true, onClose: close, html, actions: <CopyButton text={password} /> };
 */
export interface SuccessDialogProps extends SuccessDialogOptions {
  open: boolean;
  onClose: () => void;
  /** Buttons before Close, e.g. a Copy button for a generated password. */
  actions?: ReactNode;
}

/**
 * The generic success dialog: a heading (default Success!), HTML text and Close.
 * @example <SuccessDialog open html={t('premises.mainResidenceUpdated')} onClose={close} />
 */
export function SuccessDialog({ open, onClose, heading, html, actions }: SuccessDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="portico-dialog--success"
      heading={heading || t('dialog.success.defaultHeading')}
      actions={actions}
    >
      <SafeHtml html={html} />
    </Dialog>
  );
}
