/**
 * Named example states of the notification preferences page (STYLE.md 4), in the one example
 * shape (core/testing `PageExample`): what the API answers by `METHOD /path` and the steps the reader
 * takes once the form shows. Nobody is signed in: the page is public. The DOM tests render
 * every state and run axe over it.
 */
import type { NotificationPreferences } from '../../core/schemas/notification-preferences';
import { sampleNotificationPreferences } from '../../core/testing/samples/notifications';
import type { ExampleAnswer, ExampleStep, PageExample } from '../../core/testing/examples';

/**
 * A named state of the notification preferences page.
 * @example const { answers, preferencesId } = notificationPreferencesExamples.saved;
 */
export interface NotificationPreferencesExample extends PageExample {
  /** The page's id (`preferences-id`). */
  preferencesId: string;
}

/** Olivia Owner's public page (docs/demo-data.md). */
export const EXAMPLE_PREFERENCES_ID = 'NP-OWNER-1';
const path = `/notification-preferences/${EXAMPLE_PREFERENCES_ID}`;

/** Olivia Owner's preferences as the API answers them: both kinds of e-mail on. */
export const examplePreferences: NotificationPreferences = sampleNotificationPreferences;

const loaded: ExampleAnswer = { status: 200, body: { data: examplePreferences } };
const withoutReminders: NotificationPreferences = { ...examplePreferences, ownersReminders: false };
// Both boxes start ticked, so a click unticks one.
const untickReminders = ['notificationPreferences.ownersReminders'];
const save = (change: ExampleStep): ExampleStep => ({ ...change, press: 'common.save' });
const unsubscribe: ExampleStep = { press: 'notificationPreferences.unsubscribe' };

/** Waiting for the preferences: a spinner. */
export const loading: NotificationPreferencesExample = { name: 'loading', session: null, preferencesId: EXAMPLE_PREFERENCES_ID, answers: { [`GET ${path}`]: 'pending' } };

/** The API failed: errors.notificationPreferences.load with the server's message and Try again. */
export const loadError: NotificationPreferencesExample = {
  name: 'loadError',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: { status: 500, body: { messages: ['The preferences service is unavailable.'] } } },
};

/** An id the API does not know (404): the not-found text, no form. */
export const notFound: NotificationPreferencesExample = {
  name: 'notFound',
  session: null,
  preferencesId: 'NP-NOBODY',
  answers: { 'GET /notification-preferences/NP-NOBODY': { status: 404, body: { messages: ['Notification preferences not found.'] } } },
};

/** The form: both boxes ticked, Olivia's address. */
export const form: NotificationPreferencesExample = { name: 'form', session: null, preferencesId: EXAMPLE_PREFERENCES_ID, answers: { [`GET ${path}`]: loaded } };

/** Owners' reminders unticked and saved: the saved message. */
export const saved: NotificationPreferencesExample = {
  name: 'saved',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded, [`PUT ${path}`]: { status: 200, body: { data: withoutReminders } } },
  steps: [save({ check: untickReminders })],
};

/** A new address saved: it waits for the link sent to it, and the form says where the notices go meanwhile. */
export const emailPending: NotificationPreferencesExample = {
  name: 'emailPending',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded, [`PUT ${path}`]: { status: 200, body: { data: { ...examplePreferences, pendingEmail: 'olivia.new@example.com' } } } },
  steps: [save({ type: { 'common.email': 'olivia.new@example.com' } })],
};

/** A malformed address saved: the error summary (focused) and the field's error; nothing sent. */
export const invalidSubmit: NotificationPreferencesExample = {
  name: 'invalidSubmit',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded },
  steps: [save({ type: { 'common.email': 'owner@' } })],
};

/** The API refused the save: the error with the server's message, what was typed kept. */
export const saveFailed: NotificationPreferencesExample = {
  name: 'saveFailed',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded, [`PUT ${path}`]: { status: 500, body: { messages: ['The preferences service is unavailable.'] } } },
  steps: [save({ check: untickReminders, type: { 'common.email': 'olivia@example.com' } })],
};

/** Unsubscribe pressed: the question with Unsubscribe and Cancel. */
export const unsubscribeConfirm: NotificationPreferencesExample = {
  name: 'unsubscribeConfirm',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded },
  steps: [unsubscribe],
};

/** Unsubscribe confirmed: the unsubscribed message, both boxes unticked. */
export const unsubscribed: NotificationPreferencesExample = {
  name: 'unsubscribed',
  session: null,
  preferencesId: EXAMPLE_PREFERENCES_ID,
  answers: { [`GET ${path}`]: loaded, [`DELETE ${path}`]: { status: 204 } },
  steps: [unsubscribe, { ...unsubscribe, within: 'notificationPreferences.unsubscribeConfirm' }],
};

/**
 * Every named state.
 * @example for (const example of Object.values(notificationPreferencesExamples)) render(example);
 */
export const notificationPreferencesExamples = {
  loading,
  loadError,
  notFound,
  form,
  saved,
  emailPending,
  invalidSubmit,
  saveFailed,
  unsubscribeConfirm,
  unsubscribed,
} as const;
