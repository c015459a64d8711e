// `npm run build:server`: the production start (server/serve.ts) and the operator's command
// (server/cli.ts, once it is there) compiled for Node into dist/server/serve.js and
// dist/server/portico.js, so a production machine runs JavaScript rather than tsx. The packages
// stay imports (node_modules beside the repository: run them from its folder); the repository's
// own code is bundled.
import { build } from 'esbuild';
import { chmodSync, existsSync } from 'node:fs';

const entries = [{ in: 'server/serve.ts', out: 'serve', command: false }];
// The command runs as `node dist/server/portico.js …` or, executable, on its own.
if (existsSync('server/cli.ts')) entries.push({ in: 'server/cli.ts', out: 'portico', command: true });

// One build per entry: a fault in one still leaves the other built, and the script fails.
const results = await Promise.allSettled(
  entries.map((entry) =>
    build({
      entryPoints: [{ in: entry.in, out: entry.out }],
      outdir: 'dist/server',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      packages: 'external',
      sourcemap: true,
      logLevel: 'error',
      ...(entry.command && { banner: { js: '#!/usr/bin/env node' } }),
    }).then(() => entry.command && chmodSync(`dist/server/${entry.out}.js`, 0o755)),
  ),
);
if (results.some((result) => result.status === 'rejected')) process.exitCode = 1;
