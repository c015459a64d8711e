// POST /import/{kind}: the operator's import through the API, for global staff. The body is the CSV
// file itself, written to a temporary file as it arrives (never held in memory) and read from there,
// twice when applying (./service.ts).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Hono } from 'hono';
import { hasPayload } from '../../../core/domain/permissions';
import type { AppEnv, UploadRoute } from '../../area';
import { requireUser } from '../../http/auth';
import { HttpError } from '../../http/errors';
import { MAX_IMPORT_BYTES, tooLargeMessage } from './csv';
import { importMessages } from './messages';
import { runImport } from './service';
import { IMPORT_KINDS, type ImportKindName } from './session';

/**
 * The import route takes files up to `MAX_IMPORT_BYTES`, beyond the app's limit for JSON bodies:
 * it holds the body to that limit itself, as it streams it to disk.
 * @example export const importArea: ServerArea = { ..., uploads: [IMPORT_UPLOAD] };
 */
export const IMPORT_UPLOAD: UploadRoute = { method: 'POST', path: /^\/import\/[^/]+$/ };

/** Thrown while the body streams, when it grows past the limit. */
class TooLarge extends Error {}

function flagOf(value: string | undefined, name: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new HttpError(400, [`${name}: must be true or false`], { fields: { [name]: ['must be true or false'] } });
}

/**
 * `POST /import/:kind?apply=true&invite=true`.
 * @example importRoutes(app);
 */
export function importRoutes(app: Hono<AppEnv>): void {
  app.post('/import/:kind', requireUser, async (c) => {
    const { ctx, user } = c.var;
    // An import writes records of every development: the global role's alone.
    if (!user.roleTypes.includes('admin') || !hasPayload({ types: user.roleTypes, payloads: user.rolePayloads }, 'global')) throw new HttpError(403, [importMessages.globalOnly]);
    const kind = c.req.param('kind');
    if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new HttpError(404, [importMessages.unknownKind(kind, IMPORT_KINDS)]);
    const apply = flagOf(c.req.query('apply'), 'apply');
    const invite = flagOf(c.req.query('invite'), 'invite');
    const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/csv') throw new HttpError(415, [importMessages.notCsv]);
    // Refused before the rest of the body is read: the connection is closed, not kept for another request.
    const tooLarge = (bytes: number) => c.json({ messages: [tooLargeMessage(bytes)] }, 413, { Connection: 'close' });
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > MAX_IMPORT_BYTES) return tooLarge(declared);

    const folder = await mkdtemp(join(tmpdir(), 'portico-import-'));
    const file = join(folder, 'upload.csv');
    try {
      let received = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > MAX_IMPORT_BYTES ? new TooLarge() : null, chunk);
        },
      });
      const body = c.req.raw.body ? Readable.fromWeb(c.req.raw.body as WebReadableStream<Uint8Array>) : Readable.from([]);
      try {
        await pipeline(body, limit, createWriteStream(file));
      } catch (error) {
        if (error instanceof TooLarge) return tooLarge(received);
        throw error;
      }
      const report = await runImport(ctx, kind as ImportKindName, () => createReadStream(file), { apply, invite });
      if (apply && !report.applied) {
        return c.json({ messages: [`The file has ${report.problems.length === 1 ? 'a problem' : 'problems'}: nothing was imported.`], data: report }, 422);
      }
      return c.json({ data: report });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}
