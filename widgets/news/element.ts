import { defineElement, type ElementDefinition, type PorticoElementOf, type PorticoJsxProps } from '../../core/elements';
import { News, type NewsProps } from './News';
import { newsCss } from './styles';

/**
 * `<portico-news>`: the news of the signed-in user's developments, newest
 * first, five at a time with Show more news: category badge (urgent,
 * important), title, author and picture, date (`MMM d, y, h:mm a`), the description (HTML,
 * sanitised) and linked library files (a file downloads through the API when pressed). A search (title or description, any letter case) and a
 * category filter narrow the list together, and a live region announces the count. With
 * `highlight-news-id`, else the page URL's `highlightNewsId` query parameter, it shows that one
 * item after a 100 ms debounce, scrolled into view, or "This news item could not be found", each
 * with View all news. It needs a session: signed out, the compact sign-in shows in its place.
 *
 * View all news: with `dashboard-href` it is a link there (cancelable `portico-navigate` first);
 * without it, a button that shows the list in place, and when the id came from the URL, also
 * emits a cancelable `portico-navigate` with the page's URL without `highlightNewsId` and, unless
 * cancelled, puts that URL in the history (`pushState`, no page load).
 *
 * @element portico-news
 * @attr development-id - one development's news (its news tab); without it, every development of the user
 * @attr highlight-news-id - the item to show alone; without it, the page URL's `highlightNewsId` query parameter (followed on `popstate`)
 * @attr news-href - href template of each item's title: `{newsId}`; no link without it
 * @attr dashboard-href - where View all news leads (a link); without it View all news is a button that shows the list in place
 * @attr file-href - href template of each linked library file or folder: `{id}`, `{type}`, `{developmentId}`, `{folderId}` (only when the file has a folder); a folder is that link (its name alone without it); a file downloads through the API when pressed, a link there for another tab (a button without it)
 * @attr heading-level - level of each item's title, 1 to 5 (default 2); Attached files is one below
 * @event portico-navigate - a title, folder or View all news link was followed, or View all news dropped the URL's highlightNewsId; `detail.href`; cancelable: a routing host cancels it and routes
 * @event portico-signed-in - the user signed in through the compact sign-in shown in its place
 * @csspart news - the view's root, in every state
 * @csspart controls - the search field and the category select
 * @csspart search - the search field
 * @csspart category - the category select
 * @csspart status - the live region with the count, or No items found
 * @csspart list - the list of items
 * @csspart item - one news item
 * @csspart highlighted - the item shown alone
 * @csspart badge - the urgent or important badge (with one of the two below)
 * @csspart badge-urgent - the urgent badge
 * @csspart badge-important - the important badge
 * @csspart title - an item's title
 * @csspart byline - the author's picture, name and the date
 * @csspart author-image - the author's picture
 * @csspart description - the description
 * @csspart files - the linked library files
 * @csspart file - one linked file or folder (a link with `file-href`; a file without it is a button)
 * @csspart load-more - the Show more news button
 * @csspart single - the highlighted item or the not-found text, with View all news
 * @csspart not-found - the text shown when the highlighted item does not exist
 * @csspart view-all - the View all news button or link
 * @example <portico-news news-href="/news/?highlightNewsId={newsId}"></portico-news>
 */
export const definition = {
  tag: 'portico-news',
  component: News,
  attributes: {
    developmentId: 'string',
    highlightNewsId: 'string',
    newsHref: 'string',
    dashboardHref: 'string',
    fileHref: 'string',
    headingLevel: 'number',
  },
  events: ['portico-navigate', 'portico-signed-in'],
  parts: [
    'news',
    'controls',
    'search',
    'category',
    'status',
    'list',
    'item',
    'highlighted',
    'badge',
    'badge-urgent',
    'badge-important',
    'title',
    'byline',
    'author-image',
    'description',
    'files',
    'file',
    'load-more',
    'single',
    'not-found',
    'view-all',
  ],
  needsSession: true,
  summary: "The news of the user's developments: search, category filter, pages of five and one highlighted item; the compact sign-in while signed out.",
  styles: newsCss,
} as const satisfies ElementDefinition<NewsProps>;

/**
 * The `portico-news` element class (the one already defined, if the script ran before).
 * @example document.createElement('portico-news') instanceof PorticoNews // true
 */
export const PorticoNews = defineElement(definition);

declare global {
  interface HTMLElementTagNameMap {
    'portico-news': PorticoElementOf<typeof definition>;
  }
}

// React's JSX (both @types/react 18 and 19 resolve the tag through React.JSX).
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace
  namespace JSX {
    interface IntrinsicElements {
      'portico-news': PorticoJsxProps<typeof definition>;
    }
  }
}
