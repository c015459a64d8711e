// `npm run build`, the package's command: cli/bin/portico.ts bundled for Node into
// dist/npm/bin/portico.js, the `bin` of package.json. The package's dependencies stay imports
// (npm installs them with it); the core code it uses (schemas, the envelope reading) is bundled.
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';

const outfile = 'dist/npm/bin/portico.js';
await build({
  entryPoints: ['cli/bin/portico.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
