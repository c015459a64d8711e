// An esbuild plugin (tsup uses it) and a function (the Rollup build of the CDN bundles and the
// size check use it, through scripts/cdn-rollup.ts) that let a bundle drop the schemas it does
// not use. core/schemas defines each struct at the top of a module (`export const User =
// type({...})`); a bundler must keep every such call, since it cannot know that superstruct's
// constructors have no side effects, so an element that validates only the user and the
// configuration would carry every schema in those modules. This plugin marks the constructor
// calls in core/schemas `/* @__PURE__ */` as the modules load, which tells the bundler that an
// unused result may go. Only constructors are marked: checks such as `validate` and `assert`
// are not, so a check whose result is ignored is never dropped.
import { readFile } from 'node:fs/promises';
import * as superstruct from 'superstruct';
import { transform } from 'esbuild';

/** superstruct exports that do something besides building a struct. */
const NOT_CONSTRUCTORS = new Set(['assert', 'create', 'is', 'mask', 'validate', 'Struct', 'StructError']);

/** The struct-building helpers of core/schemas (common.ts and rules.ts). */
const OWN_CONSTRUCTORS = [
  'rule',
  'withLimits',
  'requiredText',
  'optionalText',
  'passwordText',
  'queryInteger',
  'discriminated',
  'exactlyOneKey',
  'atLeastOneKey',
  'datesInOrder',
  'envelope',
];

const constructors = [...Object.keys(superstruct).filter((name) => !NOT_CONSTRUCTORS.has(name)), ...OWN_CONSTRUCTORS];
// A call of one of them: not a method call (`x.type(`), not a declaration (`function rule(`).
const CALL = new RegExp(`(?<![\\w$.])(?<!function )(${constructors.join('|')})\\(`, 'g');

/** The files whose struct constructor calls are marked: core/schemas, not its tests. */
export const SCHEMA_FILE = /[\\/]core[\\/]schemas[\\/][^\\/]+\.ts$/;

/**
 * Marks the struct constructor calls in `code` (a core/schemas module, TypeScript) pure; answers
 * plain JavaScript. The Rollup build of the CDN bundles (scripts/build-cdn.ts) calls it directly.
 * @example const { code } = await markSchemasPure(source, 'core/schemas/auth.ts');
 * @param {string} source
 * @param {string} file
 * @returns {Promise<{ code: string }>}
 */
export async function markSchemasPure(source, file) {
  // TypeScript off and comments out first, so no comment or type can hold a match.
  const { code } = await transform(source, { loader: 'ts', sourcefile: file });
  return { code: code.replace(CALL, '/* @__PURE__ */ $1(') };
}

/**
 * Marks the struct constructor calls of core/schemas pure.
 * @example build({ plugins: [pureSchemas] })
 * @type {import('esbuild').Plugin}
 */
export const pureSchemas = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad({ filter: SCHEMA_FILE }, async (args) => {
      if (args.path.endsWith('.test.ts')) return undefined;
      const { code } = await markSchemasPure(await readFile(args.path, 'utf8'), args.path);
      return { contents: code, loader: 'js' };
    });
  },
};
