// The API's compression and its kept statement answers, read as raw bytes (node:http, which does
// not decompress; fetch would).
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargesDemoIds as accounts, insertStatementLines } from '../areas/charges';
import { demoIds } from '../areas/core';
import { openDatabase } from '../database/connection';
import { startTestApi, type TestApi } from '../testing';
import { acceptsGzip } from './compression';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await api.tokenFor(demoIds.olivia);
});
afterAll(() => api.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(api.url + path, { headers: { Authorization: `Bearer ${token}`, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const json = (answer: RawAnswer) => JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'));
const statementPath = `/charges/${accounts.flat1ServiceCharge}/statement`;

describe('compression', () => {
  it('compresses an answer over 1 KB when the client accepts gzip, with Vary and CORS headers kept', async () => {
    const origin = 'http://localhost:4200';
    const plain = await raw('/charges', { Origin: origin });
    const gzip = await raw('/charges', { Origin: origin, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzip.headers['access-control-allow-origin']).toBe(origin);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(json(gzip)).toEqual(json(plain));
  });

  it('reads Accept-Encoding as HTTP means it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('leaves small answers uncompressed', async () => {
    const answer = await raw('/no-such-route', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(json(answer)).toEqual({ messages: ['There is no such route.'] });
  });
});

describe('the kept statement answer', () => {
  it('is the same JSON plain or gzip, and changes as soon as the database does, from any connection', async () => {
    const first = await raw(statementPath, {});
    const gzip = await raw(statementPath, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(json(gzip)).toEqual(json(first));
    const lines = json(first).data.lines.length as number;

    // Another connection's commit (another process's, or the bench adding its lines) moves the
    // database's version (SQLite's PRAGMA data_version, PostgreSQL's write-ahead log).
    const other = await openDatabase(api.ctx.config);
    try {
      await insertStatementLines(other.db, accounts.flat1ServiceCharge, 3);
    } finally {
      await other.close();
    }
    expect(json(await raw(statementPath, { 'Accept-Encoding': 'gzip' })).data.lines).toHaveLength(lines + 3);

    // This connection's own write moves it too (SQLite: total_changes()).
    await insertStatementLines(api.ctx.db, accounts.flat1ServiceCharge, 2);
    expect(json(await raw(statementPath, {})).data.lines).toHaveLength(lines + 5);
  });

  it('keeps one answer per range: a range asked for never gets the whole statement', async () => {
    const whole = json(await raw(statementPath, {})).data.lines as { date: string }[];
    const from = whole[Math.floor(whole.length / 2)]!.date;
    const ranged = json(await raw(`${statementPath}?fromDate=${from}`, { 'Accept-Encoding': 'gzip' })).data.lines as { date: string }[];
    expect(ranged.length).toBeLessThan(whole.length);
    expect(ranged.every((line) => line.date >= from)).toBe(true);
  });
});
