import { boolean, nullable, object, optional, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { email } from './common';

/**
 * Notification preferences, on the user and on the public page `/notification-preferences/{id}`
 * (`GET /notification-preferences/{id}`). `email` is where the notices go;
 * `pendingEmail` (our extension, absent from an agent's API that confirms nothing) is a new
 * address saved but not yet confirmed by the link e-mailed to it.
 *
 * @example
 * const preferences: NotificationPreferences = { ownersCorrespondence: true, ownersReminders: false, email: 'owner@example.com', pendingEmail: null };
 */
export const NotificationPreferences = type({
  ownersCorrespondence: boolean(),
  ownersReminders: boolean(),
  email: string(),
  pendingEmail: optional(nullable(string())),
});
export type NotificationPreferences = Infer<typeof NotificationPreferences>;

/**
 * `PUT /notification-preferences/{id}`: the preferences, with a valid e-mail. Unsubscribing is the
 * `DELETE` of the same path, with no body.
 *
 * @example
 * const update: NotificationPreferencesUpdate = { ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com' };
 */
export const NotificationPreferencesUpdate = object({
  ownersCorrespondence: boolean(),
  ownersReminders: boolean(),
  email,
});
export type NotificationPreferencesUpdate = Infer<typeof NotificationPreferencesUpdate>;
