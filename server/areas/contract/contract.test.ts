// GET /openapi.json and the reference page, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../contract';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('the contract’s document and reference page', () => {
  it('serves the OpenAPI document built from the records, to anyone', async () => {
    const { status, body, headers } = await api.call('/openapi.json', { token: null });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body.openapi).toBe('3.1.0');
    const served = Object.values(body.paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
    expect(served).toHaveLength(operations.length);
  });

  it('serves the reference page under a policy of its own that allows scripts from the API only', async () => {
    const { status, headers } = await api.call('/reference', { token: null });
    expect(status).toBe(200);
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/https?:/);
    const page = await (await fetch(`${api.url}/reference`)).text();
    expect(page).toContain('<script type="module" src="reference/start.js"></script>');
  });

  it('serves Redoc’s script and the one that starts it on the document, as JavaScript', async () => {
    const start = await fetch(`${api.url}/reference/start.js`);
    expect(start.headers.get('content-type')).toContain('text/javascript');
    expect(await start.text()).toContain("import { init } from './redoc.js'");
    const redoc = await fetch(`${api.url}/reference/redoc.js`);
    expect(redoc.status).toBe(200);
    expect(redoc.headers.get('content-type')).toContain('text/javascript');
    expect(await redoc.text()).toContain('export{RedocStandalone,hydrate,init}');
  });
});
