import { atom, type WritableAtom } from 'nanostores';

/** The part of Web Storage the core uses (the session, the chosen language, the cookie answer). @example const storage: KeyValueStorage = window.localStorage; */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Web Storage that cannot throw. Some browsers throw on storage: Safari's private mode (before
 * version 11) throws QuotaExceededError on every `setItem`, and with cookies blocked even reading
 * `window.localStorage` throws a SecurityError. Every operation that fails falls back to an
 * in-memory copy, so the session then lasts as long as the page.
 * @example const local = safeStorage(() => window.localStorage); local.setItem('k', 'v');
 */
export function safeStorage(getStorage: () => KeyValueStorage | undefined): KeyValueStorage {
  // What this page wrote while storage failed: a value, or null for a removal. It wins over
  // storage, which may still hold an older value it refused to replace.
  const memory = new Map<string, string | null>();
  const attempt = <T>(operation: (storage: KeyValueStorage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      const storage = getStorage();
      return storage ? { ok: true, value: operation(storage) } : { ok: false };
    } catch {
      return { ok: false };
    }
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const read = attempt((storage) => storage.getItem(key));
      return read.ok ? read.value : null;
    },
    setItem(key, value) {
      if (attempt((storage) => storage.setItem(key, value)).ok) memory.delete(key);
      else memory.set(key, value);
    },
    removeItem(key) {
      if (attempt((storage) => storage.removeItem(key)).ok) memory.delete(key);
      else memory.set(key, null);
    },
  };
}

/**
 * A nanostores atom kept in `storage` under `key`: it starts from the stored value and writes
 * every change back (null removes the key).
 * @example const $refreshToken = storedAtom(local, 'portico.refreshToken');
 */
export function storedAtom(storage: KeyValueStorage, key: string): WritableAtom<string | null> {
  const store = atom<string | null>(storage.getItem(key));
  store.listen((value) => {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  });
  return store;
}
