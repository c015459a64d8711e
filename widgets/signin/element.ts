import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { LazySignIn } from './LazyCompactSignIn';
import type { SignInProps } from './SignIn';
import { signInCss } from './styles';

// What the element shows first, kept while it loads (core/elements' loading height): the form while
// signed out, the one-line signed-in panel after.
const loadingHeightCss = `:host { --portico-loading-height: 5.25rem; } .portico-signed-out { --portico-loading-height: 19.5rem; }`;

/**
 * `<portico-signin>`: e-mail and password sign-in, then the 6-digit code when the account asks
 * for one (with a resend button under the `ShowResendMfaCodeButton` flag); signed in, the user's
 * name and a Sign out button. It shares the page's session with every other Portico element.
 *
 * @element portico-signin
 * @attr forgot-password-href - where "Forgot your password?" leads (the host's forgotten-password page); without it the link is not shown. A click emits a cancelable `portico-navigate` first, so a host that routes itself can take over
 * @event portico-signed-in - the user signed in here; `detail.userId`
 * @event portico-signed-out - the user signed out here (emitted even when the server call failed: the page's session is cleared either way)
 * @event portico-navigate - "Forgot your password?" was followed; `detail.href`; cancelable: a routing host cancels it and routes
 * @csspart form - the sign-in or code form
 * @csspart heading - the form's heading
 * @csspart submit - the form's submit button
 * @csspart resend - the resend-code button (with the feature flag)
 * @csspart signed-in - the "Signed in as" panel
 * @csspart sign-out - the Sign out button
 * @csspart forgot-password - the "Forgot your password?" link (with `forgot-password-href`)
 * @example <portico-signin config-url="/portico/config.json"></portico-signin>
 */
export const definition = {
  tag: 'portico-signin',
  // Loaded on demand: the form and react-hook-form come with it, not with the element's file.
  component: LazySignIn,
  attributes: { forgotPasswordHref: 'string' },
  events: ['portico-signed-in', 'portico-signed-out', 'portico-navigate'],
  parts: ['form', 'heading', 'submit', 'resend', 'signed-in', 'sign-out', 'forgot-password'],
  summary: 'Sign-in with e-mail and password, then the 6-digit verification code when asked; signed in, the user and a Sign out button.',
  styles: loadingHeightCss + signInCss,
} as const satisfies ElementDefinition<SignInProps>;

/**
 * The `portico-signin` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-signin') instanceof PorticoSignIn // true
 */
export const PorticoSignIn = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-signin': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-signin': PorticoJsxProps<typeof definition>;
    }
  }
}
