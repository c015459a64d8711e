import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../core/i18n/compile.ts';

const I18N_DIR = 'core/i18n';
const CONFIG_DIR = 'core/config/defaults';
/** Where the FAQ is published (shell/pages/FaqPage.tsx `FAQ_URL`) and its source in the repository. */
const FAQ_PATH = '/config/faq.json';
const FAQ_SOURCE = 'shell/faq.json';

/**
 * A configuration file's text with its `baseUrl` replaced: how a test or benchmark server points
 * the pages at its own API without a port in product code. An identity provider on the old API
 * (the reference API's demo provider) moves with it.
 * @example withBaseUrl('{"baseUrl":"http://localhost:4300"}', 'http://127.0.0.1:4301') // '{\n  "baseUrl": "http://127.0.0.1:4301"\n}'
 */
export function withBaseUrl(configText: string, apiUrl: string): string {
  const config = JSON.parse(configText) as { baseUrl?: string; identityProvider?: { signInUrl?: string } };
  const provider = config.identityProvider;
  const onOldApi = provider?.signInUrl && config.baseUrl && provider.signInUrl.startsWith(`${config.baseUrl}/`);
  return JSON.stringify(
    { ...config, baseUrl: apiUrl, ...(onOldApi && { identityProvider: { ...provider, signInUrl: `${apiUrl}${provider.signInUrl!.slice(config.baseUrl!.length)}` } }) },
    null,
    2,
  );
}

/** Static files every Portico page loads at start, by public path; `apiUrl` replaces the configurations' `baseUrl`. */
function assets(apiUrl?: string): Map<string, () => string> {
  const files = new Map<string, () => string>();
  // The shell's /changelog page shows the repository's changelog, fetched as a static text asset (spec 1 §2).
  files.set('/changelog.md', () => readFileSync('CHANGELOG.md', 'utf8'));
  // The FAQ page's questions (spec 2 §7: a static file), beside the configuration, for a deployer to replace.
  files.set(FAQ_PATH, () => readFileSync(FAQ_SOURCE, 'utf8'));
  for (const name of readdirSync(I18N_DIR).filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.json$/.test(file))) {
    // The language file is published compiled: the bundles carry no message compiler.
    files.set(`/i18n/${name}`, () => JSON.stringify(compileCatalogue(JSON.parse(readFileSync(join(I18N_DIR, name), 'utf8')))));
  }
  if (existsSync(CONFIG_DIR)) {
    for (const name of readdirSync(CONFIG_DIR).filter((file) => file.endsWith('.json'))) {
      files.set(`/config/${name}`, () => {
        const text = readFileSync(join(CONFIG_DIR, name), 'utf8');
        return apiUrl ? withBaseUrl(text, apiUrl) : text;
      });
    }
  }
  return files;
}

/**
 * Serves (dev) and emits (build) the language files and the default configurations, so the
 * sources stay in `core/` and there is no copy to keep in step. In development, `apiUrl` (from
 * the `PORTICO_API_URL` environment variable in vite.config.ts) replaces the served
 * configurations' `baseUrl`, so the end-to-end suites point the pages at their own API without a
 * port in product code. A page on port 4200 or with `?localhost` still calls the local API
 * (spec 1 §9, core/config).
 */
export function porticoAssets(apiUrl?: string): Plugin {
  return {
    name: 'portico-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const body = assets(apiUrl).get(path);
        if (!body) return next();
        response.setHeader('Content-Type', path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(body());
      });
    },
    generateBundle() {
      for (const [path, body] of assets()) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: body() });
      }
    },
  };
}
