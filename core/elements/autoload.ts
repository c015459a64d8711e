/**
 * The one-script embed (`portico.js`): defines every `portico-*` tag on the page, now and when one
 * is added later, by loading that element's own file from beside the loader, and only the files of
 * the tags the page uses (as Shoelace's autoloader does). The element files load their shared
 * chunks themselves, so the loader stays a few hundred bytes and imports nothing at start.
 * `tags` are the tags the build made; an unknown `portico-*` tag is reported, not fetched.
 * Answers the observer that watches for tags added later (light DOM; shadow roots are not searched).
 * @example autoload(['portico-signin', 'portico-account']);
 */
export function autoload(
  tags: readonly string[],
  load: (tag: string) => Promise<unknown> = (tag) => import(/* @vite-ignore */ new URL(`${tag}.js`, import.meta.url).href),
  root: Element = document.documentElement,
): MutationObserver {
  const known = new Set(tags);
  const requested = new Set<string>();
  const visit = (node: Node): void => {
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    for (const candidate of [element, ...element.querySelectorAll(':not(:defined)')]) {
      const tag = candidate.localName;
      if (!tag.startsWith('portico-') || requested.has(tag) || customElements.get(tag)) continue;
      requested.add(tag);
      if (!known.has(tag)) {
        console.warn(`Portico: there is no element <${tag}>; the elements are ${tags.join(', ')}.`);
        continue;
      }
      load(tag).catch((error: unknown) => {
        // Forgotten, so the same tag added again later tries again.
        requested.delete(tag);
        console.error(`Portico: the script of <${tag}> could not be loaded`, error);
      });
    }
  };
  visit(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(visit);
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
