// The managing agent's website (DESIGN.md: http://localhost:4400, another origin than the portal
// and the API). `npx tsx examples/agent-website/server.ts` serves it; `npm start` runs it beside
// the API. Node's http module only: the example shows that a host needs no framework, just static
// files, the Portico CDN bundles under /portico/ and a strict Content-Security-Policy.
import { createReadStream, existsSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, posix, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from '../../scripts/content-security-policy.ts';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const REPO = resolve(HERE, '../..');

/** The site's port unless `PORT` says otherwise (DESIGN.md: ports). */
export const AGENT_WEBSITE_PORT = 4400;

/** The API the elements call unless `PORTICO_API_URL` says otherwise: the reference API of `npm start`. */
export const DEFAULT_API_URL = 'http://localhost:4300';

/** Where the site's own pages, stylesheet and images are. */
export const PUBLIC_DIR = resolve(HERE, 'public');

/** Where `npm run build:cdn` writes the CDN element bundles, served under `/portico/`. */
export const CDN_DIR = resolve(REPO, 'dist/cdn');

/** The public path of the configuration the site generates for its elements: beside the scripts, where they look for it. */
export const CONFIG_PATH = '/portico/config.json';

/** The production template that ships with the bundles (dist/cdn/config.example.json). */
export const CONFIG_TEMPLATE = resolve(REPO, 'core/config/config.example.json');

/** What `createAgentWebsite` needs; every field has the default of `npm start`. */
export interface AgentWebsiteOptions {
  /** The API the elements call (its origin joins `connect-src` and `img-src`). Default `DEFAULT_API_URL`. */
  apiUrl?: string;
  /** The site's pages. Default `PUBLIC_DIR`. */
  publicDir?: string;
  /** The CDN bundles served under `/portico/`. Default `CDN_DIR`. */
  cdnDir?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// The site's Content-Security-Policy is Portico's strict one (scripts/content-security-policy.ts).
export { contentSecurityPolicy };

/**
 * The configuration the site's elements load from beside their scripts: the shipped production
 * template with its one setting a deployer makes, `baseUrl`, the API this site uses. The
 * language file needs no setting: the elements find `i18n/{lang}.json` beside their scripts.
 * @example siteConfig('https://api.agent.example/v1').baseUrl // 'https://api.agent.example/v1'
 */
export function siteConfig(apiUrl: string): Record<string, unknown> {
  const template = JSON.parse(readFileSync(CONFIG_TEMPLATE, 'utf8')) as Record<string, unknown>;
  return { ...template, baseUrl: apiUrl.replace(/\/+$/, '') };
}

/**
 * The file under `root` that a URL path names, or `null` when it names none the site may serve:
 * an undecodable path, a NUL byte, a dot-file or dot-folder (`.git`, `..`), or a path that leaves
 * `root` once normalised.
 * @example resolveInside('/srv/site', '/account/') // '/srv/site/account'
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const file = resolve(root, `.${posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

/** A regular file inside `root` (symbolic links followed and checked), with its stats. */
function existingFile(root: string, file: string): { file: string; stats: Stats } | null {
  try {
    const real = realpathSync(file);
    const realRoot = realpathSync(root);
    if (real !== realRoot && !real.startsWith(realRoot + sep)) return null;
    const stats = statSync(real);
    return { file: real, stats };
  } catch {
    return null;
  }
}

/**
 * The agent website as a request handler: its pages from `publicDir` (`/` and `/account/`), the
 * CDN bundles from `cdnDir` under `/portico/`, the generated `/portico/config.json`, a 404 page,
 * and on every answer the strict Content-Security-Policy and the usual hardening headers.
 * @example createServer(createAgentWebsite({ apiUrl: 'http://localhost:4300' })).listen(4400);
 */
export function createAgentWebsite(options: AgentWebsiteOptions = {}): (request: IncomingMessage, response: ServerResponse) => void {
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL;
  const publicDir = resolve(options.publicDir ?? PUBLIC_DIR);
  const cdnDir = resolve(options.cdnDir ?? CDN_DIR);
  const policy = contentSecurityPolicy(apiUrl);
  const config = `${JSON.stringify(siteConfig(apiUrl), null, 2)}\n`;

  return (request, response) => {
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // frame-ancestors is the rule; X-Frame-Options is for browsers that predate it.
    response.setHeader('X-Frame-Options', 'DENY');
    // A development site: every reload sees a fresh build.
    response.setHeader('Cache-Control', 'no-cache');

    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return sendText(response, 405, 'Method not allowed\n');
    }
    const url = new URL(request.url ?? '/', 'http://agent-website.invalid');
    const path = url.pathname;

    if (path === '/portico' || path.startsWith('/portico/')) {
      // The bundles are what a CDN would serve: any page may load them, as module scripts and
      // fetches from another origin (a CMS page, examples/cms-snippet) need CORS.
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (path === CONFIG_PATH) return sendBody(response, method, 200, CONTENT_TYPES['.json'] ?? '', config);
      const file = resolveInside(cdnDir, path.slice('/portico'.length));
      const found = file && existingFile(cdnDir, file);
      if (found && found.stats.isFile()) return sendFile(response, method, found.file, found.stats);
      return notFound(response, method, publicDir);
    }

    const file = resolveInside(publicDir, path);
    const found = file && existingFile(publicDir, file);
    if (found && found.stats.isDirectory()) {
      if (!path.endsWith('/')) {
        // `/account` -> `/account/`, so the page's relative links resolve as written.
        response.setHeader('Location', `${path}/${url.search}`);
        return sendText(response, 301, 'Moved permanently\n');
      }
      const index = existingFile(publicDir, resolve(found.file, 'index.html'));
      if (index && index.stats.isFile()) return sendFile(response, method, index.file, index.stats);
    } else if (found && found.stats.isFile() && !path.endsWith('/')) {
      return sendFile(response, method, found.file, found.stats);
    }
    return notFound(response, method, publicDir);
  };
}

function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function sendFile(response: ServerResponse, method: string, file: string, stats: Stats, status = 200): void {
  response.statusCode = status;
  response.setHeader('Content-Type', contentType(file));
  response.setHeader('Content-Length', stats.size);
  if (method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => {
    if (!response.headersSent) sendText(response, 500, 'Internal server error\n');
    else response.destroy();
  });
  stream.pipe(response);
}

function sendBody(response: ServerResponse, method: string, status: number, type: string, body: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(method === 'HEAD' ? undefined : body);
}

function sendText(response: ServerResponse, status: number, body: string): void {
  sendBody(response, 'GET', status, CONTENT_TYPES['.txt'] ?? '', body);
}

function notFound(response: ServerResponse, method: string, publicDir: string): void {
  const page = existingFile(publicDir, resolve(publicDir, '404.html'));
  if (page && page.stats.isFile()) return sendFile(response, method, page.file, page.stats, 404);
  sendText(response, 404, 'Not found\n');
}

/**
 * Starts the site on `port` (127.0.0.1, like the API) and resolves the listening server.
 * @example const server = await startAgentWebsite(4400, { apiUrl: 'http://localhost:4300' });
 */
export function startAgentWebsite(port: number, options: AgentWebsiteOptions = {}): Promise<Server> {
  const server = createServer(createAgentWebsite(options));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

// Run directly (not imported by a test): PORT and PORTICO_API_URL from the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.env.PORT ?? AGENT_WEBSITE_PORT);
  const apiUrl = process.env.PORTICO_API_URL ?? DEFAULT_API_URL;
  if (!existsSync(resolve(CDN_DIR, 'portico-signin.js'))) {
    console.warn(`Agent website: ${CDN_DIR} has no element bundles yet; run \`npm run build:cdn\` first.`);
  }
  const server = await startAgentWebsite(port, { apiUrl });
  console.log(`Agent website (Harbour & Wharf) on http://localhost:${port}, calling the API at ${apiUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      process.exit(0);
    });
  }
}
