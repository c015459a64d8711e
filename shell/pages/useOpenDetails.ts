import { useState } from 'react';

/**
 * Which of a list's `<details>` are open, when the page decides some (a search's matches, the
 * folder an address names) and the reader opens and closes any afterwards (`toggle` from the
 * element's toggle event).
 * @example const folders = useOpenDetails(() => [named]); <details open={folders.isOpen(id)} onToggle={(event) => folders.toggle(id, event.currentTarget.open)} />
 */
export function useOpenDetails<K>(initial: () => Iterable<K> = () => []): {
  isOpen: (key: K) => boolean;
  toggle: (key: K, isOpen: boolean) => void;
  openOnly: (keys: Iterable<K>) => void;
} {
  const [open, setOpen] = useState<ReadonlySet<K>>(() => new Set(initial()));
  return {
    isOpen: (key) => open.has(key),
    // The browser sends toggle a task after the change, so it may follow a newer openOnly: it
    // updates the set as it is then, not as this render saw it.
    toggle: (key, isOpen) =>
      setOpen((current) => {
        if (current.has(key) === isOpen) return current;
        const next = new Set(current);
        if (isOpen) next.add(key);
        else next.delete(key);
        return next;
      }),
    openOnly: (keys) => setOpen(new Set(keys)),
  };
}
