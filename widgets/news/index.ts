// The news area's public surface: the components (no side effects). `element.ts` defines the
// `portico-news` element.
export { News, type NewsProps } from './News';
export { NewsItemView } from './NewsItemView';
export { NewsFeed, HIGHLIGHT_NEWS_QUERY_PARAMETER, HIGHLIGHT_DEBOUNCE_MS, type NewsFeedProps } from './NewsFeed';
export { searchNews, newsText, NEWS_PAGE_SIZE, NEWS_CATEGORY_FILTERS, type NewsCategoryFilter, type NewsQuery } from './search';
