// Proves the package, not only the source (STYLE.md 9): packs it with `npm pack`, installs the
// tarball into a fresh project outside the repository (so only what the package declares can be
// found), resolves every export by name, imports the Node-safe ones, type-checks a consumer file
// against the installed types, and checks the CDN bundles and the manifest that ship inside.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementEntries } from '../../scripts/elements.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const tags = Object.keys(elementEntries(ROOT)).sort();

/** Every public specifier of the exports map, with the file it must resolve to. */
const specifiers: Record<string, string> = {
  portico: 'dist/npm/index.js',
  'portico/elements': 'dist/npm/elements/index.js',
  ...Object.fromEntries(tags.map((tag) => [`portico/elements/${tag}`, `dist/npm/elements/${tag}.js`])),
  'portico/core': 'dist/npm/core/index.js',
  'portico/core/stores': 'dist/npm/core/stores.js',
  'portico/custom-elements.json': 'dist/npm/custom-elements.json',
};

const run = (command: string, args: string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The newest modification time under the given paths (files or folders, recursively). */
function newest(paths: string[]): number {
  let latest = 0;
  for (const path of paths.map((entry) => join(ROOT, entry))) {
    if (!existsSync(path)) continue;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  }
  return latest;
}

/** Bare (package) specifiers a built file imports, statically or dynamically. */
function bareImports(code: string): string[] {
  const found = new Set<string>();
  // Not a property named from (`t("statement.filter.from")` minifies to `.from")`), and a
  // specifier holds no space or parenthesis, so text in the code is not taken for an import.
  for (const match of code.matchAll(/(?:(?<![.$\w])from\s*|\bimport\s*\(?\s*)["']([^"'\s()]+)["']/g)) {
    const specifier = match[1]!;
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) found.add(specifier);
  }
  return [...found];
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
const packageName = (specifier: string): string =>
  specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let project = '';
let installed = '';

beforeAll(() => {
  // The gate builds first (`npm run verify`); run alone, this test builds when dist is missing
  // or older than the sources it is made from.
  const built = join(ROOT, 'dist/npm/custom-elements.json');
  const sources = ['core', 'widgets', 'scripts/manifest.ts', 'scripts/elements.ts', 'tsup.config.ts', 'package.json'];
  if (!existsSync(built) || newest(sources) > statSync(built).mtimeMs) run('npm', ['run', 'build'], ROOT);

  project = mkdtempSync(join(tmpdir(), 'portico-packaged-'));
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', project], ROOT)) as [{ filename: string }];
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  // As a TypeScript host would: the package (its dependencies and React, its peer) and React's
  // types. The npm cache serves what the repository's own install fetched.
  run(
    'npm',
    ['install', `./${filename}`, '@types/react@^19', '@types/react-dom@^19', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    project,
  );
  installed = join(project, 'node_modules/portico');
}, 180_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

// Each check spawns Node or tsc on a shared, busy machine.
describe('the packed package', { timeout: 60_000 }, () => {
  it('has an element for each widget with an element file', () => {
    expect(tags).toEqual(expect.arrayContaining(['portico-account', 'portico-charges', 'portico-signin']));
    // `portico/elements` defines them all: widgets/elements.ts imports every element file.
    const barrel = readFileSync(join(ROOT, 'widgets/elements.ts'), 'utf8');
    for (const file of Object.values(elementEntries(ROOT))) {
      expect(barrel, file).toContain(`from './${file.slice('widgets/'.length, -'.ts'.length)}'`);
    }
  });

  it('resolves every export by name, from ESM and from require', () => {
    const script = `const out = {}; for (const s of ${JSON.stringify(Object.keys(specifiers))}) out[s] = [import.meta.resolve(s), (await import('node:module')).createRequire(import.meta.url).resolve(s)]; console.log(JSON.stringify(out));`;
    const resolved = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], project)) as Record<string, [string, string]>;
    for (const [specifier, file] of Object.entries(specifiers)) {
      const expected = join(installed, file);
      expect(existsSync(expected), `${file} is in the tarball`).toBe(true);
      expect(resolved[specifier]![0], specifier).toBe(new URL(`file://${expected}`).href);
      expect(resolved[specifier]![1], specifier).toBe(expected);
    }
  });

  it('exports the React components and the core, importable in Node', () => {
    const script = `const index = await import('portico'); const core = await import('portico/core');
      console.log(JSON.stringify({ index: Object.keys(index).sort(), core: Object.keys(core).length, request: typeof core.request }));`;
    const loaded = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], project)) as {
      index: string[];
      core: number;
      request: string;
    };
    expect(loaded.index).toEqual(expect.arrayContaining(['Account', 'Charges', 'CompactSignIn', 'SignIn']));
    expect(loaded.request).toBe('function');
    expect(loaded.core).toBeGreaterThan(50);
  });

  it('declares every package the npm build imports (React as a peer)', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies).not.toHaveProperty('react');
    const imported = new Set(
      files(join(installed, 'dist/npm'))
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => bareImports(readFileSync(file, 'utf8')).map(packageName)),
    );
    expect(imported).toContain('react');
    for (const name of imported) {
      expect(name in manifest.dependencies || name in manifest.peerDependencies, `${name} is declared`).toBe(true);
    }
  });

  it('type-checks a consumer against the installed types (bundler and NodeNext resolution)', () => {
    const consumer = [
      "import type { ComponentType } from 'react';",
      "import { Account, Charges, CompactSignIn, SignIn } from 'portico';",
      "import 'portico/elements';",
      "import { definition } from 'portico/elements/portico-signin';",
      "import { request } from 'portico/core';",
      'export const components: ComponentType<never>[] = [SignIn, CompactSignIn, Account, Charges];',
      'export const tag: `portico-${string}` = definition.tag;',
      'export const call: typeof request = request;',
      // The event map is declared on GlobalEventHandlersEventMap by the package's types.
      "document.addEventListener('portico-navigate', (event) => { const href: string = event.detail.href; void href; });",
    ].join('\n');
    writeFileSync(join(project, 'consumer.ts'), consumer);
    writeFileSync(join(project, 'broken.ts'), "import { NotExported } from 'portico';\nexport const x = NotExported;\n");
    for (const resolution of [
      { module: 'ESNext', moduleResolution: 'Bundler' },
      { module: 'NodeNext', moduleResolution: 'NodeNext' },
    ]) {
      const options = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: [], ...resolution };
      writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['consumer.ts', 'broken.ts'] }));
      const result = spawnSync(process.execPath, [TSC, '-p', '.', '--pretty', 'false'], { cwd: project, encoding: 'utf8' });
      const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
      // Only the name the package does not export fails, so the consumer's pass means something.
      expect(errors, resolution.moduleResolution).toEqual([expect.stringMatching(/^broken\.ts.*NotExported/)]);
    }
  });

  it('ships the manifest with every element, its attributes, events, parts and custom properties', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'dist/npm/custom-elements.json'), 'utf8')) as {
      schemaVersion: string;
      modules: { path: string; declarations: { tagName: string; attributes: { name: string }[]; events: { name: string }[]; cssProperties: { name: string }[] }[] }[];
    };
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules.map((module) => module.declarations[0]!.tagName).sort()).toEqual(tags);
    for (const module of manifest.modules) {
      expect(existsSync(join(installed, module.path)), module.path).toBe(true);
      const [element] = module.declarations;
      expect(element!.attributes.map((attribute) => attribute.name)).toContain('config-url');
      expect(element!.cssProperties.map((property) => property.name)).toEqual(
        expect.arrayContaining(['--portico-color-primary', '--portico-font-family', '--portico-radius', '--portico-space']),
      );
    }
    const signin = manifest.modules.find((module) => module.declarations[0]!.tagName === 'portico-signin')!.declarations[0]!;
    expect(signin.events.map((event) => event.name)).toContain('portico-signed-in');
  });

  it('ships self-contained CDN bundles on Preact, with the language file and the configuration', () => {
    const cdn = join(installed, 'dist/cdn');
    for (const tag of tags) expect(existsSync(join(cdn, `${tag}.js`)), tag).toBe(true);
    const scripts = files(cdn).filter((file) => file.endsWith('.js'));
    for (const file of scripts) expect(bareImports(readFileSync(file, 'utf8')), file).toEqual([]);
    // React's own runtime never ships in the CDN bundles (React 19 names its internals so).
    const code = scripts.map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(code.includes('_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'), 'React internals in dist/cdn').toBe(false);
    const catalogue = JSON.parse(readFileSync(join(cdn, 'i18n/en.json'), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(catalogue).length).toBeGreaterThan(100);
    // The loader, and the production configuration template (no config.json: the deployer sets the API).
    expect(existsSync(join(cdn, 'portico.js'))).toBe(true);
    expect(existsSync(join(cdn, 'config.json'))).toBe(false);
    expect(JSON.parse(readFileSync(join(cdn, 'config.example.json'), 'utf8'))).toMatchObject({ baseUrl: '', environment: 'production' });
  });
});
