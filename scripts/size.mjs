// Size is a test (STYLE.md 8): bundles each measured entry the way the CDN element bundles are
// built (Rollup with the plugins of scripts/cdn-rollup.ts, ESM, minified, React replaced by
// preact/compat), gzips it, fails when a budget is exceeded, and checks that the figures stated in
// README.md match the measurement. Then it measures the real CDN output of `npm run build`
// (dist/cdn): the shared chunks every element loads (Preact and the core) and each element's own
// files, and, for comparison only, the sign-in element bundled with React. Last, the portal
// shell's first load per page from its production build (dist/shell).
// `npm run size` runs it with tsx (it imports the TypeScript Rollup setup);
// `npm run size -- --write` rewrites those README figures.
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cdnPlugins, minifyChunks } from './cdn-rollup.ts';

/**
 * Each budget: what is measured, its entry and its limits, eager and on demand (the sanitiser).
 * Preact is not counted here: it is the elements' shared runtime, budgeted with the elements.
 */
const budgets = [
  {
    id: 'element-runtime',
    name: 'core runtime every element loads',
    entry: 'scripts/size-entries/element-runtime.ts',
    // 19 until the client went out through wretch (1.5 KB); Rollup and Oxc won back 0.9 KB of it.
    limitKb: 20,
    lazyLimitKb: 13,
  },
  {
    id: 'signin-form',
    name: 'sign-in form on demand, with react-hook-form',
    entry: 'scripts/size-entries/signin-form.ts',
    // Eager: the core every element loads that the sign-in shares, as the runtime's budget; on
    // demand: the sign-in's form with react-hook-form and core/forms.
    limitKb: 20,
    lazyLimitKb: 20,
  },
  {
    id: 'core',
    name: 'core, whole public surface',
    entry: 'core/index.ts',
    // Everything a React host may import from the core: the requests endpoints with the upload
    // progress, the sign-up and cookie-consent stores, wretch, the configuration's own problem
    // texts, the per-scheme colours and the page gate the provider and the elements share.
    limitKb: 33,
    lazyLimitKb: 13,
  },
];

/**
 * The module of the built-in English catalogue (core/i18n/english.ts), an on-demand chunk for
 * failures only. It holds the whole catalogue, the staff area's texts too, so it grows with the
 * product; no page loads it unless the language file fails, so its budget follows the catalogue
 * with a little room rather than costing any page's first load.
 */
const BUILT_IN_ENGLISH = /\/core\/i18n\/english\.ts$/;
const BUILT_IN_ENGLISH_BUDGET_KB = 16;

// Language files are served compiled, so the message compiler (moo and @messageformat/parser under
// Lingui's compileMessage) belongs in the built-in English chunk only, which compiles its catalogue
// when it loads. One of moo's own error texts marks it in minified output.
const MESSAGE_COMPILER_MARK = 'Matching rules cannot also include states';
/** Fails the check when `what` (files read as text) carries the message compiler. */
function expectNoMessageCompiler(what, files) {
  const carrying = [...files].filter((file) => readFileSync(file, 'utf8').includes(MESSAGE_COMPILER_MARK));
  if (carrying.length === 0) return;
  console.error(`${what} loads the message compiler at first (${carrying.join(', ')}); only the built-in English may.`);
  failed = true;
}
const README_FIGURE = (id) => new RegExp(`(<!-- size:${id} -->)([^<]*)(<!-- /size -->)`);
const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Builds with code splitting, as the element bundles are built, and sums the gzip sizes of the
 * chunks a page loads at once (the entry and what it imports statically); chunks behind a
 * dynamic `import()` (the sanitiser) are counted apart, as `lazy`.
 */
async function measure(budget, { react = false } = {}) {
  const bundle = await rollup({
    input: { entry: budget.entry },
    plugins: cdnPlugins({ react }),
    // With React (the comparison) everything is bundled; otherwise Preact is left out, as above.
    external: react ? [] : (id) => id === 'preact' || id.startsWith('preact/'),
    onLog: () => undefined,
  });
  const { output } = await bundle.generate({ format: 'esm', chunkFileNames: '[name]-[hash].js', plugins: [minifyChunks] });
  await bundle.close();
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name) || !chunks.has(name)) return;
    eager.add(name);
    for (const imported of chunks.get(name).imports) visit(imported);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName);
  const sizes = { minified: 0, gzip: 0, lazyGzip: 0 };
  for (const [name, { code, facadeModuleId }] of chunks) {
    // The built-in English loads only when the language file fails: measured apart, with the CDN bundles.
    if (BUILT_IN_ENGLISH.test(facadeModuleId ?? '')) continue;
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
// `--summary FILE`: every figure with its budget also goes to FILE as JSON, for bench/RESULTS.md's
// summary table (bench/sizes.bench.ts).
const summaryIndex = process.argv.indexOf('--summary');
const summaryFile = summaryIndex >= 0 ? process.argv[summaryIndex + 1] : undefined;
const summary = [];
let readme = readFileSync('README.md', 'utf8');
let failed = false;

/** A figure for the summary: its gzip size against its budget (KB), if it has one. */
function summarise(figure, gzip, budgetKb) {
  summary.push({ figure: `${figure} (KB gzip)`, value: formatKb(gzip).replace(/ KB$/, ''), ...(budgetKb === undefined ? {} : { goal: `≤ ${budgetKb}`, met: gzip <= budgetKb * 1024 }) });
}

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
  checkFigure(budget.id, gzip);
  summarise(budget.name, gzip, budget.limitKb);
  summarise(`${budget.name}: its chunks loaded on demand`, lazyGzip, budget.lazyLimitKb);
}

/** The README figure for `id` must match the measurement (within 0.5 KB), or is rewritten. */
function checkFigure(id, gzip) {
  const pattern = README_FIGURE(id);
  const stated = readme.match(pattern);
  if (write) {
    readme = readme.replace(pattern, `$1${formatKb(gzip)}$3`);
  } else if (!stated) {
    console.error(`README.md states no figure for ${id} (<!-- size:${id} -->…<!-- /size -->).`);
    failed = true;
  } else if (Math.abs(parseFloat(stated[2]) * 1024 - gzip) > 512) {
    console.error(`README.md says ${id} is ${stated[2]} gzip; it measures ${formatKb(gzip)}. Run npm run size -- --write.`);
    failed = true;
  }
}

// The real CDN bundles, as a page loads them: an element file, then every chunk it imports
// statically (recursively); chunks behind a dynamic import() load on demand and are not counted.
// The shared chunks are those every element loads (Preact and the core); what one element loads
// besides them is that element's own weight, on top.
const CDN = 'dist/cdn';
// The goal is 24 KB, wretch included; over 24.5 KB the check fails. The chunks measure 23.5 KB
// since the libraries' React imports keep only what they use of preact/compat and the elements
// load their forms without Suspense (scripts/cdn-rollup.ts, core/ui/OnDemand.tsx). Between the
// goal and the budget, the check says so without failing.
const SHARED_GOAL_KB = 24;
const SHARED_BUDGET_KB = 24.5;
/**
 * The loader `portico.js`: the one script a page needs, which loads only the element files of the
 * tags present. It must stay tiny and import nothing at start (not even the shared chunk).
 */
const LOADER = 'portico.js';
const LOADER_BUDGET_KB = 1;
/** Each element's own weight, on top of the shared chunks. Every element needs a budget here. */
const elementBudgetsKb = {
  'portico-signin.js': 8,
  'portico-account.js': 8,
  'portico-charges.js': 15,
  'portico-statement.js': 15,
  'portico-news.js': 15,
  'portico-requests.js': 15,
  'portico-facility-booking.js': 15,
  'portico-signup.js': 15,
  'portico-notification-preferences.js': 15,
};

/** The files a page loads at once for `file`, the file itself first. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(CDN, file), 'utf8');
  // Minified output: `import{a as b}from"./chunks/x.js"`, `import"./chunks/y.js"` and, for an
  // element another element's chunk imports too, `export{a as B}from"./chunks/z.js"`.
  for (const match of code.matchAll(/\b(?:import\s*(?:[\w*{}\s,$]+?\s*from\s*)?|export\s*[\w*{}\s,$]+?\s*from\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
    staticClosure(join(dirname(file), match[1]), seen);
  }
  return seen;
}

const gzipOf = (file) => gzipSync(readFileSync(join(CDN, file)), { level: 9 }).length;
const sumGzip = (files) => [...files].reduce((sum, file) => sum + gzipOf(file), 0);

const elementFiles = existsSync(CDN) ? readdirSync(CDN).filter((file) => /^portico-[a-z-]+\.js$/.test(file)).sort() : [];
if (elementFiles.length === 0) {
  console.error(`${CDN} has no element bundles: run npm run build first.`);
  failed = true;
} else {
  const closures = new Map(elementFiles.map((file) => [file, staticClosure(file)]));
  const shared = [...closures.values()].reduce((common, closure) => new Set([...common].filter((file) => closure.has(file))));
  const sharedGzip = sumGzip(shared);
  const sharedOver = sharedGzip > SHARED_BUDGET_KB * 1024;
  failed ||= sharedOver;
  console.log('\nCDN bundles (dist/cdn)                                    gzip      budget');
  const overGoal = sharedGzip > SHARED_GOAL_KB * 1024;
  console.log(
    `${`shared chunks every element loads (${shared.size})`.padEnd(56)} ${formatKb(sharedGzip).padStart(9)} ${`${SHARED_BUDGET_KB} KB`.padStart(9)}${sharedOver ? '  OVER BUDGET' : overGoal ? `  over the ${SHARED_GOAL_KB} KB goal` : ''}`,
  );
  for (const [file, closure] of closures) {
    const budget = elementBudgetsKb[file];
    const ownGzip = sumGzip([...closure].filter((name) => !shared.has(name)));
    const over = budget === undefined || ownGzip > budget * 1024;
    failed ||= over;
    console.log(`${`${file}, on top`.padEnd(56)} ${formatKb(ownGzip).padStart(9)} ${budget === undefined ? 'no budget: add one to size.mjs' : `${budget} KB`.padStart(9)}${over && budget !== undefined ? '  OVER BUDGET' : ''}`);
    checkFigure(`cdn-${file.replace(/\.js$/, '')}`, ownGzip);
    expectNoMessageCompiler(file, [...closure].map((name) => join(CDN, name)));
    summarise(`${file}, on top of the shared chunks`, ownGzip, budget);
  }
  summarise('CDN shared chunks every element loads', sharedGzip, SHARED_GOAL_KB);
  const loaderFiles = existsSync(join(CDN, LOADER)) ? staticClosure(LOADER) : new Set();
  if (loaderFiles.size === 0) {
    console.error(`${CDN}/${LOADER} is missing: run npm run build.`);
    failed = true;
  } else {
    const loaderGzip = sumGzip(loaderFiles);
    const loaderOver = loaderGzip > LOADER_BUDGET_KB * 1024 || loaderFiles.size > 1;
    failed ||= loaderOver;
    console.log(
      `${`${LOADER} (the loader), with what it imports at start (${loaderFiles.size})`.padEnd(56)} ${formatKb(loaderGzip).padStart(9)} ${`${LOADER_BUDGET_KB} KB`.padStart(9)}${loaderFiles.size > 1 ? '  IMPORTS AT START' : loaderOver ? '  OVER BUDGET' : ''}`,
    );
    summarise(`${LOADER}, the loader`, loaderGzip, LOADER_BUDGET_KB);
  }
  const english = readdirSync(join(CDN, 'chunks')).filter((file) => /^english-[\w-]+\.js$/.test(file));
  const englishGzip = sumGzip(english.map((file) => join('chunks', file)));
  const englishOver = english.length !== 1 || englishGzip > BUILT_IN_ENGLISH_BUDGET_KB * 1024;
  failed ||= englishOver;
  console.log(
    `${'built-in English, loaded only when the language file fails'.padEnd(56)} ${formatKb(englishGzip).padStart(9)} ${`${BUILT_IN_ENGLISH_BUDGET_KB} KB`.padStart(9)}${english.length !== 1 ? '  NOT ONE CHUNK' : englishOver ? '  OVER BUDGET' : ''}`,
  );
  const react = await measure({ entry: 'widgets/signin/element.ts' }, { react: true });
  console.log(`${'the sign-in element bundled with React 19 (comparison)'.padEnd(56)} ${formatKb(react.gzip).padStart(9)}`);
  checkFigure('cdn-shared', sharedGzip);
  checkFigure('cdn-signin-react', react.gzip);
}

// The portal shell's production build (dist/shell, `npm run build:shell`), read from Vite's
// manifest: what a page loads at first is the entry chunk and every chunk it imports statically,
// plus the page's own chunk (App.tsx loads each page by dynamic import(), at once for the first
// page) and its static imports. What a page's components load later by import() (DOMPurify, the
// sign-in form of a signed-in page) is not counted here; bench/shell.bench.ts reports all the JS
// a page actually fetched. The goal for the shell's first load is 120 KB gzip; the budget is
// tighter, with room for growth, so that losing Preact (React's runtime is 55 KB of it) fails here.
const SHELL = 'dist/shell';
const SHELL_FIRST_LOAD_BUDGET_KB = 80;
const shellPages = [
  { id: 'shell-signin', name: '/signin', page: 'shell/pages/SignInPage.tsx' },
  { id: 'shell-dashboard', name: '/dashboard', page: 'shell/pages/DashboardPage.tsx' },
];
/**
 * The staff area (admins only), loaded on demand: its page and the section /admin opens first
 * (each section is a chunk of its own, loaded when opened), and the folder of its modules.
 */
const STAFF_AREA_FIRST = ['shell/admin/AdminPage.tsx', 'shell/admin/facilities/FacilitiesSection.tsx'];
const STAFF_AREA_FOLDER = 'shell/admin/';
const STAFF_AREA_BUDGET_KB = 40;
const shellManifestFile = join(SHELL, '.vite', 'manifest.json');
if (!existsSync(shellManifestFile)) {
  console.error(`${shellManifestFile} is missing: run npm run build first.`);
  failed = true;
} else {
  const manifest = JSON.parse(readFileSync(shellManifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  /** The manifest keys a page loads at once for `key`: itself and its static imports, recursively. */
  const closure = (key, seen) => {
    if (seen.has(key)) return seen;
    if (!manifest[key]) throw new Error(`${shellManifestFile} has no ${key}: rebuild the shell (npm run build).`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  console.log('\nPortal shell (dist/shell), first load                    gzip      budget');
  for (const { id, name, page } of shellPages) {
    const keys = closure(page, closure(entry, new Set()));
    const gzip = [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(join(SHELL, manifest[key].file)), { level: 9 }).length, 0);
    const over = gzip > SHELL_FIRST_LOAD_BUDGET_KB * 1024;
    failed ||= over;
    console.log(`${`${name}: ${keys.size} chunks`.padEnd(56)} ${formatKb(gzip).padStart(9)} ${`${SHELL_FIRST_LOAD_BUDGET_KB} KB`.padStart(9)}${over ? '  OVER BUDGET' : ''}`);
    checkFigure(id, gzip);
    summarise(`shell first load, ${name}`, gzip, SHELL_FIRST_LOAD_BUDGET_KB);
    expectNoMessageCompiler(`The shell's ${name}`, [...keys].map((key) => join(SHELL, manifest[key].file)));
    // The staff area is admins' only: none of its modules may be in a first load (spec 1 §2).
    const staff = [...keys].filter((key) => key.startsWith(STAFF_AREA_FOLDER));
    if (staff.length > 0) {
      console.error(`${name} loads the staff area at first: ${staff.join(', ')}.`);
      failed = true;
    }
  }
  // The staff area's own weight, on top of what /dashboard loaded: its page's and first section's
  // chunks and the chunks they import that the dashboard did not (the forms, the slot engine, the dialogs).
  const dashboard = closure(shellPages[1].page, closure(entry, new Set()));
  const staffKeys = [...STAFF_AREA_FIRST.reduce((seen, key) => closure(key, seen), new Set())].filter((key) => !dashboard.has(key));
  const staffGzip = staffKeys.reduce((sum, key) => sum + gzipSync(readFileSync(join(SHELL, manifest[key].file)), { level: 9 }).length, 0);
  const staffOver = staffGzip > STAFF_AREA_BUDGET_KB * 1024;
  failed ||= staffOver;
  console.log(`${`/admin on top of /dashboard: ${staffKeys.length} chunks`.padEnd(56)} ${formatKb(staffGzip).padStart(9)} ${`${STAFF_AREA_BUDGET_KB} KB`.padStart(9)}${staffOver ? '  OVER BUDGET' : ''}`);
  checkFigure('shell-admin', staffGzip);
  summarise('shell staff area on top of /dashboard', staffGzip, STAFF_AREA_BUDGET_KB);
  // The staff's rich-text editor (Tiptap on ProseMirror), loaded by import() when a news or page
  // form first shows it: never in /admin's first load; its chunks on top of /admin's. It measures
  // 117.2 KB gzip; the budget leaves a little room.
  const EDITOR_MODULE = 'shell/admin/shared/editor/tiptap.ts';
  const EDITOR_BUDGET_KB = 120;
  const staffArea = STAFF_AREA_FIRST.reduce((seen, key) => closure(key, seen), new Set(dashboard));
  if (staffArea.has(EDITOR_MODULE)) {
    console.error('/admin loads the rich-text editor at first: it must load by import() when it shows.');
    failed = true;
  }
  const editorKeys = [...closure(EDITOR_MODULE, new Set())].filter((key) => !staffArea.has(key));
  const editorGzip = editorKeys.reduce((sum, key) => sum + gzipSync(readFileSync(join(SHELL, manifest[key].file)), { level: 9 }).length, 0);
  const editorOver = editorGzip > EDITOR_BUDGET_KB * 1024;
  failed ||= editorOver;
  console.log(`${`the staff's rich-text editor, on demand: ${editorKeys.length} chunks`.padEnd(56)} ${formatKb(editorGzip).padStart(9)} ${`${EDITOR_BUDGET_KB} KB`.padStart(9)}${editorOver ? '  OVER BUDGET' : ''}`);
  checkFigure('shell-editor', editorGzip);
  summarise("shell staff's rich-text editor, loaded on demand", editorGzip, EDITOR_BUDGET_KB);
}

if (write) writeFileSync('README.md', readme);
if (summaryFile) writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);
if (failed) process.exit(1);
