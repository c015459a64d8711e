import type { NewsItem } from '../../core/schemas/news';
import { styleRef } from '../../core/ui/styles';
import { NewsArticle } from './NewsFeed';
import { newsCss } from './styles';

/**
 * One news item exactly as the news list shows it (badge, title, author and date, the sanitised
 * description, linked files), with the news CSS, without the list's search, filter or paging:
 * for a preview of an item being written (the staff area).
 * @example <NewsItemView item={item} headingLevel={4} />
 */
export function NewsItemView({ item, headingLevel = 2 }: { item: NewsItem; headingLevel?: number }) {
  return (
    <div className="portico-ui portico-news" part="news" ref={styleRef(newsCss)}>
      <NewsArticle item={item} level={headingLevel} newsHref={undefined} fileHref={undefined} emit={undefined} />
    </div>
  );
}
