// `npm run lint`'s layer check: runs the rules of .dependency-cruiser.cjs over core, widgets, shell
// and server and prints each wrong-way import. The imports listed in
// .dependency-cruiser-known-violations.json are tolerated until they go, any other breaks the
// lint: the sign-in's form helpers, which a core forms module replaces. Through
// dependency-cruiser's API rather than its CLI, which refuses Node 20 (the repository supports
// >=20.19) though the cruise itself runs on it.
import { cruise } from 'dependency-cruiser';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const LAYERS = ['core', 'widgets', 'shell', 'server'];

/**
 * The imports of the tree at `baseDir` (its core, widgets, shell and server folders) that break a
 * layer rule, less the `knownViolations` (dependency-cruiser's known-violations format).
 * @example const violations = await layerViolations('scripts/layers-fixture'); // [{ rule: 'core-imports-only-core', from, to }]
 */
export async function layerViolations(baseDir = process.cwd(), { knownViolations = [] } = {}) {
  const config = require('../.dependency-cruiser.cjs');
  const root = resolve(baseDir);
  const tsConfigFile = resolve(root, 'tsconfig.json');
  const options = { ...config.options };
  delete options.tsConfig;
  const withTsConfig = existsSync(tsConfigFile);
  // The rules' paths are relative to `baseDir`: dependency-cruiser resolves from it.
  const result = await cruise(
    LAYERS.filter((layer) => existsSync(resolve(root, layer))),
    {
      ...options,
      ...(withTsConfig ? { tsConfig: { fileName: tsConfigFile } } : {}),
      baseDir: root,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      knownViolations,
    },
    undefined,
    withTsConfig ? { tsConfig: require('typescript').readConfigFile(tsConfigFile, require('typescript').sys.readFile).config } : undefined,
  );
  return result.output.summary.violations
    .filter((violation) => violation.rule.severity !== 'ignore')
    .map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.cycle ? violation.cycle.map((step) => step.name ?? step).join(' -> ') : violation.to,
    }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const knownFile = new URL('../.dependency-cruiser-known-violations.json', import.meta.url);
  const knownViolations = existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, 'utf8')) : [];
  const violations = await layerViolations(process.cwd(), { knownViolations });
  for (const { rule, from, to } of violations) console.error(`${rule}: ${from} -> ${to}`);
  if (violations.length) {
    console.error(`\n${violations.length} import(s) break the layer rules (.dependency-cruiser.cjs).`);
    process.exitCode = 1;
  }
}
