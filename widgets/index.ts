// The widgets layer's public surface, and the npm package's main entry (`import { SignIn } from
// 'portico'`): the React components, free of side effects, for hosts that render React
// themselves. Hosts that want custom elements import `portico/elements` instead.

/**
 * The sign-in form (password, then the 6-digit MFA step) and its compact layout.
 * @example import { SignIn } from 'portico'; <SignIn emit={(name, detail) => true} />
 */
export { SignIn, CompactSignIn, type SignInProps } from './signin';

/**
 * The signed-in user's name, e-mail and role, with a Sign out button.
 * @example import { Account } from 'portico'; <Account emit={() => true} />
 */
export { Account, type AccountProps } from './account';

/**
 * The resident's charges: consolidated balance, premises, charge accounts, bills and statement links.
 * @example import { Charges } from 'portico'; <Charges statementHref="/charges/{chargeAccountId}/statement" emit={() => true} />
 */
export { Charges, type ChargesProps } from './charges';

/**
 * A charge account's statement: `Statement` loads it (by `chargeAccountId`), `StatementView` shows one already loaded.
 * @example import { Statement } from 'portico'; <Statement chargeAccountId="acc-flat-1-service-charge" chargesHref="/account/" />
 */
export { Statement, StatementView, type StatementProps, type StatementViewProps } from './statement';

/**
 * The news of the user's developments: `News` loads it, `NewsFeed` shows items already loaded.
 * @example import { News } from 'portico'; <News newsHref="/news/?highlightNewsId={newsId}" emit={() => true} />
 */
export { News, NewsFeed, type NewsProps, type NewsFeedProps } from './news';

/**
 * The user's requests: `Requests` (list, detail, raise dialog), `RaiseRequest` (the form alone), `RequestList`, `RequestDetail`.
 * @example import { Requests } from 'portico'; <Requests detailHref="/requests/?requestId={requestId}" emit={() => true} />
 */
export { Requests, RaiseRequest, RequestList, RequestDetail, type RequestsProps, type RaiseRequestProps, type RequestListProps, type RequestDetailProps } from './requests';

/**
 * Sign-up by invitation: the three steps (invitation key, identity, profile) with their side panel.
 * @example import { Signup } from 'portico'; <Signup signinHref="/signin" stepHref="/signup/{step}" emit={() => true} />
 */
export { Signup, type SignupProps } from './signup';

/**
 * The public notification preferences page: `NotificationPreferences` loads it by id (no session), `NotificationPreferencesForm` is the form alone.
 * @example import { NotificationPreferences } from 'portico'; <NotificationPreferences preferencesId="NP-OWNER-1" />
 */
export { NotificationPreferences, NotificationPreferencesForm, type NotificationPreferencesProps, type NotificationPreferencesFormProps } from './notification-preferences';
