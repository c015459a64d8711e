import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { AppEnv } from '../area';
import { acceptsGzip } from './compression';

const gzipAsync = promisify(gzip);

/** One answer kept: its JSON, its gzip form once asked for, and the database version it was made from. */
interface CachedAnswer {
  version: string;
  json: string;
  gzip?: Promise<ArrayBuffer>;
}

/** The most answers kept per cache; the oldest used goes first. A 10,000-line statement is 2.2 MB of JSON. */
const MAX_ENTRIES = 8;

/**
 * A cache of large JSON answers that only a database write can change (a long statement): the
 * answer is built, serialised and gzip-compressed once, then sent as it is until the database
 * changes. Serialising and compressing 2 MB for every request costs more CPU than the compression
 * saves on the wire; sending kept bytes costs almost none. Callers check who may see the answer
 * before asking for it; `key` names everything else it depends on (ids, query, today's date).
 * `Cache-Control: no-cache` on the request builds it afresh.
 * @example const statements = jsonAnswerCache(); return statements.answer(c, `${id}|${today}`, () => ({ data: statement() }));
 */
export function jsonAnswerCache() {
  const entries = new Map<string, CachedAnswer>();
  return {
    /** Answers `build()`'s value as JSON, gzip-compressed when the client accepts it. */
    async answer(c: Context<AppEnv>, key: string, build: () => unknown): Promise<Response> {
      // Any write committed since, by this process or another sharing the database, changes it.
      const { ctx } = c.var;
      const version = await ctx.dialect.version(ctx.db);
      // A client that asks for no cached answer (`Cache-Control: no-cache`, as a browser's hard
      // reload sends) gets one built afresh; the bench measures the uncached path that way.
      const fresh = /\bno-cache\b/i.test(c.req.header('Cache-Control') ?? '');
      let entry = entries.get(key);
      if (!entry || entry.version !== version || fresh) entry = { version, json: JSON.stringify(await build()) };
      // Re-inserted, so the Map's order is the order of last use.
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);

      c.header('Content-Type', 'application/json');
      c.header('Vary', 'Accept-Encoding');
      if (!acceptsGzip(c.req.header('Accept-Encoding'))) return c.body(entry.json);
      entry.gzip ??= gzipAsync(entry.json).then((bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
      const body = await entry.gzip;
      // Set here, so the compression middleware leaves the body as it is.
      c.header('Content-Encoding', 'gzip');
      return c.body(body);
    },
  };
}
