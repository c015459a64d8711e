// Writes dist/npm/custom-elements.json (Custom Elements Manifest, schema 2.1) from the
// `definition` each `widgets/<area>/element.ts` exports (core/elements' ElementDefinition): tag,
// attributes, properties, events, parts; plus the `--portico-*` custom properties of the ui
// stylesheet, which every element adopts. Editors, Storybook and linters read this file.
// Run by `npm run build` after tsup; `tsx scripts/manifest.ts` alone works too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { ElementDefinition } from '../core/elements';
import { elementEntries } from './elements.ts';
import { darkColours, lightColours, uiCss, type ColourTokens } from '../core/ui/styles.ts';

/** Where the manifest is written (package.json `customElements` and its export point here). */
export const MANIFEST_PATH = 'dist/npm/custom-elements.json';

/** The fields of core/elements' ElementDefinition the manifest reads. */
type DefinitionFields = Pick<ElementDefinition<unknown>, 'tag' | 'summary' | 'attributes' | 'properties' | 'events' | 'parts' | 'needsSession'>;

/** The attribute the factory accepts on every element (host configuration without JavaScript). */
const COMMON_ATTRIBUTES = [
  {
    name: 'config-url',
    fieldName: 'configUrl',
    type: { text: 'string' },
    description:
      'Where the configuration is loaded from, when the page has no <meta name="portico-config-url">; the first element the page defines wins.',
  },
];

const ATTRIBUTE_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' } as const;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const className = (tag: string): string => tag.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * The detail type of each `portico-*` event, as written in core/events' PorticoEventMap, so the
 * manifest says `CustomEvent<{ href: string; }>` rather than a bare `CustomEvent`.
 */
function eventDetailTypes(): Map<string, string> {
  const file = 'core/events/index.ts';
  // Only this file and the standard library: no @types packages to load.
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const module = source && checker.getSymbolAtLocation(source);
  const map = module && checker.getExportsOfModule(module).find((symbol) => symbol.name === 'PorticoEventMap');
  const types = new Map<string, string>();
  if (!map) throw new Error(`${file} exports no PorticoEventMap.`);
  for (const member of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map))) {
    types.set(member.name, checker.typeToString(checker.getTypeOfSymbol(member)));
  }
  return types;
}

/** Every `var(--portico-*, default)` of the ui stylesheet, with its light-scheme default. */
export function cssProperties(css: string = uiCss): { name: string; default: string; description: string }[] {
  const found = new Map<string, { name: string; default: string; description: string }>();
  const colourNames = new Map(Object.keys(lightColours).map((key) => [`--portico-color-${kebab(key)}`, key as keyof ColourTokens]));
  for (const match of css.matchAll(/var\((--portico-[\w-]+)\s*,\s*/g)) {
    const name = match[1]!;
    if (found.has(name)) continue;
    // The default runs to the parenthesis that closes var(; it may hold commas and rgb(...).
    let depth = 0;
    let end = match.index + match[0].length;
    for (; end < css.length; end += 1) {
      if (css[end] === '(') depth += 1;
      else if (css[end] === ')' && depth-- === 0) break;
    }
    const value = css.slice(match.index + match[0].length, end).trim();
    const colour = colourNames.get(name);
    found.set(name, {
      name,
      default: value,
      description: colour
        ? `Colour "${colour}" (light scheme default ${lightColours[colour]}, dark scheme ${darkColours[colour]}).`
        : `Theme token ${name.slice('--portico-'.length)}.`,
    });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Loads each element file in a DOM (defining an element needs one) and reads its definition. */
async function loadDefinitions(files: readonly string[]): Promise<DefinitionFields[]> {
  // jsdom ships no types of its own (and @types/jsdom is not installed); only this much is used.
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
    JSDOM: new (html: string, options: { url: string }) => { window: Window };
  };
  const dom = new JSDOM('<!doctype html><html lang="en"><body></body></html>', { url: 'http://localhost/' });
  const globals = globalThis as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (!(key in globals)) globals[key] = (dom.window as unknown as Record<string, unknown>)[key];
  }
  globals.window = dom.window;
  // Window's own methods come from its prototype, which the copy above skips; the stores listen
  // on the window (tab visible again, back online) as they load.
  globals.addEventListener = dom.window.addEventListener.bind(dom.window);
  globals.removeEventListener = dom.window.removeEventListener.bind(dom.window);
  const definitions: DefinitionFields[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(file).href)) as { definition?: DefinitionFields };
    if (!module.definition) throw new Error(`${file} exports no \`definition\` (core/elements' ElementDefinition).`);
    definitions.push(module.definition);
  }
  return definitions;
}

/** Builds the manifest object from the definitions. */
export function buildManifest(definitions: readonly DefinitionFields[], events: Map<string, string>, properties = cssProperties()) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: definitions.map((definition) => {
      const path = `dist/npm/elements/${definition.tag}.js`;
      const name = className(definition.tag);
      const attributes = [
        ...Object.entries(definition.attributes ?? {}).map(([fieldName, kind]) => ({
          name: kebab(fieldName),
          fieldName,
          type: { text: ATTRIBUTE_TYPES[kind] },
          ...(kind === 'json' ? { description: 'JSON text, parsed into the property.' } : {}),
        })),
        ...COMMON_ATTRIBUTES,
      ];
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name,
            tagName: definition.tag,
            summary: definition.summary,
            description:
              definition.summary +
              (definition.needsSession ? ' Needs a session: signed out, it shows the compact sign-in in its place.' : ''),
            superclass: { name: 'HTMLElement' },
            attributes,
            members: [
              ...attributes.map((attribute) => ({
                kind: 'field',
                name: attribute.fieldName,
                type: attribute.type,
                attribute: attribute.name,
              })),
              ...(definition.properties ?? []).map((property) => ({
                kind: 'field',
                name: property,
                description: 'Rich data, set as a property (a value set before the element is defined is kept).',
              })),
            ],
            events: (definition.events ?? []).map((event) => ({
              name: event,
              type: { text: `CustomEvent<${events.get(event) ?? 'unknown'}>` },
              description:
                event === 'portico-navigate'
                  ? 'Bubbles and crosses the shadow root; cancel it (preventDefault) to route instead of following the link.'
                  : 'Bubbles and crosses the shadow root.',
            })),
            cssParts: (definition.parts ?? []).map((part) => ({ name: part })),
            cssProperties: properties,
          },
        ],
        exports: [
          { kind: 'js', name: 'definition', declaration: { name: 'definition', module: path } },
          { kind: 'custom-element-definition', name: definition.tag, declaration: { name, module: path } },
        ],
      };
    }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const definitions = await loadDefinitions(Object.values(elementEntries()));
  const manifest = buildManifest(definitions, eventDetailTypes());
  mkdirSync(dirname(MANIFEST_PATH), { recursive: true });
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${MANIFEST_PATH}: ${definitions.map((definition) => definition.tag).join(', ')}`);
  // The element files started the page runtime; nothing else is left to wait for.
  process.exit(0);
}
