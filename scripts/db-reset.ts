// `npm run db:reset`: starts the reference API's data over: removes the database and stored files
// under the data directory (PORTICO_DATA_DIR, default .data) and creates, migrates and seeds a new
// one, exactly as a first start does. The signing secret is kept, so nothing else changes.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createApi } from '../server/app';
import { readConfig } from '../server/config';

// The demo data's own reset: in demo mode, so that PORTICO_CLOCK_START may pin its "day 1".
const config = readConfig({ ...process.env, PORTICO_DEMO: '1' });
if (existsSync(config.dataDir)) {
  for (const entry of readdirSync(config.dataDir)) {
    if (entry !== 'jwt-secret') rmSync(join(config.dataDir, entry), { recursive: true, force: true });
  }
}
const { close } = await createApi(config);
close();
console.log(`Fresh demo data in ${config.dataDir}.`);
