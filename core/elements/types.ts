// The TypeScript side of the elements, derived from each element's `definition` (one source): the
// element's own type for `HTMLElementTagNameMap`, and the props a React host writes on the tag
// (`JSX.IntrinsicElements`). Each `widgets/<area>/element.ts` declares both for its tag.
import type { ComponentProps, DetailedHTMLProps, HTMLAttributes } from 'react';
import type { PorticoEvent, PorticoEventCallbacks, PorticoEventName } from '../events';
import type { ElementDefinition } from './define';

/** Any element definition, whatever its component's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component of any props
type AnyDefinition = ElementDefinition<any>;

/** `accountId` -> `account-id`, as the factory names an attribute after its prop. */
type KebabCase<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${KebabCase<Rest>}`
  : S;

/** The props of a definition's component. */
type PropsOf<D extends AnyDefinition> = ComponentProps<D['component']>;

/** The camelCase names of a definition's attributes. */
type AttributeNames<D extends AnyDefinition> = D extends { attributes: infer A } ? Extract<keyof A, string> : never;

/** The names of a definition's rich-data properties. */
type PropertyNames<D extends AnyDefinition> = D extends { properties: readonly (infer N)[] } ? Extract<N, string> : never;

/**
 * The events a definition lists.
 * @example type Events = PorticoElementEvents<typeof definition>; // 'portico-navigate' | 'portico-signed-in'
 */
export type PorticoElementEvents<D extends AnyDefinition> = D extends { events: readonly (infer E)[] } ? Extract<E, PorticoEventName> : never;

/**
 * A Portico element as the page holds it: an `HTMLElement` with a property for each attribute
 * (camelCase, typed as the component's prop) and each rich-data property.
 * @example const charges = document.querySelector('portico-charges'); if (charges) charges.statementHref = '/statement/{chargeAccountId}';
 */
export type PorticoElementOf<D extends AnyDefinition> = HTMLElement & {
  [Name in AttributeNames<D> | PropertyNames<D>]?: Name extends keyof PropsOf<D> ? PropsOf<D>[Name] : unknown;
};

/**
 * The props a React host writes on a Portico tag: React's HTML props; each attribute in
 * kebab-case (as HTML writes it; any React sets these as attributes); `config-url`; the
 * rich-data properties by name (React 19 sets them as properties, React 18 as attributes, so use
 * a ref there); and each event as `onportico-…` (React 19 listens for it; React 18 does not, so
 * add the listener through a ref, or use the React components' `on…` props).
 * @example <portico-charges statement-href="/statement/{chargeAccountId}" onportico-navigate={(event) => route(event.detail.href)} />
 */
export type PorticoJsxProps<D extends AnyDefinition> = DetailedHTMLProps<HTMLAttributes<PorticoElementOf<D>>, PorticoElementOf<D>> & {
  [Name in AttributeNames<D> as KebabCase<Name>]?: string | number | boolean;
} & {
  [Name in PropertyNames<D>]?: Name extends keyof PropsOf<D> ? PropsOf<D>[Name] : unknown;
} & {
  [Event in PorticoElementEvents<D> as `on${Event}`]?: (event: PorticoEvent<Event>) => void;
} & { 'config-url'?: string };

/**
 * The `on…` callback props of a definition's events, for the React component of its area.
 * @example type Callbacks = PorticoElementCallbacks<typeof definition>; // { onNavigate?: …; onSignedIn?: … }
 */
export type PorticoElementCallbacks<D extends AnyDefinition> = PorticoEventCallbacks<PorticoElementEvents<D>>;
