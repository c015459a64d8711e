import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { Requests, type RequestsProps } from './Requests';
import { requestsCss } from './styles';

/**
 * `<portico-requests>`: the signed-in user's requests (cases). The
 * list, My requests, ten per page
 * newest first with status, raised and last-updated dates, and Raise request above it, which
 * opens the raise form in a modal dialog: customers choose development, premises, subject,
 * message, files, category and (where the development has site staff) the audience, with the
 * office-hours and out-of-hours numbers; clients choose development, subject, message and files,
 * sent to the property manager. An invalid submit focuses the error summary; what was typed is
 * kept as a draft for the tab until it is raised or the user signs out; files upload after the
 * request is created, each with its progress, and a failed file is retried alone. After success:
 * Continue and Raise another. One request shows its details, files (downloaded with the
 * session's token), Messages oldest first and the composer (Your message, Send message, Attach
 * files), or a note when it is Closed. It needs a session: signed out, the compact sign-in shows.
 *
 * The request shown: `request-id`, else the page URL's `requestId` query parameter, else the
 * list. With `detail-href` each request is a link (cancelable `portico-navigate` first); without
 * it, a button that shows the request in place and, unless a host cancels the `portico-navigate`
 * it emits, pushes the URL with `?requestId=`. Back to requests: a link to `list-href`, else a
 * button back to the list in place, dropping `requestId` from the URL the same way.
 *
 * @element portico-requests
 * @attr request-id - the request to show; without it, the page URL's `requestId` query parameter (followed on `popstate`); else the list
 * @attr detail-href - href template of each request in the list: `{requestId}` (a cancelable `portico-navigate` first); without it the request opens in place and `?requestId=` is pushed (unless a host cancels `portico-navigate`)
 * @attr list-href - where Back to requests leads; without it a button back to the list in place, dropping `requestId` from the URL the same way
 * @attr office-hours-phone - the number customers call in office hours, shown in the raise form before a development is chosen and where the chosen development's contacts have none
 * @attr out-of-hours-phone - the emergency number out of hours, shown in the raise form before a development is chosen and where the chosen development has no out-of-hours line
 * @attr development-id - only that development's requests (`GET /tickets?developmentId=`); the raise form preselects it
 * @attr heading-level - level of the main heading, 1 to 5 (default 2); the rest are below it
 * @event portico-navigate - a request or Back to requests link was followed, or a request was opened or left in place (the URL's requestId); `detail.href`; cancelable: a routing host cancels it and routes
 * @event portico-request-raised - a request was raised (its files saved or left behind by choice); `detail.requestId`
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @csspart requests - the view's root, in every state
 * @csspart list-view - My requests: heading, Raise request, the list and its pages
 * @csspart raise-button - the Raise request button
 * @csspart list - the list of requests
 * @csspart item - one request in the list
 * @csspart title - a request's title in the list
 * @csspart status - a request's status badge
 * @csspart dates - when a request was raised and last updated
 * @csspart empty - the text shown when there are no requests
 * @csspart detail - one request, with Back to requests
 * @csspart back - the Back to requests button or link
 * @csspart detail-title - the request's title in the detail
 * @csspart description - the request's message
 * @csspart attachments - the request's files
 * @csspart attachment - one file (a button that downloads it)
 * @csspart feed - the Messages list, oldest first
 * @csspart event - one feed event
 * @csspart composer - the message form: Your message, Send message, Attach files
 * @csspart send - the Send message button
 * @csspart closed - the note shown instead of the composer on a Closed request
 * @csspart close-request - Close request, for the raising side of a request not yet closed
 * @csspart confirm-close - the close question's Close request button (only staff can reopen it)
 * @csspart status-form - staff's Request status and Change status
 * @csspart change-status - staff's Change status button
 * @csspart raise - the raise form's root (in the dialog)
 * @csspart form - the raise form
 * @csspart phones - the office-hours and out-of-hours numbers
 * @csspart client-note - the note that a client's request goes to the property manager
 * @csspart category - the category radio group
 * @csspart audience - the audience radio group
 * @csspart countdown - the characters remaining (or too many) under a message field
 * @csspart files - Attach files: the input, its hint, refused files and the chosen files
 * @csspart file-input - the Attach files input
 * @csspart file-problems - the chosen files refused, each with its reason
 * @csspart upload-list - the chosen files
 * @csspart upload - one chosen file
 * @csspart progress - a file's upload progress
 * @csspart remove - a chosen file's Remove button
 * @csspart retry-files - Try again for the files that failed
 * @csspart skip-files - Continue without the files that failed
 * @csspart submit - the Send request button
 * @csspart success - the confirmation after a request is raised
 * @csspart continue - the confirmation's Continue button
 * @csspart raise-another - the confirmation's Raise another button
 * @example <portico-requests detail-href="/requests/?requestId={requestId}" office-hours-phone="020 7946 0000"></portico-requests>
 */
export const definition = {
  tag: 'portico-requests',
  component: Requests,
  attributes: {
    requestId: 'string',
    detailHref: 'string',
    listHref: 'string',
    officeHoursPhone: 'string',
    outOfHoursPhone: 'string',
    developmentId: 'string',
    headingLevel: 'number',
  },
  events: ['portico-navigate', 'portico-request-raised', 'portico-signed-in'],
  parts: [
    'requests',
    'list-view',
    'raise-button',
    'list',
    'item',
    'title',
    'status',
    'dates',
    'empty',
    'detail',
    'back',
    'detail-title',
    'description',
    'attachments',
    'attachment',
    'feed',
    'event',
    'composer',
    'send',
    'closed',
    'close-request',
    'confirm-close',
    'status-form',
    'change-status',
    'raise',
    'form',
    'phones',
    'client-note',
    'category',
    'audience',
    'countdown',
    'files',
    'file-input',
    'file-problems',
    'upload-list',
    'upload',
    'progress',
    'remove',
    'retry-files',
    'skip-files',
    'submit',
    'success',
    'continue',
    'raise-another',
  ],
  needsSession: true,
  summary: "The user's requests: the list with Raise request (a modal form with files and a draft), and one request with its messages.",
  styles: requestsCss,
} as const satisfies ElementDefinition<RequestsProps>;

/**
 * The `portico-requests` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-requests') instanceof PorticoRequests // true
 */
export const PorticoRequests = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-requests': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-requests': PorticoJsxProps<typeof definition>;
    }
  }
}
