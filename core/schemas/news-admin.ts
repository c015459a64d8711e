// Staff writing news (spec 2 §7 News: POST /news, PUT /news/{id}, DELETE /news/{id}) and reading
// one item to edit it (GET /news/{id}). Imported by file by the staff area and the API only:
// residents never load it.
import { array, assign, enums, object, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { id, requiredText } from './common';
import { rule } from './rules';
import { NewsCategory, NewsItem } from './news';

/** The longest news title, as its field's countdown counts it. */
export const NEWS_TITLE_MAX = 150;
/** The longest description the editor may send, in characters of HTML. */
export const NEWS_DESCRIPTION_MAX = 20000;
/** At most this many documents linked to one item. */
export const NEWS_LINKS_MAX = 10;

/**
 * A document (library file) or folder of one of the item's developments to link to it. The API
 * looks it up and answers its name and folder in `linkedLibraryFiles`.
 *
 * @example
 * const link: NewsLinkInput = { type: 'file', id: 'doc-riverside-fire-risk-assessment' };
 */
export const NewsLinkInput = object({ type: enums(['file', 'folder']), id });
export type NewsLinkInput = Infer<typeof NewsLinkInput>;

/**
 * `POST /news` and `PUT /news/{id}`: the whole item. `description` is the editor's HTML: the API
 * sanitises it before it stores it (and every page sanitises it again when it shows it); a
 * description that is empty once sanitised is refused like a blank one. Each development must be
 * one the author works in. Publishing (or changing to) urgent tells the developments' residents
 * (notifications, and e-mail or text as their news preferences say).
 *
 * @example
 * const item: NewsInput = { developmentIds: ['dev-riverside-wharf'], title: 'Water off on Friday', category: 'urgent', description: '<p>From <strong>9:00</strong> to 12:00.</p>', linkedLibraryFiles: [] };
 */
export const NewsInput = object({
  developmentIds: rule(rule(array(id), 'required', (ids) => ids.length > 0), 'range', (ids) => ids.length <= 50, { min: 1, max: 50 }),
  title: requiredText({ max: NEWS_TITLE_MAX }),
  category: NewsCategory,
  description: requiredText({ max: NEWS_DESCRIPTION_MAX, multiline: true }),
  linkedLibraryFiles: rule(array(NewsLinkInput), 'range', (links) => links.length <= NEWS_LINKS_MAX, { min: 0, max: NEWS_LINKS_MAX }),
});
export type NewsInput = Infer<typeof NewsInput>;

/**
 * A news item as its author edits it: the item and the developments it is published in (those
 * the asking staff member may see).
 *
 * @example
 * const item: NewsAdminItem = { ...sampleNewsItem, developmentIds: ['dev-riverside-wharf'] };
 */
export const NewsAdminItem = assign(NewsItem, type({ developmentIds: array(id) }));
export type NewsAdminItem = Infer<typeof NewsAdminItem>;

/**
 * The answer of `GET /news/{id}`, `POST /news` (201) and `PUT /news/{id}`: `data.news`.
 *
 * @example
 * const { news } = create(json.data, NewsItemResponse);
 */
export const NewsItemResponse = type({ news: NewsAdminItem });
export type NewsItemResponse = Infer<typeof NewsItemResponse>;
