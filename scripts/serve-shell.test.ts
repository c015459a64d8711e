import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';
import { serveShell, type ShellServer } from './serve-shell';

const PAGE = '<!doctype html><title>Portico</title><script type="module" src="/assets/index-abc.js"></script>';
const GALLERY = '<!doctype html><title>Gallery</title>';
const SCRIPT = `export const text = "${'portico '.repeat(200)}";`;

/** A raw answer: node's fetch would undo the gzip, and the test is about what is on the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('serveShell', () => {
  let dir: string;
  let examples: string;
  let server: ShellServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-serve-shell-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'config'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), SCRIPT);
    writeFileSync(join(dir, 'config', 'config.json'), JSON.stringify({ baseUrl: 'http://localhost:4300', productName: 'Portico' }));
    writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
    examples = mkdtempSync(join(tmpdir(), 'portico-serve-examples-'));
    mkdirSync(join(examples, 'examples', 'gallery'), { recursive: true });
    writeFileSync(join(examples, 'examples', 'gallery', 'index.html'), GALLERY);
    server = await serveShell({ dir, port: 0, apiUrl: 'http://127.0.0.1:4999', alsoServe: [examples] });
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(examples, { recursive: true, force: true });
  });

  it('gzips a script for a browser that accepts it, and caches hashed assets for good', async () => {
    const answer = await get(`${server.origin}/assets/index-abc.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding: gzip', async () => {
    const answer = await get(`${server.origin}/assets/index-abc.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('answers every page address with the shell page, and a missing file with 404', async () => {
    for (const path of ['/', '/signin', '/signin/forgot-password', '/dashboard?x=1']) {
      const answer = await get(`${server.origin}${path}`);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toBe(PAGE);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-security-policy'], path).toBe(contentSecurityPolicy('http://127.0.0.1:4999'));
    }
    expect((await get(`${server.origin}/assets/index-abc.js`)).headers['content-security-policy']).toBeUndefined();
    expect((await get(`${server.origin}/assets/missing-abc.js`)).status).toBe(404);
    expect((await get(`${server.origin}/.vite/manifest.json`)).status).toBe(404);
  });

  it('serves another built folder beside the shell, a folder address with its index.html, under the same policy but framable by its own origin', async () => {
    const answer = await get(`${server.origin}/examples/gallery/`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(GALLERY);
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy('http://127.0.0.1:4999', { frameAncestors: "'self'" }));
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await get(`${server.origin}/examples/gallery/index.html`)).body.toString()).toBe(GALLERY);
  });

  it("points the configuration at the given API and keeps the rest of it", async () => {
    const answer = await get(`${server.origin}/config/config.json`);
    expect(JSON.parse(answer.body.toString())).toEqual({ baseUrl: 'http://127.0.0.1:4999', productName: 'Portico' });
  });

  it('answers a malformed address with 400 and goes on serving', async () => {
    for (const path of ['/%', '/assets/%E0%A4%A', '/%zz']) expect((await get(`${server.origin}${path}`)).status, path).toBe(400);
    expect((await get(`${server.origin}/dashboard`)).status).toBe(200);
  });

  it('refuses to start without a built page', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portico-serve-shell-empty-'));
    await expect(serveShell({ dir: empty, port: 0 })).rejects.toThrow(/npm run build:shell/);
    rmSync(empty, { recursive: true, force: true });
  });
});
