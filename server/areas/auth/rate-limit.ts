import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { HttpError } from '../../http/errors';
import { authMessages } from './messages';

/** How many attempts a window allows. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Fixed-window counters kept in this process's memory: enough for one reference API. A deployment
 * with several copies behind a load balancer keeps the counters in a shared store (Redis, the
 * database) so that an attacker cannot spread attempts over the copies.
 * @example const limiter = rateLimiter(); limiter.hit(`login:address:${address}`, ctx.now(), ctx.config.rateLimit);
 */
export function rateLimiter() {
  const windows = new Map<string, { start: number; count: number }>();
  let sweepAt = 0;
  return {
    /**
     * Counts one attempt for `key`; over the limit, throws a 429 whose Retry-After is the number
     * of seconds until the window ends. Every attempt counts, good or bad, so a correct guess
     * after the limit does not get through either.
     */
    hit(key: string, now: Date, limit: RateLimit): void {
      const at = now.getTime();
      const windowMs = limit.windowSeconds * 1000;
      if (at >= sweepAt) {
        // Forget finished windows now and then, so the map holds only the current minute's callers.
        for (const [name, window] of windows) if (at - window.start >= windowMs) windows.delete(name);
        sweepAt = at + windowMs;
      }
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((window.start + windowMs - at) / 1000));
        throw new HttpError(429, [authMessages.tooManyAttempts], { retryAfterSeconds });
      }
    },
  };
}

/** The rate limiter of one API instance. */
export type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * The caller's network address: the TCP peer. Behind a reverse proxy that is the proxy, so a
 * deployment there reads the address the proxy adds (and only from its own proxies) instead.
 * @example limiter.hit(`login:address:${clientAddress(c)}`, ctx.now(), ctx.config.rateLimit);
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no socket to ask.
    return 'unknown';
  }
}
