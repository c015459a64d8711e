import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext, AppEnv } from '../../area';
import { HttpError } from '../../http/errors';
import { authMessages } from './messages';

/** How many attempts a window allows. */
export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database (`rate_limits`), so that every API process behind a
 * load balancer counts the same attempts: an attacker cannot spread them over the processes.
 * @example const limiter = rateLimiter(); await limiter.hit(ctx, `login:address:${address}`, ctx.config.rateLimit);
 */
export function rateLimiter() {
  // When this process next deletes finished windows (of every process: they are all alike).
  let sweepAt = 0;
  return {
    /**
     * Counts one attempt for `key` at `ctx.now()`; over the limit, throws a 429 whose Retry-After
     * is the number of seconds until the window ends. Every attempt counts, good or bad, so a
     * correct guess after the limit does not get through either. One statement counts it, on any
     * number of processes at once.
     */
    async hit(ctx: Pick<AppContext, 'db' | 'now'>, key: string, limit: RateLimit): Promise<void> {
      const at = ctx.now().getTime();
      const windowMs = limit.windowSeconds * 1000;
      if (at >= sweepAt) {
        sweepAt = at + windowMs;
        // Forget finished windows now and then, so the table holds only the current windows' callers.
        await ctx.db.deleteFrom('rate_limits').where('window_end', '<=', at).execute();
      }
      const window = await ctx.db
        .insertInto('rate_limits')
        .values({ key, window_end: at + windowMs, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet((eb) => {
            // Both read the row as it was: a finished window starts again at this attempt.
            const over = eb('rate_limits.window_end', '<=', at);
            return {
              count: eb.case().when(over).then(1).else(eb('rate_limits.count', '+', 1)).end(),
              window_end: eb.case().when(over).then(at + windowMs).else(eb.ref('rate_limits.window_end')).end(),
            };
          }),
        )
        .returning(['count', 'window_end'])
        .executeTakeFirstOrThrow();
      if (window.count > limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((Number(window.window_end) - at) / 1000));
        throw new HttpError(429, [authMessages.tooManyAttempts], { retryAfterSeconds });
      }
    },
  };
}

/** A rate limiter: `hit` counts one attempt. */
export type RateLimiter = ReturnType<typeof rateLimiter>;

/**
 * The caller's network address: the TCP peer, or, when the peer is one of the configured balancers
 * or proxies (`trustedProxies`), the nearest address in `X-Forwarded-For` that is not one of them.
 * Only a trusted proxy's header is read: anyone else could write any address there.
 * @example await limiter.hit(ctx, `login:address:${clientAddress(c)}`, ctx.config.rateLimit);
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a unit test): no socket to ask.
    return 'unknown';
  }
  const trusted = c.var.ctx.config.trustedProxies;
  if (!trusted.includes(peer)) return peer;
  // Each proxy appends the address it was called from: read from the right, past our own proxies.
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  return forwarded.reverse().find((address) => !trusted.includes(address)) ?? peer;
}
