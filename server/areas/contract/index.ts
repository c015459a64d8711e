// The contract's document and its reference page: what an agent's API team reads (README.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ServerArea } from '../../area';
import { operations } from '../../contract';
import { openApiDocument } from '../../contract/document';

// Redoc's standalone bundle, as @redocly/cli ships it for its own `build-docs`: served by the API
// itself, so the page works offline and under a policy that names no other origin.
const REDOC_BUNDLE = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'lib/chunks/redoc.standalone.js');

// The page's own policy, as strict as Redoc allows: its scripts from here only; Redoc writes its
// styles into <style> elements and style attributes (style-src 'unsafe-inline'), draws icons and
// its icon font from data: addresses, and runs its search in a worker made from a blob. Nothing
// from another origin: Redoc's "powered by" logo from its CDN is refused, and Redoc then hides it.
const REFERENCE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  'font-src data:',
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const REFERENCE_PAGE = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico: the managing agent’s API</title>
</head>
<body>
<div id="reference"><p>Loading the reference of the API… It needs JavaScript; the document itself is <a href="openapi.json">openapi.json</a>.</p></div>
<script type="module" src="reference/start.js"></script>
</body>
</html>
`;

// Redoc's bundle is an ES module. The document's address is relative to the page, so the page
// works behind a path prefix too.
const START_SCRIPT = `import { init } from './redoc.js';
init(new URL('openapi.json', document.baseURI).href, { disableTelemetry: true }, document.getElementById('reference'));
`;

let documentJson: string | undefined;
let redocScript: string | undefined;

/** `GET /openapi.json` and the reference page `GET /reference`: public, like a published document. */
export const contractArea: ServerArea = {
  name: 'contract',
  migrations: [],
  routes: (app) => {
    // Built from the records on first use (not read from dist/), so `npm run api` needs no build.
    app.get('/openapi.json', (c) => {
      documentJson ??= JSON.stringify(openApiDocument(operations));
      return c.body(documentJson, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    });
    app.get('/reference', (c) => c.html(REFERENCE_PAGE, 200, { 'Content-Security-Policy': REFERENCE_PAGE_POLICY }));
    app.get('/reference/redoc.js', (c) => {
      redocScript ??= readFileSync(REDOC_BUNDLE, 'utf8');
      return c.body(redocScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
    });
    app.get('/reference/start.js', (c) => c.body(START_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  },
};
