import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { Charges, type ChargesProps } from './Charges';
import { chargesCss } from './styles';

/**
 * `<portico-charges>`: the signed-in resident's charges: the consolidated balance,
 * each development's premises (name, legal owner, total balance) and the selected premises'
 * charge accounts (service, account number, payment method, balance) with Download bill and View
 * statement. A positive balance is labelled Balance, a negative one Credit. Wide screens
 * (`min-width: 48rem`) show the list and the detail side by side and open the first premises by
 * themselves; narrow screens open the detail as a modal dialog (Escape or Close closes it, focus
 * returns to the row). With the configuration flag `RestrictChargesToGlobalAndSl1` on, only roles
 * global or sl1 see charges; anybody else gets a message and no call is made. It needs a session:
 * signed out, the compact sign-in shows in its place.
 *
 * The statement belongs to one charge account (a premises has several: service charge, ground
 * rent), so `statement-href` is filled per account: `{chargeAccountId}` (and `{premisesId}`). The
 * shell's statement route is `/charges/{chargeAccountId}/statement`, as is the API's
 * `GET /charges/{chargeAccountId}/statement`; `/charges/{premisesId}` is this view with that
 * premises open (`premises-id`).
 *
 * @element portico-charges
 * @attr premises-id - the premises to open first (the shell mounts the view at `/charges/{premisesId}`); a later change selects that premises, as a routing host does when its address changes. Unknown ids fall back to the default
 * @attr statement-href - href template of each account's View statement link: `{chargeAccountId}` and `{premisesId}` (core/elements `hrefFrom`); no template, no link
 * @attr premises-href - optional href template of the premises rows: `{premisesId}`. With it the rows are links (that emit `portico-navigate`); without it, buttons that select in place
 * @attr heading-level - level of the view's headings (developments, the panel), 1 to 5 (default 2); each account's heading is one below
 * @event portico-navigate - View statement or (with `premises-href`) a premises was chosen; `detail.href`; cancelable: a routing host cancels it and routes
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @csspart charges - the view's root, in every state
 * @csspart summary - the consolidated balance
 * @csspart developments - the list of developments
 * @csspart development - one development with its premises table
 * @csspart premises - a premises row's name (button, or link with `premises-href`)
 * @csspart detail - the detail panel of the selected premises (wide screens)
 * @csspart accounts - the list of the premises' charge accounts
 * @csspart account - one charge account
 * @csspart amount - an amount of money with its Balance or Credit label
 * @csspart download-bill - an account's Download bill button
 * @csspart statement-link - an account's View statement link
 * @csspart empty - the empty text (no premises, or no accounts for a premises)
 * @csspart restricted - the message shown when charges are restricted
 * @example <portico-charges statement-href="/account/statement/?chargeAccountId={chargeAccountId}"></portico-charges>
 */
export const definition = {
  tag: 'portico-charges',
  component: Charges,
  attributes: { premisesId: 'string', statementHref: 'string', premisesHref: 'string', headingLevel: 'number' },
  needsSession: true,
  events: ['portico-navigate', 'portico-signed-in'],
  parts: ['charges', 'summary', 'developments', 'development', 'premises', 'detail', 'accounts', 'account', 'amount', 'download-bill', 'statement-link', 'empty', 'restricted'],
  summary: "The signed-in resident's consolidated balance, premises and charge accounts, with bill downloads and statement links; the compact sign-in while signed out.",
  styles: chargesCss,
} as const satisfies ElementDefinition<ChargesProps>;

/**
 * The `portico-charges` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-charges') instanceof PorticoCharges // true
 */
export const PorticoCharges = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-charges': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-charges': PorticoJsxProps<typeof definition>;
    }
  }
}
