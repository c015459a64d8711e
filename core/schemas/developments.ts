import { array, boolean, defaulted, nullable, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, requiredText, webUrl } from './common';
import { isoDateTime } from './instants';
import { RolePayload } from './user';

/**
 * A development's postal address.
 *
 * @example
 * const address: Address = { addressLine1: '1 Wharf Road', addressLine2: null, city: 'London', postalCode: 'SE1 9XX' };
 */
export const Address = type({
  addressLine1: string(),
  addressLine2: nullable(string()),
  city: string(),
  postalCode: string(),
});
export type Address = Infer<typeof Address>;

/**
 * A premises as a development lists it. Hidden premises stay out of the premises
 * pages; in-breach premises feed the shell's notice.
 *
 * @example
 * const flat: DevelopmentPremises = { id: 'p-flat-1', name: 'Flat 1', hidden: false, inBreach: false };
 */
export const DevelopmentPremises = type({
  id,
  name: string(),
  hidden: boolean(),
  inBreach: boolean(),
});
export type DevelopmentPremises = Infer<typeof DevelopmentPremises>;

/**
 * A custom page of a development (article, post). The description is HTML, sanitised
 * before it is rendered.
 *
 * @example
 * const post: Post = { id: 'post-1', title: 'Bin collection', description: '<p>Tuesdays.</p>', published: true, updatedAt: '2026-11-02T10:00:00.000Z', author: { firstName: 'Manny', lastName: 'Manager' } };
 */
export const Post = type({
  id,
  title: string(),
  description: string(),
  published: boolean(),
  updatedAt: isoDateTime,
  author: type({ firstName: string(), lastName: string() }),
});
export type Post = Infer<typeof Post>;

/** A page's title and its HTML at most, as a news item's. */
export const POST_TITLE_MAX = 150;
export const POST_DESCRIPTION_MAX = 20000;

/**
 * `POST /developments/{id}/posts` and `PUT .../posts/{postId}`: title and description required;
 * published defaults to No.
 *
 * @example
 * const page: PostInput = { title: 'Bin collection', description: '<p>Tuesdays.</p>', published: false };
 */
export const PostInput = object({
  title: requiredText({ max: POST_TITLE_MAX }),
  description: requiredText({ max: POST_DESCRIPTION_MAX, multiline: true }),
  published: defaulted(boolean(), false),
});
export type PostInput = Infer<typeof PostInput>;

/**
 * A development (`GET /developments`, `GET /developments/{id}`). `userRole` is the
 * user's role payload there (the premises pages count only developments where it is owner);
 * `hasClientPortal` drives the dashboard's client-portal widget.
 *
 * @example
 * const development = create(json.data, Development);
 * development.premises.filter((premises) => !premises.hidden);
 */
export const Development = type({
  id,
  name: string(),
  imgUrl: nullable(webUrl),
  addressString: string(),
  address: Address,
  premises: array(DevelopmentPremises),
  userRole: RolePayload,
  hasFacilitiesBooking: boolean(),
  hasEcommsLogReport: boolean(),
  hasSiteStaff: boolean(),
  hasClientPortal: boolean(),
  posts: array(Post),
});
export type Development = Infer<typeof Development>;

/**
 * `GET /developments` answers `data.developments`, named like every list answer of the API.
 *
 * @example
 * const { developments } = create(json.data, DevelopmentsResponse);
 */
export const DevelopmentsResponse = type({ developments: array(Development) });
export type DevelopmentsResponse = Infer<typeof DevelopmentsResponse>;
