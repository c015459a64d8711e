// The floor page of bench/shell.bench.ts: static HTML with the dashboard's largest element and the
// shell's stylesheet, and no script. Its LCP is the least any page with that element and that
// stylesheet can have on this machine, so the dashboard's LCP is reported against it.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A running floor server: its origin and how to stop it. */
export interface FloorServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * The floor page's HTML: the built shell page's stylesheet links and `largestHtml` (the largest
 * element's outerHTML), nothing else.
 * @example floorHtml(readFileSync('dist/shell/index.html', 'utf8'), '<h1 class="shell-title">Dashboard</h1>')
 */
export function floorHtml(shellPage: string, largestHtml: string): string {
  const stylesheets = shellPage.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<title>Floor</title>',
    ...stylesheets,
    '</head>',
    `<body><div id="root">${largestHtml}</div></body>`,
    '</html>',
  ].join('\n');
}

/**
 * Serves `html` at every page address and the built shell's files (its stylesheet) beside it,
 * gzipped as scripts/serve-shell.ts serves them.
 * @example const floor = await serveFloor(4394, 'dist/shell', html); await page.goto(`${floor.origin}/dashboard`);
 */
export async function serveFloor(port: number, shellDir: string, html: string): Promise<FloorServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor.invalid').pathname;
    let body: Buffer;
    let type = 'text/html; charset=utf-8';
    if (path.startsWith('/assets/') && path.endsWith('.css')) {
      try {
        body = readFileSync(join(shellDir, path));
      } catch {
        response.writeHead(404).end();
        return;
      }
      type = 'text/css; charset=utf-8';
    } else if (!path.includes('.')) body = Buffer.from(html);
    else {
      response.writeHead(404).end();
      return;
    }
    const gzip = gzipSync(body);
    response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Content-Length': gzip.length, 'Cache-Control': 'no-cache' });
    response.end(gzip);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
