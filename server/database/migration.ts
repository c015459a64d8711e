import type { DialectSql } from './dialect';

/**
 * One migration: a script of SQL statements that both databases run as written, or a function of
 * the dialect for the few column types they spell differently (`dialect.types`). Apart from the
 * runner (./migrate.ts), so that the areas' table files import nothing that leads back to them.
 * @example const m: Migration = (d) => `CREATE TABLE lines (seq ${d.types.serialKey}, note TEXT)`;
 */
export type Migration = string | ((dialect: DialectSql) => string);
