import { nanoquery, type KeyInput } from '@nanostores/query';
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
// By file, not through the barrels: every element that reads a store loads this.
import { onServerChange } from '../api/changes';
import { shared } from '../runtime';
import { $user, registerReset } from '../session/state';

/**
 * What a resource store holds: `data` once loaded (kept while it is read again), `error` when the
 * last load failed, `loading` while a load is in flight.
 * @example const value: ResourceValue<Development[]> = { loading: false, data: [] };
 */
export interface ResourceValue<T> {
  data?: T | undefined;
  error?: unknown;
  loading: boolean;
}

/**
 * The page's one store of a server resource, a @nanostores/query store. Its type is written here
 * rather than taken from @nanostores/query, whose declarations a NodeNext consumer cannot resolve.
 * @example const { data, error } = useStore($developments);
 */
export interface ResourceStore<T> extends ReadableAtom<ResourceValue<T>> {
  /** Loads it again, keeping the data it holds meanwhile. */
  revalidate(): void;
  /** Its data, from the cache or the load in flight (one request for every caller), or its error. */
  fetch(): Promise<{ data: T } | { error: unknown }>;
}

type CacheEntry = { data?: unknown; error?: unknown; created?: number; expires?: number; retryCount?: number };

/** The fetcher context of the page and what it needs to tell sessions apart. */
interface QueryRuntime {
  /** Bumped by every sign-out: a key of an earlier session is never cached again. */
  readonly $epoch: WritableAtom<number>;
  readonly context: ReturnType<typeof nanoquery>;
  /** The stores made so far, by key: every view of the page that reads a resource gets the same one. */
  readonly stores: Map<string, ResourceStore<unknown>>;
  /** What each resource name is made stale by: path prefixes of changes on the server. */
  readonly changedBy: Map<string, readonly string[]>;
  /** The answers kept, by key (`<session>|<name>:<param>`). */
  readonly cache: Map<string, CacheEntry>;
}

// One context per page (core/runtime): its cache and its loads in flight are what de-duplicate,
// so a second copy of the core on the page must use the same one, not make its own.
const query = shared('stores.query', (): QueryRuntime => {
  const $epoch = atom(0);
  const cache = new Map<string, CacheEntry>();
  const store = cache.set.bind(cache);
  // Only answers of the current session are kept (one that lands after a sign-out is the previous
  // user's), and failures are not kept: the next view to open tries again rather than showing them.
  cache.set = (key, entry) => (key.startsWith(`${$epoch.get()}:`) && entry.error === undefined ? store(key, entry) : cache);
  const context = nanoquery({
    cache,
    // A resident coming back to the tab, or back online, sees today's data (the stores read then).
    revalidateOnFocus: true,
    revalidateOnReconnect: true,
    // A failure shows with Try again; the view asks again, not a timer behind its back.
    onErrorRetry: null,
  });
  const changedBy = new Map<string, readonly string[]>();
  registerReset(() => {
    $epoch.set($epoch.get() + 1);
    cache.clear();
  });
  onServerChange((path) => {
    const stale = [...changedBy].filter(([, prefixes]) => prefixes.some((prefix) => path.startsWith(prefix))).map(([name]) => `${name}:`);
    // Read again in place: a view keeps what it shows until the new answer arrives. A key is
    // `<session>|<name>:...`.
    if (stale.length > 0) context[2].revalidateKeys((key) => stale.some((name) => key.slice(key.indexOf('|') + 1).startsWith(name)));
  });
  return { $epoch, context, stores: new Map(), changedBy, cache };
});

/** The signed-in user's session as a key part (`<epoch>:<user id>|`), null while there is no user. */
const $sessionKey = shared('stores.sessionKey', () =>
  computed([$user, query.$epoch], (user, epoch) => (user ? `${epoch}:${user.id}|` : null)),
);

/** A read of a resource: what it needs besides the session, in one string, and how to load it. */
export interface ResourceDefinition<T> {
  /** The resource's name in the keys: one per resource. */
  readonly name: string;
  /** Loads it through the endpoint functions of core/api (so the answer is validated and a failure is an `ApiError`). */
  readonly load: (param: string) => Promise<T>;
  /** Paths whose changes make it stale (`'/tickets'` covers `/tickets/t-1/feed`). */
  readonly changedBy?: readonly string[];
  /**
   * Read again this often while a view reads it and the tab is visible (the library skips the
   * reads of a hidden tab, and reads again as it becomes visible).
   */
  readonly pollEveryMs?: number;
}

/**
 * The page's store of `definition` for `param`: made on first use, the same store for every later
 * caller (this copy of the core or another). It loads only while a user is signed in, and is
 * emptied by sign-out.
 * @example export const $charges = resourceStore({ name: 'charges', load: () => getCharges() });
 */
export function resourceStore<T>(definition: ResourceDefinition<T>, param = ''): ResourceStore<T> {
  const { name, load, changedBy = [], pollEveryMs = 0 } = definition;
  const id = `${name}:${param}`;
  let found = query.stores.get(id);
  if (!found) {
    query.changedBy.set(name, changedBy);
    const key: KeyInput = [$sessionKey, `${name}:`, param];
    found = query.context[0]<unknown>(key, { fetcher: () => load(param), revalidateInterval: pollEveryMs });
    query.stores.set(id, found);
  }
  return found as ResourceStore<T>;
}

/**
 * Changes what every store of the resource `name` holds, in place, without reading it again: for a
 * change whose outcome the client knows (a notification marked read). Stores a view reads show it
 * at once; the others find it when they are read.
 * @example updateResource<NotificationCounts>('notification-count', (counts) => ({ ...counts, unread: 0 }));
 */
export function updateResource<T>(name: string, update: (data: T) => T): void {
  for (const [key, entry] of [...query.cache]) {
    if (entry.data === undefined || !key.slice(key.indexOf('|') + 1).startsWith(`${name}:`)) continue;
    query.context[2].mutateCache(key, update(entry.data as T));
  }
}
