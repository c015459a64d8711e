// `npm run build`: the npm package (dist/npm) and the CDN element bundles (dist/cdn), both ESM.
// The npm package leaves React and every dependency to the host's bundler (React is a peer);
// the CDN bundles carry everything, with Preact (preact/compat) in place of React (DESIGN.md).
import { defineConfig, type Options } from 'tsup';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalogue } from './core/i18n/compile.ts';
import { elementEntries } from './scripts/elements.ts';
import { preactAliases } from './scripts/preact-aliases.ts';
import { pureSchemas } from './scripts/pure-schemas.mjs';

/** Entries that exist (the layer barrels join as the widgets land). */
function existing(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));
}

const elements = elementEntries();

const npm: Options = {
  name: 'npm',
  entry: existing({
    index: 'widgets/index.ts',
    'elements/index': 'widgets/elements.ts',
    ...Object.fromEntries(Object.entries(elements).map(([tag, file]) => [`elements/${tag}`, file])),
    'core/index': 'core/index.ts',
  }),
  outDir: 'dist/npm',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  // TypeScript 6 reports the `baseUrl` that the declaration bundler sets as deprecated.
  // scripts/fix-types.mjs then adds the extension NodeNext needs to deep type imports.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', /^react\//, /^react-dom\//],
  clean: true,
  // Unused schemas drop out of the package consumers bundle too (the annotations stay in it).
  esbuildPlugins: [pureSchemas],
  esbuildOptions(options) {
    // Shared code sits under chunks/, so package.json `sideEffects` can name it: the session
    // connects itself to the API client when it loads, and a chunk may hold only that.
    options.chunkNames = 'chunks/[name]-[hash]';
  },
};

const cdn: Options = {
  name: 'cdn',
  entry: elements,
  outDir: 'dist/cdn',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  minify: true,
  // Self-contained: a page loads the element file and the shared chunk(s), nothing else.
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  clean: true,
  esbuildPlugins: [pureSchemas],
  esbuildOptions(options) {
    options.alias = preactAliases;
    options.chunkNames = 'chunks/[name]-[hash]';
  },
  async onSuccess() {
    // The files every page loads at start, beside the bundles: the language file, compiled (the
    // bundles carry no message compiler), and the default configuration.
    mkdirSync('dist/cdn/i18n', { recursive: true });
    for (const name of readdirSync('core/i18n').filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(file))) {
      const source = JSON.parse(readFileSync(join('core/i18n', name), 'utf8')) as Record<string, string>;
      writeFileSync(join('dist/cdn/i18n', name), JSON.stringify(compileCatalogue(source)));
    }
    writeFileSync('dist/cdn/config.json', readFileSync('core/config/defaults/config.json'));
  },
};

// Until an element exists there is nothing for the CDN build to bundle.
export default defineConfig(Object.keys(elements).length ? [npm, cdn] : [npm]);
