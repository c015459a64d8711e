import type { Generated, Selectable } from 'kysely';
import type { NewsCategory } from '../../../core/schemas';
import type { Migration } from '../../database/migration';

/** The news area's tables, as the query builder types them. */
export interface NewsTables {
  /** spec 2 §3: news items. */
  news: {
    id: string;
    title: string;
    /** HTML, sanitised before it is stored. */
    description: string;
    category: NewsCategory;
    /** Who wrote it (never told of their own news); its name and picture stay as written. */
    author_id: string | null;
    author_name: string | null;
    /** File name under <dataDir>/files/public. */
    author_image: string | null;
    /** JSON, core/schemas LinkedLibraryFile[]. */
    linked_library_files: Generated<string>;
    created_at: string;
  };
  /** The developments a news item is shown in (the news form's "show in developments"). */
  news_developments: {
    news_id: string;
    development_id: string;
  };
}

/** A row of `news`, as a query answers it. */
export type NewsRow = Selectable<NewsTables['news']>;

/**
 * News items and the developments each is shown in.
 * @example export const newsArea: ServerArea = { name: 'news', migrations: newsMigrations, seed, routes };
 */
export const newsMigrations: Migration[] = [
  `
  CREATE TABLE news (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,          -- HTML
    category TEXT NOT NULL CHECK (category IN ('standard', 'urgent', 'important')),
    author_id TEXT REFERENCES users(id),
    author_name TEXT,
    author_image TEXT,                  -- file name under <dataDir>/files/public
    linked_library_files TEXT NOT NULL DEFAULT '[]', -- JSON, core/schemas LinkedLibraryFile[]
    created_at TEXT NOT NULL
  );
  CREATE INDEX news_created ON news(created_at);
  -- One item may be shown in several developments, hence the link table.
  CREATE TABLE news_developments (
    news_id TEXT NOT NULL REFERENCES news(id),
    development_id TEXT NOT NULL REFERENCES developments(id),
    PRIMARY KEY (development_id, news_id)
  );
  CREATE INDEX news_developments_news ON news_developments(news_id);
  `,
];
