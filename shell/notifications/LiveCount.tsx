import { useStore } from '@nanostores/react';
import { $notificationCount } from '../../core/stores/notifications';
import { CountLink } from './CountLink';

/**
 * The count link with the count store's counts: loaded once the user is, then every 120 seconds
 * while the tab is visible (core/stores `$notificationCount`). A failed load leaves the link
 * without badges; the list page says why.
 * @example <LiveCount />
 */
export function LiveCount() {
  const { data } = useStore($notificationCount);
  return <CountLink counts={data} />;
}
