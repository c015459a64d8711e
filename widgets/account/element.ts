import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { Account, type AccountProps } from './Account';
import { accountCss } from './styles';

/**
 * `<portico-account>`: the signed-in user's name, e-mail and role with a Sign out button. It needs
 * a session: signed out, the compact sign-in shows in its place, and a sign-in in any Portico
 * element on the page fills it in.
 *
 * @element portico-account
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @event portico-signed-out - the user signed out here
 * @csspart account - the account card
 * @csspart heading - the card's heading
 * @csspart details - the name, e-mail and role list
 * @csspart sign-out - the Sign out button
 * @example <portico-account></portico-account>
 */
export const definition = {
  tag: 'portico-account',
  component: Account,
  needsSession: true,
  events: ['portico-signed-in', 'portico-signed-out'],
  parts: ['account', 'heading', 'details', 'sign-out'],
  summary: "The signed-in user's name, e-mail and role with a Sign out button; the compact sign-in while signed out.",
  // The compact sign-in that stands in its place while signed out adopts its own CSS.
  styles: accountCss,
} as const satisfies ElementDefinition<AccountProps>;

/**
 * The `portico-account` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-account') instanceof PorticoAccount // true
 */
export const PorticoAccount = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-account': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-account': PorticoJsxProps<typeof definition>;
    }
  }
}
