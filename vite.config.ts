import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.ts';
import { porticoAssets } from './scripts/vite-portico-assets.ts';
import { portalShell } from './scripts/vite-shell.ts';
import { leanPreloads } from './scripts/vite-preload.ts';

/**
 * Vite serves the portal shell (every page address outside /examples/ gets shell/index.html) and
 * the examples; PORTICO_API_URL, when set, replaces the served configurations' API base URL (the
 * end-to-end suites' own API); Vitest runs the unit tests in two projects:
 * `*.test.ts(x)` in Node and `*.dom.test.ts(x)` in jsdom (STYLE.md: test names say where they run).
 * Browser tests (`*.browser.test.ts`) belong to web-test-runner and e2e tests to Playwright.
 */
// `vite build --mode examples`: the gallery and the CMS snippet page as static files in
// dist/examples (under examples/, as the dev server serves them), for the end-to-end suites, which
// run against production builds only. A build of their own, so the shell's chunks and budgets stay
// the shell's.
const examplesBuild = {
  outDir: 'dist/examples',
  emptyOutDir: true,
  assetsDir: 'examples/assets',
  // Every page of the two examples, so a new page of theirs is built without a change here.
  rolldownOptions: {
    input: ['examples/gallery', 'examples/cms-snippet'].flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => `${dir}/${name}`),
    ),
  },
};

const lean = leanPreloads();

// Lingui imports its message compiler for development builds only; no chunk group may pull it in.
const MESSAGE_COMPILER = /node_modules[\\/](moo|@messageformat|@lingui[\\/]message-utils)[\\/]/;

/**
 * What /dashboard always loads after the first-load chunk, in three chunks: `dashboard`, its page
 * with the widgets it shows (charges, news, requests) and what they import statically;
 * `dashboard-later`, what it then loads by import() (a customer's sections, the requests'
 * interactive part) less the former; `pages-shared`, what /signin's page may import too, so that
 * the sign-in loads none of the dashboard's own code. "May": the module graph follows barrels
 * (`index.ts`) to every module they re-export, used or not, so the sign-in widget, which the
 * dashboard reaches only through its barrel, is left to the sign-in. Worked out once per build.
 */
const DASHBOARD_PAGE = ['shell/pages/DashboardPage.tsx', 'widgets/charges/Charges.tsx', 'widgets/news/News.tsx', 'widgets/requests/Requests.tsx'];
const DASHBOARD_LATER = ['shell/pages/DashboardParcels.tsx', 'shell/pages/ContactOffers.tsx', 'widgets/requests/interactiveChunk.ts'];
const SIGNIN_PAGE = 'shell/pages/SignInPage.tsx';
const STAFF_AREA_FIRST = ['shell/admin/AdminPage.tsx', 'shell/admin/facilities/FacilitiesSection.tsx'];
const SIGNIN_WIDGET = /[\\/]widgets[\\/]signin[\\/]/;
const WIDGET_BARREL = /[\\/]widgets[\\/][\w-]+[\\/]index\.ts$/;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let dashboardChunks: Map<string, string> | undefined;
function dashboardChunk(id: string, graph: ModuleGraph): string | null {
  const reach = (roots: string[], throughWidgetBarrels: boolean) => {
    const seen = new Set<string>();
    const visit = (module: string) => {
      if (seen.has(module)) return;
      seen.add(module);
      // A widget's barrel re-exports its interactive parts too, which the dashboard loads later.
      if (throughWidgetBarrels || !WIDGET_BARREL.test(module)) for (const imported of graph.getModuleInfo(module)?.importedIds ?? []) visit(imported);
    };
    for (const root of roots) visit(resolve(root));
    return seen;
  };
  if (!dashboardChunks) {
    const signin = reach([SIGNIN_PAGE], true);
    const page = reach(DASHBOARD_PAGE, false);
    const staff = reach(STAFF_AREA_FIRST, false);
    dashboardChunks = new Map();
    for (const module of [...page, ...reach(DASHBOARD_LATER, false)]) {
      if (SIGNIN_WIDGET.test(module) || dashboardChunks.has(module)) continue;
      // What the staff area's first section needs of the later part stays in Rolldown's own chunks,
      // so that /admin does not load the whole of it; the forms the sign-in shares are kept.
      if (!page.has(module) && staff.has(module) && !signin.has(module)) continue;
      const later = page.has(module) ? '' : '-later';
      dashboardChunks.set(module, `${signin.has(module) ? 'pages-shared' : 'dashboard'}${later}`);
    }
  }
  return dashboardChunks.get(id) ?? null;
}
/** Forgets the dashboard's modules at each build's start (a watch rebuild has a new graph). */
const dashboardGroupReset: Plugin = { name: 'portico-dashboard-group-reset', apply: 'build', buildStart: () => void (dashboardChunks = undefined) };

export default defineConfig(({ mode }) => ({
  plugins: mode === 'examples' ? [] : [porticoAssets(process.env.PORTICO_API_URL), portalShell(process.env.PORTICO_API_URL), lean.plugin, dashboardGroupReset],
  // The shell runs on Preact (preact/compat) as the element bundles do: React's runtime alone was
  // 55 KB gzip of the shell's 120 KB first-load budget. The dev server and the e2e
  // suites run the same; the unit tests (Vitest) keep React, whose testing library they use.
  resolve: process.env.VITEST ? {} : { alias: preactAliases },
  server: { port: 4200, strictPort: true, host: '127.0.0.1' },
  // `npm run build:shell`: the shell as static files for a CDN (DESIGN.md) in dist/shell, with a
  // manifest so scripts/size.mjs can follow each page's chunks. The e2e suites and the shell
  // benchmark serve this build (scripts/serve-shell.ts); `npm start` serves the sources instead.
  build:
    mode === 'examples'
      ? examplesBuild
      : {
          outDir: 'dist/shell',
          emptyOutDir: true,
          manifest: true,
          modulePreload: { resolveDependencies: lean.withoutLoadedChunks },
          rolldownOptions: {
            input: 'shell/index.html',
            // Every module the page loads at start in one chunk, beside the small entry: left to
            // itself, Rolldown split them into some 45 files by which lazy pages share them, each
            // fetched and evaluated on its own before the portal could render. The entry stays its
            // own chunk so that the manifest still names it (scripts/size.mjs follows it). Lingui
            // imports its message compiler for development builds only: the group must not pull it
            // in through Lingui's imports, as it would by default; it stays in the built-in English
            // chunk, the one place that compiles (scripts/size.mjs fails a first load that has it).
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'first-load',
                    tags: ['$initial'],
                    includeDependenciesRecursively: false,
                    test: (id) => !/shell[\\/](main\.tsx|index\.html)$/.test(id) && !MESSAGE_COMPILER.test(id),
                  },
                  // Fewer, larger chunks for the dashboard (DASHBOARD_ROOTS): some 40 files were
                  // each fetched, preloaded by a link the preload helper added, and evaluated apart.
                  {
                    name: dashboardChunk,
                    debugName: 'dashboard',
                    includeDependenciesRecursively: false,
                    test: (id) => !MESSAGE_COMPILER.test(id),
                  },
                ],
              },
            },
          },
        },
  test: {
    // One test file per core: Vitest's default (cores - 1) leaves a two-core machine one file at a
    // time, while the worker waits on the main process's transforms, on child processes (the
    // packaged test's npm and tsc) and on the API's scrypt in libuv's pool.
    maxWorkers: availableParallelism(),
    // The API's scrypt and whole sign-in journeys take seconds on a loaded two-core machine; a
    // passing test ends when it ends, so only a hung one waits this long.
    testTimeout: 15_000,
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{core,widgets,shell,server,scripts,cli,tests/unit,tests/packaged,tests/security,tests/resilience,tests/processes}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.dom.test.*', '**/*.browser.test.*', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Run after the root's vitest.setup.ts: a project's settings extend the root's.
          setupFiles: ['./vitest.dom-setup.ts'],
          // axe and the waits above (five seconds each) need room on a loaded machine.
          testTimeout: 20_000,
          include: ['{core,widgets,shell}/**/*.dom.test.{ts,tsx}'],
        },
      },
    ],
  },
}));
