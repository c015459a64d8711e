// Proves the package, not only the source (STYLE.md 9): packs it with `npm pack`, installs the
// tarball into a fresh project outside the repository (so only what the package declares can be
// found), once with React 18 and once with React 19 (the peer range), resolves every export by
// name, imports the Node-safe ones, renders the components with that React, type-checks a
// consumer file against the installed types and that React's types, and checks the CDN bundles
// and the manifest that ship inside.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Package } from 'custom-elements-manifest/schema';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementEntries } from '../../scripts/elements.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const NAME = '@portico/portal';
/** The React majors of the peer range; each gets its own consumer project. */
const REACT_MAJORS = [18, 19] as const;
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const tags = Object.keys(elementEntries(ROOT)).sort();

/** Every public specifier of the exports map, with the file it must resolve to. */
const specifiers: Record<string, string> = {
  [NAME]: 'dist/npm/index.js',
  [`${NAME}/elements`]: 'dist/npm/elements/index.js',
  ...Object.fromEntries(tags.map((tag) => [`${NAME}/elements/${tag}`, `dist/npm/elements/${tag}.js`])),
  [`${NAME}/core`]: 'dist/npm/core/index.js',
  [`${NAME}/core/stores`]: 'dist/npm/core/stores.js',
  [`${NAME}/custom-elements.json`]: 'dist/npm/custom-elements.json',
  [`${NAME}/vscode.html-custom-data.json`]: 'dist/npm/vscode.html-custom-data.json',
  [`${NAME}/openapi.json`]: 'dist/npm/openapi.json',
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
  // Nor an example in a comment of the code the build carries (Lingui's JSDoc).
  const lines = code.split('\n').filter((line) => !/^\s*(\*|\/\/)/.test(line));
  for (const match of lines.join('\n').matchAll(/(?:(?<![.$\w])from\s*|\bimport\s*\(?\s*)["']([^"'\s()]+)["']/g)) {
    const specifier = match[1]!;
    // Node's own modules (the check-api command's) are no package to declare.
    if (!specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('node:')) found.add(specifier);
  }
  return [...found];
}

/** The names a built ES module exports (`export { a, b as c }`, `export const`, `export function`, `export class`). */
function exportedNames(code: string): string[] {
  const names: string[] = [];
  for (const statement of ts.createSourceFile('module.js', code, ts.ScriptTarget.Latest, true).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.isVariableStatement(statement)) names.push(...statement.declarationList.declarations.map((declaration) => declaration.name.getText()));
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.push(statement.name.text);
    }
  }
  return names;
}

/** `@scope/name/sub` -> `@scope/name`; `name/sub` -> `name`. */
const packageName = (specifier: string): string =>
  specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

let packed = '';
let tarball = '';
/** The consumer project of each React major, installed on first use. */
const projects = new Map<number, string>();

/**
 * A fresh project outside the repository with the packed package, React `major` (react,
 * react-dom and their types) as a TypeScript host has them. The npm cache serves what an earlier
 * run fetched, so only the first run on a machine downloads.
 */
function consumer(major: (typeof REACT_MAJORS)[number]): string {
  const existing = projects.get(major);
  if (existing) return existing;
  const project = mkdtempSync(join(tmpdir(), `portico-packaged-react${major}-`));
  projects.set(major, project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const react = [`react@^${major}`, `react-dom@^${major}`, `@types/react@^${major}`, `@types/react-dom@^${major}`];
  run('npm', ['install', tarball, ...react, '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], project);
  return project;
}

const installedIn = (project: string): string => join(project, 'node_modules', NAME);

beforeAll(() => {
  // The gate builds first (`npm run verify`); run alone, this test builds when dist is missing
  // or older than the sources it is made from.
  const built = join(ROOT, 'dist/npm/custom-elements.json');
  const sources = ['core', 'widgets', 'cli', 'scripts/manifest.ts', 'scripts/elements.ts', 'tsup.config.ts', 'package.json'];
  if (!existsSync(built) || newest(sources) > statSync(built).mtimeMs) run('npm', ['run', 'build'], ROOT);

  packed = mkdtempSync(join(tmpdir(), 'portico-packed-'));
  const [{ filename }] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', packed], ROOT)) as [{ filename: string }];
  tarball = join(packed, filename);
}, 180_000);

afterAll(() => {
  for (const folder of [packed, ...projects.values()]) if (folder) rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** The consumer's TypeScript, as a React host writes it: the components, the provider, the tags. */
const CONSUMER = `
import type { ComponentType } from 'react';
import { Account, Charges, CompactSignIn, PorticoProvider, SignIn, type PorticoEvent } from '${NAME}';
import '${NAME}/elements';
import { definition } from '${NAME}/elements/portico-signin';
import { request } from '${NAME}/core';

export const components: ComponentType<never>[] = [SignIn, CompactSignIn, Account, Charges];
export const tag: \`portico-\${string}\` = definition.tag;
export const call: typeof request = request;
// The event map is declared on GlobalEventHandlersEventMap by the package's types.
document.addEventListener('portico-navigate', (event) => { const href: string = event.detail.href; void href; });
// HTMLElementTagNameMap: each element with its properties, typed as the component's props.
const charges = document.querySelector('portico-charges');
if (charges) { charges.statementHref = '/statement/{chargeAccountId}'; charges.headingLevel = 3; }
const signup: HTMLElementTagNameMap['portico-signup'] = document.createElement('portico-signup');
signup.step = 2;

const route = (event: PorticoEvent<'portico-navigate'>) => { event.preventDefault(); console.log(event.detail.href); };
export const page = (
  <PorticoProvider configUrl="/portico/config.json" fallback={<p>Loading</p>}>
    <SignIn forgotPasswordHref="/forgot" onSignedIn={(event) => console.log(event.detail.userId)} onSignedOut={() => undefined} onNavigate={route} />
    <Charges statementHref="/statement/{chargeAccountId}" onNavigate={route} />
    {/* The tags, as JSX.IntrinsicElements declares them. */}
    <portico-charges statement-href="/statement/{chargeAccountId}" heading-level={3} onportico-navigate={route} />
    <portico-signin config-url="/portico/config.json" className="signin" onportico-signed-in={(event) => console.log(event.detail.userId)} />
  </PorticoProvider>
);
`;

/** Mistakes the types must catch, one per line, each named in a comment the errors point to. */
const BROKEN = `
import { Charges, SignIn } from '${NAME}';
import '${NAME}/elements';
import { NotExported } from '${NAME}'; // not-exported
export const x = NotExported;
const charges = document.querySelector('portico-charges');
if (charges) charges.headingLevel = 'three'; // property-type
export const a = <SignIn onSignedIn={(event) => event.detail.href} />; // callback-detail
export const b = <portico-signin onportico-signed-in={(event) => event.detail.href} />; // tag-event-detail
export const c = <portico-news heading-level={{ level: 2 }} />; // tag-attribute-type
export const d = <Charges onRequestRaised={() => undefined} />; // callback-unknown
`;

/** Server-side rendering with the consumer's React: the provider, a component and a tag. */
const RENDER = `
import { createElement as h, version } from 'react';
import { renderToString } from 'react-dom/server';
import { PorticoProvider, SignIn } from '${NAME}';
import { activateFallbackCatalogue } from '${NAME}/core';
const provider = renderToString(h(PorticoProvider, { fallback: h('p', null, 'Starting') }, h(SignIn)));
// Outside the provider nothing has loaded the language file: the built-in English texts.
activateFallbackCatalogue();
const component = renderToString(h(SignIn, { forgotPasswordHref: '/forgot' }));
const tag = renderToString(h('portico-charges', { 'statement-href': '/statement/{chargeAccountId}' }));
console.log(JSON.stringify({ version, provider, component, tag }));
`;

// Each check spawns Node, npm or tsc on a shared, busy machine.
describe('the packed package', { timeout: 240_000 }, () => {
  it('has an element for each widget with an element file', () => {
    expect(tags).toEqual(expect.arrayContaining(['portico-account', 'portico-charges', 'portico-signin']));
    // `@portico/portal/elements` defines them all: widgets/elements.ts imports every element file.
    const barrel = readFileSync(join(ROOT, 'widgets/elements.ts'), 'utf8');
    for (const file of Object.values(elementEntries(ROOT))) {
      expect(barrel, file).toContain(`from './${file.slice('widgets/'.length, -'.ts'.length)}'`);
    }
  });

  it('is installable: a scoped public name, a licence, the repository, React 18 or 19 as the peer', () => {
    const installed = installedIn(consumer(19));
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: NAME, license: 'MIT', peerDependencies: { react: '^18.2.0 || ^19.0.0', 'react-dom': '^18.2.0 || ^19.0.0' } });
    expect(manifest).not.toHaveProperty('private');
    expect(manifest).toHaveProperty('repository.url');
    expect(manifest).toHaveProperty('homepage');
    expect(readFileSync(join(installed, 'LICENSE'), 'utf8')).toContain('MIT License');
  });

  it('resolves every export by name, from ESM and from require', () => {
    const project = consumer(19);
    const installed = installedIn(project);
    const script = `const out = {}; for (const s of ${JSON.stringify(Object.keys(specifiers))}) out[s] = [import.meta.resolve(s), (await import('node:module')).createRequire(import.meta.url).resolve(s)]; console.log(JSON.stringify(out));`;
    const resolved = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], project)) as Record<string, [string, string]>;
    for (const [specifier, file] of Object.entries(specifiers)) {
      const expected = join(installed, file);
      expect(existsSync(expected), `${file} is in the tarball`).toBe(true);
      expect(resolved[specifier]![0], specifier).toBe(new URL(`file://${expected}`).href);
      expect(resolved[specifier]![1], specifier).toBe(expected);
    }
  });

  it('exports the React components, the provider and the core, importable in Node', () => {
    const script = `const index = await import('${NAME}'); const core = await import('${NAME}/core');
      console.log(JSON.stringify({ index: Object.keys(index).sort(), core: Object.keys(core).length, request: typeof core.request }));`;
    const loaded = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], consumer(19))) as {
      index: string[];
      core: number;
      request: string;
    };
    expect(loaded.index).toEqual(expect.arrayContaining(['Account', 'Charges', 'CompactSignIn', 'PorticoProvider', 'SignIn']));
    expect(loaded.request).toBe('function');
    expect(loaded.core).toBeGreaterThan(50);
  });

  it('declares every package the npm build imports (React as a peer), and no other', () => {
    const installed = installedIn(consumer(19));
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
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name)), 'declared but never imported').toEqual([]);
  });

  it('ships the portico command: npx portico check-api runs with Node from the installed package', () => {
    const project = consumer(19);
    const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
    expect(run(npx, ['--no-install', 'portico', 'check-api', '--help'], project)).toContain('Usage: portico check-api --api URL');
    // Without what it needs, the usage and exit code 2, as the README says.
    const bare = spawnSync(npx, ['--no-install', 'portico', 'check-api'], { cwd: project, encoding: 'utf8' });
    expect({ status: bare.status, stderr: bare.stderr }).toMatchObject({ status: 2, stderr: expect.stringContaining('--api is required') });
  });

  it("installs none of Lingui's tooling: the build carries Lingui's runtime and its types", () => {
    // @lingui/core names its macro's Babel plugin and configuration loader as dependencies, some
    // thirty packages the product never runs.
    const installed = readdirSync(join(consumer(19), 'node_modules'));
    expect(installed.filter((name) => ['@lingui', '@babel', 'jest-validate'].includes(name))).toEqual([]);
  });

  it('names in sideEffects only the files that register something, and ships no build leftovers', () => {
    const installed = installedIn(consumer(19));
    const { sideEffects } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { sideEffects: string[] };
    expect(sideEffects.filter((glob) => glob.startsWith('./dist/npm/'))).toEqual(['./dist/npm/elements/*.js', './dist/npm/chunks/registers-*.js']);
    const chunks = readdirSync(join(installed, 'dist/npm/chunks'));
    const registering = chunks.filter((name) => name.startsWith('registers-'));
    // The element definitions, the session wiring and the signed-out view: a few chunks, not all.
    expect(registering.length).toBeGreaterThanOrEqual(tags.length);
    expect(registering.length).toBeLessThan(chunks.length / 2);
    expect(existsSync(join(installed, 'dist/npm/metafile-esm.json'))).toBe(false);
  });

  it('ships the manifest with every element, its attributes, events, parts and custom properties', () => {
    const installed = installedIn(consumer(19));
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
    const editorData = JSON.parse(readFileSync(join(installed, 'dist/npm/vscode.html-custom-data.json'), 'utf8')) as { tags: { name: string }[] };
    expect(editorData.tags.map((entry) => entry.name).sort()).toEqual(tags);
  });

  it('names in the manifest only paths that resolve in the package, and names that their module exports', () => {
    const project = consumer(19);
    const installed = installedIn(project);
    const manifest = JSON.parse(readFileSync(join(installed, 'dist/npm/custom-elements.json'), 'utf8')) as Package;
    // Every file path the manifest names: each module's, and each export's and superclass's module.
    const named = new Map<string, Set<string>>();
    const name = (path: string, exported?: string) => {
      const names = named.get(path) ?? new Set<string>();
      if (exported) names.add(exported);
      named.set(path, names);
    };
    for (const module of manifest.modules) {
      name(module.path);
      for (const entry of module.exports ?? []) if (entry.declaration.module) name(entry.declaration.module, entry.declaration.name);
      for (const declaration of module.declarations ?? []) {
        if ('superclass' in declaration && declaration.superclass?.module) name(declaration.superclass.module, declaration.superclass.name);
      }
    }
    expect(named.size).toBe(tags.length);
    // A tool imports a path by the package's name, through the exports map.
    const script = `const out = {}; for (const p of ${JSON.stringify([...named.keys()])}) { try { out[p] = import.meta.resolve('${NAME}/' + p); } catch (error) { out[p] = String(error.code); } } console.log(JSON.stringify(out));`;
    const resolved = JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], project)) as Record<string, string>;
    for (const [path, names] of named) {
      expect(resolved[path], path).toBe(new URL(`file://${join(installed, path)}`).href);
      expect(exportedNames(readFileSync(join(installed, path), 'utf8')), path).toEqual(expect.arrayContaining([...names]));
    }
    expect(existsSync(join(installed, manifest.readme!))).toBe(true);
  });

  it('marks the entry of the React components "use client", as its first statement, for React Server Components', () => {
    const entry = join(installedIn(consumer(19)), 'dist/npm/index.js');
    const [first] = ts.createSourceFile(entry, readFileSync(entry, 'utf8'), ts.ScriptTarget.Latest, true).statements;
    expect(first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : first?.getText()).toBe('use client');
  });

  it('ships self-contained CDN bundles on Preact, with the language file', () => {
    const cdn = join(installedIn(consumer(19)), 'dist/cdn');
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
    // The contract's OpenAPI document beside the bundles, for the agent's API team.
    expect(JSON.parse(readFileSync(join(cdn, 'openapi.json'), 'utf8'))).toMatchObject({ openapi: '3.1.0' });
    expect(existsSync(join(cdn, 'config.json'))).toBe(false);
    expect(JSON.parse(readFileSync(join(cdn, 'config.example.json'), 'utf8'))).toMatchObject({ baseUrl: '', environment: 'production' });
  });

  describe.each(REACT_MAJORS)('with React %i', (major) => {
    it('renders the provider, a component and a tag with that React, on the server', () => {
      const project = consumer(major);
      writeFileSync(join(project, 'render.mjs'), RENDER);
      const rendered = JSON.parse(run(process.execPath, ['render.mjs'], project)) as Record<'version' | 'provider' | 'component' | 'tag', string>;
      expect(rendered.version.split('.')[0]).toBe(String(major));
      // Nothing starts on the server: the provider shows its fallback.
      expect(rendered.provider).toBe('<p>Starting</p>');
      // The component ran its hooks with the host's React (a second copy of React would throw).
      expect(rendered.component).toContain('<form');
      expect(rendered.component).toContain('type="password"');
      expect(rendered.tag).toBe('<portico-charges statement-href="/statement/{chargeAccountId}"></portico-charges>');
    });

    it("type-checks a consumer against the installed types and that React's (bundler and NodeNext resolution)", () => {
      const project = consumer(major);
      writeFileSync(join(project, 'consumer.tsx'), CONSUMER);
      writeFileSync(join(project, 'broken.tsx'), BROKEN);
      const brokenLines = BROKEN.split('\n');
      for (const resolution of [
        { module: 'ESNext', moduleResolution: 'Bundler' },
        { module: 'NodeNext', moduleResolution: 'NodeNext' },
      ]) {
        const options = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: [], ...resolution };
        writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, files: ['consumer.tsx', 'broken.tsx'] }));
        const result = spawnSync(process.execPath, [TSC, '-p', '.', '--pretty', 'false'], { cwd: project, encoding: 'utf8' });
        const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
        expect(errors.filter((line) => !line.startsWith('broken.tsx')), `${resolution.moduleResolution}: the consumer type-checks`).toEqual([]);
        // Each mistake fails, on its own line, so the consumer's pass means something.
        const failing = new Set(errors.map((line) => brokenLines[Number(/^broken\.tsx\((\d+),/.exec(line)?.[1]) - 1]?.split('// ')[1]));
        expect([...failing].sort(), resolution.moduleResolution).toEqual(['callback-detail', 'callback-unknown', 'not-exported', 'property-type', 'tag-attribute-type', 'tag-event-detail']);
      }
    });
  });
});
