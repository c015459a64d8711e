// Run by `npm run build` after tsup. esbuild names every shared chunk `chunk-[hash]`, so
// package.json `sideEffects` could only name them all, and a host's bundler would then keep every
// chunk it reaches, used or not. This renames the chunks that hold a module the package declares
// as having side effects (the source entries of `sideEffects`: the element definitions, the
// session wiring, the signed-out view's registration) to `registers-[hash].js`, and rewrites the
// imports of them, so `sideEffects` names exactly those chunks (`./dist/npm/chunks/registers-*.js`).
// It reads which source files went into which chunk from esbuild's metafile (tsup `metafile`),
// then deletes the metafile, which is not for publishing.
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const DIST = 'dist/npm';
const METAFILE = join(DIST, 'metafile-esm.json');

/** `./widgets/*\/element.ts` -> a RegExp for the source path `widgets/x/element.ts`. */
function globToRegExp(glob) {
  const escape = (text) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const body = glob
    .replace(/^\.\//, '')
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

const { sideEffects } = JSON.parse(readFileSync('package.json', 'utf8'));
const sources = sideEffects.filter((glob) => !glob.startsWith('./dist/')).map(globToRegExp);
const { outputs } = JSON.parse(readFileSync(METAFILE, 'utf8'));

const renames = new Map();
for (const [output, { inputs }] of Object.entries(outputs)) {
  if (!output.startsWith(`${DIST}/chunks/`) || !output.endsWith('.js')) continue;
  if (!Object.keys(inputs).some((input) => sources.some((source) => source.test(input)))) continue;
  const name = basename(output);
  renames.set(name, `registers-${name.replace(/^chunk-/, '')}`);
}
if (renames.size === 0) throw new Error('No chunk holds a module with side effects: is package.json `sideEffects` still naming the sources?');

const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  .map((entry) => join(entry.parentPath, entry.name));
// A chunk file name is a hash, so it appears in code only where the chunk is imported.
const importOf = new RegExp(`(["'/])(${[...renames.keys()].map((name) => name.replace(/[.-]/g, '\\$&')).join('|')})(["'])`, 'g');
for (const file of files) {
  const code = readFileSync(file, 'utf8');
  const renamed = code.replace(importOf, (_, before, name, after) => `${before}${renames.get(name)}${after}`);
  if (renamed !== code) writeFileSync(file, renamed);
}
for (const [from, to] of renames) renameSync(join(DIST, 'chunks', from), join(DIST, 'chunks', to));
rmSync(METAFILE);
console.log(`${DIST}/chunks: ${renames.size} chunks with side effects named registers-*.js`);
