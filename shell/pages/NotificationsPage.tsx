import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { formatDateTime } from '../../core/domain/datetime';
import { useT } from '../../core/i18n';
import { NOTIFICATIONS_DEFAULT_LIMIT, type Notification, type NotificationImportance, type NotificationStatus } from '../../core/schemas/notifications';
import { $notificationCount, markAllAsRead, markAsRead, notificationsStore } from '../../core/stores/notifications';
import { Field } from '../../core/ui/Field';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { useApiAction } from '../../core/ui/useApiAction';
import type { PageProps } from '../routes';
import { navigate } from '../router';

/** The list's filters, as the address carries them (`?importance=urgent&status=unread`), so a reload keeps them. */
interface Filters {
  importance?: NotificationImportance;
  status?: NotificationStatus;
}

const IMPORTANCES: readonly NotificationImportance[] = ['standard', 'urgent'];
const STATUSES: readonly NotificationStatus[] = ['unread', 'read'];

function filtersOf(search: Record<string, string>): Filters {
  const importance = IMPORTANCES.find((value) => value === search.importance);
  const status = STATUSES.find((value) => value === search.status);
  return { ...(importance && { importance }), ...(status && { status }) };
}

function addressOf(filters: Filters): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined)).toString();
  return query ? `/notifications?${query}` : '/notifications';
}

/** The id of a notification's heading, where focus goes once it is marked (its button is gone then). */
const headingId = (notification: Notification) => `notification-${notification.id}`;

/**
 * /notifications (spec 2 §2, §4, §9): the user's notifications, the latest 50, filtered by
 * importance and status; each unread one marked read on its own, or all at once; the header's count
 * follows at once. A failed mark opens the generic error dialog (spec 2 §8: notification errors).
 */
export function NotificationsPage({ page }: PageProps) {
  const t = useT();
  const filters = filtersOf(page.search);
  const list = useResource(notificationsStore({ ...filters, limit: NOTIFICATIONS_DEFAULT_LIMIT }), t('errors.notifications.load'));
  const counts = useStore($notificationCount).data;
  const heading = useRef<HTMLHeadingElement>(null);
  const { pending, announcement, run } = useApiAction();
  // Where focus goes after a mark, once the page shows it: the marked one's heading (its button is
  // gone), or the page's heading after Mark all as read ('').
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    (target === '' ? heading.current : document.getElementById(target))?.focus();
  });

  const mark = (key: string, action: () => Promise<unknown>, done: string, failurePrefix: string, focus: string) =>
    run(key, action, {
      failure: { prefix: failurePrefix },
      done: () => {
        focusNext.current = focus;
        return done;
      },
    });
  const markOne = (notification: Notification) =>
    mark(notification.id, () => markAsRead(notification), t('notifications.markedAsRead'), t('errors.notifications.markAsRead'), headingId(notification));
  const markAll = () => mark('all', markAllAsRead, t('notifications.markedAllAsRead'), t('errors.notifications.markAllAsRead'), '');

  return (
    <div className="shell-notifications">
      <h1 ref={heading} tabIndex={-1}>
        {t('notifications.title')}
      </h1>
      <FilterForm filters={filters} />
      <p role="status" className="portico-visually-hidden">
        {announcement}
      </p>
      <Loaded state={list}>
        {(notifications) => {
          const anyUnread = (counts?.unread ?? 0) > 0 || notifications.some((item) => item.readAt === null);
          return (
            <>
              {anyUnread ? (
                <div className="shell-notifications__actions">
                  <button type="button" className="portico-button portico-button--secondary" aria-disabled={pending !== null || undefined} onClick={() => void markAll()}>
                    {t('notifications.markAllAsRead')}
                  </button>
                  {pending === 'all' ? <Spinner hideLabel /> : null}
                </div>
              ) : null}
              {notifications.length === 0 ? (
                <p className="shell-notifications__empty">{filters.importance || filters.status ? t('notifications.emptyFiltered') : t('notifications.empty')}</p>
              ) : (
                <ul className="shell-notifications__list">
                  {notifications.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      pending={pending === notification.id}
                      busy={pending !== null}
                      onMark={() => void markOne(notification)}
                    />
                  ))}
                </ul>
              )}
              {notifications.length >= NOTIFICATIONS_DEFAULT_LIMIT ? <p>{t('notifications.latest', { count: NOTIFICATIONS_DEFAULT_LIMIT })}</p> : null}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}

/** The two filters; a choice shows its list at once (the address follows, history replaced). */
function FilterForm({ filters }: { filters: Filters }) {
  const t = useT();
  const importanceId = useId();
  const statusId = useId();
  const change = (next: Filters) => navigate(addressOf(next), true);
  return (
    <form className="shell-notifications__filters" aria-label={t('notifications.filter.label')} onSubmit={(event) => event.preventDefault()}>
      <Field id={importanceId} label={t('notifications.filter.importance')}>
        <select
          value={filters.importance ?? ''}
          onChange={(event) => change({ ...filters, importance: IMPORTANCES.find((value) => value === event.target.value) })}
        >
          <option value="">{t('notifications.filter.all')}</option>
          <option value="standard">{t('common.priority.standard')}</option>
          <option value="urgent">{t('common.priority.urgent')}</option>
        </select>
      </Field>
      <Field id={statusId} label={t('notifications.filter.status')}>
        <select value={filters.status ?? ''} onChange={(event) => change({ ...filters, status: STATUSES.find((value) => value === event.target.value) })}>
          <option value="">{t('notifications.filter.all')}</option>
          <option value="unread">{t('notifications.unread')}</option>
          <option value="read">{t('notifications.read')}</option>
        </select>
      </Field>
    </form>
  );
}

/** One notification: its title (a link to what it is about, when it has one), when it came, its text, and Mark as read while unread. */
function NotificationItem({ notification, pending, busy, onMark }: { notification: Notification; pending: boolean; busy: boolean; onMark: () => void }) {
  const t = useT();
  const unread = notification.readAt === null;
  const urgent = notification.importance === 'urgent';
  return (
    <li className={['shell-notification', unread ? 'shell-notification--unread' : null, urgent ? 'shell-notification--urgent' : null].filter(Boolean).join(' ')}>
      <h2 id={headingId(notification)} className="shell-notification__title" tabIndex={-1}>
        {notification.link ? <a href={notification.link}>{notification.title}</a> : notification.title}
      </h2>
      <p className="shell-notification__meta">
        {urgent ? <span className="shell-notification__urgent">{t('common.priority.urgent')}</span> : null}
        <span className="shell-notification__state">{unread ? t('notifications.unread') : t('notifications.read')}</span>
        <time dateTime={notification.createdAt}>{t('notifications.received', { date: formatDateTime(notification.createdAt) })}</time>
      </p>
      {notification.text ? <p className="shell-notification__text">{notification.text}</p> : null}
      {unread ? (
        <div className="shell-notification__actions">
          <button
            type="button"
            className="portico-button portico-button--secondary"
            aria-label={t('notifications.markAsReadOf', { title: notification.title })}
            aria-disabled={busy || undefined}
            onClick={onMark}
          >
            {t('notifications.markAsRead')}
          </button>
          {pending ? <Spinner hideLabel /> : null}
        </div>
      ) : null}
    </li>
  );
}
