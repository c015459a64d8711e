import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { Statement, type StatementProps } from './Statement';
import { statementCss } from './styles';

/**
 * `<portico-statement>`: the statement of one charge account: header, date filter,
 * lines with the balance brought forward on the first page, page sizes, CSV export, print view,
 * important notes and the how-to-pay dialog. The account comes from the `charge-account-id`
 * attribute, else from the page URL's `chargeAccountId` query parameter, so a CMS page linked as
 * `/account/statement/?chargeAccountId={chargeAccountId}` needs no JavaScript. It needs a session:
 * signed out, the compact sign-in shows in its place.
 *
 * @element portico-statement
 * @attr charge-account-id - the charge account; without it, the page URL's `chargeAccountId` query parameter (followed on `popstate`); with neither, a text asking to choose one of the charge accounts
 * @attr charges-href - where "Back to charges" leads; no link without it
 * @event portico-navigate - "Back to charges" was followed (`detail.href`); cancel it to route yourself
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @csspart statement - the statement (header, controls, lines, notes)
 * @csspart back - the "Back to charges" link (with `charges-href`)
 * @csspart header - the statement's header
 * @csspart heading - the service name heading
 * @csspart details - premises, account number, payment method and balance
 * @csspart balance - the balance (or credit) amount
 * @csspart actions - the How to pay, Download CSV and Print buttons
 * @csspart how-to-pay - the How to pay button
 * @csspart export - the Download CSV button
 * @csspart print - the Print button
 * @csspart filter - the date filter
 * @csspart table - the table of lines
 * @csspart paginator - the page size and page controls
 * @csspart notes - the important notes
 * @csspart payment-details - the how-to-pay dialog's content
 * @csspart message - the text asking to choose an account when none is named
 * @example <portico-statement charge-account-id="acc-flat-1-service-charge" charges-href="/account/"></portico-statement>
 */
export const definition = {
  tag: 'portico-statement',
  component: Statement,
  attributes: { chargeAccountId: 'string', chargesHref: 'string' },
  events: ['portico-navigate', 'portico-signed-in'],
  parts: ['statement', 'back', 'header', 'heading', 'details', 'balance', 'actions', 'how-to-pay', 'export', 'print', 'filter', 'table', 'paginator', 'notes', 'payment-details', 'message'],
  needsSession: true,
  summary: "A charge account's statement: header, date filter, paged lines, CSV export, print view, important notes and how to pay.",
  styles: statementCss,
} as const satisfies ElementDefinition<StatementProps>;

/**
 * The `portico-statement` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-statement') instanceof PorticoStatement // true
 */
export const PorticoStatement = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-statement': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-statement': PorticoJsxProps<typeof definition>;
    }
  }
}
