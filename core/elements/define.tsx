import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType, ReactNode } from 'react';
import { BUNDLE_FOLDER } from '../config';
import { dispatchPorticoEvent, type EmitFn, type PorticoEventMap } from '../events';
import { $activeLanguage } from '../i18n';
import { $isSignedIn } from '../session/state';
import { SessionGate } from './SessionGate';
import { adoptUiStyles, sheetFor, supportsConstructableStyles } from '../ui/styles';
import { bootPage, CONFIG_URL_ATTRIBUTE } from './boot';
import { PageReady } from './PageReady';

/**
 * How an attribute's text becomes its prop: `string` as it is; `number` by `Number` (absent or
 * not a number: undefined); `boolean` true when present unless its value is `false` (as HTML
 * boolean attributes); `json` by `JSON.parse` (absent or invalid: undefined).
 * @example const types: Record<string, AttributeType> = { accountId: 'string', pageSize: 'number' };
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/**
 * Everything the factory, the manifest and the documentation need to know about one element.
 * Each `widgets/<area>/element.ts` exports its definition as `definition`, and
 * `custom-elements.json` is generated from these objects.
 * @example
 * export const definition: ElementDefinition<ChargesProps> = {
 *   tag: 'portico-charges', component: Charges, summary: 'The charges of the signed-in resident.',
 *   attributes: { statementHref: 'string' }, events: ['portico-navigate'], parts: ['table'], needsSession: true,
 * };
 */
export interface ElementDefinition<P> {
  tag: `portico-${string}`;
  component: ComponentType<P>;
  /** Props set by attributes, by camelCase prop name; the attribute is its kebab-case form (`accountId` ↔ `account-id`). */
  attributes?: Record<string, AttributeType>;
  /** Props for rich data, set as properties only (`element.items = [...]`), never reflected to attributes. */
  properties?: readonly string[];
  /** The events the component dispatches through `emit`. */
  events?: readonly (keyof PorticoEventMap)[];
  /** The `part` names of the main inner elements, for `::part()` theming. */
  parts?: readonly string[];
  /** Shows the signed-out view (the compact sign-in, which widgets/signin registers) in place of the component while nobody is signed in. */
  needsSession?: boolean;
  /** One line for the manifest and the documentation. */
  summary: string;
  /** The element's own CSS, adopted after the ui stylesheet as a constructable stylesheet. */
  styles?: string;
}

/**
 * The props the factory gives every component besides its own.
 * @example function Charges({ emit }: ElementProps) { return <a onClick={() => emit('portico-navigate', { href })} /> }
 */
export interface ElementProps {
  /** Dispatches a `portico-*` event from the element; false when a listener cancelled it. */
  emit: EmitFn;
}

// @r2wc/react-to-web-component 2.1 keeps the props and its render function under these registered
// symbols; the factory parses attributes itself (see `parseAttribute`), so it writes the prop and
// asks for a render through them.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

type R2wcElement = HTMLElement & {
  readonly shadowRoot: ShadowRoot;
  connectedCallback(): void;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
};

/** `accountId` → `account-id`, as r2wc names the attribute of a prop. */
function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, before: string, capital: string) => `${before}-${capital.toLowerCase()}`);
}

function parseAttribute(type: AttributeType, value: string | null, tag: string, attribute: string): unknown {
  switch (type) {
    case 'string':
      return value ?? undefined;
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const parsed = Number(value);
      return Number.isNaN(parsed) ? undefined : parsed;
    }
    case 'boolean':
      return value !== null && value.trim().toLowerCase() !== 'false';
    case 'json':
      if (value === null) return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch (error) {
        console.warn(`Portico: the ${attribute} attribute of <${tag}> is not JSON`, error);
        return undefined;
      }
  }
}

// The host box is the element's own: `all: initial` stops the page's inherited styles (letter
// spacing, text transform, alignment...) at the host; the `--portico-*` custom properties, which
// `all` does not reset, still inherit, and the page may still size and place the host itself. The
// page's `color-scheme` is inherited on purpose: it is how a page opts in to the dark scheme.
// Until its first content shows (nothing while the page starts, then a spinner), an element keeps
// the height it typically shows first, `--portico-loading-height` (set per element in its styles,
// for signed in and for `.portico-signed-out`), so the page below it does not jump (layout shift).
const hostCss = `:host { all: initial; color-scheme: inherit; display: block; } :host([hidden]) { display: none; }
.portico-root:empty, .portico-root > .portico-spinner, .portico-root > * > .portico-spinner { min-height: var(--portico-loading-height); }`;
function adoptStyles(shadowRoot: ShadowRoot, styles: string | undefined): void {
  if (!supportsConstructableStyles()) return;
  shadowRoot.adoptedStyleSheets = [sheetFor(hostCss)];
  adoptUiStyles(shadowRoot);
  if (styles) shadowRoot.adoptedStyleSheets = [...shadowRoot.adoptedStyleSheets, sheetFor(styles)];
}

/**
 * The element's content in its own language (WCAG 3.1.2): a page in another language, or with
 * no `lang`, would otherwise have a screen reader read the element's text in the page's.
 */
function InLanguage({ children }: { children: ReactNode }) {
  const active = useStore($activeLanguage);
  return (
    <div lang={active?.locale} className={useStore($isSignedIn) ? 'portico-root' : 'portico-root portico-signed-out'}>
      {children}
    </div>
  );
}

/**
 * Defines `definition.tag` as a custom element that renders `definition.component` in an open
 * shadow root (with @r2wc/react-to-web-component), unless the tag is already defined, and answers
 * the element class the page uses for the tag. The element:
 * - adopts the element and ui stylesheets (constructable, so a strict `style-src` allows them);
 * - maps each declared attribute (kebab-case) to its camelCase prop, typed (`AttributeType`),
 *   and declared properties to props; a property set on the element before this call is kept;
 * - boots the page's runtime once (configuration, language file, user), reading the `config-url`
 *   attribute of the first element to connect, and renders nothing until the language is loaded;
 * - when `needsSession`, puts the component behind the one `SessionGate` (core/session): signed
 *   out the registered signed-out view (the compact sign-in), then a spinner while the user loads;
 * - gives the component `emit(name, detail)`, which dispatches a `portico-*` event from the
 *   element (bubbles, composed, cancelable for `portico-navigate`).
 * Defining the same tag again (the element script loaded twice) does nothing and does not throw.
 * @example customElements.get('portico-signin') ?? defineElement(definition);
 */
export function defineElement<P>(definition: ElementDefinition<P>): CustomElementConstructor {
  const existing = globalThis.customElements.get(definition.tag);
  if (existing) return existing;

  const attributes = definition.attributes ?? {};
  const propNames = [...Object.keys(attributes), ...(definition.properties ?? [])];
  const attributeToProp = new Map(Object.keys(attributes).map((prop) => [kebabCase(prop), prop]));

  const Component = definition.component as ComponentType<P & ElementProps>;
  function Rendered({ container, ...props }: { container?: ShadowRoot } & Record<string, unknown>) {
    const host = container?.host ?? null;
    const emit: EmitFn = (name, detail) => (host ? dispatchPorticoEvent(host, name, detail) : true);
    const view = <Component {...(props as P)} emit={emit} />;
    // Nothing while the page starts, then the component; the component's own session gate, if it
    // has one, finds this one and checks nothing again.
    return (
      <InLanguage>
        <PageReady>{definition.needsSession ? <SessionGate emit={emit}>{() => view}</SessionGate> : view}</PageReady>
      </InLanguage>
    );
  }

  // No transform is given to r2wc: it observes the attributes and keeps the property accessors,
  // while the parsing is ours, because r2wc 2.1 ignores a removed attribute and an empty one (a
  // boolean written `<portico-x compact>` would stay false) and reflects properties to attributes.
  const Base = r2wc(Rendered, {
    shadow: 'open',
    props: Object.fromEntries(propNames.map((name) => [name, undefined])),
  }) as unknown as new () => R2wcElement;

  class PorticoElement extends Base {
    constructor() {
      super();
      adoptStyles(this.shadowRoot, definition.styles);
      for (const [attribute, prop] of attributeToProp) {
        this[R2WC_PROPS][prop] = parseAttribute(attributes[prop] ?? 'string', this.getAttribute(attribute), definition.tag, attribute);
      }
      // A property set before the element was defined is an own property of the instance, which
      // hides the prototype's accessor: take it off and set it again through the accessor.
      for (const name of propNames) {
        if (Object.hasOwn(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          this[R2WC_PROPS][name] = value;
        }
      }
    }

    override connectedCallback(): void {
      void bootPage({ configUrl: this.getAttribute(CONFIG_URL_ATTRIBUTE) ?? undefined, base: BUNDLE_FOLDER });
      super.connectedCallback();
    }

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null): void {
      const prop = attributeToProp.get(attribute);
      if (prop === undefined) return;
      this[R2WC_PROPS][prop] = parseAttribute(attributes[prop] ?? 'string', value, definition.tag, attribute);
      this[R2WC_RENDER]();
    }
  }

  globalThis.customElements.define(definition.tag, PorticoElement);
  return PorticoElement;
}
