import { NotificationPreferences } from '../../widgets/notification-preferences';
import type { PageProps } from '../routes';

/** /notification-preferences/{id} (spec 1 §2): the public preferences page of an e-mail's link. */
export function NotificationPreferencesPage({ page }: PageProps) {
  const preferencesId = page.route === 'notificationPreferences' ? page.params.id : undefined;
  return <NotificationPreferences preferencesId={preferencesId} headingLevel={1} />;
}
