import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id (`requestId`): in its log lines and its answer's `X-Request-Id`. */
    requestId: string;
  }
}

/** The header a balancer or client names a request by, and every answer carries. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

// A balancer's id is kept only when it is short and plain: anything else (spaces, quotes, control
// characters, a token pasted by mistake) could forge or bloat log lines, and gets a fresh id.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the incoming `X-Request-Id` when it is a short safe token, so one id
 * follows a request from the balancer through the API's log; else a fresh UUID.
 * @example requestIdFrom('lb-7f3a.42') // 'lb-7f3a.42'; requestIdFrom('a b') // a new UUID
 */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Names every request (`c.get('requestId')`) and puts the name on its answer, whatever the answer
 * (a 404, a 500, a CORS preflight): the first middleware of the app.
 * @example app.use(requestId);
 */
export const requestId: MiddlewareHandler = async (c, next) => {
  const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  c.header(REQUEST_ID_HEADER, id);
  await next();
  // An answer made whole by a route (a file, the kept statement) replaces the prepared headers.
  if (c.res.headers.get(REQUEST_ID_HEADER) !== id) c.res.headers.set(REQUEST_ID_HEADER, id);
};
