import { showPaperlessDialog, type PermissionContext } from '../../core/domain/permissions';
import { useT } from '../../core/i18n';
import type { User } from '../../core/schemas/user';
import { Dialog } from '../../core/ui/Dialog';
import { deviceStorage, PAPERLESS_DISMISSED_KEY, useStoredValue } from './storage';

/** Props of `PaperlessDialog`. */
export interface PaperlessDialogProps {
  user: User | null;
  permissions: PermissionContext | null;
  /** False while another of the chrome's dialogs is open, so that only one modal shows at a time. */
  allowed: boolean;
}

/**
 * The paperless-billing dialog (spec 1 §2). spec 1 §6: only for owners whose preference says to
 * show it (`paperlessPreference.showPaperlessDialog`) and who have not dismissed it; spec 1 §4:
 * the dismissal is stored locally, so closing it (Close or Escape) keeps it closed on this device.
 * It says where the choice is made: each premises' document delivery preferences.
 */
export function PaperlessDialog({ user, permissions, allowed }: PaperlessDialogProps) {
  const t = useT();
  const [dismissed, setDismissed] = useStoredValue(deviceStorage, PAPERLESS_DISMISSED_KEY);
  const due =
    user !== null &&
    permissions !== null &&
    showPaperlessDialog(permissions, { showPaperlessDialog: user.paperlessPreference.showPaperlessDialog, dismissed: dismissed === 'dismissed' });
  if (!due) return null;
  return (
    <Dialog open={allowed} heading={t('shell.paperless.title')} onClose={() => allowed && setDismissed('dismissed')}>
      <p>{t('shell.paperless.text')}</p>
      <p>{t('shell.paperless.where')}</p>
    </Dialog>
  );
}
