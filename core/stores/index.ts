// The stores of the user's data, one module per area (DESIGN.md: components read stores and call
// their actions; actions call the endpoint functions of core/api). Each registers its reset with
// core/session, so sign-out empties it (spec 1 §4).
export {
  $developments,
  $charges,
  $news,
  developmentNewsStore,
  ticketsStore,
  $ticketCategories,
  $ticketOwnerTypes,
  $premisesDetails,
} from './resources';
export { resourceStore, type ResourceStore, type ResourceDefinition } from './query';
export { $signup, startSignup, confirmSignupIdentity, completeSignup, resetSignup, type SignupStep, type SignupOutcome } from './signup';
export { $cookieConsent, setCookieConsent, COOKIE_CONSENT_KEY, type CookieConsent } from './cookie-consent';
