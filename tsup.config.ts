// `npm run build`, its npm part: the npm package (dist/npm), ESM. It leaves React and every
// dependency to the host's bundler (React is a peer) and carries its devDependencies. Lingui's
// runtime is one of those: @lingui/core declares its macro's Babel tooling as dependencies, which
// would put some thirty packages the product never runs into every production install. The CDN
// element bundles (dist/cdn), which carry everything, are built by Rollup: scripts/build-cdn.ts.
import { defineConfig, type Options } from 'tsup';
import { existsSync } from 'node:fs';
import { elementEntries } from './scripts/elements.ts';
import { pureSchemas } from './scripts/pure-schemas.mjs';

/** Entries that exist (the layer barrels join as the widgets land). */
function existing(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)));
}

const elements = elementEntries();

/** The entry of the React components: the one file a React Server Components app imports them from. */
const COMPONENTS_ENTRY = 'widgets/index.ts';

/**
 * Puts `"use client"` first in the components' built entry, so a React Server Components framework
 * (Next.js's App Router) can import them. esbuild drops a source file's directives when it bundles,
 * so the build adds it. Only there: the core's functions stay callable on the server.
 */
const useClient: NonNullable<Options['plugins']>[number] = {
  name: 'use-client',
  renderChunk(code, chunk) {
    return chunk.entryPoint === COMPONENTS_ENTRY ? { code: `"use client";\n${code}` } : undefined;
  },
};

const npm: Options = {
  name: 'npm',
  entry: existing({
    index: COMPONENTS_ENTRY,
    'elements/index': 'widgets/elements.ts',
    ...Object.fromEntries(Object.entries(elements).map(([tag, file]) => [`elements/${tag}`, file])),
    'core/index': 'core/index.ts',
    'core/stores': 'core/stores/index.ts',
  }),
  outDir: 'dist/npm',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  // TypeScript 6 reports the `baseUrl` that the declaration bundler sets as deprecated.
  // scripts/fix-types.mjs then adds the extension NodeNext needs to deep type imports.
  // Lingui's types go into the declarations with its code, since the package does not install it.
  dts: { resolve: ['@lingui/core'], compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', /^react\//, /^react-dom\//],
  clean: true,
  // Unused schemas drop out of the package consumers bundle too (the annotations stay in it).
  esbuildPlugins: [pureSchemas],
  plugins: [useClient],
  // Which source went into which chunk, for scripts/side-effect-chunks.mjs, which names the
  // chunks holding a module with side effects (the session connects itself to the API client
  // when it loads; the element files define their tags) so package.json `sideEffects` can name
  // exactly those, and then deletes this file.
  metafile: true,
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
};

export default defineConfig(npm);
