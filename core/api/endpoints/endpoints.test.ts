import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../../i18n';
import en from '../../i18n/en.json';
import * as samples from '../../schemas/samples';
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
  { name: 'login', call: () => api.login(samples.samplePasswordLogin), method: 'POST', path: '/user/login', body: samples.samplePasswordLogin, bearer: null, data: samples.sampleAuthResult },
  { name: 'logout', call: () => api.logout(), method: 'GET', path: '/user/logout', bearer: 'auth' },
  { name: 'getUser', call: () => api.getUser(), method: 'GET', path: '/user', bearer: 'auth', data: samples.sampleUser },
  { name: 'updateUser', call: () => api.updateUser(samples.sampleUserUpdate), method: 'PUT', path: '/user', body: samples.sampleUserUpdate, bearer: 'auth', data: samples.sampleUser },
  { name: 'getUserMetadata', call: () => api.getUserMetadata(), method: 'GET', path: '/user/metadata', bearer: 'auth', data: samples.sampleUserMetadata },
  { name: 'updateUserMetadata', call: () => api.updateUserMetadata(samples.sampleUserMetadataUpdate), method: 'PUT', path: '/user/metadata', body: samples.sampleUserMetadataUpdate, bearer: 'auth', data: samples.sampleUserMetadata },
  { name: 'getBookingInfo', call: () => api.getBookingInfo(), method: 'GET', path: '/user/doctrine', bearer: 'auth', data: samples.sampleBookingInfo },
  { name: 'resendMfaCode', call: () => api.resendMfaCode('mfa-token'), method: 'POST', path: '/user/resend-mfa-code', body: { mfaToken: 'mfa-token' }, bearer: null },
  { name: 'requestPasswordReset', call: () => api.requestPasswordReset('owner@example.com'), method: 'POST', path: '/user/forgotten-password', body: { email: 'owner@example.com' }, bearer: null },
  { name: 'resetPassword', call: () => api.resetPassword('reset-token', 'Portal-Demo-2'), method: 'PUT', path: '/user/password', body: { newPassword: 'Portal-Demo-2' }, bearer: 'reset-token' },
  { name: 'confirmEmail', call: () => api.confirmEmail('cnf-1'), method: 'POST', path: '/user/confirm-email', body: { token: 'cnf-1' }, bearer: null },
  { name: 'submitInvitationKey', call: () => api.submitInvitationKey('INVITE-OWNER-1'), method: 'POST', path: '/user/signup/1', body: { invitationKey: 'INVITE-OWNER-1' }, bearer: null, data: samples.sampleSignupInvitation },
  { name: 'confirmIdentity', call: () => api.confirmIdentity(samples.sampleConfirmIdentity), method: 'POST', path: '/user/signup/2', body: samples.sampleConfirmIdentity, bearer: null },
  { name: 'createProfile', call: () => api.createProfile(samples.sampleCreateProfile), method: 'POST', path: '/user/signup/3', body: samples.sampleCreateProfile, bearer: null, data: samples.sampleSignupResult },
  { name: 'sendFeedback', call: () => api.sendFeedback(samples.sampleFeedback), method: 'POST', path: '/feedback', body: samples.sampleFeedback, bearer: 'auth' },
  { name: 'contactSupport', call: () => api.contactSupport(samples.sampleSupportRequest), method: 'POST', path: '/support', body: samples.sampleSupportRequest, bearer: 'auth' },
  { name: 'getPremises', call: () => api.getPremises('p-flat-1'), method: 'GET', path: '/premises/p-flat-1', bearer: 'auth', data: samples.samplePremises },
  { name: 'updatePremises', call: () => api.updatePremises('p-flat-1', samples.sampleContactPreferencesUpdate), method: 'PUT', path: '/premises/p-flat-1', body: samples.sampleContactPreferencesUpdate, bearer: 'auth', data: samples.samplePremises },
  { name: 'setMainResidence', call: () => api.setMainResidence('p-flat-1', samples.sampleMainResidenceUpdate), method: 'PUT', path: '/premises/p-flat-1/main-residence', body: samples.sampleMainResidenceUpdate, bearer: 'auth', data: samples.samplePremises },
  { name: 'getCharges', call: () => api.getCharges(), method: 'GET', path: '/charges', bearer: 'auth', data: samples.sampleChargesResponse },
  { name: 'getStatement', call: () => api.getStatement('ca-1'), method: 'GET', path: '/charges/ca-1/statement', search: '', bearer: 'auth', data: samples.sampleStatement },
  { name: 'getStatement with a range', call: () => api.getStatement('ca-1', { fromDate: '2025-11-22', toDate: '2026-11-22' }), method: 'GET', path: '/charges/ca-1/statement', search: '?fromDate=2025-11-22&toDate=2026-11-22', bearer: 'auth', data: samples.sampleStatement },
  { name: 'getBill', call: () => api.getBill('ca-1'), method: 'GET', path: '/library/files/bill/ca-1', bearer: 'auth', data: samples.sampleBill },
  { name: 'getDevelopments', call: () => api.getDevelopments(), method: 'GET', path: '/developments', bearer: 'auth', data: samples.sampleDevelopmentsResponse, result: samples.sampleDevelopmentsResponse.developments },
  { name: 'getDevelopment', call: () => api.getDevelopment('d-riverside'), method: 'GET', path: '/developments/d-riverside', bearer: 'auth', data: samples.sampleDevelopment },
  { name: 'filterNews', call: () => api.filterNews([samples.sampleIds.riversideWharf, samples.sampleIds.elmCourt]), method: 'POST', path: '/news/filter', body: { developmentUUIDs: [samples.sampleIds.riversideWharf, samples.sampleIds.elmCourt] }, bearer: 'auth', data: samples.sampleNewsFilterResponse, result: samples.sampleNewsFilterResponse.news },
  { name: 'getDocuments', call: () => documentsApi.getDocuments(samples.sampleIds.riversideWharf), method: 'GET', path: `/developments/${samples.sampleIds.riversideWharf}/documents`, bearer: 'auth', data: samples.sampleDocumentsResponse, result: samples.sampleDocumentsResponse.folders },
  { name: 'getDocumentFile', call: () => documentsApi.getDocumentFile(samples.sampleIds.riversideWharf, samples.sampleIds.liftInspection), method: 'GET', path: `/developments/${samples.sampleIds.riversideWharf}/documents/files/${samples.sampleIds.liftInspection}`, bearer: 'auth', data: samples.sampleBill },
  { name: 'getDevelopmentContacts', call: () => developmentContactsApi.getDevelopmentContacts(samples.sampleIds.riversideWharf), method: 'GET', path: `/developments/${samples.sampleIds.riversideWharf}/contacts`, bearer: 'auth', data: samples.sampleDevelopmentContacts, result: samples.sampleDevelopmentContacts.contacts },
  { name: 'getDevelopmentLocations', call: () => developmentContactsApi.getDevelopmentLocations(samples.sampleIds.riversideWharf), method: 'GET', path: `/developments/${samples.sampleIds.riversideWharf}/locations`, bearer: 'auth', data: samples.sampleDevelopmentLocations, result: samples.sampleDevelopmentLocations.locations },
  { name: 'getNotificationPreferences', call: () => api.getNotificationPreferences('NP-OWNER-1'), method: 'GET', path: '/notification-preferences/NP-OWNER-1', bearer: null, data: samples.sampleNotificationPreferences },
  { name: 'updateNotificationPreferences', call: () => api.updateNotificationPreferences('NP-OWNER-1', samples.sampleNotificationPreferencesUpdate), method: 'PUT', path: '/notification-preferences/NP-OWNER-1', body: samples.sampleNotificationPreferencesUpdate, bearer: null, data: samples.sampleNotificationPreferences },
  { name: 'unsubscribeNotifications', call: () => api.unsubscribeNotifications('NP-OWNER-1'), method: 'DELETE', path: '/notification-preferences/NP-OWNER-1', bearer: null },
  { name: 'confirmNotificationEmail', call: () => api.confirmNotificationEmail('cnf-2'), method: 'POST', path: '/user/confirm-notification-email', body: { token: 'cnf-2' }, bearer: null, data: samples.sampleNotificationPreferences },
  { name: 'listTickets', call: () => api.listTickets(samples.sampleTicketListQuery), method: 'GET', path: '/tickets', search: `?developmentId=${samples.sampleIds.riversideWharf}&limit=5&offset=0`, bearer: 'auth', data: samples.sampleTicketsResponse },
  { name: 'getTicket', call: () => api.getTicket(samples.sampleIds.leakTicket), method: 'GET', path: `/tickets/${samples.sampleIds.leakTicket}`, bearer: 'auth', data: samples.sampleTicket },
  { name: 'createTicket', call: () => api.createTicket(samples.sampleTicketCreate), method: 'POST', path: '/tickets', body: samples.sampleTicketCreate, bearer: 'auth', data: samples.sampleTicket },
  { name: 'updateTicket', call: () => api.updateTicket(samples.sampleIds.leakTicket, samples.sampleTicketUpdate), method: 'PUT', path: `/tickets/${samples.sampleIds.leakTicket}`, body: samples.sampleTicketUpdate, bearer: 'auth', data: samples.sampleTicket },
  { name: 'getTicketFeed', call: () => api.getTicketFeed(samples.sampleIds.leakTicket), method: 'GET', path: `/tickets/${samples.sampleIds.leakTicket}/feed`, bearer: 'auth', data: samples.sampleTicketFeedResponse, result: samples.sampleTicketFeedResponse.feed },
  { name: 'postTicketMessage', call: () => api.postTicketMessage(samples.sampleIds.leakTicket, samples.sampleFeedMessage.message), method: 'POST', path: `/tickets/${samples.sampleIds.leakTicket}/feed`, body: samples.sampleFeedMessage, bearer: 'auth', data: samples.sampleFeedEvent },
  { name: 'getTicketCategories', call: () => api.getTicketCategories(), method: 'GET', path: '/tickets/categories', bearer: 'auth', data: samples.sampleTicketCategoriesResponse, result: samples.sampleTicketCategoriesResponse.categories },
  { name: 'getTicketOwnerTypes', call: () => api.getTicketOwnerTypes(), method: 'GET', path: '/tickets/owner-types', bearer: 'auth', data: samples.sampleTicketOwnerTypesResponse, result: samples.sampleTicketOwnerTypesResponse.ownerTypes },
  // spec 2 §7 Notifications (by file, not through the core/api barrel): empty bodies on the marks.
  { name: 'listNotifications', call: () => notificationsApi.listNotifications(samples.sampleNotificationListQuery), method: 'GET', path: '/notifications', search: '?importance=urgent&status=unread&limit=50', bearer: 'auth', data: samples.sampleNotificationsResponse, result: samples.sampleNotificationsResponse.notifications },
  { name: 'getNotificationCount', call: () => notificationsApi.getNotificationCount(), method: 'GET', path: '/notifications/count', search: '?status=unread', bearer: 'auth', data: samples.sampleNotificationCountResponse, result: samples.sampleNotificationCountResponse.counts },
  { name: 'markNotificationAsRead', call: () => notificationsApi.markNotificationAsRead(samples.sampleReplyNotification.id), method: 'POST', path: `/notifications/${samples.sampleReplyNotification.id}/mark-as-read`, bearer: 'auth', data: samples.sampleMarkedNotification, result: samples.sampleMarkedNotification.notification },
  { name: 'markAllNotificationsAsRead', call: () => notificationsApi.markAllNotificationsAsRead(), method: 'POST', path: '/notifications/mark-all-as-read', bearer: 'auth', data: samples.sampleMarkedAllNotifications },
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
    answer = json(200, { data: samples.samplePremises });

    await api.getPremises('../user?x=1');

    expect(calls[0]?.url.pathname).toBe('/premises/..%2Fuser%3Fx%3D1');
  });

  it('rejects an answer that does not match the endpoint struct', async () => {
    answer = json(200, { data: { ...samples.sampleChargesResponse, totalBalance: '12.50' } });

    await expect(api.getCharges({ errorPrefix: 'Something went wrong while fetching the charges' })).rejects.toMatchObject({
      kind: 'validation',
    });
  });
});
