// `npm run lint`'s layer check: runs the rules of .dependency-cruiser.cjs over core, widgets, shell,
// server and cli (the package's command), prints each wrong-way import and fails on any. Through dependency-cruiser's API rather than its CLI, which refuses Node 20 (the repository supports
// >=20.19) though the cruise itself runs on it.
import { cruise } from 'dependency-cruiser';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const LAYERS = ['core', 'widgets', 'shell', 'server', 'cli'];

/**
 * The imports of the tree at `baseDir` (its core, widgets, shell, server and cli folders) that break a
 * layer rule.
 * @example const violations = await layerViolations('scripts/layers-fixture'); // [{ rule: 'core-imports-only-core', from, to }]
 */
export async function layerViolations(baseDir = process.cwd()) {
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
  const violations = await layerViolations(process.cwd());
  for (const { rule, from, to } of violations) console.error(`${rule}: ${from} -> ${to}`);
  if (violations.length) {
    console.error(`\n${violations.length} import(s) break the layer rules (.dependency-cruiser.cjs).`);
    process.exitCode = 1;
  }
}
