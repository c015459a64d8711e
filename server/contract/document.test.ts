// The OpenAPI document: its shape per operation, every example of it valid against its own JSON
// Schema (ajv, 2020-12) while wrong values are not, and Redocly's lint with no error.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../core/schemas';
import { operations } from '.';
import { openApiDocument } from './document';

const document = openApiDocument(operations);
type Keywords = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const operationOf = (method: string, path: string): Keywords => document.paths[path]?.[method] as Keywords;
// The records' own examples (the samples of core/testing), which the document shows.
const recordOf = (method: string, route: string) => operations.find((operation) => operation.method === method && operation.route === route)!;
const sampleUser = (recordOf('GET', '/user').answer as { example: Keywords }).example;
const sampleTicketCreate = recordOf('POST', '/tickets').bodyExample as Keywords;

// The document's schemas as one ajv schema, so a `$ref` to a component resolves.
// strictRequired off: the at-least-one rule is `anyOf` of `required` alone, valid JSON Schema.
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, multipleOfPrecision: 6 });
ajv.addFormat('date', isCalendarDate);
ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)) && /T.*(?:Z|[+-]\d{2}:\d{2})$/.test(value));
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('uri-reference', /^(?:https?:\/\/|\/)/i);
ajv.addSchema({ $id: 'https://portico.invalid/openapi', $defs: {}, components: document.components } as Keywords);
ajv.addKeyword('components');
const against = (schema: unknown) => ajv.compile({ $ref: '#/$defs/x', $defs: { x: rebase(schema) } });
// The document's `$ref`s point into itself; here they point into the schema added above.
function rebase(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://portico.invalid/openapi#/components/'));
}

const jsonBodies = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation: operation as Keywords })),
);

describe('openApiDocument', () => {
  it('has every operation once, under its path with `{param}`, with a unique operationId', () => {
    expect(jsonBodies).toHaveLength(operations.length);
    const ids = jsonBodies.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationOf('get', '/developments/{id}')).toMatchObject({
      operationId: 'getDevelopmentsById',
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
  });

  it('answers a signed-in call’s success in the `{ data }` envelope, and its 401 with the shared answer', () => {
    const getUser = operationOf('get', '/user');
    expect(getUser.security).toEqual([{ bearer: [] }]);
    expect(getUser.responses['200'].content['application/json']).toEqual({
      schema: { type: 'object', properties: { data: { $ref: '#/components/schemas/User' } }, required: ['data'] },
      example: { data: sampleUser },
    });
    expect(getUser.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(document.components.responses).toMatchObject({
      BadRequest: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } } },
      TooManyRequests: { headers: { 'Retry-After': { schema: { type: 'integer' } } } },
    });
  });

  it('gives the sign-in’s 403 its MFA and password-change bodies, and asks no token of it', () => {
    const login = operationOf('post', '/user/login');
    expect(login.security).toEqual([]);
    expect(login.responses['403'].content['application/json'].schema.anyOf).toEqual([
      { $ref: '#/components/schemas/MfaChallenge' },
      { $ref: '#/components/schemas/PasswordChangeRequired' },
      { $ref: '#/components/schemas/ApiErrorBody' },
    ]);
  });

  it('marks each call the specification does not name as an extension, with what the portal does without it', () => {
    const extensions = operations.filter((operation) => operation.spec === undefined);
    expect(extensions.length).toBeGreaterThan(0);
    for (const { method, route, withoutIt, callers } of extensions) {
      const operation = operationOf(method.toLowerCase(), route.replace(/:(\w+)/g, '{$1}'));
      expect(operation['x-portico-extension'], route).toBe(true);
      if (withoutIt) expect(operation.description).toContain(withoutIt);
      if (callers?.length) expect(operation['x-portico-callers']).toEqual(callers);
    }
  });

  it('validates every example (request bodies and answers) against its own schema', () => {
    let examples = 0;
    for (const { name, operation } of jsonBodies) {
      const request = operation.requestBody?.content?.['application/json'];
      const answer = Object.values(operation.responses as Keywords).find((response) => response.content?.['application/json']?.example !== undefined);
      for (const media of [request, answer?.content['application/json']]) {
        if (media?.example === undefined) continue;
        const validate = against(media.schema);
        expect(validate(media.example), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        examples += 1;
      }
    }
    expect(examples).toBeGreaterThan(100);
  });

  it('refuses what the structs refuse: a long subject, a bad id, an unknown field, a line break in a subject', () => {
    const raise = against(operationOf('post', '/tickets').requestBody.content['application/json'].schema);
    expect(raise(sampleTicketCreate)).toBe(true);
    expect(raise({ ...sampleTicketCreate, title: 'x'.repeat(151) })).toBe(false);
    expect(raise({ ...sampleTicketCreate, developmentId: 'not an id' })).toBe(false);
    expect(raise({ ...sampleTicketCreate, colour: 'red' })).toBe(false);
    expect(raise({ ...sampleTicketCreate, title: 'Leak\r\nBcc: x@example.com' })).toBe(false);
    const user = against(operationOf('get', '/user').responses['200'].content['application/json'].schema);
    expect(user({ data: { ...sampleUser, email: 42 } })).toBe(false);
  });

  it('passes Redocly’s lint (recommended rules) with no error', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portico-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const run = promisify(execFile)(process.execPath, ['node_modules/@redocly/cli/bin/cli.js', 'lint', file, '--format=summary'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      // Redocly exits non-zero on an error; warnings (a tag without a description) pass.
      const { stdout, stderr, failed } = await run.then((output) => ({ ...output, failed: false }), (error: { stdout: string; stderr: string }) => ({ ...error, failed: true }));
      expect(failed, `${stdout}${stderr}`).toBe(false);
      expect(stdout + stderr).toMatch(/valid/i);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
