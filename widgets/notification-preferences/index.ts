// The notification preferences area's public surface: the component (no side effects).
// `element.ts` defines the `portico-notification-preferences` element.
export { NotificationPreferences, PREFERENCES_ID_QUERY_PARAMETER, type NotificationPreferencesProps } from './NotificationPreferences';
export { NotificationPreferencesForm, type NotificationPreferencesFormProps } from './NotificationPreferencesForm';
export { PendingEmail, type PendingEmailProps } from './PendingEmail';
export { preferencesRules } from './rules';
