/**
 * Every event a Portico element dispatches: `CustomEvent`s named `portico-*` that bubble and are
 * composed, so they cross the element's shadow root and reach a listener on the host page's
 * document. Their types are declared here and on `GlobalEventHandlersEventMap`, so a
 * host's `addEventListener('portico-navigate', (event) => event.detail.href)` is typed.
 */

/**
 * Each `portico-*` event's name and the type of its `detail`.
 * @example const detail: PorticoEventMap['portico-navigate'] = { href: '/my-account/statement?account=A1' };
 */
export interface PorticoEventMap {
  /**
   * An element asks to go to `href` (a link between areas, from the host's href templates).
   * Cancelable: a host that routes itself (the shell) calls `preventDefault()` and routes; when
   * nobody cancels it the element follows the link.
   */
  'portico-navigate': { href: string };
  /** The user signed in through an element (password, or password then MFA). */
  'portico-signed-in': { userId: string };
  /** The user signed out through an element. */
  'portico-signed-out': Record<string, never>;
  /**
   * The user raised a request (case) through an element: it exists, and its files are saved or
   * the user chose to go on without them. `requestId` is the new request's id.
   */
  'portico-request-raised': { requestId: string };
  /** The user booked a facility through an element: the new booking, its facility and development. */
  'portico-booking-created': { bookingId: string; facilityId: string; developmentId: string };
  /** The user cancelled one of their bookings through an element. */
  'portico-booking-cancelled': { bookingId: string; facilityId: string; developmentId: string };
}

/**
 * The name of a Portico event.
 * @example const name: PorticoEventName = 'portico-signed-in';
 */
export type PorticoEventName = keyof PorticoEventMap;

/**
 * A Portico event as a listener receives it.
 * @example document.addEventListener('portico-navigate', (event: PorticoEvent<'portico-navigate'>) => route(event.detail.href));
 */
export type PorticoEvent<K extends PorticoEventName> = CustomEvent<PorticoEventMap[K]>;

/**
 * What an element gives its component to dispatch an event from the element: answers false when a
 * listener cancelled it (only `portico-navigate` is cancelable), true otherwise.
 * @example if (emit('portico-navigate', { href })) window.location.assign(href);
 */
export type EmitFn = <K extends PorticoEventName>(name: K, detail: PorticoEventMap[K]) => boolean;

/** The events a listener may cancel to take over the default action. */
const CANCELABLE: ReadonlySet<PorticoEventName> = new Set<PorticoEventName>(['portico-navigate']);

/**
 * A Portico event, not yet dispatched: bubbles, composed, cancelable for `portico-navigate`. The
 * elements dispatch it; the React components hand it to their `on…` callback props, so a React
 * host reads and cancels it exactly as a DOM listener would.
 * @example const event = createPorticoEvent('portico-navigate', { href: '/dashboard' }); event.preventDefault();
 */
export function createPorticoEvent<K extends PorticoEventName>(name: K, detail: PorticoEventMap[K]): PorticoEvent<K> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) });
}

/**
 * Dispatches `name` with `detail` from `target` as a Portico event (bubbles, composed, cancelable
 * for `portico-navigate`) and answers whether it was not cancelled.
 * @example const follow = dispatchPorticoEvent(hostElement, 'portico-navigate', { href: '/dashboard' });
 */
export function dispatchPorticoEvent<K extends PorticoEventName>(target: EventTarget, name: K, detail: PorticoEventMap[K]): boolean {
  return target.dispatchEvent(createPorticoEvent(name, detail));
}

/** `signed-in` -> `SignedIn`. */
type PascalCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${PascalCase<Tail>}` : Capitalize<S>;

/**
 * The React callback prop of an event: `portico-signed-in` -> `onSignedIn`.
 * @example const prop: PorticoEventCallbackName<'portico-navigate'> = 'onNavigate';
 */
export type PorticoEventCallbackName<K extends PorticoEventName> = `on${PascalCase<K extends `portico-${infer Name}` ? Name : K>}`;

/**
 * The `on…` callback props of the given events, each called with the event a DOM listener would
 * receive (`event.detail`; `event.preventDefault()` on `portico-navigate` to route yourself).
 * @example const props: PorticoEventCallbacks<'portico-navigate'> = { onNavigate: (event) => { event.preventDefault(); router.push(event.detail.href); } };
 */
export type PorticoEventCallbacks<K extends PorticoEventName = PorticoEventName> = {
  [Name in K as PorticoEventCallbackName<Name>]?: (event: PorticoEvent<Name>) => void;
};

/**
 * The callback prop name of an event, at run time (`PorticoEventCallbackName` is its type).
 * @example eventCallbackName('portico-request-raised') // 'onRequestRaised'
 */
export function eventCallbackName<K extends PorticoEventName>(name: K): PorticoEventCallbackName<K> {
  const pascal = name.replace(/^portico-/, '').replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return `on${pascal}` as PorticoEventCallbackName<K>;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'portico-navigate': PorticoEvent<'portico-navigate'>;
    'portico-signed-in': PorticoEvent<'portico-signed-in'>;
    'portico-signed-out': PorticoEvent<'portico-signed-out'>;
    'portico-request-raised': PorticoEvent<'portico-request-raised'>;
    'portico-booking-created': PorticoEvent<'portico-booking-created'>;
    'portico-booking-cancelled': PorticoEvent<'portico-booking-cancelled'>;
  }
}
