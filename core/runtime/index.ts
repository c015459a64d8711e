/**
 * The page's one runtime: every piece of page-wide state of the core (the session stores and their
 * resets, the client's session link with its one refresh in flight, the configuration load, the
 * Lingui instance and the language load, the elements' boot) lives in one object on `globalThis`
 * under `Symbol.for('portico.runtime')`. The first copy of the core that loads creates it; any
 * later copy (the element script loaded twice, or two element bundles that each carry the core)
 * finds it and uses the same state, so the page never holds two sessions or refreshes the same
 * rotating refresh token twice (loading the same core twice must not fork the session).
 *
 * Each concern takes its state with `shared(name, create)`. A slot's shape is a contract between
 * copies of the core of different versions: a change to a slot's shape takes a new name
 * (`session.user` becomes `session.user@2`), so an old copy never reads a new shape.
 */

/** The `globalThis` key of the runtime: `Symbol.for` so that every copy of the core computes the same key. */
export const RUNTIME_KEY: unique symbol = Symbol.for('portico.runtime') as typeof RUNTIME_KEY;

/**
 * The runtime object: named slots of page-wide state, created on first use by whichever copy of
 * the core needs them first.
 * @example const runtime: PorticoRuntime = getRuntime(); Object.keys(runtime.slots) // ['session.user', ...]
 */
export interface PorticoRuntime {
  /** The version of the runtime object's own shape (not of the core). */
  readonly version: 1;
  readonly slots: Record<string, unknown>;
}

type RuntimeHolder = { [RUNTIME_KEY]?: PorticoRuntime };

/**
 * The page's runtime, created by the first call on the page.
 * @example getRuntime().slots['config.state'] // the $config atom
 */
export function getRuntime(): PorticoRuntime {
  const holder = globalThis as RuntimeHolder;
  // Not enumerable and not writable: a host script cannot replace it by accident with an assignment.
  if (!holder[RUNTIME_KEY]) {
    Object.defineProperty(holder, RUNTIME_KEY, { value: { version: 1, slots: {} }, configurable: true });
  }
  return holder[RUNTIME_KEY] as PorticoRuntime;
}

/**
 * The page's value of slot `name`: the one already in the runtime, or the result of `create`,
 * stored for every later caller (this copy of the core or another one).
 * @example const $user = shared('session.user', () => atom<User | null>(null));
 */
export function shared<T>(name: string, create: () => T): T {
  const { slots } = getRuntime();
  if (!(name in slots)) slots[name] = create();
  return slots[name] as T;
}

/**
 * Forgets the page's runtime, so that the next copy of the core to load starts afresh. Only tests
 * need this: they load fresh modules for each test as a page load would (`vi.resetModules()`),
 * and a test is a page.
 * @example discardRuntime(); vi.resetModules(); const session = await import('../session');
 */
export function discardRuntime(): void {
  delete (globalThis as RuntimeHolder)[RUNTIME_KEY];
}
