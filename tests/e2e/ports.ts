// The loopback addresses of the servers each Playwright worker starts for the end-to-end suites
// (tests/e2e/fixtures.ts). They sit beside the `npm start` ports (4200 portal, 4300 API, 4400
// agent website) so a running dev setup never collides; PORTICO_E2E_PORT_OFFSET moves them all, so
// that two checkouts on one machine can run their suites at the same time (offsets ten apart).
// Each worker has servers of its own a thousand ports further per worker (TEST_PARALLEL_INDEX,
// which Playwright sets in every worker process), so workers never share an API or its data.
const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 0) + 1000 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Port of the portal: the built shell (dist/shell) with the built gallery and CMS snippet page (dist/examples). */
export const PORTAL_PORT = 4201 + offset;
/** Port of the reference API, with a fresh data directory per run. */
export const API_PORT = 4301 + offset;
/** Port of the agent website, another origin than the portal and the API. */
export const SITE_PORT = 4401 + offset;

export const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;
export const SITE = `http://127.0.0.1:${SITE_PORT}`;

/**
 * Ports of the two API processes a PostgreSQL run starts behind a round-robin balancer on
 * API_PORT (tests/e2e/servers.ts, PORTICO_E2E_TWO_APIS).
 */
export const PAIR_API_PORTS = [4302 + offset, 4303 + offset] as const;

/**
 * Port of a second server of the built shell that tests/security/csp.e2e.ts starts and stops
 * itself (the API's CORS list names it); five above the shared portal's, as below.
 */
export const SHELL_BUILD_PORT = 4206 + offset;
export const SHELL_BUILD = `http://127.0.0.1:${SHELL_BUILD_PORT}`;

/**
 * Ports of the API and agent website a suite starts and stops itself (an API that goes down
 * mid-test). Five above the shared ones, not ten: checkouts side by side use offsets ten apart,
 * and another checkout's shared servers must not sit on these.
 */
export const OWN_API_PORT = 4306 + offset;
export const OWN_SITE_PORT = 4406 + offset;

/**
 * Ports of the embed suite's own servers (tests/e2e/embed.e2e.ts): a CDN serving copies of
 * dist/cdn in sub-folders, and a host page on another origin that loads them.
 */
export const EMBED_CDN_PORT = 4407 + offset;
export const EMBED_HOST_PORT = 4408 + offset;
export const EMBED_CDN = `http://localhost:${EMBED_CDN_PORT}`;
export const EMBED_HOST = `http://127.0.0.1:${EMBED_HOST_PORT}`;

/**
 * Ports of the quick-start suite (tests/e2e/quickstart.e2e.ts): the new Vite app's preview
 * server, and the static page with the CDN loader. The worker's API allows both origins.
 */
export const QUICKSTART_APP_PORT = 4409 + offset;
export const QUICKSTART_SITE_PORT = 4410 + offset;
export const QUICKSTART_APP = `http://127.0.0.1:${QUICKSTART_APP_PORT}`;
export const QUICKSTART_SITE = `http://127.0.0.1:${QUICKSTART_SITE_PORT}`;
