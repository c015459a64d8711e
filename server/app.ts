import { mkdirSync } from 'node:fs';
import { Hono, type MiddlewareHandler } from 'hono';
import { pino, type Logger } from 'pino';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import type { AppContext, AppEnv, ServerArea } from './area';
import { accessTokens } from './auth/access-tokens';
import { loadSsoKeys } from './auth/sso-keys';
import { coreArea } from './areas/core';
import { outboxArea, startDeliveryWorker } from './areas/outbox';
import { authArea } from './areas/auth';
import { accountArea } from './areas/account';
import { developmentsArea } from './areas/developments';
import { premisesArea } from './areas/premises';
import { chargesArea } from './areas/charges';
import { newsArea } from './areas/news';
import { requestsArea } from './areas/requests';
import { facilitiesArea } from './areas/facilities';
import { notificationsArea } from './areas/notifications';
import { documentsArea } from './areas/documents';
import { customersArea } from './areas/customers';
import { parcelsArea } from './areas/parcels';
import { accessLogArea } from './areas/access-log';
import { tasksArea } from './areas/tasks';
import { contractArea } from './areas/contract';
import { importArea } from './areas/import';
import { healthArea } from './areas/health';
import { compression } from './http/compression';
import { clockFrom, loadSigningSecret, type ServerConfig } from './config';
import { openDatabase } from './database/connection';
import { migrateAndSeed } from './database/migrate';
import { HttpError } from './http/errors';
import { isExtensionRoute } from './http/extensions';
import { requestId, REQUEST_ID_HEADER } from './http/request-id';
import { requestLog } from './http/request-log';

/** The largest request body outside file uploads. */
export const MAX_JSON_BODY_BYTES = 4 * 1024 * 1024;

/** What every route that is not there answers, with 404. */
const NO_SUCH_ROUTE = 'There is no such route.';

/** The API's areas, in the order their tables and demo data build on each other. */
export const areas: readonly ServerArea[] = [
  coreArea,
  outboxArea,
  authArea,
  accountArea,
  developmentsArea,
  premisesArea,
  chargesArea,
  newsArea,
  requestsArea,
  facilitiesArea,
  notificationsArea,
  documentsArea,
  customersArea,
  parcelsArea,
  accessLogArea,
  tasksArea,
  contractArea,
  importArea,
];

/** An API instance: the Hono app and what it runs on. */
export interface ApiInstance {
  readonly app: Hono<AppEnv>;
  readonly ctx: AppContext;
  close(): Promise<void>;
}

/**
 * Opens (creating, migrating and seeding each area that is new to it) the configured database and
 * builds the app. `now` replaces the clock in tests; without it, the configured one (`clockStart`).
 * `areas` replaces the API's areas in tests (an earlier version of the API, without one of them).
 * `log` replaces the JSON log on stdout at `config.logLevel` (a test reads the lines it writes).
 * Demo data is seeded only outside production.
 * @example const { app } = await createApi(readConfig());
 */
export async function createApi(
  config: ServerConfig,
  options: { now?: () => Date; areas?: readonly ServerArea[]; log?: Logger } = {},
): Promise<ApiInstance> {
  const apiAreas = options.areas ?? areas;
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(config);
  const secret = config.signingSecret ?? loadSigningSecret(config.dataDir);
  const now = options.now ?? clockFrom(config.clockStart);
  const ctx: AppContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    secret,
    accessTokens: accessTokens(secret, config.accessTokenSeconds, now),
    sso: loadSsoKeys(config),
    log: options.log ?? pino({ level: config.logLevel }),
    now,
  };
  try {
    // A production database starts empty: the agent's own records are imported, never the demo's.
    await migrateAndSeed(database, apiAreas, async (area) => (config.production ? undefined : area.seed?.(ctx)));
  } catch (error) {
    await database.close();
    throw error;
  }
  const delivery = startDeliveryWorker(ctx);
  return {
    app: buildApp(ctx, apiAreas),
    ctx,
    close: async () => {
      await delivery.stop();
      await database.close();
    },
  };
}

/**
 * Answers 404, as for a route that does not exist, every request whose route (method and path as
 * registered, `/news/:id`) `isOff` names, before the route's own checks: not even a 401 tells
 * that it is there.
 * @example app.use(withoutRoutes(isExtensionRoute));
 */
export function withoutRoutes(isOff: (method: string, routePath: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The router has matched every handler already; the first that is not a middleware answers.
    const route = matchedRoutes(c).find((each) => each.method !== 'ALL');
    if (route && isOff(route.method, route.path)) return c.json({ messages: [NO_SUCH_ROUTE] }, 404);
    await next();
  };
}

function buildApp(ctx: AppContext, apiAreas: readonly ServerArea[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // First, so that every answer carries its id and every request, however it ends, has its line.
  app.use(requestId);
  app.use(requestLog(ctx.log));
  // overwrite false: a route that must differ keeps its own header (public images are served
  // Cross-Origin-Resource-Policy: cross-origin so that the portal's origin may show them).
  app.use(secureHeaders({ overwrite: false }));
  app.use(
    cors({
      // Only the configured origins get CORS headers; a browser on any other origin is refused.
      origin: (origin) => (ctx.config.corsOrigins.includes(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposeHeaders: ['Retry-After', 'Content-Disposition', REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  app.use(compression);
  app.use(async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  // No request body over 4 MB (JSON with a base64 profile picture is the largest) but on the
  // routes that take files (the areas' uploads), which hold it to their own limit. The route
  // decides, never the Content-Type a client chooses.
  const bodyLimitOfApp = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: (c) => c.json({ messages: ['The request is too large.'] }, 413),
  });
  if (!ctx.config.extensions) app.use(withoutRoutes(isExtensionRoute));
  const uploads = apiAreas.flatMap((area) => area.uploads ?? []);
  app.use((c, next) => (uploads.some((upload) => upload.method === c.req.method && upload.path.test(c.req.path)) ? next() : bodyLimitOfApp(c, next)));
  // The health routes check this API's own areas, the ones it migrated.
  for (const area of [...apiAreas, healthArea(apiAreas)]) area.routes(app);

  app.notFound((c) => c.json({ messages: [NO_SUCH_ROUTE] }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.extra.retryAfterSeconds));
      return c.json(
        {
          messages: error.messages,
          ...(error.extra.fields && { fields: error.extra.fields }),
          ...(error.extra.mfaToken && { mfaToken: error.extra.mfaToken }),
          ...(error.extra.passwordChangeToken && { passwordChangeToken: error.extra.passwordChangeToken }),
        },
        error.status,
      );
    }
    // Anything else is a fault of ours: logged here with the request's id, never shown to the client.
    ctx.log.error({ err: error, requestId: c.get('requestId') }, 'request failed');
    return c.json({ messages: ['Something went wrong on our side. Please try again in a little while.'] }, 500);
  });
  return app;
}
