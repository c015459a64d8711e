// The Rollup setup of the CDN element bundles, shared by the build (scripts/build-cdn.ts) and the
// size check (scripts/size.mjs), so that what is measured is bundled as what ships. Rollup drops
// unused exports statement by statement across files; esbuild turns TypeScript and JSX into
// JavaScript file by file; Oxc (Vite's `minify`) minifies each chunk, 0.8 KB gzip smaller than
// esbuild's minifier on the shared chunk.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import { transform } from 'esbuild';
import type { Plugin, RollupLog } from 'rollup';
import { minify as oxcMinify } from 'vite';
import { compileCatalogue } from '../core/i18n/compile.ts';
import en from '../core/i18n/en.json' with { type: 'json' };
import { preactAliases } from './preact-aliases.ts';
import { markSchemasPure, SCHEMA_FILE } from './pure-schemas.mjs';

const TARGET = 'es2022';

/** TypeScript and JSX to JavaScript, file by file, with esbuild (Rollup reads only JavaScript). */
const typescript: Plugin = {
  name: 'portico-typescript',
  async transform(source, id) {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    // Unused schemas drop out: see scripts/pure-schemas.mjs (1.3 KB gzip of the shared chunk).
    const schemas = SCHEMA_FILE.test(id) && !id.endsWith('.test.ts');
    const input = schemas ? (await markSchemasPure(source, id)).code : source;
    const { code } = await transform(input, {
      loader: id.endsWith('.tsx') ? 'tsx' : schemas ? 'js' : 'ts',
      jsx: 'automatic',
      target: TARGET,
      sourcefile: id,
    });
    // The bundles ship without source maps.
    return { code, map: null };
  },
};

/** JSON modules (the GB phone metadata, the fallback messages) as a default export. */
const json: Plugin = {
  name: 'portico-json',
  transform(source, id) {
    if (!id.endsWith('.json')) return null;
    return { code: `export default ${source};`, map: null };
  },
};

/**
 * The production branches of the libraries: their development checks drop out. Our own code's
 * `import.meta.porticoCdn` (core/config/bundle.ts) is true: the local-API switch drops out too.
 */
const production: Plugin = {
  name: 'portico-production',
  transform(source) {
    if (!source.includes('process.env.NODE_ENV') && !source.includes('import.meta.porticoCdn')) return null;
    return { code: source.replaceAll('process.env.NODE_ENV', '"production"').replaceAll('import.meta.porticoCdn', 'true'), map: null };
  },
};

/**
 * `import React from 'react'` in a library (r2wc, react-hook-form) becomes a namespace import:
 * preact/compat's default export is one object holding all of React's API, so one default import
 * keeps all of it (Children, portals, memo, hydrate…) in the shared chunk; through a namespace,
 * Rollup keeps only the members the library reads (1.2 KB gzip of the shared chunk).
 */
const reactNamespaces: Plugin = {
  name: 'portico-react-namespaces',
  transform(source, id) {
    if (!id.includes('/node_modules/')) return null;
    const code = source.replace(/\bimport\s+([\w$]+)\s+from\s*(["'])(react|react-dom)\2/g, 'import * as $1 from $2$3$2');
    return code === source ? null : { code, map: null };
  },
};

/**
 * The CSS text of our stylesheets (each `const fooCss = \`...\``, or an array of such templates)
 * ships without its indentation, line breaks and comments: whitespace runs become one space, which
 * goes around `{`, `}` and `;` and after `:` and `,`, where CSS never needs it (our CSS has no
 * quoted text with such spaces).
 */
const compactCss: Plugin = {
  name: 'portico-compact-css',
  transform(code, id) {
    if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !/Css\b/.test(code)) return null;
    const quasis: { start: number; end: number }[] = [];
    const visit = (node: unknown, inCss: boolean): void => {
      if (typeof node !== 'object' || node === null) return;
      const { type } = node as { type?: string };
      if (inCss && type === 'TemplateElement') quasis.push(node as { start: number; end: number });
      // A function inside a stylesheet's expression builds something else (a selector list, say).
      if (inCss && (type === 'ArrowFunctionExpression' || type === 'FunctionExpression')) return;
      const declarator = node as { type?: string; id?: { name?: string }; init?: unknown };
      const css = inCss || (type === 'VariableDeclarator' && /Css$/.test(declarator.id?.name ?? ''));
      for (const child of Object.values(node)) {
        if (Array.isArray(child)) child.forEach((item) => visit(item, css));
        else visit(child, css);
      }
    };
    visit(this.parse(code), false);
    if (quasis.length === 0) return null;
    let compacted = code;
    for (const { start, end } of quasis.sort((a, b) => b.start - a.start)) {
      const css = compacted
        .slice(start, end)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/ ?([{};]) ?/g, '$1')
        .replace(/([:,]) /g, '$1');
      compacted = compacted.slice(0, start) + css + compacted.slice(end);
    }
    return { code: compacted, map: null };
  },
};

/**
 * `import.meta.porticoBundleFolder` (core/config/bundle.ts) becomes the folder of the bundle,
 * from the chunk's own address: a chunk under chunks/ goes one folder up. So the elements find
 * their configuration and language files beside their scripts wherever the folder is served.
 */
const bundleFolder: Plugin = {
  name: 'portico-bundle-folder',
  resolveImportMeta(property, { chunkId }) {
    if (property !== 'porticoBundleFolder') return null;
    const up = '../'.repeat(chunkId.split('/').length - 1) || './';
    return `new URL(${JSON.stringify(up)}, import.meta.url).href`;
  },
};

/**
 * The built-in English (core/i18n/english.ts), compiled here rather than in the browser: the
 * bundles carry no message compiler, and this on-demand chunk is the catalogue alone.
 */
const builtInEnglish: Plugin = {
  name: 'portico-built-in-english',
  load(id) {
    if (!id.endsWith('/core/i18n/english.ts')) return null;
    return { code: `export const englishCatalogue = ${JSON.stringify(compileCatalogue(en))};`, map: null };
  },
};

/**
 * The input plugins. With `react`, React stays (the size check's comparison); otherwise it is
 * replaced by preact/compat (scripts/preact-aliases.ts).
 * @example await rollup({ input, plugins: cdnPlugins(), onLog: cdnLog })
 */
export function cdnPlugins({ react = false }: { react?: boolean } = {}): Plugin[] {
  return [
    ...(react ? [] : [alias({ entries: Object.entries(preactAliases).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) })]),
    nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], exportConditions: ['production'] }),
    commonjs(),
    ...(react ? [] : [reactNamespaces]),
    builtInEnglish,
    json,
    production,
    typescript,
    compactCss,
    bundleFolder,
  ];
}

/**
 * The output plugin: each chunk minified by Oxc (Rollup has no minifier of its own).
 * @example await bundle.write({ dir, format: 'esm', plugins: [minifyChunks] })
 */
export const minifyChunks: Plugin = {
  name: 'portico-minify',
  async renderChunk(code, chunk) {
    const result = await oxcMinify(chunk.fileName, code, { module: true, compress: { target: TARGET }, mangle: { toplevel: true } });
    if (result.errors.length > 0) throw new Error(`minifying ${chunk.fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
    return { code: result.code, map: null };
  },
};

/**
 * Rollup's logs, less the import cycles (it orders them correctly) and its debug chatter.
 * @example await rollup({ input, plugins: cdnPlugins(), onLog: cdnLog })
 */
export function cdnLog(level: 'info' | 'warn' | 'debug', log: RollupLog): void {
  if (level === 'debug' || log.code === 'CIRCULAR_DEPENDENCY') return;
  console.warn(`[cdn] ${level}: ${log.message}`);
}
