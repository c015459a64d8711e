/**
 * Named, valid samples of every entity and payload, drawn from the demo data
 * (docs/demo-data.md: Olivia Owner, Riverside Wharf, Flat 1 ...), for any test that needs
 * a realistic value. Each is typed with its struct's type, so a change to a struct that breaks a
 * sample fails type checking, and schemas.test.ts validates every one of them at run time.
 *
 * Import from this module directly; index.ts does not re-export it, so it never ships in a bundle.
 * Treat the samples as read-only: spread them to make a variant (`{ ...sampleUser, email: ... }`).
 */
import type {
  FacilityCreate,
  FacilityDeleted,
  FacilityDeleteQuery,
  FacilityImageUpdate,
  FacilityImageUpload,
  FacilitySettings,
  FacilityUpdate,
  FacilityUser,
  FacilityUsersQuery,
  FacilityUsersResponse,
} from './facility-admin';
import type {
  AdminPasswordResetRequest,
  AdminPasswordResetResult,
  ApiErrorBody,
  AuthResult,
  Bill,
  Booking,
  BookingCreate,
  BookingInfo,
  BookingNoteRequest,
  BookingsQuery,
  BookingsResponse,
  BookingStateChange,
  BusinessDays,
  ChangePasswordRequest,
  ChargeAccount,
  ChargesResponse,
  ConfirmEmailRequest,
  ConfirmIdentityRequest,
  ContactOffersResponse,
  CorrespondenceAddress,
  CreateProfileRequest,
  Development,
  DevelopmentsResponse,
  FacilitiesResponse,
  Facility,
  FacilityListQuery,
  FeedbackRequest,
  FeedEvent,
  FeedMessageRequest,
  FileUpload,
  ForgottenPasswordRequest,
  InvitationKeyRequest,
  MainResidenceUpdate,
  MfaChallenge,
  MfaLoginRequest,
  NewsFilterRequest,
  NewsFilterResponse,
  NewsItem,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  OpeningHours,
  PasswordChangeRequired,
  PasswordLoginRequest,
  Post,
  PostInput,
  Premises,
  PremisesUpdate,
  ResendMfaCodeRequest,
  ResetPasswordRequest,
  SignupData,
  SignupInvitation,
  SignupResult,
  Slot,
  SlotQuery,
  SlotsResponse,
  SsoLoginRequest,
  Statement,
  StatementLine,
  StatementQuery,
  SupportRequest,
  Ticket,
  TicketCategoriesResponse,
  TicketCategory,
  TicketCreate,
  TicketFeedResponse,
  TicketListQuery,
  TicketOwnerType,
  TicketOwnerTypesResponse,
  TicketsResponse,
  TicketUpdate,
  User,
  UserMetadata,
  UserMetadataUpdate,
  UserTitles,
  UserUpdate,
} from './index';
import { demoIds } from './demo-ids';
import type { CustomerGroup, CustomerGroupCreate, CustomerGroupFacilities, CustomerGroupsResponse, CustomerGroupUsers } from './customer-groups';
import type { CustomerCreate, CustomerDetail, CustomerPremisesCreate, CustomerRelationship, CustomersResponse, RelationshipTypesResponse, ViewAsResponse } from './customers';
import type { AccessLogQuery, DevelopmentUpdate } from './development-admin';
import type { DevelopmentContactsResponse, DevelopmentLocationsResponse } from './development-contacts';
import type { DocumentsResponse } from './documents';
import type { FaqFile } from './faq';
import type { NewsInput, NewsItemResponse } from './news-admin';
import type { ParcelCreate, ParcelsResponse, ParcelTypesResponse, ParcelUpdate } from './parcels';
import type { PostsResponse } from './posts';
import type { Task, TaskCreate, TaskStatusesResponse, TaskUpdate } from './tasks';
import type { MarkedAllNotifications, MarkedNotification, Notification, NotificationCountResponse, NotificationListQuery, NotificationsResponse } from './notifications';

/**
 * The ids the samples use, readable so that a failing test says what it was looking at: the demo
 * records' ids (demo-ids.ts), which the reference API seeds too, so the two never disagree.
 *
 * @example
 * sampleDevelopment.id === sampleIds.riversideWharf; // true
 */
export const sampleIds = demoIds;

/** The demo password of every demo account (docs/demo-data.md). */
const demoPassword = 'Portal-Demo-1';

// ---------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------

/**
 * Olivia Owner: customer / owner of Flat 1-3 and Apartment 12, no MFA, feedback never answered,
 * paperless dialog due.
 *
 * @example
 * sampleUser.role.payloads; // ['owner']
 */
export const sampleUser: User = {
  id: sampleIds.olivia,
  email: 'owner@example.com',
  role: { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: false },
  profile: { title: 'Ms', firstName: 'Olivia', lastName: 'Owner' },
  contactInformation: { mobileNumber: '07700 900123', mainNumber: '020 7946 0018' },
  newsPreferences: {
    urgentNewsText: true,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: false,
    smsNumber: '+447700900123',
  },
  notificationPreferences: { ownersCorrespondence: true, ownersReminders: true, email: 'owner@example.com' },
  paperlessPreference: { showPaperlessDialog: true },
  multiFactorPreferences: { multifactorEnabled: false },
  profilePictureUrl: null,
  feedbackInformation: { lastResponse: null, datetime: null },
};

/**
 * Sam Subtenant: customer / subtenant of Flat 4.
 *
 * @example
 * sampleSubtenantUser.role.payloads; // ['subtenant']
 */
export const sampleSubtenantUser: User = {
  ...sampleUser,
  id: sampleIds.sam,
  email: 'subtenant@example.com',
  role: { types: ['customer'], payloads: ['subtenant'], hasBeenDowngraded: false },
  profile: { title: 'Mr', firstName: 'Sam', lastName: 'Subtenant' },
  contactInformation: { mobileNumber: null, mainNumber: null },
  newsPreferences: {
    urgentNewsText: false,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: true,
    smsNumber: null,
  },
  notificationPreferences: { ownersCorrespondence: false, ownersReminders: false, email: 'subtenant@example.com' },
  paperlessPreference: { showPaperlessDialog: false },
  feedbackInformation: { lastResponse: 4, datetime: '2026-10-03 18:42:10' },
};

/**
 * Dee Downgraded: customer / owner, downgraded, with Loft 7 in breach.
 *
 * @example
 * sampleDowngradedUser.role.hasBeenDowngraded; // true
 */
export const sampleDowngradedUser: User = {
  ...sampleUser,
  id: 'usr-dee-downgraded',
  email: 'downgraded@example.com',
  role: { types: ['customer'], payloads: ['owner'], hasBeenDowngraded: true },
  profile: { title: 'Mx', firstName: 'Dee', lastName: 'Downgraded' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Clara Client: client / client_portal_access, client organisation of Riverside Wharf.
 *
 * @example
 * sampleClientUser.role.types; // ['client']
 */
export const sampleClientUser: User = {
  ...sampleUser,
  id: sampleIds.clara,
  email: 'client@example.com',
  role: { types: ['client'], payloads: ['client_portal_access'], hasBeenDowngraded: false },
  profile: { title: 'Ms', firstName: 'Clara', lastName: 'Client' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Dora Director: a customer who is also the client of Riverside Wharf (types customer and
 * client), so her dashboard has the client-portal widget.
 *
 * @example
 * sampleDirectorUser.role.types; // ['customer', 'client']
 */
export const sampleDirectorUser: User = {
  ...sampleUser,
  id: sampleIds.dora,
  email: 'director@example.com',
  role: { types: ['customer', 'client'], payloads: ['client_portal_access'], hasBeenDowngraded: false },
  profile: { title: 'Mrs', firstName: 'Dora', lastName: 'Director' },
  paperlessPreference: { showPaperlessDialog: false },
};

/**
 * Ada Admin: admin / global, sees every development.
 *
 * @example
 * sampleAdminUser.role.payloads; // ['global']
 */
export const sampleAdminUser: User = {
  ...sampleUser,
  id: sampleIds.ada,
  email: 'admin@example.com',
  role: { types: ['admin'], payloads: ['global'], hasBeenDowngraded: false },
  profile: { title: 'Dr', firstName: 'Ada', lastName: 'Admin' },
  paperlessPreference: { showPaperlessDialog: false },
  multiFactorPreferences: { multifactorEnabled: false },
};

/**
 * Manny Manager: admin / sl1 of Riverside Wharf and Elm Court.
 *
 * @example
 * sampleManagerUser.role.payloads; // ['sl1']
 */
export const sampleManagerUser: User = {
  ...sampleAdminUser,
  id: sampleIds.manny,
  email: 'manager@example.com',
  role: { types: ['admin'], payloads: ['sl1'], hasBeenDowngraded: false },
  profile: { title: 'Mr', firstName: 'Manny', lastName: 'Manager' },
};

/**
 * Olivia Owner signed in.
 *
 * @example
 * sampleAuthResult.user.email; // 'owner@example.com'
 */
export const sampleAuthResult: AuthResult = {
  authToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3Itb2xpdmlhLW93bmVyIn0.auth-signature',
  refreshToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3Itb2xpdmlhLW93bmVyIiwidHlwIjoicmVmcmVzaCJ9.refresh-signature',
  user: sampleUser,
};

/**
 * The 403 answer to Mia Multifactor's password.
 *
 * @example
 * sampleMfaChallenge.mfaToken;
 */
export const sampleMfaChallenge: MfaChallenge = {
  messages: ['A verification code has been sent to m***@example.com.'],
  mfaToken: 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6Im1mYUBleGFtcGxlLmNvbSJ9.mfa-signature',
};

/**
 * The 403 answer to a temporary password, one staff set.
 *
 * @example
 * samplePasswordChangeRequired.passwordChangeToken;
 */
export const samplePasswordChangeRequired: PasswordChangeRequired = {
  messages: ['Your password was reset by your property manager. Choose a new password to continue.'],
  passwordChangeToken: 'hN3v0c9k2QmZp7TqYb1sXw4rLf8aJd6uEi5oGy0tKcM',
};

/**
 * A 400 body with one field message.
 *
 * @example
 * sampleApiErrorBody.fields?.title; // ['must be at most 150 characters']
 */
export const sampleApiErrorBody: ApiErrorBody = {
  messages: ['title: must be at most 150 characters'],
  fields: { title: ['must be at most 150 characters'] },
};

/**
 * Titles a profile may choose.
 *
 * @example
 * sampleUserTitles.titles.includes('Ms'); // true
 */
export const sampleUserTitles: UserTitles = { titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'] };

/**
 * Olivia Owner's facilities booking settings.
 *
 * @example
 * sampleUserMetadata.facilitiesBooking.calendarView; // 'week'
 */
export const sampleUserMetadata: UserMetadata = {
  facilitiesBooking: { calendarView: 'week', bookingConfirmationEmails: true, bookingReminderEmails: false },
};

/**
 * Olivia Owner's notification preferences (public page NP-OWNER-1).
 *
 * @example
 * sampleNotificationPreferences.email; // 'owner@example.com'
 */
export const sampleNotificationPreferences: NotificationPreferences = sampleUser.notificationPreferences;

// ---------------------------------------------------------------------------------------------
// Developments and premises
// ---------------------------------------------------------------------------------------------

/**
 * A published page of Riverside Wharf.
 *
 * @example
 * samplePost.published; // true
 */
export const samplePost: Post = {
  id: 'pst-riverside-bins',
  title: 'Bin collection days',
  description: '<p>General waste is collected on <strong>Tuesdays</strong>, recycling on Fridays.</p>',
  published: true,
  updatedAt: '2026-11-02T10:00:00.000Z',
  author: { firstName: 'Manny', lastName: 'Manager' },
};

/**
 * A draft page of Riverside Wharf.
 *
 * @example
 * sampleDraftPost.published; // false
 */
export const sampleDraftPost: Post = {
  id: 'pst-riverside-summer-party',
  title: 'Summer party',
  description: '<p>Save the date.</p>',
  published: false,
  updatedAt: '2026-11-10T15:30:00.000Z',
  author: { firstName: 'Otto', lastName: 'Officer' },
};

/**
 * Riverside Wharf as Olivia Owner sees it: Flat 1-3 are hers (Flat 3 hidden, Flat 2 in breach),
 * Flat 4 is Sam's.
 *
 * @example
 * sampleDevelopment.name; // 'Riverside Wharf'
 */
export const sampleDevelopment: Development = {
  id: sampleIds.riversideWharf,
  name: 'Riverside Wharf',
  imgUrl: 'https://cdn.example.com/developments/riverside-wharf.jpg',
  addressString: '1 Wharf Road, London, SE1 9XX',
  address: { addressLine1: '1 Wharf Road', addressLine2: null, city: 'London', postalCode: 'SE1 9XX' },
  premises: [
    { id: sampleIds.flat1, name: 'Flat 1', hidden: false, inBreach: false },
    { id: sampleIds.flat2, name: 'Flat 2', hidden: false, inBreach: true },
    { id: sampleIds.flat3, name: 'Flat 3', hidden: true, inBreach: false },
  ],
  userRole: 'owner',
  hasFacilitiesBooking: true,
  hasEcommsLogReport: true,
  hasSiteStaff: true,
  hasClientPortal: true,
  posts: [samplePost, sampleDraftPost],
};

/**
 * Elm Court, where Olivia Owner has Apartment 12; no flags.
 *
 * @example
 * sampleElmCourt.hasFacilitiesBooking; // false
 */
export const sampleElmCourt: Development = {
  id: sampleIds.elmCourt,
  name: 'Elm Court',
  imgUrl: 'https://cdn.example.com/developments/elm-court.jpg',
  addressString: '12 Elm Street, Bristol, BS1 4XX',
  address: { addressLine1: '12 Elm Street', addressLine2: 'Clifton', city: 'Bristol', postalCode: 'BS1 4XX' },
  premises: [{ id: sampleIds.apartment12, name: 'Apartment 12', hidden: false, inBreach: false }],
  userRole: 'owner',
  hasFacilitiesBooking: false,
  hasEcommsLogReport: false,
  hasSiteStaff: false,
  hasClientPortal: false,
  posts: [],
};

/**
 * Harbour Lofts as Dee Downgraded sees it: Loft 7 in breach.
 *
 * @example
 * sampleHarbourLofts.premises[0]?.inBreach; // true
 */
export const sampleHarbourLofts: Development = {
  id: sampleIds.harbourLofts,
  name: 'Harbour Lofts',
  imgUrl: null,
  addressString: '7 Quay Side, Liverpool, L3 4XX',
  address: { addressLine1: '7 Quay Side', addressLine2: null, city: 'Liverpool', postalCode: 'L3 4XX' },
  premises: [{ id: sampleIds.loft7, name: 'Loft 7', hidden: false, inBreach: true }],
  userRole: 'owner',
  hasFacilitiesBooking: true,
  hasEcommsLogReport: false,
  hasSiteStaff: false,
  hasClientPortal: false,
  posts: [],
};

/**
 * Olivia Owner's developments.
 *
 * @example
 * sampleDevelopmentsResponse.developments.length; // 2
 */
export const sampleDevelopmentsResponse: DevelopmentsResponse = {
  developments: [sampleDevelopment, sampleElmCourt],
};

/**
 * Olivia Owner's correspondence address.
 *
 * @example
 * sampleCorrespondenceAddress.city; // 'London'
 */
export const sampleCorrespondenceAddress: CorrespondenceAddress = {
  addressLine1: 'Flat 1, Riverside Wharf',
  addressLine2: '1 Wharf Road',
  addressLine3: null,
  city: 'London',
  county: 'Greater London',
  country: 'United Kingdom',
  postalCode: 'SE1 9XX',
};

/**
 * A customer's offers: a development's staff typed their e-mail for two premises of one record.
 *
 * @example
 * sampleContactOffers.offers[0]?.premises.length; // 2
 */
export const sampleContactOffers: ContactOffersResponse = {
  offers: [
    {
      id: 'con-offer-1',
      developmentName: 'Riverside Wharf',
      premises: [
        { name: 'Flat 2', relationship: 'Tenant' },
        { name: 'Flat 6', relationship: 'Subtenant' },
      ],
    },
  ],
};

/**
 * Flat 1 of Riverside Wharf: Olivia Owner's main residence; owes on service charge, in credit on
 * ground rent.
 *
 * @example
 * samplePremises.totalBalance; // 1113.75
 */
export const samplePremises: Premises = {
  id: sampleIds.flat1,
  name: 'Flat 1',
  legalOwner: 'Olivia Owner',
  totalBalance: 1113.75,
  hidden: false,
  inBreach: false,
  isMainResidence: true,
  people: [
    {
      contactUuid: sampleIds.oliviaContact,
      title: 'Ms',
      firstName: 'Olivia',
      lastName: 'Owner',
      relationship: 'Owner',
      isMainResidence: true,
    },
  ],
  contactPreferences: { serviceChangeReceivePost: false, statutoryNoticesReceiveDigital: true },
  correspondenceAddress: sampleCorrespondenceAddress,
  legalOwnerAddress: sampleCorrespondenceAddress,
};

/**
 * Flat 2 of Riverside Wharf: in breach.
 *
 * @example
 * sampleBreachPremises.inBreach; // true
 */
export const sampleBreachPremises: Premises = {
  ...samplePremises,
  id: sampleIds.flat2,
  name: 'Flat 2',
  totalBalance: 865.25,
  inBreach: true,
  isMainResidence: false,
  people: [{ ...samplePremises.people[0]!, isMainResidence: false }],
  correspondenceAddress: null,
};

// ---------------------------------------------------------------------------------------------
// Charges and statements
// ---------------------------------------------------------------------------------------------

/**
 * Flat 1's service charge account: 1234.50 owed.
 *
 * @example
 * sampleChargeAccount.balance; // 1234.5
 */
export const sampleChargeAccount: ChargeAccount = {
  id: sampleIds.flat1ServiceCharge,
  serviceDescription: 'Service charge',
  accountNumber: 'RW-0001-SC',
  paymentMethod: 'Direct debit',
  balance: 1234.5,
};

/**
 * Flat 1's ground rent account: 120.75 in credit.
 *
 * @example
 * sampleCreditAccount.balance; // -120.75
 */
export const sampleCreditAccount: ChargeAccount = {
  id: sampleIds.flat1GroundRent,
  serviceDescription: 'Ground rent',
  accountNumber: 'RW-0001-GR',
  paymentMethod: 'Bank transfer',
  balance: -120.75,
};

/**
 * Olivia Owner's charges: Flat 1 (service charge and ground rent), Flat 2, Apartment 12; the
 * consolidated balance is the sum.
 *
 * @example
 * sampleChargesResponse.totalBalance; // 2289
 */
export const sampleChargesResponse: ChargesResponse = {
  totalBalance: 2289,
  developments: [
    {
      id: sampleIds.riversideWharf,
      name: 'Riverside Wharf',
      premises: [
        {
          id: sampleIds.flat1,
          name: 'Flat 1',
          legalOwner: 'Olivia Owner',
          totalBalance: 1113.75,
          chargeAccounts: [sampleChargeAccount, sampleCreditAccount],
        },
        {
          id: sampleIds.flat2,
          name: 'Flat 2',
          legalOwner: 'Olivia Owner',
          totalBalance: 865.25,
          chargeAccounts: [
            {
              id: sampleIds.flat2ServiceCharge,
              serviceDescription: 'Service charge',
              accountNumber: 'RW-0002-SC',
              paymentMethod: null,
              balance: 865.25,
            },
          ],
        },
      ],
    },
    {
      id: sampleIds.elmCourt,
      name: 'Elm Court',
      premises: [
        {
          id: sampleIds.apartment12,
          name: 'Apartment 12',
          legalOwner: 'Olivia Owner',
          totalBalance: 310,
          chargeAccounts: [
            {
              id: sampleIds.apartment12ServiceCharge,
              serviceDescription: 'Service charge',
              accountNumber: 'EC-0012-SC',
              paymentMethod: 'Cheque',
              balance: 310,
            },
          ],
        },
      ],
    },
  ],
};

/**
 * Flat 1 service charge statement lines, oldest first; each balance follows from the last.
 *
 * @example
 * sampleStatementLines.at(-1)?.balance; // 1234.5
 */
export const sampleStatementLines: StatementLine[] = [
  {
    id: 'stl-flat-1-2026-07-01',
    date: '2026-07-01',
    transactionDescription: 'Service charge demand Q3 2026',
    typeDescription: 'Invoice',
    periodFromDate: '2026-07-01',
    periodToDate: '2026-09-30',
    amount: 450,
    balance: 450,
  },
  {
    id: 'stl-flat-1-2026-07-15',
    date: '2026-07-15',
    transactionDescription: 'Payment received, thank you',
    typeDescription: 'Payment',
    periodFromDate: null,
    periodToDate: null,
    amount: -450,
    balance: 0,
  },
  {
    id: 'stl-flat-1-2026-10-01',
    date: '2026-10-01',
    transactionDescription: 'Service charge demand Q4 2026',
    typeDescription: 'Invoice',
    periodFromDate: '2026-10-01',
    periodToDate: '2026-12-31',
    amount: 450,
    balance: 450,
  },
  {
    id: 'stl-flat-1-2026-10-20',
    date: '2026-10-20',
    transactionDescription: 'Major works reserve contribution',
    typeDescription: 'Invoice',
    periodFromDate: '2026-10-01',
    periodToDate: '2026-12-31',
    amount: 784.5,
    balance: 1234.5,
  },
];

/**
 * The statement of Flat 1's service charge account.
 *
 * @example
 * sampleStatement.tenantAccountNumber; // 'RW-0001-SC'
 */
export const sampleStatement: Statement = {
  serviceName: 'Service charge',
  premisesName: 'Flat 1',
  tenantAccountNumber: 'RW-0001-SC',
  paymentMethod: 'Direct debit',
  balance: 1234.5,
  toDate: '2026-11-22',
  additionalInfo: {
    importantNotes:
      '<p>Payments by bank transfer take up to <strong>3 working days</strong> to reach your account.</p>',
    bankSortCode: '12-34-56',
    bankAccountNumber: '12345678',
    bankIbanCode: 'GB33BUKB20201555555555',
    bankSwiftCode: 'BUKBGB22',
    creditControlPhone: '020 7946 0000',
  },
  lines: sampleStatementLines,
};

/**
 * A bill: a tiny PDF.
 *
 * @example
 * sampleBill.fileName; // 'Flat 1 service charge Q4 2026.pdf'
 */
export const sampleBill: Bill = {
  content: 'JVBERi0xLjcKJeLjz9MKMSAwIG9iaiA8PD4+IGVuZG9iagolJUVPRgo=',
  fileName: 'Flat 1 service charge Q4 2026.pdf',
};

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

/**
 * An urgent news item of Riverside Wharf, linking the lift report.
 *
 * @example
 * sampleNewsItem.category; // 'urgent'
 */
export const sampleNewsItem: NewsItem = {
  id: 'nws-riverside-water',
  title: 'Water shut-off on Thursday',
  description: '<p>The water supply will be off from <strong>9:00 to 13:00</strong> for repairs.</p>',
  category: 'urgent',
  createdAt: '2026-11-18T08:00:00.000Z',
  authorName: 'Manny Manager',
  authorImage: 'https://cdn.example.com/people/manny-manager.jpg',
  linkedLibraryFiles: [
    {
      type: 'file',
      payload: {
        id: 'fil-riverside-works-notice',
        name: 'Works notice.pdf',
        developmentId: sampleIds.riversideWharf,
        folderId: 'fld-riverside-notices',
      },
    },
  ],
};

/**
 * One news item per category, newest first.
 *
 * @example
 * sampleNewsFilterResponse.news.map((item) => item.category); // ['urgent', 'important', 'standard']
 */
export const sampleNewsFilterResponse: NewsFilterResponse = {
  news: [
    sampleNewsItem,
    {
      id: 'nws-riverside-agm',
      title: 'Annual general meeting',
      description: '<p>The AGM is on 4 December at 18:30 in the residents\u2019 lounge.</p>',
      category: 'important',
      createdAt: '2026-11-10T12:00:00.000Z',
      authorName: 'Otto Officer',
      authorImage: null,
      linkedLibraryFiles: [],
    },
    {
      id: 'nws-elm-garden',
      title: 'New garden benches',
      description: '<p>Four new benches are now in the courtyard.</p>',
      category: 'standard',
      createdAt: '2026-10-28T09:30:00.000Z',
      authorName: null,
      authorImage: null,
      linkedLibraryFiles: [],
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Requests (tickets)
// ---------------------------------------------------------------------------------------------

/**
 * The category clients always use.
 *
 * @example
 * sampleTicketCategory.slug; // 'request'
 */
export const sampleTicketCategory: TicketCategory = {
  id: sampleIds.categoryRequest,
  name: 'General request',
  slug: 'request',
};

/**
 * Request categories.
 *
 * @example
 * sampleTicketCategoriesResponse.categories.length; // 2
 */
export const sampleTicketCategoriesResponse: TicketCategoriesResponse = {
  categories: [sampleTicketCategory, { id: sampleIds.categoryRepair, name: 'Repair', slug: 'repair' }],
};

/**
 * The owner type clients address.
 *
 * @example
 * sampleTicketOwnerType.slug; // 'property_manager'
 */
export const sampleTicketOwnerType: TicketOwnerType = {
  code: 'PM',
  name: 'Property manager',
  slug: 'property_manager',
};

/**
 * Owner types (audiences).
 *
 * @example
 * sampleTicketOwnerTypesResponse.ownerTypes.length; // 2
 */
export const sampleTicketOwnerTypesResponse: TicketOwnerTypesResponse = {
  ownerTypes: [sampleTicketOwnerType, { code: 'SS', name: 'Site staff', slug: 'site_staff' }],
};

/**
 * Olivia Owner's request about a leak in Flat 1, with a photo.
 *
 * @example
 * sampleTicket.title; // 'Leak in the bathroom ceiling'
 */
export const sampleTicket: Ticket = {
  id: sampleIds.leakTicket,
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat1,
  title: 'Leak in the bathroom ceiling',
  description: 'Water is dripping from the light fitting in the bathroom of Flat 1 since this morning.',
  attachments: [{ id: 'att-leak-photo', name: 'leak.jpg', url: 'https://files.example.com/tickets/leak.jpg' }],
  sendingRequestAs: 'customer',
  categoryId: sampleIds.categoryRepair,
  ownerTypeCode: 'SS',
  status: 'In progress',
  createdAt: '2026-11-19T07:45:00.000Z',
  updatedAt: '2026-11-20T09:15:00.000Z',
};

/**
 * Olivia Owner's requests.
 *
 * @example
 * sampleTicketsResponse.total; // 3
 */
export const sampleTicketsResponse: TicketsResponse = {
  tickets: [
    sampleTicket,
    {
      ...sampleTicket,
      id: 'tkt-flat-2-parking',
      premisesId: sampleIds.flat2,
      title: 'Second parking permit',
      description: 'Could Flat 2 have a second parking permit for a visitor?',
      attachments: [],
      categoryId: sampleIds.categoryRequest,
      ownerTypeCode: 'PM',
      status: 'Open',
      createdAt: '2026-11-05T16:20:00.000Z',
      updatedAt: '2026-11-05T16:20:00.000Z',
    },
    {
      ...sampleTicket,
      id: 'tkt-apartment-12-intercom',
      developmentId: sampleIds.elmCourt,
      premisesId: sampleIds.apartment12,
      title: 'Intercom not ringing',
      description: 'The intercom for Apartment 12 does not ring in the flat.',
      attachments: [],
      ownerTypeCode: null,
      status: 'Resolved',
      createdAt: '2026-09-14T11:00:00.000Z',
      updatedAt: '2026-09-20T14:10:00.000Z',
    },
  ],
  total: 3,
};

/**
 * A staff reply in the leak request's feed.
 *
 * @example
 * sampleFeedEvent.fromStaff; // true
 */
export const sampleFeedEvent: FeedEvent = {
  id: 'fev-leak-2',
  type: 'message',
  message: 'A plumber will call on Monday morning.',
  createdAt: '2026-11-20T09:15:00.000Z',
  authorName: 'Manny Manager',
  authorImage: null,
  fromStaff: true,
  attachment: null,
};

/**
 * The leak request's feed, oldest first.
 *
 * @example
 * sampleTicketFeedResponse.feed.length; // 3
 */
export const sampleTicketFeedResponse: TicketFeedResponse = {
  feed: [
    {
      id: 'fev-leak-1',
      type: 'attachment',
      message: null,
      createdAt: '2026-11-19T07:46:00.000Z',
      authorName: 'Olivia Owner',
      authorImage: null,
      fromStaff: false,
      attachment: sampleTicket.attachments[0]!,
    },
    sampleFeedEvent,
    {
      id: 'fev-leak-3',
      type: 'status',
      message: 'In progress',
      createdAt: '2026-11-20T09:16:00.000Z',
      authorName: null,
      authorImage: null,
      fromStaff: true,
      attachment: null,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Facilities and bookings
// ---------------------------------------------------------------------------------------------

const weekdayHours: OpeningHours = { openingHour: '06:00', closingHour: '22:00' };
// docs/demo-data.md: open until midnight at weekends; 00:00 closes at the end of the day.
const weekendHours: OpeningHours = { openingHour: '08:00', closingHour: '00:00' };
const gymDays: BusinessDays = {
  monday: weekdayHours,
  tuesday: weekdayHours,
  wednesday: weekdayHours,
  thursday: weekdayHours,
  friday: weekdayHours,
  saturday: weekendHours,
  sunday: weekendHours,
};

/**
 * The Gym of Riverside Wharf: flexible slots, 30-minute minimum, 15-minute buffer, lead time and
 * horizon set, 06:00-22:00 on weekdays and 08:00-00:00 at weekends.
 *
 * @example
 * sampleFacility.rules.minimumSlotDurationInMinutes; // 30
 */
export const sampleFacility: Facility = {
  id: sampleIds.gym,
  developmentId: sampleIds.riversideWharf,
  name: 'Gym',
  description: 'Cardio machines and free weights on the ground floor.',
  images: [
    {
      id: 'img-gym-main',
      facilityUuid: sampleIds.gym,
      name: 'Gym',
      isMainImage: true,
      url: 'https://cdn.example.com/facilities/gym.jpg',
    },
  ],
  users: [sampleIds.olivia, sampleIds.sam],
  slotType: 'flexible',
  rules: {
    leadTime: 60,
    horizon: 14,
    businessDays: gymDays,
    minimumSlotDurationInMinutes: 30,
    bufferTimeInMinutes: 15,
    fixedSlots: [],
  },
};

/**
 * The Guest Suite of Riverside Wharf: three fixed slots a day, every day, booked at least 48
 * hours and at most 60 days ahead.
 *
 * @example
 * sampleFixedFacility.slotType; // 'fixed'
 */
export const sampleFixedFacility: Facility = {
  id: sampleIds.guestSuite,
  developmentId: sampleIds.riversideWharf,
  name: 'Guest Suite',
  description: null,
  images: [],
  users: [sampleIds.olivia],
  slotType: 'fixed',
  rules: {
    leadTime: 2880,
    horizon: 60,
    businessDays: Object.fromEntries(Object.keys(gymDays).map((day) => [day, { openingHour: '08:00', closingHour: '20:00' }])) as BusinessDays,
    minimumSlotDurationInMinutes: 240,
    bufferTimeInMinutes: 0,
    fixedSlots: [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '12:00', endTime: '16:00' },
      { startTime: '16:00', endTime: '20:00' },
    ],
  },
};

/**
 * Riverside Wharf's facilities.
 *
 * @example
 * sampleFacilitiesResponse.facilities.map((facility) => facility.name); // ['Gym', 'Guest Suite']
 */
export const sampleFacilitiesResponse: FacilitiesResponse = {
  facilities: [sampleFacility, sampleFixedFacility],
};

/**
 * Olivia Owner's booked Gym slot.
 *
 * @example
 * sampleSlot.status; // 'booked'
 */
export const sampleSlot: Slot = {
  bookedByUuid: sampleIds.olivia,
  bookingUuid: sampleIds.gymBooking,
  userUuid: sampleIds.olivia,
  startTime: '2026-11-24T07:00:00.000Z',
  endTime: '2026-11-24T08:00:00.000Z',
  status: 'booked',
};

/**
 * The Guest Suite's fixed slots around the cancelled booking.
 *
 * @example
 * sampleSlotsResponse.slots[0]?.status; // 'available'
 */
export const sampleSlotsResponse: SlotsResponse = {
  slots: [
    {
      bookedByUuid: null,
      bookingUuid: null,
      userUuid: null,
      startTime: '2026-11-27T14:00:00.000Z',
      endTime: '2026-11-28T11:00:00.000Z',
      status: 'available',
    },
    sampleSlot,
  ],
};

/**
 * Olivia Owner's upcoming Gym booking.
 *
 * @example
 * sampleBooking.state; // 'confirmed'
 */
export const sampleBooking: Booking = {
  id: sampleIds.gymBooking,
  state: 'confirmed',
  startAt: '2026-11-24T07:00:00.000Z',
  endAt: '2026-11-24T08:00:00.000Z',
  facility: { id: sampleIds.gym, name: 'Gym' },
  contact: { id: sampleIds.oliviaContact },
  note: null,
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
};

/**
 * Olivia Owner's cancelled Guest Suite booking.
 *
 * @example
 * sampleCancelledBooking.state; // 'cancelled'
 */
export const sampleCancelledBooking: Booking = {
  id: sampleIds.cancelledBooking,
  state: 'cancelled',
  startAt: '2026-12-12T14:00:00.000Z',
  endAt: '2026-12-13T11:00:00.000Z',
  facility: { id: sampleIds.guestSuite, name: 'Guest Suite' },
  contact: { id: sampleIds.oliviaContact },
  note: 'My parents are visiting.',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-03T08:30:00.000Z',
};

/**
 * Olivia Owner's bookings at Riverside Wharf.
 *
 * @example
 * sampleBookingsResponse.bookings.length; // 2
 */
export const sampleBookingsResponse: BookingsResponse = {
  bookings: [sampleBooking, sampleCancelledBooking],
};

/**
 * Olivia Owner's booking info.
 *
 * @example
 * sampleBookingInfo.facilities[0]?.upcomingBookings; // 1
 */
export const sampleBookingInfo: BookingInfo = {
  facilities: [
    { facilityId: sampleIds.gym, upcomingBookings: 1, maxUpcomingBookings: 3 },
    { facilityId: sampleIds.guestSuite, upcomingBookings: 0, maxUpcomingBookings: null },
  ],
};

// ---------------------------------------------------------------------------------------------
// Sign-up
// ---------------------------------------------------------------------------------------------

/**
 * Step 1's answer for INVITE-OWNER-1: owner of Elm Court Apartment 16.
 *
 * @example
 * sampleSignupInvitation.admin; // false
 */
export const sampleSignupInvitation: SignupInvitation = {
  email: 'new.owner@example.com',
  admin: false,
  role: { type: 'customer', payload: 'owner' },
  premisesName: 'Apartment 16',
  postcodeRequired: false,
  passwordRequired: true,
  titles: sampleUserTitles.titles,
};

/**
 * Step 3's answer for INVITE-UNCONFIRMED-1: confirm the e-mail first.
 *
 * @example
 * sampleSignupResult.unconfirmedEmail; // true
 */
export const sampleSignupResult: SignupResult = { unconfirmedEmail: true };

/**
 * The sign-up store after step 2 of INVITE-OWNER-1.
 *
 * @example
 * sampleSignupData.invitationKey; // 'INVITE-OWNER-1'
 */
export const sampleSignupData: SignupData = {
  invitationKey: 'INVITE-OWNER-1',
  email: 'new.owner@example.com',
  admin: false,
  role: { type: 'customer', payload: 'owner' },
  titles: sampleUserTitles.titles,
  premisesName: 'Apartment 16',
};

// ---------------------------------------------------------------------------------------------
// Requests the client sends
// ---------------------------------------------------------------------------------------------

/**
 * Olivia Owner signing in with her password.
 *
 * @example
 * samplePasswordLogin.method; // 'password'
 */
export const samplePasswordLogin: PasswordLoginRequest = {
  method: 'password',
  email: 'owner@example.com',
  password: demoPassword,
};

/**
 * Mia Multifactor sending her code.
 *
 * @example
 * sampleMfaLogin.code; // '482913'
 */
export const sampleMfaLogin: MfaLoginRequest = {
  method: 'mfa',
  token: sampleMfaChallenge.mfaToken,
  code: '482913',
};

/**
 * A single sign-on.
 *
 * @example
 * sampleSsoLogin.method; // 'sso'
 */
export const sampleSsoLogin: SsoLoginRequest = {
  method: 'sso',
  token: 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6Im93bmVyQGV4YW1wbGUuY29tIn0.sso-signature',
};

/**
 * Asking for another MFA code.
 *
 * @example
 * sampleResendMfaCode.mfaToken === sampleMfaChallenge.mfaToken; // true
 */
export const sampleResendMfaCode: ResendMfaCodeRequest = { mfaToken: sampleMfaChallenge.mfaToken };

/**
 * Olivia Owner forgot her password.
 *
 * @example
 * sampleForgottenPassword.email; // 'owner@example.com'
 */
export const sampleForgottenPassword: ForgottenPasswordRequest = { email: 'owner@example.com' };

/**
 * A new password after a reset link.
 *
 * @example
 * sampleResetPassword.newPassword.length; // 13
 */
export const sampleResetPassword: ResetPasswordRequest = { newPassword: 'Portal-Demo-2' };

/**
 * Olivia Owner changing her password in settings.
 *
 * @example
 * sampleChangePassword.currentPassword; // 'Portal-Demo-1'
 */
export const sampleChangePassword: ChangePasswordRequest = {
  currentPassword: demoPassword,
  newPassword: 'Portal-Demo-2',
};

/**
 * Ada Admin resetting a customer's password to a generated one.
 *
 * @example
 * sampleAdminPasswordReset.newPassword.length; // 9
 */
export const sampleAdminPasswordReset: AdminPasswordResetRequest = { newPassword: 'aB3$kLm9x' };

/**
 * The API's answer to a staff password reset.
 *
 * @example
 * sampleAdminPasswordResetResult.message;
 */
export const sampleAdminPasswordResetResult: AdminPasswordResetResult = {
  message: 'The password of Olivia Owner was changed.',
};

/**
 * Sign-up step 1 with INVITE-OWNER-1.
 *
 * @example
 * sampleInvitationKey.invitationKey; // 'INVITE-OWNER-1'
 */
export const sampleInvitationKey: InvitationKeyRequest = { invitationKey: 'INVITE-OWNER-1' };

/**
 * Sign-up step 2 with INVITE-OWNER-1: the reference of Elm Court Apartment 16.
 *
 * @example
 * sampleConfirmIdentity.tenantAccountNumber; // 'EC-0016'
 */
export const sampleConfirmIdentity: ConfirmIdentityRequest = {
  invitationKey: 'INVITE-OWNER-1',
  email: 'new.owner@example.com',
  tenantAccountNumber: 'EC-0016',
};

/**
 * A small PNG as an upload.
 *
 * @example
 * sampleFileUpload.fileName; // 'profile.png'
 */
export const sampleFileUpload: FileUpload = { fileName: 'profile.png', content: 'iVBORw0KGgoAAAAN' };

/**
 * Sign-up step 3 with INVITE-OWNER-1.
 *
 * @example
 * sampleCreateProfile.profile.firstName; // 'Nora'
 */
export const sampleCreateProfile: CreateProfileRequest = {
  invitationKey: 'INVITE-OWNER-1',
  profile: { title: 'Mrs', firstName: 'Nora', lastName: 'Newowner' },
  password: demoPassword,
  profilePicture: sampleFileUpload,
  contactInformation: { mainNumber: '', mobileNumber: '07700 900456' },
  newsPreferences: {
    urgentNewsText: true,
    urgentNewsEmail: true,
    importantNewsEmail: true,
    standardNewsEmail: false,
    smsNumber: '07700 900456',
  },
};

/**
 * Confirming an e-mail with its link's token.
 *
 * @example
 * sampleConfirmEmail.token;
 */
export const sampleConfirmEmail: ConfirmEmailRequest = { token: 'cnf-new-owner-7f3a' };

/**
 * Olivia Owner dismissing the paperless dialog for good.
 *
 * @example
 * sampleUserUpdate.paperlessPreference?.showPaperlessDialog; // false
 */
export const sampleUserUpdate: UserUpdate = { paperlessPreference: { showPaperlessDialog: false } };

/**
 * Saving facilities booking settings.
 *
 * @example
 * sampleUserMetadataUpdate.facilitiesBooking.calendarView; // 'day'
 */
export const sampleUserMetadataUpdate: UserMetadataUpdate = {
  facilitiesBooking: { calendarView: 'day', bookingConfirmationEmails: true, bookingReminderEmails: true },
};

/**
 * Olivia Owner moving her correspondence to Elm Court.
 *
 * @example
 * 'correspondenceAddress' in sampleCorrespondenceAddressUpdate; // true
 */
export const sampleCorrespondenceAddressUpdate: PremisesUpdate = {
  correspondenceAddress: {
    addressLine1: 'Apartment 12, Elm Court',
    addressLine2: '12 Elm Street',
    addressLine3: '',
    city: 'Bristol',
    county: '',
    country: 'United Kingdom',
    postalCode: 'BS1 4XX',
  },
};

/**
 * Olivia Owner asking for service-change letters by post.
 *
 * @example
 * 'contactPreferences' in sampleContactPreferencesUpdate; // true
 */
export const sampleContactPreferencesUpdate: PremisesUpdate = {
  contactPreferences: { serviceChangeReceivePost: true, statutoryNoticesReceiveDigital: true },
};

/**
 * Olivia Owner making Flat 1 her main residence.
 *
 * @example
 * sampleMainResidenceUpdate.isMainResidence; // true
 */
export const sampleMainResidenceUpdate: MainResidenceUpdate = {
  contactUuid: sampleIds.oliviaContact,
  isMainResidence: true,
};

/**
 * The statement's last-year filter.
 *
 * @example
 * sampleStatementQuery.fromDate; // '2025-11-22'
 */
export const sampleStatementQuery: StatementQuery = { fromDate: '2025-11-22', toDate: '2026-11-22' };

/**
 * News of Olivia Owner's developments.
 *
 * @example
 * sampleNewsFilterRequest.developmentUUIDs.length; // 2
 */
export const sampleNewsFilterRequest: NewsFilterRequest = {
  developmentUUIDs: [sampleIds.riversideWharf, sampleIds.elmCourt],
};

/**
 * Olivia Owner raising the leak request.
 *
 * @example
 * sampleTicketCreate.sendingRequestAs; // 'customer'
 */
export const sampleTicketCreate: TicketCreate = {
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat1,
  title: 'Leak in the bathroom ceiling',
  description: 'Water is dripping from the light fitting in the bathroom of Flat 1 since this morning.',
  sendingRequestAs: 'customer',
  categoryId: sampleIds.categoryRepair,
  ownerTypeCode: 'SS',
};

/**
 * Clara Client raising a request for the property manager.
 *
 * @example
 * sampleClientTicketCreate.sendingRequestAs; // 'client'
 */
export const sampleClientTicketCreate: TicketCreate = {
  developmentId: sampleIds.riversideWharf,
  title: 'Quarterly budget report',
  description: 'Please send the Q4 budget report for Riverside Wharf.',
  sendingRequestAs: 'client',
  categoryId: sampleIds.categoryRequest,
  ownerTypeCode: 'PM',
};

/**
 * A sharper subject for the leak request.
 *
 * @example
 * sampleTicketUpdate.title;
 */
export const sampleTicketUpdate: TicketUpdate = { title: 'Leak in the bathroom ceiling (getting worse)' };

/**
 * Olivia Owner answering in the leak request's feed.
 *
 * @example
 * sampleFeedMessage.message;
 */
export const sampleFeedMessage: FeedMessageRequest = { message: 'Thank you, Monday morning suits me.' };

/**
 * The dashboard's first five requests of Riverside Wharf, as the query string arrives.
 *
 * @example
 * sampleTicketListQuery.limit; // 5
 */
export const sampleTicketListQuery: TicketListQuery = {
  developmentId: sampleIds.riversideWharf,
  limit: 5,
  offset: 0,
};

/**
 * The facilities of Riverside Wharf and Harbour Lofts.
 *
 * @example
 * sampleFacilityListQuery.developmentUuids.length; // 2
 */
export const sampleFacilityListQuery: FacilityListQuery = {
  developmentUuids: [sampleIds.riversideWharf, sampleIds.harbourLofts],
};

/**
 * One week of Gym slots.
 *
 * @example
 * sampleSlotQuery.fromDate; // '2026-11-23'
 */
export const sampleSlotQuery: SlotQuery = { fromDate: '2026-11-23', toDate: '2026-11-29' };

/**
 * Bookings from the start of November.
 *
 * @example
 * sampleBookingsQuery.fromDate; // '2026-11-01'
 */
export const sampleBookingsQuery: BookingsQuery = { fromDate: '2026-11-01' };

/**
 * Booking the Gym for an hour.
 *
 * @example
 * sampleBookingCreate.startAt; // '2026-11-25T18:00:00.000Z'
 */
export const sampleBookingCreate: BookingCreate = {
  startAt: '2026-11-25T18:00:00.000Z',
  endAt: '2026-11-25T19:00:00.000Z',
  note: 'Personal trainer session.',
};

/**
 * Cancelling a booking.
 *
 * @example
 * sampleBookingStateChange.state; // 'cancelled'
 */
export const sampleBookingStateChange: BookingStateChange = { state: 'cancelled' };

/**
 * A note on a booking.
 *
 * @example
 * sampleBookingNote.note;
 */
export const sampleBookingNote: BookingNoteRequest = { note: 'Bringing a guest.' };

/**
 * Olivia Owner's preferences saved from NP-OWNER-1.
 *
 * @example
 * sampleNotificationPreferencesUpdate.ownersReminders; // false
 */
export const sampleNotificationPreferencesUpdate: NotificationPreferencesUpdate = {
  ownersCorrespondence: true,
  ownersReminders: false,
  email: 'owner@example.com',
};

/**
 * A neutral rating with a message.
 *
 * @example
 * sampleFeedback.rating; // 3
 */
export const sampleFeedback: FeedbackRequest = {
  rating: 3,
  message: 'The statement is clear, but I could not find how to pay by card.',
};

/**
 * Contacting support from the error dialog.
 *
 * @example
 * sampleSupportRequest.page; // '/charges/pre-riverside-flat-1/statement'
 */
export const sampleSupportRequest: SupportRequest = {
  message: 'The statement of Flat 1 does not load.',
  errorType: 'An error occured',
  page: `/charges/${sampleIds.flat1}/statement`,
};

/**
 * Manny Manager writing a page.
 *
 * @example
 * samplePostInput.published; // false
 */
export const samplePostInput: PostInput = {
  title: 'Bin collection days',
  description: '<p>General waste is collected on Tuesdays.</p>',
  published: false,
};

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

/**
 * Olivia Owner's urgent unread notification: urgent news at Riverside Wharf.
 *
 * @example
 * sampleUrgentNotification.importance; // 'urgent'
 */
export const sampleUrgentNotification: Notification = {
  id: 'ntf-olivia-water',
  importance: 'urgent',
  status: 'unread',
  title: 'Urgent news: Water shut-off on Thursday',
  text: 'Riverside Wharf',
  createdAt: '2026-11-25T03:00:00.000Z',
  readAt: null,
  link: '/news/nws-riverside-water',
};

/**
 * A staff reply to Olivia Owner's leak request, unread.
 *
 * @example
 * sampleReplyNotification.link; // '/requests/tkt-flat-1-leak'
 */
export const sampleReplyNotification: Notification = {
  id: 'ntf-olivia-leak-reply',
  importance: 'standard',
  status: 'unread',
  title: 'New reply to your request: Leak in the bathroom ceiling',
  text: 'Manny Manager: A plumber will call on Monday morning.',
  createdAt: '2026-11-24T09:15:00.000Z',
  readAt: null,
  link: `/requests/${sampleIds.leakTicket}`,
};

/**
 * Olivia Owner's four notifications as docs/demo-data.md has them: 1 urgent unread, 2 standard unread, 1 read.
 *
 * @example
 * sampleNotificationsResponse.notifications.filter((item) => item.readAt === null).length; // 3
 */
export const sampleNotificationsResponse: NotificationsResponse = {
  notifications: [
    sampleUrgentNotification,
    sampleReplyNotification,
    {
      id: 'ntf-olivia-parking-reply',
      importance: 'standard',
      status: 'unread',
      title: 'New reply to your request: Second parking permit',
      text: "Otto Officer: Could you send the registration number of your visitor's car?",
      createdAt: '2026-11-09T11:00:00.000Z',
      readAt: null,
      link: '/requests/tkt-flat-2-parking',
    },
    {
      id: 'ntf-olivia-fire-alarm',
      importance: 'urgent',
      status: 'read',
      title: 'Urgent news: Fire alarm test moved',
      text: 'Elm Court',
      createdAt: '2026-11-26T03:00:00.000Z',
      readAt: '2026-11-26T06:00:00.000Z',
      link: null,
    },
  ],
};

/**
 * Olivia Owner's counts: 3 unread, 1 of them urgent.
 *
 * @example
 * sampleNotificationCountResponse.counts.urgentUnread; // 1
 */
export const sampleNotificationCountResponse: NotificationCountResponse = { counts: { urgentUnread: 1, unread: 3 } };

/**
 * The list's query for unread urgent ones.
 *
 * @example
 * sampleNotificationListQuery.limit; // 50
 */
export const sampleNotificationListQuery: NotificationListQuery = { importance: 'urgent', status: 'unread', limit: 50 };

/**
 * The leak reply marked as read.
 *
 * @example
 * sampleMarkedNotification.notification.readAt; // '2026-11-26T10:00:00.000Z'
 */
export const sampleMarkedNotification: MarkedNotification = {
  notification: { ...sampleReplyNotification, status: 'read', readAt: '2026-11-26T10:00:00.000Z' },
};

/**
 * Every notification marked as read at once.
 *
 * @example
 * sampleMarkedAllNotifications.readAt; // '2026-11-26T10:00:00.000Z'
 */
export const sampleMarkedAllNotifications: MarkedAllNotifications = { readAt: '2026-11-26T10:00:00.000Z' };

// ---------------------------------------------------------------------------------------------
// Documents and the FAQ
// ---------------------------------------------------------------------------------------------

/**
 * Riverside Wharf's documents: Building safety with two files, Accounts with one.
 *
 * @example
 * sampleDocumentsResponse.folders.map((folder) => folder.name); // ['Building safety', 'Accounts']
 */
export const sampleDocumentsResponse: DocumentsResponse = {
  folders: [
    {
      id: sampleIds.riversideBuildingSafety,
      name: 'Building safety',
      files: [
        { id: sampleIds.fireRiskAssessment, name: 'Fire risk assessment.pdf', size: 1024, updatedAt: '2026-10-17T09:00:00.000Z' },
        { id: sampleIds.liftInspection, name: 'Lift inspection report.pdf', size: 980, updatedAt: '2026-11-14T09:00:00.000Z' },
      ],
    },
    {
      id: sampleIds.riversideAccounts,
      name: 'Accounts',
      files: [{ id: sampleIds.serviceChargeAccounts, name: 'Service charge accounts.pdf', size: 1100, updatedAt: '2026-08-28T09:00:00.000Z' }],
    },
  ],
};

/**
 * A FAQ file with an entry for everyone, one for customers and one for staff; the second's
 * answer, not its question, mentions parking.
 *
 * @example
 * sampleFaqFile.entries.length; // 3
 */
export const sampleFaqFile: FaqFile = {
  entries: [
    { question: 'How do I reset my password?', answer: 'Choose Forgot your password? on the sign-in page.', visibility: 'both' },
    { question: 'Can my visitors stay overnight?', answer: 'Yes. Visitors may use the parking bays by the gate for up to 4 hours.', visibility: 'customer' },
    { question: 'How do I publish news?', answer: 'Open the admin area and choose Add news.', visibility: 'admin' },
  ],
};

// ---------------------------------------------------------------- customer groups, customers (staff)

/**
 * The demo group Guest Suite users of Riverside Wharf (docs/demo-data.md): Olivia, holding the Guest Suite.
 *
 * @example
 * sampleCustomerGroup.users[0]?.fullName; // 'Olivia Owner'
 */
export const sampleCustomerGroup: CustomerGroup = {
  uuid: sampleIds.guestSuiteUsers,
  name: 'Guest Suite users',
  description: 'Residents who may book the Guest Suite.',
  developmentUuid: sampleIds.riversideWharf,
  users: [{ id: sampleIds.olivia, fullName: 'Olivia Owner', premises: ['Flat 1', 'Flat 2', 'Flat 3'] }],
  facilities: [{ id: sampleIds.guestSuite, name: 'Guest Suite' }],
};

/** Riverside Wharf's groups: the demo group and an empty one. */
export const sampleCustomerGroupsResponse: CustomerGroupsResponse = {
  groups: [
    sampleCustomerGroup,
    { uuid: 'grp-riverside-committee', name: 'Residents\u2019 committee', description: null, developmentUuid: sampleIds.riversideWharf, users: [], facilities: [] },
  ],
};

/** A new group of Riverside Wharf (`POST /user-group`). */
export const sampleCustomerGroupCreate: CustomerGroupCreate = { name: 'Gym users', description: 'Early risers.', developmentUuid: sampleIds.riversideWharf };

/** Sam joins a group (`POST /user-group/{id}/users`). */
export const sampleCustomerGroupUsers: CustomerGroupUsers = { users: [sampleIds.sam] };

/** The Gym given to a group (`POST /user-group/{id}/facilities`). */
export const sampleCustomerGroupFacilities: CustomerGroupFacilities = { facilities: [sampleIds.gym] };

/**
 * Riverside Wharf's customers as its staff see them: Olivia at Flats 1 and 2, Sam at Flat 4, and a
 * former subtenant of Flat 3 who never registered (inactive).
 *
 * @example
 * sampleCustomersResponse.customers.filter((row) => row.stateCode === 0).length; // 3
 */
export const sampleCustomersResponse: CustomersResponse = {
  customers: (
    [
      [sampleIds.olivia, 'pc-flat-1-olivia', 'Olivia', 'Owner', sampleIds.flat1, 'Flat 1', 'Owner', 0],
      [sampleIds.olivia, 'pc-flat-2-olivia', 'Olivia', 'Owner', sampleIds.flat2, 'Flat 2', 'Owner', 0],
      [sampleIds.sam, 'pc-flat-4-sam', 'Sam', 'Subtenant', sampleIds.flat4, 'Flat 4', 'Subtenant', 0],
      [null, 'pc-flat-3-tom', 'Tom', 'Former', sampleIds.flat3, 'Flat 3', 'Subtenant', 1],
    ] as const
  ).map(([userId, relationshipId, firstName, lastName, premisesId, premiseName, relationship, state]): CustomerRelationship => ({
    id: userId ?? relationshipId,
    userId,
    relationshipId,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    premisesId,
    premiseName,
    relationship,
    relationshipStateCode: state,
    stateCode: state,
    portalRegistered: userId ? '2025-03-01T10:00:00.000Z' : null,
    mainNumber: userId ? '020 7946 0000' : null,
    email: userId ? `${firstName.toLowerCase()}@example.com` : null,
    profilePictureUrl: null,
  })),
};
/**
 * The relationship types a customer can hold (`GET /customers/relationship-types`).
 *
 * @example
 * sampleRelationshipTypes.relationshipTypes.map((type) => type.name); // ['Owner', 'Subtenant', 'Tenant', 'Director']
 */
export const sampleRelationshipTypes: RelationshipTypesResponse = {
  relationshipTypes: [
    { id: sampleIds.relationshipOwner, name: 'Owner' },
    { id: sampleIds.relationshipSubtenant, name: 'Subtenant' },
    { id: sampleIds.relationshipTenant, name: 'Tenant' },
    { id: sampleIds.relationshipDirector, name: 'Director' },
  ],
};

/**
 * Olivia as Riverside Wharf's staff see her (`GET /customers/{id}`): three premises, nobody else
 * at them, twelve files (two pages of 10).
 *
 * @example
 * sampleCustomerDetail.files.length; // 12
 */
export const sampleCustomerDetail: CustomerDetail = {
  id: sampleIds.olivia,
  userId: sampleIds.olivia,
  title: 'Ms',
  firstName: 'Olivia',
  lastName: 'Owner',
  fullName: 'Olivia Owner',
  stateCode: 0,
  portalRegistered: '2025-03-01T10:00:00.000Z',
  mainNumber: '020 7946 0018',
  email: 'owner@example.com',
  profilePictureUrl: null,
  premises: [
    { id: sampleIds.flat1, name: 'Flat 1', relationship: 'Owner', relationshipActive: true, relationshipId: sampleIds.oliviaFlat1, isMainResidence: true },
    { id: sampleIds.flat2, name: 'Flat 2', relationship: 'Owner', relationshipActive: true, relationshipId: 'con-olivia-flat-2', isMainResidence: false },
    { id: sampleIds.flat3, name: 'Flat 3', relationship: 'Owner', relationshipActive: true, relationshipId: 'con-olivia-flat-3', isMainResidence: false },
  ],
  people: [],
  newsPreferences: sampleUser.newsPreferences,
  files: Array.from({ length: 12 }, (_, index) => ({
    id: `cfl-olivia-${index + 1}`,
    name: `Letter ${index + 1}.pdf`,
    size: 20_000 + index * 1_000,
    updatedAt: `2026-10-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
    url: `/customers/${sampleIds.olivia}/files/cfl-olivia-${index + 1}`,
  })),
};

/**
 * A new tenant of Flat 2 (`POST /customers`).
 *
 * @example
 * sampleCustomerCreate.relationshipTypeId; // 'rel-tenant'
 */
export const sampleCustomerCreate: CustomerCreate = {
  email: 'nia.newcomer@example.com',
  developmentId: sampleIds.riversideWharf,
  firstName: 'Nia',
  lastName: 'Newcomer',
  title: 'Ms',
  relationshipTypeId: sampleIds.relationshipTenant,
  premisesId: sampleIds.flat2,
  mainNumber: '020 7946 0001',
};

/** Olivia made a director of Flat 4 (`POST /customers/{id}/premises`). */
export const sampleCustomerPremisesCreate: CustomerPremisesCreate = {
  developmentId: sampleIds.riversideWharf,
  premisesId: sampleIds.flat4,
  relationshipTypeId: sampleIds.relationshipDirector,
};

/**
 * Ada's view of Olivia's portal (`GET /customers/{id}/view-as`).
 *
 * @example
 * sampleViewAs.customer.user.email; // 'owner@example.com'
 */
export const sampleViewAs: ViewAsResponse = { customer: sampleAuthResult };

/** Riverside Wharf's new header image (`PUT /developments/{id}`). */
export const sampleDevelopmentUpdate: DevelopmentUpdate = { picture: { fileName: 'riverside.jpg', content: 'iVBORw0KGgo=' } };

/** November's access log (`GET /developments/{id}/access-log`). */
export const sampleAccessLogQuery: AccessLogQuery = { fromDate: '2026-11-01', toDate: '2026-11-26' };

/**
 * Who looks after Riverside Wharf (`GET /developments/{id}/contacts`).
 *
 * @example
 * sampleDevelopmentContacts.contacts[0]?.role; // 'Property manager'
 */
export const sampleDevelopmentContacts: DevelopmentContactsResponse = {
  contacts: [
    { id: 'dct-riverside-manager', name: 'Manny Manager', role: 'Property manager', email: 'manager@example.com', phone: '020 7946 0100', hours: 'Mon-Fri 09:00-17:00', outOfHours: false },
    { id: 'dct-riverside-out-of-hours', name: 'Out-of-hours line', role: 'Emergencies', email: null, phone: '0800 000 0000', hours: null, outOfHours: true },
  ],
};

/** Riverside Wharf's places (`GET /developments/{id}/locations`). */
export const sampleDevelopmentLocations: DevelopmentLocationsResponse = {
  locations: [
    { id: 'loc-riverside-car-park', name: 'Car park' },
    { id: 'loc-riverside-bin-store', name: 'Bin store' },
  ],
};

// ------------------------------------------------------------------ staff facility management

/**
 * A booking as staff read it: who booked, and their premises in the development.
 *
 * @example
 * sampleStaffBooking.contact.fullName; // 'Olivia Owner'
 */
export const sampleStaffBooking: Booking = {
  ...sampleBooking,
  contact: { id: sampleIds.olivia, fullName: 'Olivia Owner', premisesName: 'Flat 1' },
};

/**
 * The Gym's settings as staff set them on its form.
 *
 * @example
 * sampleFacilitySettings.slotType; // 'flexible'
 */
export const sampleFacilitySettings: FacilitySettings = {
  name: sampleFacility.name,
  description: sampleFacility.description,
  slotType: sampleFacility.slotType,
  rules: sampleFacility.rules,
};

/**
 * A new fixed facility of Riverside Wharf (`POST /facilities`).
 *
 * @example
 * sampleFacilityCreate.rules.fixedSlots.length; // 2
 */
export const sampleFacilityCreate: FacilityCreate = {
  developmentId: sampleIds.riversideWharf,
  name: 'Meeting Room',
  description: null,
  slotType: 'fixed',
  rules: { ...sampleFacility.rules, leadTime: null, horizon: 30, fixedSlots: [{ startTime: '09:00', endTime: '13:00' }, { startTime: '13:00', endTime: '17:00' }] },
};

/**
 * Renaming a facility and allowing Olivia and Sam to book it (`PUT /facilities/{id}`).
 *
 * @example
 * sampleFacilityUpdate.users; // ['usr-olivia-owner', 'usr-sam-subtenant']
 */
export const sampleFacilityUpdate: FacilityUpdate = { name: 'Gym and spa', users: [sampleIds.olivia, sampleIds.sam] };

/**
 * Deleting a facility and cancelling its upcoming bookings (`DELETE /facilities/{id}` query).
 *
 * @example
 * sampleFacilityDeleteQuery.cancelUpcomingBookings; // 'true'
 */
export const sampleFacilityDeleteQuery: FacilityDeleteQuery = { cancelUpcomingBookings: 'true' };

/**
 * What deleting the Gym answered: two upcoming bookings cancelled.
 *
 * @example
 * sampleFacilityDeleted.cancelledBookings; // 2
 */
export const sampleFacilityDeleted: FacilityDeleted = { cancelledBookings: 2 };

/**
 * A PNG uploaded as a facility image (`POST /facilities/{id}/images`).
 *
 * @example
 * sampleFacilityImageUpload.fileName; // 'gym-floor.png'
 */
export const sampleFacilityImageUpload: FacilityImageUpload = { name: 'Gym floor', fileName: 'gym-floor.png', content: 'iVBORw0KGgo=' };

/**
 * Making an image the facility's main image (`PUT /facilities/{id}/images/{imageId}`).
 *
 * @example
 * sampleFacilityImageUpdate.isMainImage; // true
 */
export const sampleFacilityImageUpdate: FacilityImageUpdate = { isMainImage: true };

/**
 * Olivia Owner as the Guest Suite's staff see her: not on its own list, allowed through a group.
 *
 * @example
 * sampleFacilityUser.groups[0]?.name; // 'Guest Suite users'
 */
export const sampleFacilityUser: FacilityUser = {
  id: sampleIds.olivia,
  fullName: 'Olivia Owner',
  email: 'owner@example.com',
  premises: ['Flat 1', 'Flat 2', 'Flat 3'],
  allowed: false,
  groups: [{ uuid: sampleIds.guestSuiteUsers, name: 'Guest Suite users' }],
};

/**
 * `GET /facilities/{id}/users?all=true` of the Guest Suite: Olivia (through her group) and Sam.
 *
 * @example
 * sampleFacilityUsersResponse.users.length; // 2
 */
export const sampleFacilityUsersResponse: FacilityUsersResponse = {
  users: [sampleFacilityUser, { id: sampleIds.sam, fullName: 'Sam Subtenant', email: 'subtenant@example.com', premises: ['Flat 4'], allowed: false, groups: [] }],
};

/**
 * Every candidate, not only those allowed (`GET /facilities/{id}/users` query).
 *
 * @example
 * sampleFacilityUsersQuery.all; // 'true'
 */
export const sampleFacilityUsersQuery: FacilityUsersQuery = { all: 'true' };

// ---------------------------------------------------------------------------------------------
// Staff writing news and pages, parcels and tasks (news-admin.ts, posts.ts, parcels.ts, tasks.ts)
// ---------------------------------------------------------------------------------------------

/**
 * Ada Admin writing an urgent item for Riverside Wharf, with a link and a list, linking the fire
 * risk assessment.
 *
 * @example
 * sampleNewsInput.category; // 'urgent'
 */
export const sampleNewsInput: NewsInput = {
  developmentIds: [sampleIds.riversideWharf],
  title: 'Fire alarm test on Friday',
  category: 'urgent',
  description: '<p>The alarm sounds at <a href="https://example.com/fire">10:00</a>.</p><ul><li>Do not leave.</li><li>It lasts a minute.</li></ul>',
  linkedLibraryFiles: [{ type: 'file', id: sampleIds.fireRiskAssessment }],
};

/**
 * The urgent item as its author edits it (`GET /news/{id}`).
 *
 * @example
 * sampleNewsItemResponse.news.developmentIds; // ['dev-riverside-wharf']
 */
export const sampleNewsItemResponse: NewsItemResponse = { news: { ...sampleNewsItem, developmentIds: [sampleIds.riversideWharf] } };

/**
 * Riverside Wharf's pages for staff: a published page and a draft.
 *
 * @example
 * samplePostsResponse.posts.length; // 2
 */
export const samplePostsResponse: PostsResponse = { posts: [samplePost, sampleDraftPost] };

/**
 * The parcel types of the demo data.
 *
 * @example
 * sampleParcelTypesResponse.types.length; // 4
 */
export const sampleParcelTypesResponse: ParcelTypesResponse = {
  types: [
    { id: sampleIds.parcelLetter, name: 'Letter' },
    { id: sampleIds.parcelSmall, name: 'Small parcel' },
    { id: sampleIds.parcelLarge, name: 'Large parcel' },
    { id: sampleIds.parcelPerishable, name: 'Perishable' },
  ],
};

/**
 * Flat 1's two uncollected parcels (`?collected=false`).
 *
 * @example
 * sampleParcelsResponse.parcels.every((parcel) => !parcel.collected); // true
 */
export const sampleParcelsResponse: ParcelsResponse = {
  parcels: [
    {
      id: sampleIds.flat1SmallParcel,
      developmentId: sampleIds.riversideWharf,
      premises: { id: sampleIds.flat1, name: 'Flat 1' },
      type: { id: sampleIds.parcelSmall, name: 'Small parcel' },
      receivedOn: '2026-11-25',
      note: 'Left in the post room.',
      collected: false,
      collectedAt: null,
      createdAt: '2026-11-25T09:30:00.000Z',
    },
    {
      id: sampleIds.flat1Letter,
      developmentId: sampleIds.riversideWharf,
      premises: { id: sampleIds.flat1, name: 'Flat 1' },
      type: { id: sampleIds.parcelLetter, name: 'Letter' },
      receivedOn: '2026-11-24',
      note: null,
      collected: false,
      collectedAt: null,
      createdAt: '2026-11-24T11:00:00.000Z',
    },
  ],
};

/**
 * Logging a large parcel for Flat 1.
 *
 * @example
 * sampleParcelCreate.typeId; // 'pty-large-parcel'
 */
export const sampleParcelCreate: ParcelCreate = { premisesId: sampleIds.flat1, typeId: sampleIds.parcelLarge, receivedOn: '2026-11-26', note: 'Too big for the post room.' };

/**
 * Handing a parcel out.
 *
 * @example
 * sampleParcelUpdate.collected; // true
 */
export const sampleParcelUpdate: ParcelUpdate = { collected: true };

/**
 * The task statuses of the demo data.
 *
 * @example
 * sampleTaskStatusesResponse.statuses.map((status) => status.name); // ['Open', 'In progress', 'Done']
 */
export const sampleTaskStatusesResponse: TaskStatusesResponse = {
  statuses: [
    { id: sampleIds.taskOpen, name: 'Open' },
    { id: sampleIds.taskInProgress, name: 'In progress' },
    { id: sampleIds.taskDone, name: 'Done' },
  ],
};

/**
 * The lift task of Riverside Wharf, in progress, with the engineer's quote attached.
 *
 * @example
 * sampleTask.attachments.length; // 1
 */
export const sampleTask: Task = {
  id: sampleIds.liftTask,
  developmentId: sampleIds.riversideWharf,
  title: 'Lift B inspection',
  description: 'Book the engineer and tell the residents of floors 3 to 6.',
  status: { id: sampleIds.taskInProgress, name: 'In progress' },
  dueOn: '2026-12-01',
  attachments: [{ id: 'tat-lift-quote', name: 'Engineer quote.pdf', url: 'https://api.example.com/tasks/tsk-riverside-lift/attachments/tat-lift-quote' }],
  createdBy: 'Otto Officer',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-22T14:00:00.000Z',
};

/**
 * A new task with one file.
 *
 * @example
 * sampleTaskCreate.attachments?.length; // 1
 */
export const sampleTaskCreate: TaskCreate = {
  developmentId: sampleIds.riversideWharf,
  title: 'Replace the hall lights',
  description: 'Floors 2 and 3.',
  statusId: sampleIds.taskOpen,
  dueOn: null,
  attachments: [{ fileName: 'hall.png', content: 'iVBORw0KGgo=' }],
};

/**
 * Moving a task on.
 *
 * @example
 * sampleTaskUpdate.statusId; // 'tst-in-progress'
 */
export const sampleTaskUpdate: TaskUpdate = { statusId: sampleIds.taskInProgress };
