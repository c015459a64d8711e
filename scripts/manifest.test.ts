// The element documentation has one source (each element.ts: its definition and its JSDoc): the
// manifest generated from it is valid against the Custom Elements Manifest schema and documents
// every attribute, event and part; VS Code's custom data comes from it; and each element README's
// reference tables are what `npm run docs` would write now, so a README cannot drift.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Package } from 'custom-elements-manifest/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { elementEntries } from './elements.ts';
import { elementsOf, htmlCustomData, readElementDocs, readmePath, readmeReference, undocumented, withReference, README_END, README_START } from './manifest.ts';

const ROOT = join(import.meta.dirname, '..');
let manifest: Package;

beforeAll(() => {
  // In its own process: reading the definitions loads every element file in a DOM.
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  manifest = JSON.parse(execFileSync(tsx, ['scripts/manifest.ts', '--stdout'], { cwd: ROOT, encoding: 'utf8' })) as Package;
}, 120_000);

describe('custom-elements.json', () => {
  it('is valid against the Custom Elements Manifest schema', () => {
    const require = createRequire(import.meta.url);
    const Ajv = require('ajv') as new (options: object) => { validate(schema: object, data: unknown): boolean; errors?: unknown };
    const schema = JSON.parse(readFileSync(require.resolve('custom-elements-manifest/schema.json'), 'utf8')) as object;
    const ajv = new Ajv({ allErrors: true, strict: false });
    const valid = ajv.validate(schema, manifest);
    expect(ajv.errors ?? [], 'schema errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('lists every element, each attribute, event and part with a description', () => {
    const elements = elementsOf(manifest);
    expect(elements.map((element) => element.tagName).sort()).toEqual(Object.keys(elementEntries(ROOT)).sort());
    for (const element of elements) {
      expect(element.description, element.tagName).toMatch(/\w{3}/);
      const described = [...(element.attributes ?? []), ...(element.events ?? []), ...(element.cssParts ?? []), ...(element.cssProperties ?? [])];
      for (const entry of described) expect(entry.description, `${element.tagName} ${entry.name}`).toMatch(/\w{3}/);
      expect((element.attributes ?? []).map((attribute) => attribute.name)).toContain('config-url');
    }
    const signin = elements.find((element) => element.tagName === 'portico-signin')!;
    expect(signin.events?.find((event) => event.name === 'portico-signed-in')?.type?.text).toBe('CustomEvent<{ userId: string; }>');
  });

  it('refuses a definition and a JSDoc that disagree', () => {
    const docs = readElementDocs(
      'element.ts',
      `/**\n * An element.\n * @attr page-size - how many\n * @csspart table - the table\n * @csspart gone - a part no longer there\n */\nexport const definition = {};`,
    );
    const problems = undocumented({ tag: 'portico-x', summary: 'x', attributes: { pageSize: 'number', accountId: 'string' }, parts: ['table'] }, docs);
    expect(problems).toEqual(['portico-x: attr account-id has no @attr line', 'portico-x: @csspart gone is not in the definition']);
  });
});

describe('generated from it', () => {
  it("gives VS Code's custom data every tag and attribute", () => {
    const data = htmlCustomData(manifest, 'https://github.com/example/portico');
    expect(data.tags.map((tag) => tag.name).sort()).toEqual(Object.keys(elementEntries(ROOT)).sort());
    const signin = data.tags.find((tag) => tag.name === 'portico-signin')!;
    expect(signin.attributes.map((attribute) => attribute.name)).toEqual(['forgot-password-href', 'config-url']);
    expect(signin.references[0]!.url).toBe('https://github.com/example/portico/blob/main/widgets/signin/README.md');
  });

  it('keeps each element README reference current (`npm run docs` rewrites them)', () => {
    for (const element of elementsOf(manifest)) {
      const path = readmePath(element.tagName!);
      const readme = readFileSync(join(ROOT, path), 'utf8');
      expect(readme, `${path} has the generated reference`).toContain(README_START);
      expect(withReference(readme, readmeReference(element)) === readme, `${path} is stale: run npm run docs`).toBe(true);
    }
  });

  it('replaces only what lies between the markers', () => {
    const readme = `# x\n\nBefore.\n\n${README_START}\nold\n${README_END}\n\nAfter.\n`;
    expect(withReference(readme, `${README_START}\nnew\n${README_END}`)).toBe(`# x\n\nBefore.\n\n${README_START}\nnew\n${README_END}\n\nAfter.\n`);
  });
});
