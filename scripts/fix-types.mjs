// Run by `npm run build` after tsup. The bundled declarations may import a dependency's type file
// by a deep path without an extension (the inferred schema types name superstruct's
// 'superstruct/dist/utils'). Bundler resolution finds it; NodeNext resolution, for a package
// without an exports map, needs the file's extension ('superstruct/dist/utils.js' -> utils.d.ts).
// This adds it where the declaration file exists, so consumers on either resolution get types.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
