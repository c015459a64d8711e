// Test support (not part of the API): a new, empty PostgreSQL database per test API when
// PORTICO_TEST_DATABASE_URL names a server (scripts/postgres.mjs starts a throwaway one), so the
// server suite runs on PostgreSQL exactly as it runs on SQLite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one test API, and how to remove it. */
export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** The server tests run against: the URL of a database on it that may create others. */
export const testDatabaseServer = (): string | null => process.env.PORTICO_TEST_DATABASE_URL || null;

/**
 * A new PostgreSQL database on the test server, or null when the tests run on SQLite.
 * @example const database = await createTestDatabase(); // database?.url
 */
export async function createTestDatabase(): Promise<TestDatabase | null> {
  const server = testDatabaseServer();
  if (!server) return null;
  const name = `portico_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await administer(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => administer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function administer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
