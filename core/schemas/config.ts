import { array, boolean, enums, nonempty, optional, pattern, size, string, type, type Infer } from 'superstruct';

// The configuration is written by people (a managing agent, an operator), served as a static file
// and may carry fields of a newer portal version, so every struct here is `type()`: extra fields
// are tolerated, the fields the portal reads are checked.

/**
 * A configuration banner shown by the shell (type, text, dismissible, enabled,
 * requireAuth). `type` is free text on purpose: the shell styles the types it knows (`info`,
 * `warning`, `error`, `success`) and shows any other as `info`, so that one unknown word in a
 * remote file does not throw the whole configuration away.
 * @example is({ type: 'warning', text: 'Planned maintenance on Sunday', dismissible: true, enabled: true, requireAuth: false }, Banner) // true
 */
export const Banner = type({
  type: string(),
  text: string(),
  dismissible: boolean(),
  enabled: boolean(),
  /** Shown only to signed-in users when true. */
  requireAuth: boolean(),
});
export type Banner = Infer<typeof Banner>;

/**
 * The two external review pages the feedback box offers a happy user (a review site
 * and a maps-based review). They are the managing agent's own pages, so they come from the
 * configuration; without them the box thanks the user and offers no links.
 * @example is({ reviewSite: 'https://www.trustpilot.com/review/example.com', mapsReview: 'https://maps.google.com/?cid=1' }, ReviewLinks) // true
 */
export const ReviewLinks = type({
  reviewSite: pattern(string(), /^https:\/\/\S+$/),
  mapsReview: pattern(string(), /^https:\/\/\S+$/),
});
export type ReviewLinks = Infer<typeof ReviewLinks>;

/**
 * The feature flags of the configuration. Each is optional; a flag that is absent is off
 * (`isFeatureEnabled` in core/config).
 * - `ShowResendMfaCodeButton`: the resend button on the multi-factor screen.
 * - `CustomerDetailAddPremises`: add premises to a customer.
 * - `CustomerDetailDeactivate`: deactivate a customer's premises.
 * - `ClientPortalForPropertyManagers`: the client portal for property managers with role sl1.
 * - `RestrictChargesToGlobalAndSl1`: the charges restriction; when on, charges pages are for roles global or sl1 only.
 * @example is({ ShowResendMfaCodeButton: true }, FeatureFlags) // true
 */
export const FeatureFlags = type({
  ShowResendMfaCodeButton: optional(boolean()),
  CustomerDetailAddPremises: optional(boolean()),
  CustomerDetailDeactivate: optional(boolean()),
  ClientPortalForPropertyManagers: optional(boolean()),
  RestrictChargesToGlobalAndSl1: optional(boolean()),
});
export type FeatureFlags = Infer<typeof FeatureFlags>;

/** The name of one feature flag. @example const flag: FeatureFlag = 'ShowResendMfaCodeButton'; */
export type FeatureFlag = keyof FeatureFlags;

/**
 * The deployment a configuration belongs to; it sets the page-title prefix (dev, stage,
 * none in production). `localhost` is not here: it comes from the page's host name, not the file.
 * @example is('stage', Environment) // true
 */
export const Environment = enums(['dev', 'stage', 'production']);
export type Environment = Infer<typeof Environment>;

/**
 * The portal configuration file. Only `baseUrl` is required: a file with the API's address alone
 * starts the portal. `loadConfig` (core/config) fills in the defaults of the fields the file leaves
 * out, so the page reads a `Config` with them (the type below).
 * - `baseUrl`: the API base, an absolute http(s) URL.
 * - `availableLangs`: language codes, at least one; the first is the one loaded. Default `['en']`.
 * - `styleUrls`: custom stylesheets appended to the page. Default none.
 * - `banners`: the shell's banners (`Banner`). Default none.
 * - `environment`: absent means production (no title prefix).
 * - `productName`: absent means the catalogue's `config.productName`.
 * - `languageUrl`: the language file's URL with `{lang}` for the language code, relative to the
 *   configuration's address; absent means `i18n/{lang}.json` beside the element bundles,
 *   `/i18n/{lang}.json` in the portal, and the English that ships with the React components
 *   (core/elements `bootPage`).
 * - `reviewLinks`: the feedback box's review pages (`ReviewLinks`).
 * - `supportEmail`: the support team's address; when given, the portal's error dialogs offer
 *   Contact support (a message sent with `POST /support`, this address to write to besides).
 * A field the portal does not read, such as an older file's `defaultDateFormat`, is accepted and ignored.
 * @example validate({ baseUrl: 'https://api.agent.example' }, Config) // [undefined, { baseUrl: 'https://api.agent.example' }]
 */
export const Config = type({
  baseUrl: pattern(string(), /^https?:\/\/\S+$/),
  // The code becomes part of the language file's URL, so it is held to a language-tag shape.
  availableLangs: optional(size(array(pattern(string(), /^[a-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/)), 1, Infinity)),
  styleUrls: optional(array(nonempty(string()))),
  banners: optional(array(Banner)),
  featureFlags: optional(FeatureFlags),
  environment: optional(Environment),
  productName: optional(nonempty(string())),
  languageUrl: optional(nonempty(string())),
  reviewLinks: optional(ReviewLinks),
  // A plain shape check: the configuration is read by every element at start, and the full
  // address rule (common.ts `email`) would bring its rule machinery into that first chunk.
  supportEmail: optional(pattern(string(), /^\S+@\S+$/)),
});
/**
 * The configuration as the page reads it: the file's fields, with the defaults filled in.
 * Superstruct's `defaulted` would do it in the struct, at a cost the chunk every element loads cannot pay.
 * @example const config: Config = { baseUrl: 'https://api.agent.example', availableLangs: ['en'], styleUrls: [], banners: [] };
 */
export type Config = Infer<typeof Config> & { availableLangs: string[]; styleUrls: string[]; banners: Banner[] };
