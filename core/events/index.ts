/**
 * Every event a Portico element dispatches: `CustomEvent`s named `portico-*` that bubble and are
 * composed, so they cross the element's shadow root and reach a listener on the host page's
 * document (DESIGN.md). Their types are declared here and on `GlobalEventHandlersEventMap`, so a
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
 * Dispatches `name` with `detail` from `target` as a Portico event (bubbles, composed, cancelable
 * for `portico-navigate`) and answers whether it was not cancelled.
 * @example const follow = dispatchPorticoEvent(hostElement, 'portico-navigate', { href: '/dashboard' });
 */
export function dispatchPorticoEvent<K extends PorticoEventName>(target: EventTarget, name: K, detail: PorticoEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: CANCELABLE.has(name) }));
}

declare global {
  interface GlobalEventHandlersEventMap {
    'portico-navigate': PorticoEvent<'portico-navigate'>;
    'portico-signed-in': PorticoEvent<'portico-signed-in'>;
    'portico-signed-out': PorticoEvent<'portico-signed-out'>;
    'portico-request-raised': PorticoEvent<'portico-request-raised'>;
  }
}
