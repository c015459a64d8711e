import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';

/**
 * The route a request matched as the app registers it (`/news/:id`), or null when none did (a 404,
 * a CORS preflight): never the path as sent, whose ids and query string may hold tokens.
 * @example app.get('/news/:id', (c) => c.text(String(routePattern(c)))); // '/news/:id'
 */
export function routePattern(c: Context): string | null {
  // The router has matched every handler already; the first that is not a middleware answers.
  return matchedRoutes(c).find((each) => each.method !== 'ALL')?.path ?? null;
}

/**
 * One JSON line per request at `info`, once it is answered: method, route pattern, status,
 * duration in milliseconds (to 0.1) and the request id (`requestId` runs first). Nothing else of
 * the request is read: no path, query string, header or body, where tokens, passwords and codes
 * travel.
 * @example app.use(requestId); app.use(requestLog(ctx.log));
 * // {"level":30,"time":…,"requestId":"lb-7f3a","method":"GET","route":"/news/:id","status":200,"durationMs":3.4,"msg":"request"}
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    // Errors never reach here: the app's error handler answers them inside `next`.
    await next();
    log.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        route: routePattern(c),
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
