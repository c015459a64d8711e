// The widgets layer's public surface, and the npm package's main entry (`import { SignIn } from
// '@portico/portal'`): the React components, free of side effects, for hosts that render React
// themselves, and `PorticoProvider`, which starts Portico on the page before they render. Each
// component takes the typed `on…` callback props of its area's events (from the area's element
// definition: one list), beside `emit`. Hosts that want custom elements import
// `@portico/portal/elements` instead.
import { withEventCallbacks, type PorticoElementEvents } from '../core/elements';
import { Account as AccountView } from './account';
import type { definition as accountElement } from './account/element';
import { Charges as ChargesView } from './charges';
import type { definition as chargesElement } from './charges/element';
import { FacilityBooking as FacilityBookingView } from './facility-booking';
import type { definition as facilityBookingElement } from './facility-booking/element';
import { News as NewsView, NewsFeed as NewsFeedView } from './news';
import type { definition as newsElement } from './news/element';
import { RaiseRequest as RaiseRequestView, RequestDetail as RequestDetailView, RequestList as RequestListView, Requests as RequestsView } from './requests';
import type { definition as requestsElement } from './requests/element';
import { CompactSignIn as CompactSignInView, SignIn as SignInView } from './signin';
import type { definition as signinElement } from './signin/element';
import { Signup as SignupView } from './signup';
import type { definition as signupElement } from './signup/element';
import { Statement as StatementComponent } from './statement';
import type { definition as statementElement } from './statement/element';

/**
 * Starts Portico (configuration, language file, signed-in user, stylesheet) and renders its
 * children once the page is ready: wrap the components in it once.
 * @example import { PorticoProvider, SignIn } from '@portico/portal'; <PorticoProvider configUrl="/portico/config.json"><SignIn /></PorticoProvider>
 */
export { PorticoProvider, type PorticoProviderProps } from '../core/elements/PorticoProvider';
export type { EmitFn, PorticoEvent, PorticoEventMap, PorticoEventName, PorticoEventCallbacks } from '../core/events';

type SignInEvents = PorticoElementEvents<typeof signinElement>;
type AccountEvents = PorticoElementEvents<typeof accountElement>;
type ChargesEvents = PorticoElementEvents<typeof chargesElement>;
type StatementEvents = PorticoElementEvents<typeof statementElement>;
type NewsEvents = PorticoElementEvents<typeof newsElement>;
type RequestsEvents = PorticoElementEvents<typeof requestsElement>;
type SignupEvents = PorticoElementEvents<typeof signupElement>;
type FacilityBookingEvents = PorticoElementEvents<typeof facilityBookingElement>;

/**
 * The sign-in form (password, then the 6-digit MFA step); `onSignedIn`, `onSignedOut`, `onNavigate`.
 * @example import { SignIn } from '@portico/portal'; <SignIn onSignedIn={(event) => console.log(event.detail.userId)} />
 */
export const SignIn = /* @__PURE__ */ withEventCallbacks<SignInEvents>()(SignInView);

/**
 * The sign-in form's compact layout, as the areas that need a session show it.
 * @example import { CompactSignIn } from '@portico/portal'; <CompactSignIn onSignedIn={() => refresh()} />
 */
export const CompactSignIn = /* @__PURE__ */ withEventCallbacks<SignInEvents>()(CompactSignInView);
export type { SignInProps } from './signin';

/**
 * The signed-in user's name, e-mail and role, with a Sign out button; `onSignedIn`, `onSignedOut`.
 * @example import { Account } from '@portico/portal'; <Account onSignedOut={() => router.push('/')} />
 */
export const Account = /* @__PURE__ */ withEventCallbacks<AccountEvents>()(AccountView);
export type { AccountProps } from './account';

/**
 * The resident's charges: consolidated balance, premises, charge accounts, bills and statement links; `onNavigate`, `onSignedIn`.
 * @example import { Charges } from '@portico/portal'; <Charges statementHref="/charges/{chargeAccountId}/statement" onNavigate={(event) => { event.preventDefault(); router.push(event.detail.href); }} />
 */
export const Charges = /* @__PURE__ */ withEventCallbacks<ChargesEvents>()(ChargesView);
export type { ChargesProps } from './charges';

/**
 * A charge account's statement: `Statement` loads it (by `chargeAccountId`), `StatementView` shows one already loaded (no events); `onNavigate`, `onSignedIn`.
 * @example import { Statement } from '@portico/portal'; <Statement chargeAccountId="acc-flat-1-service-charge" chargesHref="/account/" />
 */
export const Statement = /* @__PURE__ */ withEventCallbacks<StatementEvents>()(StatementComponent);
export { StatementView, type StatementProps, type StatementViewProps } from './statement';

/**
 * The news of the user's developments: `News` loads it, `NewsFeed` shows items already loaded; `onNavigate`, `onSignedIn`.
 * @example import { News } from '@portico/portal'; <News newsHref="/news/?highlightNewsId={newsId}" onNavigate={(event) => console.log(event.detail.href)} />
 */
export const News = /* @__PURE__ */ withEventCallbacks<NewsEvents>()(NewsView);
/** News items already loaded. @example <NewsFeed news={items} /> */
export const NewsFeed = /* @__PURE__ */ withEventCallbacks<NewsEvents>()(NewsFeedView);
export type { NewsProps, NewsFeedProps } from './news';

/**
 * The user's requests: `Requests` (list, detail, raise dialog), `RaiseRequest` (the form alone), `RequestList`, `RequestDetail`; `onNavigate`, `onRequestRaised`, `onSignedIn`.
 * @example import { Requests } from '@portico/portal'; <Requests detailHref="/requests/?requestId={requestId}" onRequestRaised={(event) => console.log(event.detail.requestId)} />
 */
export const Requests = /* @__PURE__ */ withEventCallbacks<RequestsEvents>()(RequestsView);
/** The raise-request form alone. @example <RaiseRequest onRequestRaised={(event) => open(event.detail.requestId)} /> */
export const RaiseRequest = /* @__PURE__ */ withEventCallbacks<RequestsEvents>()(RaiseRequestView);
/** The list of the user's requests. @example <RequestList detailHref="/requests/?requestId={requestId}" /> */
export const RequestList = /* @__PURE__ */ withEventCallbacks<RequestsEvents>()(RequestListView);
/** One request with its messages. @example <RequestDetail requestId="REQ-1" /> */
export const RequestDetail = /* @__PURE__ */ withEventCallbacks<RequestsEvents>()(RequestDetailView);
export type { RequestsProps, RaiseRequestProps, RequestListProps, RequestDetailProps } from './requests';

/**
 * Facility booking: the development and facility, the week of slots, booking with a note, the upcoming bookings and one booking (Add to calendar, note, Cancel booking); `onBookingCreated`, `onBookingCancelled`, `onNavigate`, `onSignedIn`.
 * @example import { FacilityBooking } from '@portico/portal'; <FacilityBooking developmentId="dev-riverside-wharf" onBookingCreated={(event) => console.log(event.detail.bookingId)} />
 */
export const FacilityBooking = /* @__PURE__ */ withEventCallbacks<FacilityBookingEvents>()(FacilityBookingView);
export type { FacilityBookingProps, BookingSelection } from './facility-booking';

/**
 * Sign-up by invitation: the three steps (invitation key, identity, profile) with their side panel; `onNavigate`, `onSignedIn`.
 * @example import { Signup } from '@portico/portal'; <Signup signinHref="/signin" stepHref="/signup/{step}" onSignedIn={() => router.push('/')} />
 */
export const Signup = /* @__PURE__ */ withEventCallbacks<SignupEvents>()(SignupView);
export type { SignupProps } from './signup';

/**
 * The public notification preferences page: `NotificationPreferences` loads it by id (no session), `NotificationPreferencesForm` is the form alone. It dispatches no events.
 * @example import { NotificationPreferences } from '@portico/portal'; <NotificationPreferences preferencesId="NP-OWNER-1" />
 */
export { NotificationPreferences, NotificationPreferencesForm, type NotificationPreferencesProps, type NotificationPreferencesFormProps } from './notification-preferences';
