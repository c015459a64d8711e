import { nonempty, optional, pattern, string, type, type Infer } from 'superstruct';

// The configuration keys only the portal shell reads, each on the page that uses it. They are not
// in `Config`, which every element checks at start: the elements take the same things as
// attributes, and the chunk they share has no bytes to spare. Imported by file, not through the
// schemas barrel, for the same reason.

/**
 * A page of the managing agent's the portal links to: an http(s) address, or a path of the
 * portal's own site (never `//host`, another site, nor a `javascript:` address).
 * @example is('/terms/', LinkHref) // true
 */
export const LinkHref = pattern(string(), /^(?:https?:\/\/\S+|\/(?![/\\])\S*)$/);

/**
 * The identity provider the portal's sign-in page offers (single sign-on): its name, for
 * the Sign in with button, and the address that starts its sign-in. The provider sends the user
 * back to the portal's /signin/sso with the token (shell/README.md).
 * @example is({ name: 'Agent ID', signInUrl: 'https://id.agent.example/authorize' }, IdentityProvider) // true
 */
export const IdentityProvider = type({
  name: nonempty(string()),
  signInUrl: pattern(string(), /^https?:\/\/\S+$/),
});
export type IdentityProvider = Infer<typeof IdentityProvider>;

/**
 * The portal's own configuration keys, beside `Config`'s in the same file:
 * - `termsHref`, `privacyHref`: the terms and the privacy policy the portal's sign-up links on step 3
 *  , as the sign-up element's `terms-href` and `privacy-href` do (`LinkHref`);
 * - `identityProvider`: the sign-in page offers single sign-on with it (`IdentityProvider`).
 * @example const keys: PortalConfig = { termsHref: '/terms/', identityProvider: { name: 'Agent ID', signInUrl: 'https://id.agent.example/authorize' } };
 */
export const PortalConfig = type({
  termsHref: optional(LinkHref),
  privacyHref: optional(LinkHref),
  identityProvider: optional(IdentityProvider),
});
export type PortalConfig = Infer<typeof PortalConfig>;
