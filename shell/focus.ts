/** How long a page may take to show its heading (a lazy chunk, a slow API) before focus stays where it is. */
const HEADING_WAIT_MS = 10_000;

/**
 * Moves focus to the page's h1 inside `main` once it is there (a page loads its chunk, and a
 * guard may wait on the user first), so that after a navigation keyboard and screen-reader users
 * start at the new page's heading rather than on a link that no longer exists (WCAG 2.4.3).
 * Answers the function that stops waiting (the next navigation calls it).
 * @example const stop = focusHeadingWhenShown(document.querySelector('main')!);
 */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const focus = (): boolean => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    // A dialog opened by the page keeps its focus.
    if (document.activeElement?.closest('dialog')) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
