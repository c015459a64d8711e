import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { NotificationPreferences, type NotificationPreferencesProps } from './NotificationPreferences';
import { notificationPreferencesCss } from './styles';

/**
 * `<portico-notification-preferences>`: the public notification preferences page (§3,
 * §4), opened from a link in an e-mail by someone who need not be signed
 * in: no session is asked for, the id is the key. The id comes from the `preferences-id`
 * attribute, else from the page URL's `preferencesId` query parameter, so a CMS page linked as
 * `/preferences/?preferencesId={id}` needs no script. A spinner while it loads; a failure in an
 * error alert with Try again; an unknown id (or none) says the preferences could not be found
 * (only users registered in the portal have them) and shows no form. Otherwise: Owners'
 * correspondence and Owners' reminders checkboxes and the e-mail (required, valid) with Save, and
 * Unsubscribe, which asks to confirm first and then turns both off. Each ends in its success
 * message; a failure shows the error and keeps what was typed.
 *
 * @element portico-notification-preferences
 * @attr preferences-id - the preferences page's id, as in `/notification-preferences/{id}`; without it, the page URL's `preferencesId` query parameter (so a CMS page needs no script)
 * @attr heading-level - level of the view's heading, 1 to 5 (default 2)
 * @csspart notification-preferences - the view's root, in every state
 * @csspart heading - the Notification preferences heading
 * @csspart not-found - the text shown for an unknown id
 * @csspart notice - the success message (saved, unsubscribed)
 * @csspart form - the preferences form
 * @csspart choices - the group of checkboxes
 * @csspart checkbox - each checkbox
 * @csspart email - the e-mail field
 * @csspart pending-email - a new address waiting for its link, and where the notices go meanwhile
 * @csspart save - the Save button
 * @csspart unsubscribe - the unsubscribe area
 * @csspart unsubscribe-button - the Unsubscribe button that asks to confirm
 * @csspart unsubscribe-confirm - the confirmation: the question, Unsubscribe and Cancel
 * @csspart confirm-unsubscribe - the Unsubscribe button of the confirmation
 * @csspart cancel-unsubscribe - the Cancel button of the confirmation
 * @example <portico-notification-preferences preferences-id="NP-OWNER-1"></portico-notification-preferences>
 */
export const definition = {
  tag: 'portico-notification-preferences',
  component: NotificationPreferences,
  attributes: { preferencesId: 'string', headingLevel: 'number' },
  parts: [
    'notification-preferences',
    'heading',
    'not-found',
    'notice',
    'form',
    'choices',
    'checkbox',
    'email',
    'pending-email',
    'save',
    'unsubscribe',
    'unsubscribe-button',
    'unsubscribe-confirm',
    'confirm-unsubscribe',
    'cancel-unsubscribe',
  ],
  // A public page: the id in its link is the key, nobody signs in (spec 1 §2).
  needsSession: false,
  summary: 'The public notification preferences page: two kinds of e-mail and the address, Save, and Unsubscribe after a confirmation; no session.',
  styles: notificationPreferencesCss,
} as const satisfies ElementDefinition<NotificationPreferencesProps>;

/**
 * The `portico-notification-preferences` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-notification-preferences') instanceof PorticoNotificationPreferences // true
 */
export const PorticoNotificationPreferences = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-notification-preferences': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-notification-preferences': PorticoJsxProps<typeof definition>;
    }
  }
}
