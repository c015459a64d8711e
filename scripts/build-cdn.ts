// `npm run build`, its CDN part: the element bundles of dist/cdn, one ESM file per element
// (`portico-<area>.js`) and the chunks they share under chunks/, with everything inside and
// Preact (preact/compat) in place of React (DESIGN.md). Rollup, not esbuild, bundles them: it
// drops unused exports statement by statement across files, where esbuild's code splitting puts
// every file that one element reaches, whole, in the chunk all of them load (scripts/cdn-rollup.ts).
import { rollup } from 'rollup';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileCatalogue } from '../core/i18n/compile.ts';
import { cdnLog, cdnPlugins, minifyChunks } from './cdn-rollup.ts';
import { elementEntries } from './elements.ts';

const OUT = 'dist/cdn';

/**
 * Builds dist/cdn: the element bundles, then the files every page loads at start beside them:
 * the language files, compiled (the bundles carry no message compiler), and the default
 * configuration. Answers the files Rollup wrote.
 * @example await buildCdn(); // dist/cdn/portico-signin.js, dist/cdn/chunks/…, dist/cdn/i18n/en.json
 */
export async function buildCdn(): Promise<string[]> {
  rmSync(OUT, { recursive: true, force: true });
  const bundle = await rollup({ input: elementEntries(), plugins: cdnPlugins(), onLog: cdnLog });
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
  writeFileSync(join(OUT, 'config.json'), readFileSync('core/config/defaults/config.json'));
  return output.map((file) => file.fileName);
}

if (Object.keys(elementEntries()).length > 0) {
  const started = performance.now();
  const files = await buildCdn();
  console.log(`[cdn] ${files.length} files in ${OUT} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
