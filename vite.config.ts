import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

export default defineConfig(({ mode }) => ({
  plugins: mode === 'examples' ? [] : [porticoAssets(process.env.PORTICO_API_URL), portalShell(process.env.PORTICO_API_URL), lean.plugin],
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
                    test: (id) => !/shell[\\/](main\.tsx|index\.html)$/.test(id) && !/node_modules[\\/](moo|@messageformat|@lingui[\\/]message-utils)[\\/]/.test(id),
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
