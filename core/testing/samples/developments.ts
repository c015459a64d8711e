/**
 * Samples of the demo data: developments, their pages (posts), documents, FAQ, contacts and
 * locations, and staff updates of a development. How to use them: README.md beside this file.
 */
import type { Development, DevelopmentsResponse, Post, PostInput } from '../../schemas';
import type { AccessLogQuery, DevelopmentUpdate } from '../../schemas/development-admin';
import type { DevelopmentContactsResponse, DevelopmentLocationsResponse } from '../../schemas/development-contacts';
import type { DocumentsResponse } from '../../schemas/documents';
import type { FaqFile } from '../../schemas/faq';
import type { PostsResponse } from '../../schemas/posts';
import { sampleIds } from './ids';

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

/**
 * Riverside Wharf's pages for staff: a published page and a draft.
 *
 * @example
 * samplePostsResponse.posts.length; // 2
 */
export const samplePostsResponse: PostsResponse = { posts: [samplePost, sampleDraftPost] };
