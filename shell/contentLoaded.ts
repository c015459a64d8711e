import { useEffect, useState, type RefObject } from 'react';

/** What still loads inside a view: a spinner, or an element marked busy (SafeHtml while it sanitises). */
const PENDING = '.portico-spinner, [aria-busy="true"]';

/**
 * Whether everything inside `container` has loaded (no spinner, nothing `aria-busy`), or
 * `limitMs` has passed since mount, whichever comes first; once true it stays true. A page whose
 * sections load side by side keeps them hidden until then, so they appear at once in their final
 * places instead of pushing each other down as each arrives (layout shift).
 * @example const loaded = useContentLoaded(sections, 4000);
 */
export function useContentLoaded(container: RefObject<HTMLElement | null>, limitMs: number): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (loaded || !element) return;
    const check = () => {
      if (!element.querySelector(PENDING)) setLoaded(true);
    };
    const observer = new MutationObserver(check);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
    const timer = setTimeout(() => setLoaded(true), limitMs);
    check();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [container, limitMs, loaded]);
  return loaded;
}
