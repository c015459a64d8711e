// Writes the contract's OpenAPI document (server/contract) to dist/openapi.json, with copies in
// the npm package and beside the CDN bundles, so an agent's API team finds it where the code is.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../server/contract';
import { openApiDocument } from '../server/contract/document';

const json = `${JSON.stringify(openApiDocument(operations), null, 2)}\n`;
for (const folder of ['dist', 'dist/npm', 'dist/cdn']) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'openapi.json'), json);
}
console.log(`openapi.json: ${operations.length} operations, ${Math.round(json.length / 1024)} KB`);
