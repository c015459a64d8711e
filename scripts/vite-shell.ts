import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** The shell's page, served for every address of the portal (an SPA: the router reads the path). */
export const SHELL_HTML = '/shell/index.html';

// Requests Vite answers itself or that name a file: never the shell page.
const NOT_PORTAL = /^\/(@|__|node_modules\/|examples\/|core\/|widgets\/|shell\/|i18n\/|config\/|src\/)/;

/**
 * Serves the portal shell at the site root in development: a page request (GET, accepting HTML)
 * for a path without a file extension, outside the examples and the source folders, gets
 * `shell/index.html`, so deep links such as /signin/forgot-password work. The examples keep
 * their own pages (/examples/gallery/). The page comes with Portico's strict
 * Content-Security-Policy for `apiUrl` (the configurations' API, or the local one), so every
 * end-to-end suite runs the shell under it and reports any violation.
 */
export function portalShell(apiUrl = 'http://localhost:4300'): Plugin {
  const policy = contentSecurityPolicy(apiUrl);
  return {
    name: 'portico-shell',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const path = url.split('?')[0] ?? '/';
        const wantsHtml = (request.headers.accept ?? '').includes('text/html');
        if (request.method === 'GET' && wantsHtml && !NOT_PORTAL.test(path) && !/\.[a-z0-9]+$/i.test(path)) {
          request.url = SHELL_HTML;
          response.setHeader('Content-Security-Policy', policy);
        }
        next();
      });
    },
    // The build (`npm run build:shell`) puts the page at the root of dist/shell, where a static
    // host looks for it, rather than under the shell/ folder it has in the sources.
    generateBundle: {
      // After Vite's own HTML plugin has added the page to the bundle.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle[SHELL_HTML.slice(1)];
        if (page?.type !== 'asset') return;
        // Rolldown ignores assignments to the bundle: the page is emitted again under its new name.
        delete bundle[page.fileName];
        this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source });
      },
    },
  };
}
