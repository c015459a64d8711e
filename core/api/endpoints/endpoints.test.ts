import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n';
import en from '../../i18n/en.json';
import { sampleAuthResult, samplePasswordLogin, sampleUser, sampleUserMetadata, sampleUserMetadataUpdate, sampleUserUpdate } from '../../testing/samples/account';
import { sampleBookingInfo } from '../../testing/samples/bookings';
import { sampleBill, sampleChargesResponse } from '../../testing/samples/charges';
import { sampleDevelopment, sampleDevelopmentContacts, sampleDevelopmentLocations, sampleDevelopmentsResponse, sampleDocumentsResponse } from '../../testing/samples/developments';
import { sampleIds } from '../../testing/samples/ids';
import { sampleNewsFilterResponse } from '../../testing/samples/news';
import { sampleMarkedAllNotifications, sampleMarkedNotification, sampleNotificationCountResponse, sampleNotificationListQuery, sampleNotificationPreferences, sampleNotificationPreferencesUpdate, sampleNotificationsResponse, sampleReplyNotification } from '../../testing/samples/notifications';
import { sampleContactPreferencesUpdate, sampleMainResidenceUpdate, samplePremises } from '../../testing/samples/premises';
import { sampleConfirmIdentity, sampleCreateProfile, sampleSignupInvitation, sampleSignupResult } from '../../testing/samples/signup';
import { sampleStatement } from '../../testing/samples/statement';
import { sampleFeedback, sampleSupportRequest } from '../../testing/samples/support';
import { sampleFeedEvent, sampleFeedMessage, sampleTicket, sampleTicketCategoriesResponse, sampleTicketCreate, sampleTicketFeedResponse, sampleTicketListQuery, sampleTicketOwnerTypesResponse, sampleTicketUpdate, sampleTicketsResponse } from '../../testing/samples/tickets';
import { fakeFetch, json, noContent, readyConfig, validToken, type RecordedCall, connectFixedSession } from '../../testing/fake-api';
import * as api from '..';
import * as notificationsApi from './notifications';
import * as documentsApi from './documents';
import * as developmentContactsApi from './development-contacts';

const BASE = 'https://api.example.test';
const AUTH = validToken();

interface Case {
  name: string;
  call: () => Promise<unknown>;
  method: string;
  path: string;
  search?: string;
  body?: unknown;
  /** 'auth' for the session's auth token, null for none, else the exact bearer. */
  bearer: 'auth' | null | string;
  /** The envelope's data; undefined answers 204. */
  data?: unknown;
  /** What the function resolves to, when it is not `data` itself. */
  result?: unknown;
}

// spec 1 §7, call by call: method, path, payload and who carries a bearer.
const cases: Case[] = [
  { name: 'login', call: () => api.login(samplePasswordLogin), method: 'POST', path: '/user/login', body: samplePasswordLogin, bearer: null, data: sampleAuthResult },
  { name: 'logout', call: () => api.logout(), method: 'GET', path: '/user/logout', bearer: 'auth' },
  { name: 'getUser', call: () => api.getUser(), method: 'GET', path: '/user', bearer: 'auth', data: sampleUser },
  { name: 'updateUser', call: () => api.updateUser(sampleUserUpdate), method: 'PUT', path: '/user', body: sampleUserUpdate, bearer: 'auth', data: sampleUser },
  { name: 'getUserMetadata', call: () => api.getUserMetadata(), method: 'GET', path: '/user/metadata', bearer: 'auth', data: sampleUserMetadata },
  { name: 'updateUserMetadata', call: () => api.updateUserMetadata(sampleUserMetadataUpdate), method: 'PUT', path: '/user/metadata', body: sampleUserMetadataUpdate, bearer: 'auth', data: sampleUserMetadata },
  { name: 'getBookingInfo', call: () => api.getBookingInfo(), method: 'GET', path: '/user/doctrine', bearer: 'auth', data: sampleBookingInfo },
  { name: 'resendMfaCode', call: () => api.resendMfaCode('mfa-token'), method: 'POST', path: '/user/resend-mfa-code', body: { mfaToken: 'mfa-token' }, bearer: null },
  { name: 'requestPasswordReset', call: () => api.requestPasswordReset('owner@example.com'), method: 'POST', path: '/user/forgotten-password', body: { email: 'owner@example.com' }, bearer: null },
  { name: 'resetPassword', call: () => api.resetPassword('reset-token', 'Portal-Demo-2'), method: 'PUT', path: '/user/password', body: { newPassword: 'Portal-Demo-2' }, bearer: 'reset-token' },
  { name: 'confirmEmail', call: () => api.confirmEmail('cnf-1'), method: 'POST', path: '/user/confirm-email', body: { token: 'cnf-1' }, bearer: null },
  { name: 'submitInvitationKey', call: () => api.submitInvitationKey('INVITE-OWNER-1'), method: 'POST', path: '/user/signup/1', body: { invitationKey: 'INVITE-OWNER-1' }, bearer: null, data: sampleSignupInvitation },
  { name: 'confirmIdentity', call: () => api.confirmIdentity(sampleConfirmIdentity), method: 'POST', path: '/user/signup/2', body: sampleConfirmIdentity, bearer: null },
  { name: 'createProfile', call: () => api.createProfile(sampleCreateProfile), method: 'POST', path: '/user/signup/3', body: sampleCreateProfile, bearer: null, data: sampleSignupResult },
  { name: 'sendFeedback', call: () => api.sendFeedback(sampleFeedback), method: 'POST', path: '/feedback', body: sampleFeedback, bearer: 'auth' },
  { name: 'contactSupport', call: () => api.contactSupport(sampleSupportRequest), method: 'POST', path: '/support', body: sampleSupportRequest, bearer: 'auth' },
  { name: 'getPremises', call: () => api.getPremises('p-flat-1'), method: 'GET', path: '/premises/p-flat-1', bearer: 'auth', data: samplePremises },
  { name: 'updatePremises', call: () => api.updatePremises('p-flat-1', sampleContactPreferencesUpdate), method: 'PUT', path: '/premises/p-flat-1', body: sampleContactPreferencesUpdate, bearer: 'auth', data: samplePremises },
  { name: 'setMainResidence', call: () => api.setMainResidence('p-flat-1', sampleMainResidenceUpdate), method: 'PUT', path: '/premises/p-flat-1/main-residence', body: sampleMainResidenceUpdate, bearer: 'auth', data: samplePremises },
  { name: 'getCharges', call: () => api.getCharges(), method: 'GET', path: '/charges', bearer: 'auth', data: sampleChargesResponse },
  { name: 'getStatement', call: () => api.getStatement('ca-1'), method: 'GET', path: '/charges/ca-1/statement', search: '', bearer: 'auth', data: sampleStatement },
  { name: 'getStatement with a range', call: () => api.getStatement('ca-1', { fromDate: '2025-11-22', toDate: '2026-11-22' }), method: 'GET', path: '/charges/ca-1/statement', search: '?fromDate=2025-11-22&toDate=2026-11-22', bearer: 'auth', data: sampleStatement },
  { name: 'getBill', call: () => api.getBill('ca-1'), method: 'GET', path: '/library/files/bill/ca-1', bearer: 'auth', data: sampleBill },
  { name: 'getDevelopments', call: () => api.getDevelopments(), method: 'GET', path: '/developments', bearer: 'auth', data: sampleDevelopmentsResponse, result: sampleDevelopmentsResponse.developments },
  { name: 'getDevelopment', call: () => api.getDevelopment('d-riverside'), method: 'GET', path: '/developments/d-riverside', bearer: 'auth', data: sampleDevelopment },
  { name: 'filterNews', call: () => api.filterNews([sampleIds.riversideWharf, sampleIds.elmCourt]), method: 'POST', path: '/news/filter', body: { developmentUUIDs: [sampleIds.riversideWharf, sampleIds.elmCourt] }, bearer: 'auth', data: sampleNewsFilterResponse, result: sampleNewsFilterResponse.news },
  { name: 'getDocuments', call: () => documentsApi.getDocuments(sampleIds.riversideWharf), method: 'GET', path: `/developments/${sampleIds.riversideWharf}/documents`, bearer: 'auth', data: sampleDocumentsResponse, result: sampleDocumentsResponse.folders },
  { name: 'getDocumentFile', call: () => documentsApi.getDocumentFile(sampleIds.riversideWharf, sampleIds.liftInspection), method: 'GET', path: `/developments/${sampleIds.riversideWharf}/documents/files/${sampleIds.liftInspection}`, bearer: 'auth', data: sampleBill },
  { name: 'getDevelopmentContacts', call: () => developmentContactsApi.getDevelopmentContacts(sampleIds.riversideWharf), method: 'GET', path: `/developments/${sampleIds.riversideWharf}/contacts`, bearer: 'auth', data: sampleDevelopmentContacts, result: sampleDevelopmentContacts.contacts },
  { name: 'getDevelopmentLocations', call: () => developmentContactsApi.getDevelopmentLocations(sampleIds.riversideWharf), method: 'GET', path: `/developments/${sampleIds.riversideWharf}/locations`, bearer: 'auth', data: sampleDevelopmentLocations, result: sampleDevelopmentLocations.locations },
  { name: 'getNotificationPreferences', call: () => api.getNotificationPreferences('NP-OWNER-1'), method: 'GET', path: '/notification-preferences/NP-OWNER-1', bearer: null, data: sampleNotificationPreferences },
  { name: 'updateNotificationPreferences', call: () => api.updateNotificationPreferences('NP-OWNER-1', sampleNotificationPreferencesUpdate), method: 'PUT', path: '/notification-preferences/NP-OWNER-1', body: sampleNotificationPreferencesUpdate, bearer: null, data: sampleNotificationPreferences },
  { name: 'unsubscribeNotifications', call: () => api.unsubscribeNotifications('NP-OWNER-1'), method: 'DELETE', path: '/notification-preferences/NP-OWNER-1', bearer: null },
  { name: 'confirmNotificationEmail', call: () => api.confirmNotificationEmail('cnf-2'), method: 'POST', path: '/user/confirm-notification-email', body: { token: 'cnf-2' }, bearer: null, data: sampleNotificationPreferences },
  { name: 'listTickets', call: () => api.listTickets(sampleTicketListQuery), method: 'GET', path: '/tickets', search: `?developmentId=${sampleIds.riversideWharf}&limit=5&offset=0`, bearer: 'auth', data: sampleTicketsResponse },
  { name: 'getTicket', call: () => api.getTicket(sampleIds.leakTicket), method: 'GET', path: `/tickets/${sampleIds.leakTicket}`, bearer: 'auth', data: sampleTicket },
  { name: 'createTicket', call: () => api.createTicket(sampleTicketCreate), method: 'POST', path: '/tickets', body: sampleTicketCreate, bearer: 'auth', data: sampleTicket },
  { name: 'updateTicket', call: () => api.updateTicket(sampleIds.leakTicket, sampleTicketUpdate), method: 'PUT', path: `/tickets/${sampleIds.leakTicket}`, body: sampleTicketUpdate, bearer: 'auth', data: sampleTicket },
  { name: 'getTicketFeed', call: () => api.getTicketFeed(sampleIds.leakTicket), method: 'GET', path: `/tickets/${sampleIds.leakTicket}/feed`, bearer: 'auth', data: sampleTicketFeedResponse, result: sampleTicketFeedResponse.feed },
  { name: 'postTicketMessage', call: () => api.postTicketMessage(sampleIds.leakTicket, sampleFeedMessage.message), method: 'POST', path: `/tickets/${sampleIds.leakTicket}/feed`, body: sampleFeedMessage, bearer: 'auth', data: sampleFeedEvent },
  { name: 'getTicketCategories', call: () => api.getTicketCategories(), method: 'GET', path: '/tickets/categories', bearer: 'auth', data: sampleTicketCategoriesResponse, result: sampleTicketCategoriesResponse.categories },
  { name: 'getTicketOwnerTypes', call: () => api.getTicketOwnerTypes(), method: 'GET', path: '/tickets/owner-types', bearer: 'auth', data: sampleTicketOwnerTypesResponse, result: sampleTicketOwnerTypesResponse.ownerTypes },
  // spec 2 §7 Notifications (by file, not through the core/api barrel): empty bodies on the marks.
  { name: 'listNotifications', call: () => notificationsApi.listNotifications(sampleNotificationListQuery), method: 'GET', path: '/notifications', search: '?importance=urgent&status=unread&limit=50', bearer: 'auth', data: sampleNotificationsResponse, result: sampleNotificationsResponse.notifications },
  { name: 'getNotificationCount', call: () => notificationsApi.getNotificationCount(), method: 'GET', path: '/notifications/count', search: '?status=unread', bearer: 'auth', data: sampleNotificationCountResponse, result: sampleNotificationCountResponse.counts },
  { name: 'markNotificationAsRead', call: () => notificationsApi.markNotificationAsRead(sampleReplyNotification.id), method: 'POST', path: `/notifications/${sampleReplyNotification.id}/mark-as-read`, bearer: 'auth', data: sampleMarkedNotification, result: sampleMarkedNotification.notification },
  { name: 'markAllNotificationsAsRead', call: () => notificationsApi.markAllNotificationsAsRead(), method: 'POST', path: '/notifications/mark-all-as-read', bearer: 'auth', data: sampleMarkedAllNotifications },
];

let calls: RecordedCall[] = [];
let answer: Response;

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  connectFixedSession(AUTH);
  const server = fakeFetch(() => answer);
  calls = server.calls;
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endpoints', () => {
  it.each(cases)('$name: $method $path', async (endpoint) => {
    answer = endpoint.data === undefined ? noContent() : json(200, { data: endpoint.data });

    const result = await endpoint.call();

    expect(calls).toHaveLength(1);
    const [sent] = calls;
    expect(sent?.method).toBe(endpoint.method);
    expect(sent?.url.origin + (sent?.path ?? '')).toBe(BASE + endpoint.path);
    if (endpoint.search !== undefined) expect(sent?.url.search).toBe(endpoint.search);
    expect(sent?.body).toEqual(endpoint.body);
    expect(sent?.bearer).toBe(endpoint.bearer === 'auth' ? AUTH : endpoint.bearer);
    expect(result).toEqual(endpoint.result ?? endpoint.data);
  });

  it('encodes ids as one path segment', async () => {
    answer = json(200, { data: samplePremises });

    await api.getPremises('../user?x=1');

    expect(calls[0]?.url.pathname).toBe('/premises/..%2Fuser%3Fx%3D1');
  });

  it('rejects an answer that does not match the endpoint struct', async () => {
    answer = json(200, { data: { ...sampleChargesResponse, totalBalance: '12.50' } });

    await expect(api.getCharges({ errorPrefix: 'Something went wrong while fetching the charges' })).rejects.toMatchObject({
      kind: 'validation',
    });
  });
});
