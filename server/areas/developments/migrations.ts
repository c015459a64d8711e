import type { Generated, Selectable } from 'kysely';
import type { Migration } from '../../database/migration';

/** The developments area's tables, as the query builder types them. */
export interface DevelopmentsTables {
  /** spec 2 §3: a development's custom pages (articles, posts); drafts (published 0) are for staff. */
  development_posts: {
    id: string;
    development_id: string;
    title: string;
    /** HTML, sanitised before it is stored and again by the client before it is rendered. */
    description: string;
    published: Generated<number>;
    author_id: string;
    updated_at: string;
  };
  /** Who looks after a development, in the order a resident should try them. */
  development_contacts: {
    id: string;
    development_id: string;
    position: number;
    name: string;
    role: string;
    email: string | null;
    phone: string | null;
    hours: string | null;
    /** 1 for the line a resident calls out of office hours (the raise form shows it apart). */
    out_of_hours: Generated<number>;
  };
  /** The places of a development a request or a parcel can be about. */
  development_locations: {
    id: string;
    development_id: string;
    position: number;
    name: string;
  };
  /** The images staff upload for a development's news and pages (public files). */
  content_images: {
    /** Numbered in upload order: what "newest first" falls back on within one instant. */
    seq: Generated<number>;
    /** Under <dataDir>/files/public. */
    file_name: string;
    development_id: string;
    name: string;
    uploaded_by: string | null;
    created_at: string;
  };
}

/** A row of `content_images`. */
export type ContentImageRow = Selectable<DevelopmentsTables['content_images']>;

/**
 * A development's pages, who looks after it, its places and the images of its news and pages.
 * @example export const developmentsArea: ServerArea = { name: 'developments', migrations: developmentsMigrations, seed, routes };
 */
export const developmentsMigrations: Migration[] = [
  (d) => `
  CREATE TABLE development_posts (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    title TEXT NOT NULL,
    description TEXT NOT NULL,          -- HTML, sanitised by the client before it is rendered
    published INTEGER NOT NULL DEFAULT 0,
    author_id TEXT NOT NULL REFERENCES users(id),
    updated_at TEXT NOT NULL
  );
  CREATE INDEX development_posts_development ON development_posts(development_id, updated_at);

  CREATE TABLE development_contacts (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    hours TEXT,
    out_of_hours INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX development_contacts_development ON development_contacts(development_id, position);

  CREATE TABLE development_locations (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL
  );
  CREATE INDEX development_locations_development ON development_locations(development_id, position);

  CREATE TABLE content_images (
    seq ${d.types.serialKey},
    file_name TEXT NOT NULL UNIQUE,     -- under <dataDir>/files/public
    development_id TEXT NOT NULL REFERENCES developments(id),
    name TEXT NOT NULL,
    uploaded_by TEXT REFERENCES users(id),
    created_at TEXT NOT NULL
  );
  CREATE INDEX content_images_development ON content_images(development_id, created_at);
  `,
];
