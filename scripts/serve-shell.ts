// The built shell (dist/shell, `npm run build:shell`) served the way a static host or CDN serves
// it, so the shell benchmark measures what users would load rather than Vite's dev server: files
// from memory, gzip for text when the browser accepts it, long caching for the hashed assets, and
// the page for every address without a file extension (deep links, as scripts/vite-shell.ts does
// in development), with Portico's strict Content-Security-Policy on the page and the usual
// hardening headers on every answer, as we recommend a host sends them. The production start
// (server/serve.ts, `npm run serve`) serves the shell with it too.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { withBaseUrl } from './vite-portico-assets.ts';

/** Where `npm run build:shell` writes the shell. */
export const SHELL_DIST = 'dist/shell';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
// Already compressed formats are sent as they are.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.md', '.svg']);

interface StaticFile {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  immutable: boolean;
  /** A page of an example folder, which its own origin may frame. */
  example: boolean;
}

/** A running shell server: its origin and how to stop it. */
export interface ShellServer {
  origin: string;
  /** Cuts every connection and stops; the production start drains `server` instead. */
  close(): Promise<void>;
  server: Server;
}

export interface ServeShellOptions {
  /** The built shell; default dist/shell. */
  dir?: string;
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Address to listen on; default 127.0.0.1 (`0.0.0.0` for a balancer on another machine). */
  host?: string;
  /** Replaces the served configurations' `baseUrl` (the benchmark's own API); the policy allows it. */
  apiUrl?: string;
  /** More built folders served beside the shell at the same root, such as dist/examples (the end-to-end suites' gallery). */
  alsoServe?: readonly string[];
}

/**
 * Serves the built shell on `host` (127.0.0.1) until `close()`. Gzip is compressed once, at start,
 * with zlib's default level (6), the usual level of a web server's on-the-fly compression.
 * @example const shell = await serveShell({ port: 4393, apiUrl: api.base }); await page.goto(`${shell.origin}/signin`);
 */
export async function serveShell({ dir = SHELL_DIST, port, host = '127.0.0.1', apiUrl, alsoServe = [] }: ServeShellOptions): Promise<ShellServer> {
  const files = loadFiles(dir, apiUrl, false);
  for (const other of alsoServe) for (const [path, file] of loadFiles(other, apiUrl, true)) if (!files.has(path)) files.set(path, file);
  const page = files.get('/index.html');
  if (!page) throw new Error(`${dir}/index.html is missing: run npm run build:shell first.`);
  const api = apiUrl ?? 'http://localhost:4300';
  const policies = { shell: contentSecurityPolicy(api), example: contentSecurityPolicy(api, { frameAncestors: "'self'" }) };
  const server = createServer((request, response) => answer(request, response, files, page, policies));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // A wildcard address is reached on loopback from this machine; an IPv6 one goes in brackets.
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    server,
    origin: `http://${reachable}:${actualPort}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function loadFiles(dir: string, apiUrl: string | undefined, example: boolean): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    // The build manifest is for scripts/size.mjs, not for browsers.
    if (path.startsWith('/.vite/')) continue;
    const extension = extname(path);
    let body = readFileSync(join(entry.parentPath, entry.name));
    // The configurations only (config.json, config.<host>.json): the FAQ file beside them has no API.
    if (apiUrl && path.startsWith('/config/config') && extension === '.json') body = Buffer.from(withBaseUrl(body.toString('utf8'), apiUrl));
    files.set(path, {
      type: TYPES[extension] ?? 'application/octet-stream',
      body,
      gzip: COMPRESSIBLE.has(extension) ? gzipSync(body) : null,
      // Vite puts a content hash in every name under assets/.
      immutable: path.startsWith('/assets/') || path.startsWith('/examples/assets/'),
      example,
    });
  }
  return files;
}

function answer(
  request: IncomingMessage,
  response: ServerResponse,
  files: Map<string, StaticFile>,
  page: StaticFile,
  policies: { shell: string; example: string },
): void {
  // On every answer, as the agent website example sends them: no type sniffing, no full address
  // sent to other origins. X-Frame-Options is for browsers that predate frame-ancestors.
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://shell.invalid').pathname);
  } catch {
    // A malformed escape (`/%`) names no file and no page: the request's fault, not the server's.
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  // A page address (no file extension) gets the shell's page; a missing file is a 404.
  // A folder address with its own index.html (an example's page) gets that page.
  const file = files.get(path) ?? (path.endsWith('/') ? files.get(`${path}index.html`) : undefined) ?? (extname(path) === '' ? page : undefined);
  if (!file) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const gzip = file.gzip !== null && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? file.gzip! : file.body;
  response.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': body.length,
    'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
    ...(file.type.startsWith('text/html')
      ? { 'Content-Security-Policy': file.example ? policies.example : policies.shell, 'X-Frame-Options': file.example ? 'SAMEORIGIN' : 'DENY' }
      : {}),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
