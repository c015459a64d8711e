/**
 * Named example states of the notifications page and the header's count (STYLE.md 4), in the one
 * example shape (core/testing `PageExample`): the session and what the API answers. The DOM tests
 * render every state and run axe over it.
 */
import { sampleNotificationCountResponse, sampleNotificationsResponse } from '../../core/testing/samples/notifications';
import { ok, signedIn, type PageExample } from '../../core/testing/examples';

/** A named state of /notifications: its address (filters in the query) besides the page's start. */
export interface NotificationsExample extends PageExample {
  address: string;
}

const count = ok(sampleNotificationCountResponse);
const olivias = ok(sampleNotificationsResponse);
const noneUnread = ok({ counts: { urgentUnread: 0, unread: 0 } });

/** Waiting for the list: a spinner. */
export const loading: NotificationsExample = { name: 'loading', address: '/notifications', session: signedIn.session, answers: { 'GET /notifications': 'pending', 'GET /notifications/count': count } };

/** The list failed: the error with the server's message and Try again. */
export const loadError: NotificationsExample = {
  name: 'loadError',
  address: '/notifications',
  session: signedIn.session,
  answers: { 'GET /notifications': { status: 500, body: { messages: ['The notifications service is unavailable.'] } }, 'GET /notifications/count': count },
};

/** Nothing to show: You have no notifications, no Mark all as read. */
export const empty: NotificationsExample = { name: 'empty', address: '/notifications', session: signedIn.session, answers: { 'GET /notifications': ok({ notifications: [] }), 'GET /notifications/count': noneUnread } };

/** Filters that match nothing: their own empty text. */
export const emptyFiltered: NotificationsExample = {
  name: 'emptyFiltered',
  address: '/notifications?importance=urgent&status=read',
  session: signedIn.session,
  answers: { 'GET /notifications': ok({ notifications: [] }), 'GET /notifications/count': count },
};

/** Olivia Owner's four (1 urgent unread, 2 standard unread, 1 read), with Mark as read on the unread ones and Mark all as read. */
export const populated: NotificationsExample = { name: 'populated', address: '/notifications', session: signedIn.session, answers: { 'GET /notifications': olivias, 'GET /notifications/count': count } };

/** Marking fails: the Error Occurred dialog says why, the notification stays unread. */
export const markFailed: NotificationsExample = {
  name: 'markFailed',
  address: '/notifications',
  session: signedIn.session,
  answers: {
    'GET /notifications': olivias,
    'GET /notifications/count': count,
    [`POST /notifications/${sampleNotificationsResponse.notifications[0]!.id}/mark-as-read`]: { status: 503, body: { messages: ['The notifications service is unavailable.'] } },
  },
};

/** Every state of the page, by name. */
export const notificationsExamples = { loading, loadError, empty, emptyFiltered, populated, markFailed } as const;
