/**
 * Named example states of the requests view (STYLE.md 4), in the one example shape (core/testing
 * `PageExample`): the session the page starts with, what the API answers by `METHOD /path`, what
 * uploads do, the request the host asks for, and the steps the user takes (the raise form's
 * choices and files, the buttons pressed). The DOM tests
 * render every state and run axe over it; the browser test and the gallery use the same fixtures.
 */
import type { AuthResult, Development, Ticket } from '../../core/schemas';
import { sampleAdminUser, sampleClientUser, sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleDevelopmentContacts, sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleTicket, sampleTicketCategoriesResponse, sampleTicketFeedResponse, sampleTicketOwnerTypesResponse, sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { exampleAuthResult, ok, type ExampleFile, type ExampleStep, type PageExample } from '../../core/testing/examples';

/**
 * A named state of the requests view.
 * @example const { answers, requestId } = requestsExamples.detail;
 */
export interface RequestsExample extends PageExample {
  /** The request shown (`request-id`). */
  requestId?: string;
}

/** The raise form's name: its steps happen inside it. */
const RAISE_FORM = 'requests.form.title';
/** Raise request pressed, then `form` taken inside the raise form. */
const raising = (form: ExampleStep = {}): ExampleStep[] => [{ press: 'requests.raise' }, { within: RAISE_FORM, ...form }];
/** Files chosen in the raise form. */
const attached = (...files: ExampleFile[]): ExampleStep['files'] => ({ label: 'requests.form.addAttachment', files });
const SEND = 'requests.form.submit';

/** Olivia Owner signed in: a customer of Riverside Wharf (site staff) and Elm Court (none). */
export const exampleRequestsSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-olivia-requests', user: sampleUser };

/** Ada Admin signed in: global staff, who change a request's status. */
export const exampleStaffSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-ada-requests', user: sampleAdminUser };

/** Clara Client signed in: the client organisation of Riverside Wharf. */
export const exampleClientSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-clara-requests', user: sampleClientUser };

/** Riverside Wharf as Clara Client sees it: a client development, no premises of hers. */
export const exampleClientDevelopment: Development = { ...sampleDevelopment, userRole: 'client_portal_access', premises: [] };

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour, 30)).toISOString();

/**
 * Twelve requests of Olivia Owner, newest first: two pages of ten (the API answers one page;
 * `total` counts them all).
 * @example exampleTickets.length // 12
 */
export const exampleTickets: readonly Ticket[] = [
  ...sampleTicketsResponse.tickets,
  ...Array.from({ length: 9 }, (_, index): Ticket => ({
    ...sampleTicket,
    id: `tkt-example-${index + 1}`,
    title: `Example request ${index + 1}`,
    description: `Example request number ${index + 1}.`,
    attachments: [],
    status: index % 3 === 0 ? 'Closed' : 'Open',
    createdAt: at(8 - Math.min(index, 7), 8),
    updatedAt: at(8 - Math.min(index, 7), 10),
  })),
];

/** The leak request, Closed: its feed takes no more messages. */
export const exampleClosedTicket: Ticket = { ...sampleTicket, id: 'tkt-flat-1-closed', title: 'Broken door entry', status: 'Closed', attachments: [] };

/** The request `POST /tickets` answers in the raise examples. */
export const exampleCreatedTicket: Ticket = {
  ...sampleTicket,
  id: 'tkt-example-new',
  title: 'Dripping tap',
  description: 'The kitchen tap drips all night.',
  attachments: [],
  status: 'Open',
  createdAt: at(22),
  updatedAt: at(22),
};

/** Elm Court's contacts: its property manager only, no out-of-hours line. */
export const exampleElmCourtContacts = { contacts: [{ ...sampleDevelopmentContacts.contacts[0]!, id: 'dct-elm-court-manager', phone: '0117 496 0100' }] };

const contactsOf = (developmentId: string) => `GET /developments/${developmentId}/contacts`;
const formAnswers = {
  'GET /developments': ok(sampleDevelopmentsResponse),
  [contactsOf(sampleIds.riversideWharf)]: ok(sampleDevelopmentContacts),
  [contactsOf(sampleIds.elmCourt)]: ok(exampleElmCourtContacts),
  'GET /tickets/categories': ok(sampleTicketCategoriesResponse),
  'GET /tickets/owner-types': ok(sampleTicketOwnerTypesResponse),
};
const listAnswers = { ...formAnswers, 'GET /tickets': ok({ tickets: exampleTickets.slice(0, 10), total: exampleTickets.length }) };
const created = { 'POST /tickets': ok(exampleCreatedTicket, 201) };

/** A photo under the limits. */
export const examplePhoto: ExampleFile = { name: 'tap.jpg', type: 'image/jpeg', size: 200_000 };

const filledCustomer: ExampleStep = {
  choose: { 'common.development': 'Riverside Wharf', 'common.premises': 'Flat 1' },
  type: { 'requests.form.subject': 'Dripping tap', 'requests.form.message': 'The kitchen tap drips all night.' },
  checkByText: ['Repair', 'Property manager'],
};

/** Waiting for the list: a spinner. */
export const loading: RequestsExample = { name: 'loading', session: exampleRequestsSession, answers: { ...formAnswers, 'GET /tickets': 'pending' } };

/** No requests: the empty text, with Raise request. */
export const empty: RequestsExample = { name: 'empty', session: exampleRequestsSession, answers: { ...formAnswers, 'GET /tickets': ok({ tickets: [], total: 0 }) } };

/** Twelve requests: the first ten, newest first, with the paginator. */
export const populated: RequestsExample = { name: 'populated', session: exampleRequestsSession, answers: listAnswers };

/** The list failed: errors.requests with the server's message and Try again. */
export const listError: RequestsExample = {
  name: 'listError',
  session: exampleRequestsSession,
  answers: { ...formAnswers, 'GET /tickets': { status: 500, body: { messages: ['The requests service is unavailable.'] } } },
};

/** The leak request: its photo, Messages oldest first and the composer. */
export const detail: RequestsExample = {
  name: 'detail',
  session: exampleRequestsSession,
  requestId: sampleIds.leakTicket,
  answers: { [`GET /tickets/${sampleIds.leakTicket}`]: ok(sampleTicket), [`GET /tickets/${sampleIds.leakTicket}/feed`]: ok(sampleTicketFeedResponse) },
};

/** Close request pressed on the leak request: the confirmation, as only staff can reopen it. */
export const closeConfirm: RequestsExample = { ...detail, name: 'closeConfirm', steps: [{ press: 'requests.close' }] };

/** Closing failed: the confirmation stays open with "Could not save your request." and Try again. */
export const closeFailed: RequestsExample = {
  ...detail,
  name: 'closeFailed',
  answers: { ...detail.answers, [`PUT /tickets/${sampleIds.leakTicket}`]: { status: 500, body: { messages: ['The requests service is unavailable.'] } } },
  steps: [{ press: 'requests.close' }, { press: 'requests.close', within: 'requests.close.confirmTitle' }],
};

/** The leak request as staff see it: its status to change, no Close request. */
export const staffDetail: RequestsExample = { ...detail, name: 'staffDetail', session: exampleStaffSession };

/** A Closed request: the note instead of the composer. */
export const closedRequest: RequestsExample = {
  name: 'closedRequest',
  session: exampleRequestsSession,
  requestId: exampleClosedTicket.id,
  answers: { [`GET /tickets/${exampleClosedTicket.id}`]: ok(exampleClosedTicket), [`GET /tickets/${exampleClosedTicket.id}/feed`]: ok(sampleTicketFeedResponse) },
};

/** The raise form, Riverside Wharf chosen: premises, category and the audience (site staff). */
export const raiseCustomerSiteStaff: RequestsExample = {
  name: 'raiseCustomerSiteStaff',
  session: exampleRequestsSession,
  answers: listAnswers,
  steps: raising({ choose: { 'common.development': 'Riverside Wharf' } }),
};

/** The raise form, Elm Court chosen: its one premises preselected, no audience (no site staff). */
export const raiseCustomerNoSiteStaff: RequestsExample = {
  name: 'raiseCustomerNoSiteStaff',
  session: exampleRequestsSession,
  answers: listAnswers,
  steps: raising({ choose: { 'common.development': 'Elm Court' } }),
};

/** The raise form, Riverside Wharf chosen, its contacts failed: Try again beside the numbers; the form still works. */
export const raiseNumbersFailed: RequestsExample = {
  name: 'raiseNumbersFailed',
  session: exampleRequestsSession,
  answers: { ...listAnswers, [contactsOf(sampleIds.riversideWharf)]: { status: 500, body: { messages: ['The contacts service is unavailable.'] } } },
  steps: raising({ choose: { 'common.development': 'Riverside Wharf' } }),
};

/** A client's raise form: its one development preselected, the property manager note, no premises or category. */
export const raiseClient: RequestsExample = {
  name: 'raiseClient',
  session: exampleClientSession,
  answers: { ...listAnswers, 'GET /developments': ok({ developments: [exampleClientDevelopment] }) },
  steps: raising(),
};

/** Send request pressed on an empty form: every error, the summary focused. */
export const invalidSubmit: RequestsExample = { name: 'invalidSubmit', session: exampleRequestsSession, answers: listAnswers, steps: raising({ press: SEND }) };

/** `POST /tickets` failed: the inline alert, everything typed and chosen kept. */
export const createFailed: RequestsExample = {
  name: 'createFailed',
  session: exampleRequestsSession,
  answers: { ...listAnswers, 'POST /tickets': { status: 400, body: { messages: ['premisesId: must be one of your premises'] } } },
  steps: raising({ ...filledCustomer, files: attached(examplePhoto), press: SEND }),
};

/** The request created, its photo half uploaded: a named progress bar. */
export const uploadInProgress: RequestsExample = {
  name: 'uploadInProgress',
  session: exampleRequestsSession,
  answers: { ...listAnswers, ...created },
  steps: raising({ ...filledCustomer, files: attached(examplePhoto), press: SEND }),
  upload: 'pending',
};

/** A 12 MB video and a zip chosen: both refused with their reasons, nothing listed. */
export const fileRefused: RequestsExample = {
  name: 'fileRefused',
  session: exampleRequestsSession,
  answers: listAnswers,
  steps: raising({ files: attached({ name: 'video.jpg', type: 'image/jpeg', size: 12 * 1024 * 1024 }, { name: 'photos.zip', type: 'application/zip', size: 1000 }) }),
};

/** Raised with a photo: Request raised, Continue and Raise another. */
export const success: RequestsExample = {
  name: 'success',
  session: exampleRequestsSession,
  answers: { ...listAnswers, ...created },
  steps: raising({ ...filledCustomer, files: attached(examplePhoto), press: SEND }),
  upload: 'ok',
};

/** Signed out: the compact sign-in in place, no call. */
export const signedOut: RequestsExample = { name: 'signedOut', session: null, answers: listAnswers };

/**
 * Every named state.
 * @example for (const example of Object.values(requestsExamples)) render(example);
 */
export const requestsExamples = {
  loading,
  empty,
  populated,
  listError,
  detail,
  closeConfirm,
  closeFailed,
  staffDetail,
  closedRequest,
  raiseCustomerSiteStaff,
  raiseCustomerNoSiteStaff,
  raiseNumbersFailed,
  raiseClient,
  invalidSubmit,
  createFailed,
  uploadInProgress,
  fileRefused,
  success,
  signedOut,
} as const;
