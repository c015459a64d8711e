// Browser tests (`*.browser.test.ts(x)`) in Debian's Chromium, or the one PORTICO_CHROMIUM names
// (scripts/browser-path.mjs): web-test-runner drives it through Playwright's protocol, but never
// downloads a browser of its own (DESIGN.md, verified facts).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupAlias from '@rollup/plugin-alias';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { chromiumPath } from './scripts/browser-path.mjs';

const alias = fromRollup(rollupAlias);
const commonjs = fromRollup(rollupCommonjs);

export default {
  files: ['{core,widgets,shell}/**/*.browser.test.{ts,tsx}'],
  nodeResolve: { exportConditions: ['browser', 'development'] },
  plugins: [
    // Components run here as the CDN element bundles run them: on preact/compat (DESIGN.md).
    // React itself is covered by the jsdom tests; its CommonJS entry cannot be served as ESM
    // without a bundler, since the dev server cannot derive its named exports.
    alias({
      entries: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    }),
    // Lingui's message compiler (tests use it to compile the catalogue) depends on CommonJS
    // `moo`, and Testing Library's `waitFor` (browser-test-support.ts) on CommonJS `aria-query`,
    // `lz-string` and `pretty-format`'s own. The adapter works with @rollup/plugin-commonjs 25;
    // 29 left `moo` untransformed.
    commonjs({ include: /node_modules\/(moo|aria-query|lz-string|pretty-format|react-is|ansi-styles|ansi-regex|dequal)\// }),
    esbuildPlugin({ ts: true, tsx: true, jsx: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    esbuildPlugin({ loaders: { '.json': 'json' } }),
  ],
  concurrency: 1,
  // Lingui and others read process.env.NODE_ENV, which bundlers replace; the test page defines it.
  testRunnerHtml: (testFramework) => `<!doctype html><html lang="en"><head><title>Browser tests</title>
    <script>window.process = { env: { NODE_ENV: 'development' } };</script></head>
    <body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
      },
    }),
  ],
};
