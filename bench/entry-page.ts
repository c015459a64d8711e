// What the browser benchmarks share on the Node side: a page-side entry bundled with esbuild and
// served, with an empty page that loads it, from memory on an origin of its own (never the network).
import { build } from 'esbuild';
import type { Page } from 'playwright';

/**
 * `entryPoint` bundled for the browser, minified; with `preact`, React aliased to preact/compat as
 * the CDN build (tsup.config.ts) and the shell do, so components run as they do in the product.
 * @example const script = await bundleEntry('bench/statement.entry.tsx', { preact: true });
 */
export async function bundleEntry(entryPoint: string, { preact = false } = {}): Promise<string> {
  const bundle = await build({
    entryPoints: [entryPoint],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
    ...(preact
      ? {
          jsx: 'automatic' as const,
          alias: { react: 'preact/compat', 'react-dom': 'preact/compat', 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime' },
          define: { 'process.env.NODE_ENV': '"production"' },
        }
      : {}),
  });
  return bundle.outputFiles[0]!.text;
}

/**
 * Serves `script` and an empty page titled `title` that loads it at `origin` (an address that never
 * resolves: Playwright answers every request), and answers the page's uncaught errors as they come.
 * @example const errors = await serveEntry(page, 'http://slots-bench.invalid', 'Slots benchmark', script); await page.goto(`${ORIGIN}/`);
 */
export async function serveEntry(page: Page, origin: string, title: string, script: string): Promise<string[]> {
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/bench.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script type="module" src="/bench.js"></script></head><body></body></html>`,
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
