// What the browser benchmarks' page sides share: waiting for the DOM to show a result, and for the
// frame after it. Bundled into each entry.

/**
 * Resolves with `performance.now()` as soon as `done()` holds, checked now and after every DOM
 * change under `root`.
 * @example const shown = await when(host, () => host.querySelectorAll('tbody tr').length === 10);
 */
export function when(root: Node, done: () => boolean): Promise<number> {
  if (done()) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/**
 * Resolves with `performance.now()` in the task after the next animation frame: once the frame that
 * shows the change has been produced.
 * @example const painted = await nextFrame();
 */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
