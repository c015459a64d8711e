import { NewsFilterResponse, type NewsItem } from '../../schemas/news';
import { request, type CallOptions } from '../client';

/**
 * `POST /news/filter`: the news of the given developments, newest first (the answer's
 * `data.news`). The API neither pages nor searches: it answers every item of those developments
 * the user may see, and the news view searches, filters and pages them in the browser.
 * @example const news = await filterNews(['dev-riverside-wharf'], { errorPrefix: t('errors.news') });
 */
export async function filterNews(developmentUUIDs: readonly string[], call?: CallOptions): Promise<NewsItem[]> {
  const { news } = await request({
    method: 'POST',
    path: '/news/filter',
    body: { developmentUUIDs: [...developmentUUIDs] },
    schema: NewsFilterResponse,
    ...call,
  });
  return news;
}
