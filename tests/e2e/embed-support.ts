// What the embed suite (embed.e2e.ts) serves: copies of dist/cdn in sub-folders of a "CDN" origin,
// as a web team would upload the folder, and host pages on another origin whose policy allows
// scripts from that CDN only. node:http only, as a plain static host.
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { resolveInside } from '../../examples/agent-website/server';
import { closeServer } from './servers';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8' };

/** Serves the files under `root` on `port` (127.0.0.1) with `headers` on every answer; 404 for anything else. */
export function serveFolder(port: number, root: string, headers: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const path = new URL(request.url ?? '/', 'http://static.invalid').pathname;
    const file = resolveInside(root, path);
    if (!file || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.statusCode = 404;
      return response.end('Not found\n');
    }
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** The copies of dist/cdn on the CDN, each in a sub-folder of its own. */
export const COPIES = {
  /** The folder as a deployer leaves it: config.json written from config.example.json with the API set. */
  ready: '/vendor/portico/',
  /** The folder uploaded without its config.json. */
  noConfig: '/no-config/portico/',
  /** config.json in place, but the language files were not uploaded. */
  noLanguage: '/no-language/portico/',
} as const;

/**
 * A folder holding the three copies of dist/cdn (`COPIES`), `apiUrl` as the production
 * configuration's `baseUrl` where there is one. Answers the folder and its removal.
 * @example const cdn = copyCdn(API); await serveFolder(port, cdn.root, headers); cdn.remove();
 */
export function copyCdn(apiUrl: string): { root: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'portico-embed-'));
  const template = JSON.parse(readFileSync('dist/cdn/config.example.json', 'utf8')) as Record<string, unknown>;
  for (const folder of Object.values(COPIES)) {
    const target = join(root, folder);
    cpSync('dist/cdn', target, { recursive: true });
    // The one step a deployer takes (core/elements README): config.json from the template, baseUrl set.
    if (folder !== COPIES.noConfig) writeFileSync(join(target, 'config.json'), JSON.stringify({ ...template, baseUrl: apiUrl }));
    if (folder === COPIES.noLanguage) rmSync(join(target, 'i18n'), { recursive: true });
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A host page: a light page in French (no colour scheme of its own) that loads `loader` and shows `body`. */
export function hostPage(loader: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8">
    <title>Résidence des Quais</title>
    <script type="module" src="${loader}"></script>
  </head>
  <body>
    <main>
      <h1>Espace résidents</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

export { closeServer };
