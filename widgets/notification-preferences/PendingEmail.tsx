import { useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';

/**
 * Props of `PendingEmail`.
 * @example const props: PendingEmailProps = { current: 'owner@example.com', pending: 'new@example.com' };
 */
export interface PendingEmailProps {
  /** The address the notices go to now. */
  current: string;
  /** The new address waiting for its link to be opened; nothing is shown without one. */
  pending: string | null | undefined;
}

/**
 * Says that a new correspondence address waits for the link sent to it, and where the notices go
 * meanwhile; a status, so it is announced when a save makes it appear. Shown by this page and by
 * the portal's settings.
 * @example <PendingEmail current={saved.email} pending={saved.pendingEmail} />
 */
export function PendingEmail({ current, pending }: PendingEmailProps) {
  const t = useT();
  return <div part="pending-email">{pending ? <Alert type="info">{t('notificationPreferences.pendingEmail', { pending, current })}</Alert> : null}</div>;
}
