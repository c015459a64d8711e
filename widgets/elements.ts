// Defines every Portico element (`import '@portico/portal/elements'`), like GOV.UK's all.mjs: one import
// per `widgets/<area>/element.ts`. Each definition is guarded, so importing an element file again
// (or a CDN bundle of it) is harmless. tests/packaged checks that no element is missing here.

/**
 * `<portico-signin>`: the sign-in element.
 * @example import '@portico/portal/elements'; document.body.append(document.createElement('portico-signin'));
 */
export { definition as signinDefinition } from './signin/element';

/**
 * `<portico-account>`: the signed-in user's account, or the compact sign-in when signed out.
 * @example import { accountDefinition } from '@portico/portal/elements'; accountDefinition.tag // 'portico-account'
 */
export { definition as accountDefinition } from './account/element';

/**
 * `<portico-charges>`: the signed-in resident's balances, premises and charge accounts.
 * @example import { chargesDefinition } from '@portico/portal/elements'; chargesDefinition.tag // 'portico-charges'
 */
export { definition as chargesDefinition } from './charges/element';

/**
 * `<portico-statement>`: a charge account's statement (the account from `charge-account-id` or the URL's `chargeAccountId`).
 * @example import { statementDefinition } from '@portico/portal/elements'; statementDefinition.tag // 'portico-statement'
 */
export { definition as statementDefinition } from './statement/element';

/**
 * `<portico-news>`: the news of the user's developments (search, category, pages of five, one highlighted item).
 * @example import { newsDefinition } from '@portico/portal/elements'; newsDefinition.tag // 'portico-news'
 */
export { definition as newsDefinition } from './news/element';

/**
 * `<portico-requests>`: the user's requests (list, raise form in a dialog, one request with its messages).
 * @example import { requestsDefinition } from '@portico/portal/elements'; requestsDefinition.tag // 'portico-requests'
 */
export { definition as requestsDefinition } from './requests/element';

/**
 * `<portico-facility-booking>`: facility booking (the week of slots, booking, upcoming bookings, one booking with its note and Cancel booking).
 * @example import { facilityBookingDefinition } from '@portico/portal/elements'; facilityBookingDefinition.tag // 'portico-facility-booking'
 */
export { definition as facilityBookingDefinition } from './facility-booking/element';

/**
 * `<portico-signup>`: sign-up by invitation in three steps.
 * @example import { signupDefinition } from '@portico/portal/elements'; signupDefinition.tag // 'portico-signup'
 */
export { definition as signupDefinition } from './signup/element';

/**
 * `<portico-notification-preferences>`: the public notification preferences page (the id from `preferences-id` or the URL's `preferencesId`; no session).
 * @example import { notificationPreferencesDefinition } from '@portico/portal/elements'; notificationPreferencesDefinition.tag // 'portico-notification-preferences'
 */
export { definition as notificationPreferencesDefinition } from './notification-preferences/element';
