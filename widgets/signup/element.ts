import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { Signup, type SignupProps } from './Signup';
import { signupCss } from './styles';

/**
 * `<portico-signup>`: sign-up by invitation. Three steps with a
 * side panel naming them: Invitation Key (prefilled from `invitation-key` or the page URL's
 * `invitationKey`, and then submitted at once), Confirm Identity (the e-mail, locked when the
 * invitation knows it, else typed twice; the tenant reference number where the role needs one),
 * and Create Portal Profile (picture resized to 132 pixels wide, title, names, numbers, password,
 * news and cookie preferences, terms and privacy links). An admin invitation goes from step 1 to 3.
 * A used key or an address that already has an account ends in its dialog and then `signin-href`;
 * an e-mail the invitation did not know ends in the confirm-e-mail dialog and then `signin-href`;
 * otherwise the new user is signed in (every element on the page follows) and, with `done-href`,
 * sent there. No session needed.
 *
 * Steps move in place; with `step-href` each move emits a cancelable `portico-navigate` with that
 * step's address and, unless a host cancels it, pushes it to the URL. A routing host (the shell at
 * /signup/{step}) cancels it and sets `step`.
 *
 * @element portico-signup
 * @attr step - the step a routing host shows, 1 to 3; a step 2 or 3 without an invitation key returns to 1
 * @attr step-href - href template of a step: `{step}`; without it the URL does not change between steps
 * @attr invitation-key - the key to prefill and submit at once; without it, the URL's `invitationKey`
 * @attr signin-href - the sign-in page, after the used-key, existing-user and confirm-e-mail dialogs (default /signin)
 * @attr done-href - where a newly signed-in user goes; without it the element says they are signed in
 * @attr terms-href - the terms and conditions, linked on step 3 (opens in a new tab)
 * @attr privacy-href - the privacy policy, linked on step 3 (opens in a new tab)
 * @attr heading-level - level of the step's heading, 1 to 5 (default 2); the groups are one below
 * @event portico-navigate - a step changed (with `step-href`), or the flow leaves for `signin-href` or `done-href`; `detail.href`; cancelable
 * @event portico-signed-in - the new user was signed in at the end of step 3; `detail.userId`
 * @csspart signup - the element's root
 * @csspart steps - the side panel listing the steps
 * @csspart step - one step in the panel (with one of the three below)
 * @csspart step-current - the step shown now
 * @csspart step-done - a step already done
 * @csspart step-todo - a step still to come
 * @csspart heading - the current step's heading
 * @csspart form - the current step's form
 * @csspart continue - the Continue button of steps 1 and 2
 * @csspart back - the Back button of steps 2 and 3
 * @csspart picture - the profile picture field and its preview
 * @csspart remove-picture - the button that removes the chosen picture
 * @csspart show-password - the button that shows or hides the password
 * @csspart news-preferences - the news preferences group
 * @csspart cookie-preferences - the cookie preferences group
 * @csspart terms - the terms and privacy links
 * @csspart register - the Register button
 * @csspart done - the message once signed in (without `done-href`)
 * @example <portico-signup signin-href="/account/" done-href="/account/" terms-href="/terms/"></portico-signup>
 */
export const definition = {
  tag: 'portico-signup',
  component: Signup,
  attributes: {
    step: 'number',
    stepHref: 'string',
    invitationKey: 'string',
    signinHref: 'string',
    doneHref: 'string',
    termsHref: 'string',
    privacyHref: 'string',
    headingLevel: 'number',
  },
  events: ['portico-navigate', 'portico-signed-in'],
  parts: [
    'signup',
    'steps',
    'step',
    'step-current',
    'step-done',
    'step-todo',
    'heading',
    'form',
    'continue',
    'back',
    'picture',
    'remove-picture',
    'show-password',
    'news-preferences',
    'cookie-preferences',
    'terms',
    'register',
    'done',
  ],
  needsSession: false,
  summary: 'Sign-up by invitation in three steps (key, identity, profile), ending signed in or with the confirm-e-mail dialog.',
  styles: signupCss,
} as const satisfies ElementDefinition<SignupProps>;

/**
 * The `portico-signup` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-signup') instanceof PorticoSignup // true
 */
export const PorticoSignup = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-signup': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-signup': PorticoJsxProps<typeof definition>;
    }
  }
}
