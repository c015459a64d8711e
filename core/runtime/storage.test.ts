import { describe, expect, it } from 'vitest';
import { safeStorage, storedAtom, type KeyValueStorage } from './storage';

function mapStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('safeStorage', () => {
  it('uses the storage while it works', () => {
    const backing = mapStorage();
    const storage = safeStorage(() => backing);

    storage.setItem('k', 'v');
    expect(backing.data.get('k')).toBe('v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(backing.data.has('k')).toBe(false);
  });

  it('falls back to memory when reaching the storage throws (cookies blocked: SecurityError)', () => {
    const storage = safeStorage(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });

    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('falls back to memory when there is no storage (Node, workers)', () => {
    const storage = safeStorage(() => undefined);
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
  });

  it('keeps what a refused write meant, over an older stored value (private mode: setItem throws)', () => {
    const backing = mapStorage();
    backing.data.set('k', 'old');
    const storage = safeStorage(() => ({ ...backing, setItem: quotaExceeded, removeItem: quotaExceeded }));

    storage.setItem('k', 'new');
    expect(storage.getItem('k')).toBe('new');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
    expect(backing.data.get('k')).toBe('old');
  });
});

describe('storedAtom', () => {
  it('starts from the stored value and writes every change back, null removing the key', () => {
    const backing = mapStorage();
    backing.data.set('portico.x', 'first');
    const $x = storedAtom(safeStorage(() => backing), 'portico.x');

    expect($x.get()).toBe('first');
    $x.set('second');
    expect(backing.data.get('portico.x')).toBe('second');
    $x.set(null);
    expect(backing.data.has('portico.x')).toBe(false);
  });
});
