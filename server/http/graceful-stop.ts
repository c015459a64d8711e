import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** How long a stop may take before the process gives up on requests in flight and exits 1. */
export const STOP_DEADLINE_MS = 25_000;

/**
 * Makes `server` drainable, from its start: the returned `drain` stops it listening at once, closes
 * its idle keep-alive connections at once and each busy one as soon as its answer is sent, and
 * settles when the last connection has closed. Node's own `close()` leaves a keep-alive connection
 * open until the client lets it go, after its answer (five seconds and more).
 * @example const drain = drainable(server); process.on('SIGTERM', () => void drain().then(closeDatabase));
 */
export function drainable(server: Server): () => Promise<void> {
  let draining = false;
  // First of the request listeners, before the app's own has written the answer's headers.
  server.prependListener('request', (_request, response) => {
    if (draining && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('finish', () => {
      // Once the answer is out, the connection is idle and can go.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () => {
    draining = true;
    return new Promise<void>((resolve) => {
      // An error here only says the server was not listening: then there is nothing to wait for.
      server.close(() => resolve());
      server.closeIdleConnections();
    });
  };
}

/** What a stop closes: the servers to drain first, then the API (its delivery worker, its database). */
export interface StopPlan {
  readonly drains: readonly (() => Promise<void>)[];
  readonly close: () => Promise<void>;
  readonly log: Logger;
  readonly deadlineMs?: number;
}

/**
 * On SIGTERM or SIGINT: stops accepting connections, lets the requests in flight finish, then
 * closes the API and exits 0, with a "stopping" and a "stopped" line. A second signal, or
 * `deadlineMs` without the stop done, exits 1 at once with a line that says why.
 * @example stopOnSignals({ drains: [drainable(apiServer)], close: api.close, log: api.ctx.log });
 */
export function stopOnSignals({ drains, close, log, deadlineMs = STOP_DEADLINE_MS }: StopPlan): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error({ signal }, 'stopping at once on a second signal: requests in flight are cut');
      process.exit(1);
    }
    stopping = true;
    setTimeout(() => {
      log.error({ deadlineMs }, 'not stopped in time: requests in flight are cut');
      process.exit(1);
    }, deadlineMs);
    // The servers stop listening here, before the line that says so.
    const drained = Promise.all(drains.map((drain) => drain()));
    log.info({ signal }, 'stopping');
    drained
      .then(close)
      .then(
        () => {
          log.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal);
}
