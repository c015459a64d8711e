// `npm run db:reset`: starts the reference API's data over: removes the database (the SQLite file,
// or with PORTICO_DATABASE_URL every table of that PostgreSQL database's public schema) and the
// stored files under the data directory (PORTICO_DATA_DIR, default .data), and creates, migrates
// and seeds a new one, exactly as a first start does. The signing secret is kept, so nothing else changes.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createApi } from '../server/app';
import { readConfig } from '../server/config';

// The demo data's own reset: in demo mode, so that PORTICO_CLOCK_START may pin its "day 1".
const config = readConfig({ ...process.env, PORTICO_DEMO: '1' });
if (existsSync(config.dataDir)) {
  for (const entry of readdirSync(config.dataDir)) {
    if (entry !== 'jwt-secret') rmSync(join(config.dataDir, entry), { recursive: true, force: true });
  }
}
if (config.databaseUrl) {
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
}
const { close } = await createApi(config);
await close();
console.log(`Fresh demo data in ${config.dataDir}.`);
