// `npm run build`, its CDN part: the element bundles of dist/cdn, one ESM file per element
// (`portico-<area>.js`), the loader `portico.js` that loads whichever of them a page uses, and the
// chunks they share under chunks/, with everything inside and Preact (preact/compat) in place of
// React (DESIGN.md). Rollup, not esbuild, bundles them: it
// drops unused exports statement by statement across files, where esbuild's code splitting puts
// every file that one element reaches, whole, in the chunk all of them load (scripts/cdn-rollup.ts).
import { rollup, type Plugin } from 'rollup';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileCatalogue } from '../core/i18n/compile.ts';
import { cdnLog, cdnPlugins, minifyChunks } from './cdn-rollup.ts';
import { elementEntries } from './elements.ts';

const OUT = 'dist/cdn';

/** The production template a deployer copies to config.json beside the scripts, setting `baseUrl`. */
export const CONFIG_TEMPLATE = 'core/config/config.example.json';

const LOADER_ID = '\0portico-loader';

/** The loader entry (`portico.js`): core/elements/autoload.ts with the tags this build makes. */
function loaderEntry(tags: readonly string[]): Plugin {
  return {
    name: 'portico-loader',
    resolveId: (id) => (id === LOADER_ID ? id : null),
    load(id) {
      if (id !== LOADER_ID) return null;
      const autoload = JSON.stringify(resolve('core/elements/autoload.ts'));
      return `import { autoload } from ${autoload};\nautoload(${JSON.stringify(tags)});\n`;
    },
  };
}

/**
 * What a published CDN folder must not carry: a development API, a development environment or
 * placeholder links. Answers one line per finding, as `file: what`.
 * @example findDevelopmentTraces('dist/cdn') // [] after a clean build
 */
export function findDevelopmentTraces(folder: string): string[] {
  const traces = [
    // An address, not the word: the `{hostname}` default and spec 1 §9's query flag name are fine.
    { what: 'a localhost address', pattern: /\/\/(localhost|127\.0\.0\.1|\[::1\])\b|\blocalhost:\d/ },
    { what: 'the dev environment', pattern: /"environment"\s*:\s*"dev"/ },
    { what: 'an example.com link', pattern: /\bexample\.com\b/ },
  ];
  const found: string[] = [];
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    // The contract's document names the reference API's local address and shows the demo's
    // example.com addresses on purpose: it is read by people, not run.
    if (!/\.(js|json)$/.test(file) || file === 'openapi.json') continue;
    const text = readFileSync(join(folder, file), 'utf8');
    for (const { what, pattern } of traces) if (pattern.test(text)) found.push(`${file}: ${what}`);
  }
  return found;
}

/**
 * Builds dist/cdn: the loader and the element bundles, then the files every page loads at start
 * beside them: the language files, compiled (the bundles carry no message compiler), and the
 * production configuration template (no `config.json`: the API address is the deployer's to set).
 * Refuses (throws) when the output carries development traces (`findDevelopmentTraces`). Answers
 * the files Rollup wrote.
 * @example await buildCdn(); // dist/cdn/portico.js, dist/cdn/portico-signin.js, dist/cdn/chunks/…, dist/cdn/i18n/en.json
 */
export async function buildCdn(): Promise<string[]> {
  rmSync(OUT, { recursive: true, force: true });
  const elements = elementEntries();
  const bundle = await rollup({
    input: { portico: LOADER_ID, ...elements },
    plugins: [loaderEntry(Object.keys(elements)), ...cdnPlugins()],
    onLog: cdnLog,
  });
  const { output } = await bundle.write({
    dir: OUT,
    format: 'esm',
    entryFileNames: '[name].js',
    // Shared code sits under chunks/ (package.json `sideEffects` names it).
    chunkFileNames: 'chunks/[name]-[hash].js',
    plugins: [minifyChunks],
  });
  await bundle.close();

  mkdirSync(join(OUT, 'i18n'), { recursive: true });
  for (const name of readdirSync('core/i18n').filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(file))) {
    const source = JSON.parse(readFileSync(join('core/i18n', name), 'utf8')) as Record<string, string>;
    writeFileSync(join(OUT, 'i18n', name), JSON.stringify(compileCatalogue(source)));
  }
  writeFileSync(join(OUT, 'config.example.json'), readFileSync(CONFIG_TEMPLATE));
  const traces = findDevelopmentTraces(OUT);
  if (traces.length > 0) throw new Error(`${OUT} must carry no development configuration:\n  ${traces.join('\n  ')}`);
  return output.map((file) => file.fileName);
}

if (process.argv[1]?.endsWith('build-cdn.ts') && Object.keys(elementEntries()).length > 0) {
  const started = performance.now();
  const files = await buildCdn();
  console.log(`[cdn] ${files.length} files in ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
