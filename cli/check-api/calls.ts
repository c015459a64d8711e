// The read calls the conformance check makes, as data: method, path, the struct the portal
// validates the answer with (the one its endpoint function in core/api/endpoints passes to
// `request`), and where the ids in the path come from. A test reads this list, so a call of the
// contract is either here or in NOT_REACHABLE, with the reason.
import { unknown, type Struct } from 'superstruct';
import {
  BookingInfo,
  BookingsResponse,
  Booking,
  ChargesResponse,
  Bill,
  Development,
  DevelopmentsResponse,
  FacilitiesResponse,
  Facility,
  NewsFilterResponse,
  Premises,
  SlotsResponse,
  Statement,
  Ticket,
  TicketCategoriesResponse,
  TicketFeedResponse,
  TicketOwnerTypesResponse,
  TicketsResponse,
  User,
  UserMetadata,
  UserTitles,
  ContactOffersResponse,
} from '../../core/schemas';
import { NotificationCountResponse, NotificationsResponse } from '../../core/schemas/notifications';
import { DocumentsResponse } from '../../core/schemas/documents';
import { DevelopmentContactsResponse, DevelopmentLocationsResponse } from '../../core/schemas/development-contacts';
import { CustomerDetailResponse, CustomersResponse, RelationshipTypesResponse } from '../../core/schemas/customers';
import { TaskResponse, TaskStatusesResponse, TasksResponse } from '../../core/schemas/tasks';
import { ParcelResponse, ParcelsResponse, ParcelTypesResponse } from '../../core/schemas/parcels';
import { CustomerGroupsResponse } from '../../core/schemas/customer-groups';
import { FacilityUsersResponse } from '../../core/schemas/facility-admin';
import { PostResponse, PostsResponse } from '../../core/schemas/posts';
import { NewsItemResponse } from '../../core/schemas/news-admin';
import { ContentImagesResponse } from '../../core/schemas/content-images';

/** The kinds of account the check signs in with (`--account resident:...`). */
export type Role = 'resident' | 'staff' | 'client';

/**
 * The ids the check has found in earlier answers, by the name a path template uses
 * (`/tickets/{ticketId}`). Each account has its own.
 */
export type Found = Partial<Record<string, string>>;

/** What a query or body is made from: the ids found so far and the check's day (`yyyy-MM-dd`). */
export interface Context {
  readonly found: Found;
  readonly today: string;
}

/**
 * One read call. `follow` takes ids from its validated answer for the calls after it.
 * @example const call: ReadCall = { method: 'GET', path: '/charges', schema: ChargesResponse, roles: ['resident'] };
 */
export interface ReadCall {
  readonly method: 'GET' | 'POST';
  /** The path with `{name}` for each id taken from `Found`. */
  readonly path: string;
  /** The struct of the `{ data }` envelope's `data`, as the portal validates it (`unknown()` for a file). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list holds calls of every answer type
  readonly schema: Struct<any, any>;
  /** Who the portal makes it for. */
  readonly roles: readonly Role[];
  readonly query?: (context: Context) => Record<string, string>;
  readonly body?: (context: Context) => object;
  /** The answer is a file (CSV, image), not a `{ data }` envelope: its status alone is checked. */
  readonly file?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer as validated by `schema`
  readonly follow?: (data: any, found: Found) => Found;
  /**
   * The record in the path is one customer's: another account must get 403 or 404. `staffMaySee`:
   * the development's staff may read it too, so only a second resident can be that other account.
   */
  readonly owned?: { readonly staffMaySee: boolean };
}

/** `yyyy-MM-dd` of the day `days` after `day`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first item matching `test`, or the first item. */
function firstOf<T>(items: readonly T[], test: (item: T) => boolean = () => true): T | undefined {
  return items.find(test) ?? items[0];
}

/** `{ name: value }` without the names whose value is undefined. */
function ids(values: Record<string, string | undefined>): Found {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** Every read call, in the order the check makes them (an id is found before a call uses it). */
export const READ_CALLS: readonly ReadCall[] = [
  { method: 'GET', path: '/user', schema: User, roles: ['resident', 'staff', 'client'] },
  { method: 'GET', path: '/user/metadata', schema: UserMetadata, roles: ['resident', 'staff', 'client'] },
  {
    method: 'GET',
    path: '/user/doctrine',
    schema: BookingInfo,
    roles: ['resident'],
    follow: ({ facilities }: BookingInfo) => ids({ bookableFacilityId: facilities[0]?.facilityId }),
  },
  { method: 'GET', path: '/user/titles', schema: UserTitles, roles: ['resident', 'staff', 'client'] },
  { method: 'GET', path: '/user/contact-offers', schema: ContactOffersResponse, roles: ['resident'] },
  {
    method: 'GET',
    path: '/developments',
    schema: DevelopmentsResponse,
    roles: ['resident', 'staff', 'client'],
    follow: ({ developments }: DevelopmentsResponse, found) => {
      // The development with the most of the portal's features first, so most calls have records to follow.
      const features = (development: Development) =>
        [development.hasFacilitiesBooking, development.hasSiteStaff, development.hasEcommsLogReport, development.hasClientPortal].filter(Boolean).length;
      const ranked = [...developments].sort((a, b) => features(b) - features(a));
      const own = firstOf(ranked, (development) => development.userRole === 'owner' && development.premises.some((premises) => !premises.hidden));
      return ids({
        developmentId: ranked[0]?.id,
        developmentIds: developments.map((development) => development.id).join(','),
        premisesId: found.premisesId ?? own?.premises.find((premises) => !premises.hidden)?.id,
        premisesDevelopmentId: found.premisesDevelopmentId ?? own?.id,
        bookingDevelopmentId: ranked.find((development) => development.hasFacilitiesBooking)?.id,
        accessLogDevelopmentId: ranked.find((development) => development.hasEcommsLogReport)?.id,
      });
    },
  },
  { method: 'GET', path: '/developments/{developmentId}', schema: Development, roles: ['resident', 'staff', 'client'] },
  { method: 'GET', path: '/developments/{developmentId}/contacts', schema: DevelopmentContactsResponse, roles: ['resident', 'staff', 'client'] },
  { method: 'GET', path: '/developments/{developmentId}/locations', schema: DevelopmentLocationsResponse, roles: ['resident', 'staff', 'client'] },
  {
    method: 'GET',
    path: '/developments/{developmentId}/documents',
    schema: DocumentsResponse,
    roles: ['resident', 'staff', 'client'],
    follow: ({ folders }: DocumentsResponse) => ids({ documentId: folders.flatMap((folder) => folder.files)[0]?.id }),
  },
  { method: 'GET', path: '/developments/{developmentId}/documents/files/{documentId}', schema: Bill, roles: ['resident', 'staff', 'client'] },
  { method: 'GET', path: '/premises/{premisesId}', schema: Premises, roles: ['resident'], owned: { staffMaySee: false } },
  {
    method: 'GET',
    path: '/charges',
    schema: ChargesResponse,
    roles: ['resident'],
    follow: ({ developments }: ChargesResponse) =>
      ids({ chargeAccountId: developments.flatMap((development) => development.premises.flatMap((premises) => premises.chargeAccounts))[0]?.id }),
  },
  {
    method: 'GET',
    path: '/charges/{chargeAccountId}/statement',
    schema: Statement,
    roles: ['resident'],
    query: ({ today }) => ({ fromDate: addDays(today, -365), toDate: today }),
    owned: { staffMaySee: false },
  },
  { method: 'GET', path: '/library/files/bill/{chargeAccountId}', schema: Bill, roles: ['resident'], owned: { staffMaySee: false } },
  {
    method: 'GET',
    path: '/tickets',
    schema: TicketsResponse,
    roles: ['resident', 'staff', 'client'],
    query: () => ({ limit: '10' }),
    follow: ({ tickets }: TicketsResponse) => ids({ ticketId: tickets[0]?.id }),
  },
  { method: 'GET', path: '/tickets/{ticketId}', schema: Ticket, roles: ['resident', 'staff', 'client'], owned: { staffMaySee: true } },
  { method: 'GET', path: '/tickets/{ticketId}/feed', schema: TicketFeedResponse, roles: ['resident', 'staff', 'client'], owned: { staffMaySee: true } },
  {
    method: 'GET',
    path: '/tickets/categories',
    schema: TicketCategoriesResponse,
    roles: ['resident', 'staff', 'client'],
    follow: ({ categories }: TicketCategoriesResponse) => ids({ categoryId: categories[0]?.id }),
  },
  {
    method: 'GET',
    path: '/tickets/owner-types',
    schema: TicketOwnerTypesResponse,
    roles: ['resident', 'staff', 'client'],
    follow: ({ ownerTypes }: TicketOwnerTypesResponse) => ids({ ownerTypeCode: ownerTypes[0]?.code }),
  },
  {
    method: 'POST',
    path: '/news/filter',
    schema: NewsFilterResponse,
    roles: ['resident', 'staff', 'client'],
    body: ({ found }) => ({ developmentUUIDs: found.developmentIds ? found.developmentIds.split(',') : [] }),
    follow: ({ news }: NewsFilterResponse) => ids({ newsId: news[0]?.id }),
  },
  {
    method: 'GET',
    path: '/facilities',
    schema: FacilitiesResponse,
    roles: ['resident', 'staff'],
    query: ({ found }) => ({ developmentUuids: found.developmentIds ?? '' }),
    follow: ({ facilities }: FacilitiesResponse) => ids({ facilityId: facilities[0]?.id }),
  },
  { method: 'GET', path: '/facilities/{facilityId}', schema: Facility, roles: ['resident', 'staff'] },
  {
    method: 'GET',
    path: '/facilities/{facilityId}/slots',
    schema: SlotsResponse,
    roles: ['resident', 'staff'],
    query: ({ today }) => ({ fromDate: today, toDate: addDays(today, 6) }),
  },
  {
    method: 'GET',
    path: '/facilities/{facilityId}/bookings',
    schema: BookingsResponse,
    roles: ['resident', 'staff'],
    query: ({ today }) => ({ fromDate: addDays(today, -30), toDate: addDays(today, 60) }),
  },
  {
    method: 'GET',
    path: '/developments/{bookingDevelopmentId}/bookings',
    schema: BookingsResponse,
    roles: ['resident', 'staff'],
    query: ({ today }) => ({ fromDate: addDays(today, -30), toDate: addDays(today, 60) }),
    follow: ({ bookings }: BookingsResponse) => {
      const booking = firstOf(bookings, (candidate) => candidate.state === 'confirmed');
      return ids({ bookingId: booking?.id, bookingFacilityId: booking?.facility.id });
    },
  },
  { method: 'GET', path: '/facilities/{bookingFacilityId}/bookings/{bookingId}', schema: Booking, roles: ['resident', 'staff'], owned: { staffMaySee: true } },
  {
    method: 'GET',
    path: '/notifications',
    schema: NotificationsResponse,
    roles: ['resident', 'staff', 'client'],
    query: () => ({ limit: '50' }),
    follow: ({ notifications }: NotificationsResponse) =>
      ids({ readNotificationId: notifications.find((notification) => notification.readAt !== null)?.id, notificationId: notifications[0]?.id }),
  },
  { method: 'GET', path: '/notifications/count', schema: NotificationCountResponse, roles: ['resident', 'staff', 'client'], query: () => ({ status: 'unread' }) },
  {
    method: 'GET',
    path: '/developments/{developmentId}/parcels',
    schema: ParcelsResponse,
    roles: ['resident', 'staff'],
    follow: ({ parcels }: ParcelsResponse) => ids({ parcelId: parcels[0]?.id }),
  },
  { method: 'GET', path: '/developments/{developmentId}/parcels/types', schema: ParcelTypesResponse, roles: ['resident', 'staff'] },
  { method: 'GET', path: '/developments/{developmentId}/parcels/{parcelId}', schema: ParcelResponse, roles: ['resident', 'staff'], owned: { staffMaySee: true } },
  // The staff lists.
  {
    method: 'GET',
    path: '/developments/{developmentId}/customers',
    schema: CustomersResponse,
    roles: ['staff'],
    follow: ({ customers }: CustomersResponse) => ids({ customerId: customers.find((customer) => customer.userId !== null)?.id ?? customers[0]?.id }),
  },
  { method: 'GET', path: '/customers/{customerId}', schema: CustomerDetailResponse, roles: ['staff'], query: ({ found }) => ({ developmentId: found.developmentId ?? '' }) },
  { method: 'GET', path: '/customers/relationship-types', schema: RelationshipTypesResponse, roles: ['staff'] },
  { method: 'GET', path: '/tasks/statuses', schema: TaskStatusesResponse, roles: ['staff'], follow: ({ statuses }) => ids({ taskStatusId: statuses[0]?.id }) },
  {
    method: 'GET',
    path: '/tasks',
    schema: TasksResponse,
    roles: ['staff'],
    query: ({ found }) => ({ developmentId: found.developmentId ?? '' }),
    follow: ({ tasks }: TasksResponse) => ids({ taskId: tasks[0]?.id }),
  },
  { method: 'GET', path: '/tasks/{taskId}', schema: TaskResponse, roles: ['staff'] },
  { method: 'GET', path: '/tasks/{taskId}/feed', schema: TicketFeedResponse, roles: ['staff'] },
  { method: 'GET', path: '/user-group/get-by-development/{developmentId}', schema: CustomerGroupsResponse, roles: ['staff'] },
  { method: 'GET', path: '/user-group/get-by-facility/{facilityId}', schema: CustomerGroupsResponse, roles: ['staff'] },
  { method: 'GET', path: '/facilities/{facilityId}/users', schema: FacilityUsersResponse, roles: ['staff'], query: () => ({ all: 'true' }) },
  {
    method: 'GET',
    path: '/developments/{developmentId}/posts',
    schema: PostsResponse,
    roles: ['staff'],
    follow: ({ posts }: PostsResponse) => ids({ postId: posts[0]?.id }),
  },
  { method: 'GET', path: '/developments/{developmentId}/posts/{postId}', schema: PostResponse, roles: ['staff'] },
  { method: 'GET', path: '/news/{newsId}', schema: NewsItemResponse, roles: ['staff'] },
  { method: 'GET', path: '/developments/{developmentId}/images', schema: ContentImagesResponse, roles: ['staff'] },
  {
    method: 'GET',
    path: '/developments/{accessLogDevelopmentId}/access-log',
    schema: unknown(),
    file: true,
    roles: ['staff'],
    query: ({ today }) => ({ fromDate: addDays(today, -30), toDate: today }),
  },
];

/**
 * The GET calls of the contract the check does not make, and why: a lead or a test comparing
 * this list and READ_CALLS with the contract's operations finds every GET in one or the other.
 */
export const NOT_REACHABLE: Readonly<Record<string, string>> = {
  'GET /user/token': 'made by every sign-in session: the check refreshes no token',
  'GET /user/logout': 'ends the session: made once per account at the end of the check',
  'GET /notification-preferences/{id}': 'its id arrives only in an e-mailed link',
  'GET /customers/{id}/view-as': 'starts a session as the customer: a write',
  'GET /customers/{id}/files/{fileId}': 'a file download; the check reads JSON answers',
  'GET /tickets/{id}/attachments/{attachmentId}': 'a file download; the check reads JSON answers',
  'GET /tasks/{id}/attachments/{attachmentId}': 'a file download; the check reads JSON answers',
  'GET /files/public/{name}': 'a public image named in other answers',
  'GET /files/profile-pictures/{name}': 'a public image named in other answers',
};
