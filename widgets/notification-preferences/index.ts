// The notification preferences area's public surface: the component (no side effects).
// `element.ts` defines the `portico-notification-preferences` element.
export { NotificationPreferences, PREFERENCES_ID_QUERY_PARAMETER, type NotificationPreferencesProps } from './NotificationPreferences';
export { PreferencesForm, type PreferencesFormProps } from './PreferencesForm';
export { preferencesRules } from './rules';
