import type { Config } from '../schemas';

/**
 * Appends each of the configuration's custom stylesheets to `document.head` as a
 * `<link rel="stylesheet">`, once: a URL already linked by the page, or by an earlier call, is
 * skipped, so every element may call this safely. URLs resolve against the page; one that cannot be
 * parsed is skipped. Returns the links it added. These sheets style the page and the shell; inside
 * an element's shadow root they reach only through the `--portico-*` custom properties and
 * `::part`, which is how a managing agent themes the elements.
 * @example appendStyleUrls(config, document) // [<link rel="stylesheet" href="https://agent.example/portal.css">]
 */
export function appendStyleUrls(config: Pick<Config, 'styleUrls'>, document: Document): HTMLLinkElement[] {
  const linked = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]'), (link) => link.href));
  const added: HTMLLinkElement[] = [];
  for (const url of config.styleUrls) {
    let href: string;
    try {
      href = new URL(url, document.baseURI).href;
    } catch (error) {
      console.warn(`Portico: the style URL ${url} is not a URL`, error);
      continue;
    }
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
    linked.add(href);
    added.push(link);
  }
  return added;
}
