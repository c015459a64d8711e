// One store per resource (core/README.md, Stores). By file, not through the core/api barrel: an
// element bundle that imports a barrel loads every module another element shares through it.
import { filterNews } from '../api/endpoints/news';
import type { NewsItem } from '../schemas/news';
import { loadedDevelopments } from './developments';
import { resourceStore, type ResourceStore } from './query';

// Staff writing, changing or deleting an item (core/api/endpoints/news-admin.ts) announce it here.
const changedBy = ['/news/'];

/**
 * The news of every development of the user (`POST /news/filter` with the ids of `$developments`).
 * @example const { data } = useStore($news);
 */
export const $news: ResourceStore<NewsItem[]> = resourceStore({
  name: 'news',
  changedBy,
  load: async () => {
    const ids = (await loadedDevelopments()).map((development) => development.id);
    return ids.length === 0 ? [] : filterNews(ids);
  },
});

const developmentNews = { name: 'development-news', changedBy, load: (developmentId: string) => filterNews([developmentId]) };

/**
 * The news of one development (its news tab).
 * @example const { data } = useStore(developmentNewsStore('d-riverside'));
 */
export function developmentNewsStore(developmentId: string): ResourceStore<NewsItem[]> {
  return resourceStore(developmentNews, developmentId);
}
