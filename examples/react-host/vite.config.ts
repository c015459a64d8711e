// `npx vite --config examples/react-host/vite.config.ts` from the repository root: the React host
// on http://localhost:4500. The reference API (npm start, 4300) is reached through this server's
// /api proxy, so the host needs no CORS entry; the configuration it serves says so.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { porticoAssets } from '../../scripts/vite-portico-assets.ts';

const API_TARGET = process.env.PORTICO_API_URL ?? 'http://127.0.0.1:4300';

/** `/portico-config.json`: the default configuration with the API behind this server's /api. */
function hostConfig(): Plugin {
  const defaults = JSON.parse(readFileSync(new URL('../../core/config/defaults/config.json', import.meta.url), 'utf8')) as object;
  return {
    name: 'react-host-config',
    configureServer(server) {
      server.middlewares.use('/portico-config.json', (request, response) => {
        // The API base is absolute (Config), and on the origin the page was opened on.
        const config = { ...defaults, baseUrl: `http://${request.headers.host ?? 'localhost:4500'}/api` };
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(config));
      });
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [hostConfig(), porticoAssets()],
  server: {
    port: 4500,
    strictPort: true,
    host: '127.0.0.1',
    proxy: { '/api': { target: API_TARGET, rewrite: (path) => path.replace(/^\/api/, '') } },
  },
});
