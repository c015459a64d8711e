// Run by `npm run build` after tsup. The bundled declarations may import a dependency's type file
// by a deep path without an extension (the inferred schema types name superstruct's
// 'superstruct/dist/utils'). Bundler resolution finds it; NodeNext resolution, for a package
// without an exports map, needs the file's extension ('superstruct/dist/utils.js' -> utils.d.ts).
// This adds it where the declaration file exists, so consumers on either resolution get types.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const DIST = 'dist/npm';
const deepImport = /(from\s+|import\s*\(\s*)'((?:@[^/']+\/)?[^./'][^/']*)\/([^']+?)'/g;

for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(deepImport, (whole, keyword, name, path) => {
    const manifest = join('node_modules', name, 'package.json');
    if (/\.[cm]?js$/.test(path) || !existsSync(manifest)) return whole;
    if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return whole;
    return existsSync(join('node_modules', name, `${path}.d.ts`)) ? `${keyword}'${name}/${path}.js'` : whole;
  });
  if (fixed !== text) writeFileSync(file, fixed);
}

// The build carries Lingui's code (tsup.config.ts), so the package does not install Lingui; the
// declarations name its types, so its declaration files are copied in under dist/npm/types and
// the imports pointed at the copies.
const CARRIED_TYPES = {
  '@lingui/core': 'node_modules/@lingui/core/dist/index.d.mts',
  '@lingui/message-utils/compileMessage': 'node_modules/@lingui/message-utils/dist/compileMessage.d.mts',
};
const TYPES = join(DIST, 'types');
const copyOf = (source) => join(TYPES, relative('node_modules', source)).replace(/\.d\.mts$/, '.d.ts');
const importPath = (fromFile, toFile) => {
  const path = relative(dirname(fromFile), toFile).replace(/\.d\.ts$/, '.js');
  return path.startsWith('.') ? path : `./${path}`;
};
const moduleImport = /((?:from|import)\s*)'([^']+)'/g;

/** Copies a declaration file and those it imports, relative or carried, into TYPES. */
function copyDeclarations(source, copied = new Set()) {
  if (copied.has(source)) return;
  copied.add(source);
  const target = copyOf(source);
  const text = readFileSync(source, 'utf8').replace(moduleImport, (whole, keyword, specifier) => {
    const file = specifier.startsWith('.') ? join(dirname(source), specifier).replace(/\.mjs$/, '.d.mts') : CARRIED_TYPES[specifier];
    if (!file) return whole;
    copyDeclarations(file, copied);
    return `${keyword}'${importPath(target, copyOf(file))}'`;
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  // Lingui's licence (MIT) travels with the copies of its files.
  const [scope, name] = relative('node_modules', source).split(/[\\/]/);
  const licence = join('node_modules', scope, name, 'LICENSE');
  if (existsSync(licence)) copyFileSync(licence, join(TYPES, scope, name, 'LICENSE'));
}

for (const entry of readdirSync(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  if (file.startsWith(TYPES)) continue;
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(moduleImport, (whole, keyword, specifier) => {
    if (!CARRIED_TYPES[specifier]) return whole;
    copyDeclarations(CARRIED_TYPES[specifier]);
    return `${keyword}'${importPath(file, copyOf(CARRIED_TYPES[specifier]))}'`;
  });
  if (fixed !== text) writeFileSync(file, fixed);
}
