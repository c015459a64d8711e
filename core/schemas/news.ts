import { array, enums, nullable, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, webUrl } from './common';
import { isoDateTime } from './instants';

/**
 * News categories; urgent and important show a coloured badge.
 *
 * @example
 * is('urgent', NewsCategory); // true
 */
export const NewsCategory = enums(['standard', 'urgent', 'important']);
export type NewsCategory = Infer<typeof NewsCategory>;

/**
 * A library file or folder a news item links to (type, payload). Spec 2 does not show
 * the payload; ours holds what a link to `/documents/{developmentId}` needs.
 *
 * @example
 * const link: LinkedLibraryFile = { type: 'file', payload: { id: 'f-agm', name: 'AGM minutes.pdf', developmentId: 'd-riverside', folderId: 'fo-minutes' } };
 */
export const LinkedLibraryFile = type({
  type: enums(['file', 'folder']),
  payload: type({
    id,
    name: string(),
    developmentId: id,
    folderId: nullable(id),
  }),
});
export type LinkedLibraryFile = Infer<typeof LinkedLibraryFile>;

/**
 * A news item. The description is HTML, sanitised before it is rendered.
 *
 * @example
 * const item = create(json, NewsItem);
 * item.category === 'urgent';
 */
export const NewsItem = type({
  id,
  title: string(),
  description: string(),
  category: NewsCategory,
  createdAt: isoDateTime,
  authorName: nullable(string()),
  authorImage: nullable(webUrl),
  linkedLibraryFiles: array(LinkedLibraryFile),
});
export type NewsItem = Infer<typeof NewsItem>;

/**
 * `POST /news/filter`: the developments whose news to list. Searching and the category
 * filter happen in the browser.
 *
 * @example
 * const filter: NewsFilterRequest = { developmentUUIDs: ['d-riverside', 'd-elm'] };
 */
export const NewsFilterRequest = object({ developmentUUIDs: array(id) });
export type NewsFilterRequest = Infer<typeof NewsFilterRequest>;

/**
 * The answer of `POST /news/filter`: `data.news`, newest first.
 *
 * @example
 * const { news } = create(json.data, NewsFilterResponse);
 */
export const NewsFilterResponse = type({ news: array(NewsItem) });
export type NewsFilterResponse = Infer<typeof NewsFilterResponse>;
