// The news view's pure rules (spec 2 §5, §9): search by title or description, case-insensitive,
// combined with the category filter, and pages of 5. The API answers every item of the user's
// developments unpaged and unsearched (server/areas/news/service.ts, core/schemas/news.ts
// NewsFilterRequest), so all of this happens in the browser.
import { foldText } from '../../core/domain/text';
import type { NewsCategory, NewsItem } from '../../core/schemas/news';

/**
 * News items per page; "Show more news" adds this many.
 * @example items.slice(0, NEWS_PAGE_SIZE)
 */
export const NEWS_PAGE_SIZE = 5;

/**
 * The category filter's choices: every category, or one.
 * @example const filter: NewsCategoryFilter = 'urgent';
 */
export type NewsCategoryFilter = 'all' | NewsCategory;

/**
 * The category filter's choices in the order the select offers them.
 * @example NEWS_CATEGORY_FILTERS[0] // 'all'
 */
export const NEWS_CATEGORY_FILTERS: readonly NewsCategoryFilter[] = ['all', 'urgent', 'important', 'standard'];

/**
 * A search and a category, as the view holds them.
 * @example const query: NewsQuery = { search: 'water', category: 'urgent' };
 */
export interface NewsQuery {
  search: string;
  category: NewsCategoryFilter;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text a reader sees of a description's HTML: tags dropped, the common entities decoded,
 * white space collapsed. Searching the text, not the markup, keeps "strong" from matching every
 * item with bold text. No DOM: nothing of the HTML is parsed by the browser here.
 * @example newsText('<p>Lift <strong>B</strong> &amp; stairs</p>') // 'Lift B & stairs'
 */
export function newsText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}


/**
 * The items matching the search (in the title or the description's text, ignoring letter case)
 * and the category, in their order (newest first, as the API answers). A blank search matches
 * every item.
 * @example searchNews(items, { search: 'WATER', category: 'urgent' }).map((item) => item.id) // ['nws-riverside-water']
 */
export function searchNews(items: readonly NewsItem[], query: NewsQuery): NewsItem[] {
  const needle = foldText(query.search.trim());
  return items.filter(
    (item) =>
      (query.category === 'all' || item.category === query.category) &&
      (needle === '' || foldText(item.title).includes(needle) || foldText(newsText(item.description)).includes(needle)),
  );
}
