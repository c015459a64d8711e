import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { ServerConfig } from './config';
import type { AccessTokens } from './auth/access-tokens';
import type { SsoKeys } from './auth/sso-keys';
import type { AuthUser } from './areas/core/users';
import type { Db } from './database/connection';
import type { DialectSql } from './database/dialect';
import type { Migration } from './database/migration';

/** What every route and service of one API instance shares. */
export interface AppContext {
  /** The query builder over SQLite or PostgreSQL: every query of every area goes through it. */
  readonly db: Db;
  /** The little SQL that differs between the two databases. */
  readonly dialect: DialectSql;
  readonly config: ServerConfig;
  readonly secret: Uint8Array;
  readonly accessTokens: AccessTokens;
  /** The identity provider's key SSO tokens are checked with (never `secret`). */
  readonly sso: SsoKeys;
  /** The JSON log (pino, `config.logLevel`): never a token, password, code or message body in it. */
  readonly log: Logger;
  /** The current time: tests move it to expire tokens and codes without waiting. */
  now(): Date;
}

/** Hono's typing of this app: the shared context, and the signed-in user after `requireUser`. */
export interface AppEnv {
  Variables: { ctx: AppContext; user: AuthUser };
}

/**
 * One area of the API (core records, auth and user, residents' records, requests...): its tables,
 * its demo data and its routes. Areas are applied in the order `app.ts` lists them, so an area may
 * refer to the tables and demo records of the areas before it.
 * @example export const chargesArea: ServerArea = { name: 'charges', migrations: [sql], seed, routes };
 */
export interface ServerArea {
  readonly name: string;
  /** SQL scripts applied once each, in order, on either database; the database records how many ran per area. */
  readonly migrations: readonly Migration[];
  /** Inserts the area's demo data (docs/demo-data.md) into a new database; deterministic. */
  readonly seed?: (ctx: AppContext) => Promise<void>;
  readonly routes: (app: Hono<AppEnv>) => void;
  /**
   * The routes that take files and set a larger body limit of their own; every other request is
   * held to the app's limit before it is read, whatever its Content-Type says.
   */
  readonly uploads?: readonly UploadRoute[];
}

/** A route that sets its own body limit: its method and a pattern of its whole path. */
export interface UploadRoute {
  readonly method: 'POST' | 'PUT';
  readonly path: RegExp;
}
