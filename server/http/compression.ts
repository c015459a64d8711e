import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../area';

const gzipAsync = promisify(gzip);

/** Below this, gzip's header and the CPU cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// What the API answers in memory and compresses well: JSON and text, never an event stream (which
// must flush as it goes). Pictures and other files are compressed already.
const COMPRESSIBLE = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/(?!event-stream)[\w.+-]+)\s*(?:;|$)/i;

/**
 * Whether a request's `Accept-Encoding` takes gzip (named or `*`, not refused with `q=0`).
 * @example acceptsGzip('gzip, deflate, br') // true; acceptsGzip('gzip;q=0') // false
 */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q) > 0);
  });
}

/**
 * Answers gzip-compressed (node:zlib, level 6, off the event loop) when the client accepts it: a
 * 10,000-line statement is 2.2 MB of JSON and under 300 KB compressed. Only JSON and text over
 * 1 KB; never a 204, a 206, a HEAD, an answer already encoded (the kept statement is gzipped once,
 * server/http/cached-json.ts) or one marked `Cache-Control: no-transform`. Every answer it could
 * compress gets `Vary: Accept-Encoding`, so a cache keeps the two forms apart. It runs inside the
 * CORS middleware, whose headers stay on the answer.
 * @example app.use(compression);
 */
export const compression: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const { res } = c;
  const type = res.headers.get('Content-Type') ?? '';
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    !res.body ||
    res.headers.has('Content-Encoding') ||
    !COMPRESSIBLE.test(type) ||
    /\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '')
  ) {
    return;
  }
  const vary = res.headers.get('Vary');
  if (!vary || !/\baccept-encoding\b/i.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
  // JSON and text answers are built whole in memory, so reading them here holds nothing back.
  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.length < COMPRESSION_THRESHOLD_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const compressed = await gzipAsync(body);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(compressed.length));
  c.res = new Response(compressed, { status: res.status, headers });
};
