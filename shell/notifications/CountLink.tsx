import { useT } from '../../core/i18n';
import type { NotificationCounts } from '../../core/schemas/notifications';

/** The most a badge shows; beyond it, `99+`. */
const BADGE_MAX = 99;
const badge = (count: number) => (count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));

/**
 * The header's link to /notifications: named with the counts once they are known ("Notifications:
 * 3 unread, 1 urgent"), with the unread count and, apart in a badge of its own, the urgent ones;
 * just "Notifications" before. The badges repeat the name for the eye.
 * @example <CountLink counts={{ unread: 3, urgentUnread: 1 }} />
 */
export function CountLink({ counts }: { counts?: NotificationCounts | undefined }) {
  const t = useT();
  const unread = counts?.unread ?? 0;
  const urgent = counts?.urgentUnread ?? 0;
  let label = t('notifications.title');
  if (counts && unread === 0) label = t('notifications.count.none');
  else if (urgent > 0) label = t('notifications.count.unreadUrgent', { unread, urgent });
  else if (unread > 0) label = t('notifications.count.unread', { unread });
  return (
    <a href="/notifications" className="shell-notification-count" aria-label={label}>
      <svg className="shell-notification-count__bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <span className="shell-notification-count__text">{t('notifications.title')}</span>
      {unread > 0 ? (
        <span className="shell-notification-count__badge" aria-hidden="true">
          {badge(unread)}
        </span>
      ) : null}
      {urgent > 0 ? (
        <span className="shell-notification-count__badge shell-notification-count__badge--urgent" aria-hidden="true">
          {badge(urgent)}
        </span>
      ) : null}
    </a>
  );
}
