// Size is a test (STYLE.md 8): bundles each measured entry the way the CDN element bundles will
// load it (esbuild, ESM, minified, React replaced by preact/compat), gzips it, fails when a
// budget is exceeded, and checks that the figures stated in README.md match the measurement.
// `npm run size -- --write` rewrites those README figures.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/**
 * Each budget: what is measured, its entry and its limits, eager and on demand (the sanitiser).
 * Preact is not counted here: it is the elements' shared runtime, budgeted with the elements.
 */
const budgets = [
  {
    id: 'element-runtime',
    name: 'core runtime every element loads',
    entry: 'scripts/size-entries/element-runtime.ts',
    limitKb: 24,
    lazyLimitKb: 13,
  },
  {
    id: 'core',
    name: 'core, whole public surface',
    entry: 'core/index.ts',
    limitKb: 33,
    lazyLimitKb: 13,
  },
];

const README_FIGURE = (id) => new RegExp(`(<!-- size:${id} -->)([^<]*)(<!-- /size -->)`);
const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Builds with code splitting, as the element bundles are built, and sums the gzip sizes of the
 * chunks a page loads at once (the entry and what it imports statically); chunks behind a
 * dynamic `import()` (the sanitiser) are counted apart, as `lazy`.
 */
async function measure(budget) {
  const result = await build({
    entryPoints: { entry: budget.entry },
    bundle: true,
    splitting: true,
    outdir: '.size',
    metafile: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    alias: preactAliases,
    external: ['preact', 'preact/*'],
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    logLevel: 'error',
  });
  const files = new Map(result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]));
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name].entryPoint);
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name)) return;
    eager.add(name);
    for (const imported of outputs[name].imports) if (imported.kind === 'import-statement' && outputs[imported.path]) visit(imported.path);
  };
  visit(entry);
  const sizes = { minified: 0, gzip: 0, lazyGzip: 0 };
  for (const [name, code] of files) {
    if (!name.endsWith('.js')) continue;
    const gzip = gzipSync(code, { level: 9 }).length;
    if (eager.has(name)) {
      sizes.minified += code.length;
      sizes.gzip += gzip;
    } else {
      sizes.lazyGzip += gzip;
    }
  }
  return sizes;
}

const write = process.argv.includes('--write');
let readme = readFileSync('README.md', 'utf8');
let failed = false;

console.log('entry                                          min        gzip      budget');
for (const budget of budgets) {
  const { minified, gzip, lazyGzip } = await measure(budget);
  const over = gzip > budget.limitKb * 1024;
  const lazyOver = lazyGzip > budget.lazyLimitKb * 1024;
  failed ||= lazyOver;
  failed ||= over;
  console.log(
    `${budget.name.padEnd(46)} ${formatKb(minified).padStart(9)} ${formatKb(gzip).padStart(9)} ${`${budget.limitKb} KB`.padStart(9)}${over ? '  OVER BUDGET' : ''}`,
  );
  console.log(
    `${'  + loaded on demand'.padEnd(46)} ${''.padStart(9)} ${formatKb(lazyGzip).padStart(9)} ${`${budget.lazyLimitKb} KB`.padStart(9)}${lazyOver ? '  OVER BUDGET' : ''}`,
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
