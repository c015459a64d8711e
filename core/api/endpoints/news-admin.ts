import { t } from '../../i18n';
import { NewsItemResponse, type NewsAdminItem, type NewsInput } from '../../schemas/news-admin';
import { announceChange } from '../changes';
import { apiPath, noData, request, type CallOptions } from '../client';

// spec 2 §7 News, the staff's calls: read one item to edit it, write, change and delete news.
// Imported by file by the staff area only, so no resident's bundle carries them. Every change is
// announced under `/news`, which the news stores listen to, so every view of the news reads again.

/**
 * `GET /news/{id}`: one item as its author edits it, with the developments it is in.
 * @example const item = await getNewsItem('nws-riverside-water');
 */
export async function getNewsItem(newsId: string, call?: CallOptions): Promise<NewsAdminItem> {
  const { news } = await request({ method: 'GET', path: apiPath`/news/${newsId}`, schema: NewsItemResponse, errorPrefix: t('errors.newsItem.load'), ...call });
  return news;
}

/**
 * `POST /news`: publishes an item in developments the staff member works in (urgent news tells
 * their residents). Fails with "Unable to create news." and the API's reasons.
 * @example const item = await createNews(sampleNewsInput);
 */
export async function createNews(body: NewsInput, call?: CallOptions): Promise<NewsAdminItem> {
  const { news } = await request({ method: 'POST', path: '/news', body, schema: NewsItemResponse, errorPrefix: t('errors.newsItem.create'), ...call });
  return announceChange(apiPath`/news/${news.id}`, news);
}

/**
 * `PUT /news/{id}`: changes the whole item. Fails with "Unable to save news." and the API's reasons.
 * @example const item = await updateNews('nws-riverside-water', { ...input, category: 'urgent' });
 */
export async function updateNews(newsId: string, body: NewsInput, call?: CallOptions): Promise<NewsAdminItem> {
  const path = apiPath`/news/${newsId}`;
  const { news } = await request({ method: 'PUT', path, body, schema: NewsItemResponse, errorPrefix: t('errors.newsItem.save'), ...call });
  return announceChange(path, news);
}

/**
 * `DELETE /news/{id}` (204): takes the item out of the staff member's developments. Fails with
 * "Unable to delete news." and the API's reasons.
 * @example await deleteNews('nws-riverside-water');
 */
export async function deleteNews(newsId: string, call?: CallOptions): Promise<void> {
  const path = apiPath`/news/${newsId}`;
  await request({ method: 'DELETE', path, schema: noData, errorPrefix: t('errors.newsItem.delete'), ...call });
  announceChange(path, undefined);
}
