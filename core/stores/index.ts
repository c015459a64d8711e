// The stores of the user's data, one module per area (DESIGN.md: components read stores and call
// their actions; actions call the endpoint functions of core/api). Each registers its reset with
// core/session, so sign-out empties it (spec 1 §4).
export { $developments } from './developments';
export { $charges } from './charges';
export { $news, developmentNewsStore } from './news';
export { ticketsStore, $ticketCategories, $ticketOwnerTypes } from './tickets';
export { $premisesDetails } from './premises';
export {
  facilitiesStore,
  facilityStore,
  slotsStore,
  facilityBookingsStore,
  developmentBookingsStore,
  bookingStore,
  $bookingInfo,
  $userMetadata,
} from './facilities';
export { documentsStore } from './documents';
export { $notificationCount, notificationsStore, markAsRead, markAllAsRead, NOTIFICATION_COUNT_POLL_MS } from './notifications';
export { resourceStore, updateResource, type ResourceStore, type ResourceValue, type ResourceDefinition } from './query';
export { $signup, startSignup, confirmSignupIdentity, completeSignup, resetSignup, type SignupStep, type SignupOutcome } from './signup';
export { $cookieConsent, setCookieConsent, COOKIE_CONSENT_KEY, type CookieConsent } from './cookie-consent';
