// Size is a test (STYLE.md 8): bundles each measured entry the way the CDN element bundles will
// load it (esbuild, ESM, minified, React replaced by preact/compat), gzips it, fails when a
// budget is exceeded, and checks that the figures stated in README.md match the measurement.
// `npm run size -- --write` rewrites those README figures.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Each budget: what is measured, its entry, what is left out of the count, and the limit. */
const budgets = [
  {
    id: 'core',
    name: 'core (public surface, Preact not counted)',
    entry: 'core/index.ts',
    external: ['preact', 'preact/*'],
    limitKb: 16,
  },
  {
    id: 'core-with-preact',
    name: 'core with Preact (the elements\' shared runtime)',
    entry: 'core/index.ts',
    external: [],
    limitKb: 22,
  },
];

const README_FIGURE = (id) => new RegExp(`(<!-- size:${id} -->)([^<]*)(<!-- /size -->)`);
const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(budget) {
  const result = await build({
    entryPoints: [budget.entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: preactAliases,
    external: budget.external,
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const write = process.argv.includes('--write');
let readme = readFileSync('README.md', 'utf8');
let failed = false;

console.log('entry                                          min        gzip      budget');
for (const budget of budgets) {
  const { minified, gzip } = await measure(budget);
  const over = gzip > budget.limitKb * 1024;
  failed ||= over;
  console.log(
    `${budget.name.padEnd(46)} ${formatKb(minified).padStart(9)} ${formatKb(gzip).padStart(9)} ${`${budget.limitKb} KB`.padStart(9)}${over ? '  OVER BUDGET' : ''}`,
  );
  const pattern = README_FIGURE(budget.id);
  const stated = readme.match(pattern);
  if (write) {
    readme = readme.replace(pattern, `$1${formatKb(gzip)}$3`);
  } else if (!stated) {
    console.error(`README.md states no figure for ${budget.id} (<!-- size:${budget.id} -->…<!-- /size -->).`);
    failed = true;
  } else if (Math.abs(parseFloat(stated[2]) * 1024 - gzip) > 512) {
    console.error(`README.md says ${budget.id} is ${stated[2]} gzip; it measures ${formatKb(gzip)}. Run npm run size -- --write.`);
    failed = true;
  }
}
if (write) writeFileSync('README.md', readme);
if (failed) process.exit(1);
