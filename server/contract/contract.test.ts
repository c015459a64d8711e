// The contract's records held to what the API serves and the portal calls: one record per
// route, both ways; the specification's calls named as the specification names them; every
// extension saying what the portal does without it; every struct one the document can name.
// Who may call each route is checked against the authorisation matrix, in its own file.
import { TAG_DESCRIPTIONS } from './tags';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Struct, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { clientCalls } from '../client-calls';
import { readConfig } from '../config';
import { operations, type AnyStruct, type Operation } from './index';

/** A route as `METHOD /path/:param`. */
const routeOf = (operation: Pick<Operation, 'method' | 'route'>) => `${operation.method} ${operation.route}`;

/**
 * Routes that are not calls of the contract: the demo mode's stand-ins (`/dev/*`), the
 * document and its reference page (`/openapi.json`, `/reference` and its assets), which describe
 * the contract rather than belong to it, and the operator's routes of the reference API that the
 * portal never calls (`/health/*` for a load balancer, `/import/*` for an agent's data).
 */
const NOT_CONTRACT = /^[A-Z]+ \/dev\/|^GET \/openapi\.json$|^GET \/reference(\/|$)|^GET \/health\/|^POST \/import\//;

/**
 * The calls each specification names (spec 1 §7 "Calls", spec 2 §7 "The calls it makes"), in
 * the reference API's route form. Where a specification names a call without its path, the path
 * the reference API chose stands in, and the record's description says so.
 */
const SPEC_CALLS: Record<string, readonly string[]> = {
  'spec 1 §7': [
    'POST /user/login',
    'GET /user/logout',
    'GET /user/token',
    'GET /user',
    'PUT /user',
    'GET /user/metadata',
    'PUT /user/metadata',
    'GET /user/doctrine',
    'POST /user/resend-mfa-code',
    'POST /user/forgotten-password',
    'PUT /user/password',
    'POST /user/signup/1',
    'POST /user/signup/2',
    'POST /user/signup/3',
    // "Confirm e-mail: by token; path not shown"
    'POST /user/confirm-email',
    'POST /feedback',
    'POST /support',
    'GET /premises/:id',
    'PUT /premises/:id',
    'PUT /premises/:id/main-residence',
    'GET /charges',
    'GET /charges/:accountId/statement',
    'GET /library/files/bill/:accountId',
    'GET /developments',
    'GET /developments/:id',
    'GET /notification-preferences/:id',
    'PUT /notification-preferences/:id',
  ],
  'spec 2 §7': [
    'GET /facilities/:id',
    'GET /facilities',
    'POST /facilities',
    'PUT /facilities/:id',
    'DELETE /facilities/:id',
    'POST /facilities/:id/images',
    'PUT /facilities/:id/images/:imageId',
    'DELETE /facilities/:id/images/:imageId',
    'GET /facilities/:id/users',
    'GET /facilities/:id/bookings/:bookingId',
    'GET /facilities/:id/bookings',
    'GET /developments/:id/bookings',
    'POST /facilities/:id/bookings',
    'PUT /facilities/:id/bookings/:bookingId/change-state',
    'POST /facilities/:id/bookings/:bookingId/add-note',
    'GET /facilities/:id/slots',
    'GET /user/doctrine',
    'POST /tickets',
    'GET /tickets',
    'GET /tickets/:id',
    'PUT /tickets/:id',
    'GET /tickets/:id/feed',
    'POST /tickets/:id/feed',
    'GET /tasks/:id/feed',
    'POST /tickets/:id/attachments',
    'GET /tickets/categories',
    'GET /tickets/owner-types',
    'GET /customers/:id',
    'POST /customers',
    'GET /customers/relationship-types',
    'PATCH /contact-relationships/:id',
    'GET /developments/:id/customers',
    'GET /developments/:id/posts',
    'POST /developments/:id/posts',
    'GET /developments/:id/posts/:postId',
    'PUT /developments/:id/posts/:postId',
    'DELETE /developments/:id/posts/:postId',
    'PUT /developments/:id',
    'GET /developments/:id/access-log',
    'GET /developments/:id/contacts',
    'GET /developments/:id/locations',
    // "DELETE to an image url (misc image)": the reference API serves those images here.
    'DELETE /files/public/:name',
    // "Add premises and edit relationship: paths not shown"
    'POST /customers/:id/premises',
    'GET /premises/:id',
    'PUT /premises/:id',
    'PUT /premises/:id/main-residence',
    'POST /news/filter',
    'POST /news',
    'PUT /news/:id',
    'DELETE /news/:id',
    'GET /notification-preferences/:id',
    'PUT /notification-preferences/:id',
    'DELETE /notification-preferences/:id',
    'GET /notifications',
    'GET /notifications/count',
    'POST /notifications/:id/mark-as-read',
    'POST /notifications/mark-all-as-read',
    'GET /developments/:id/parcels',
    'GET /developments/:id/parcels/:parcelId',
    'GET /developments/:id/parcels/types',
    'POST /developments/:id/parcels',
    'PUT /developments/:id/parcels/:parcelId',
    'GET /tasks',
    'GET /tasks/:id',
    'POST /tasks',
    'PUT /tasks/:id',
    'DELETE /tasks/:id',
    'GET /tasks/statuses',
    'GET /user-group/get-by-development/:id',
    'GET /user-group/get-by-facility/:id',
    'POST /user-group',
    'POST /user-group/:id/users',
    'POST /user-group/:id/facilities',
    'DELETE /user-group/:id',
    'DELETE /user-group/:id/users',
    'DELETE /user-group/:id/facilities',
    'GET /user',
    'PUT /user',
    'GET /user/metadata',
    'PUT /user/metadata',
    'GET /user/titles',
    'PUT /user/new-password',
    'DELETE /user/profile-picture',
    'PUT /admin/users/:id/password',
    'POST /feedback',
    'GET /customers/:id/view-as',
  ],
};

/** Every route the app registers, as `METHOD /path`. */
async function registeredRoutes(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-contract-'));
  const instance = await createApi({ ...readConfig({}), dataDir, quiet: true });
  try {
    return [...new Set(instance.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`))];
  } finally {
    instance.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every struct the modules of core/schemas export, by the name the document gives it. */
async function schemaExports(): Promise<Map<AnyStruct, string[]>> {
  const folder = join(process.cwd(), 'core/schemas');
  const names = new Map<AnyStruct, string[]>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const module = (await import(join(folder, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof Struct && !names.get(value)?.includes(name)) names.set(value, [...(names.get(value) ?? []), name]);
    }
  }
  return names;
}

/** The structs of a record, by where they sit in it. */
function structsOf(operation: Operation): [string, AnyStruct][] {
  const found: [string, AnyStruct | undefined][] = [
    ['query', operation.query],
    ['body', operation.body instanceof Struct ? operation.body : undefined],
    ['answer', 'data' in operation.answer ? operation.answer.data : undefined],
  ];
  return found.filter((entry): entry is [string, AnyStruct] => entry[1] !== undefined);
}

describe('the contract’s operation records', () => {
  it('has one record per route the API registers, and registers a route for every record', async () => {
    const registered = (await registeredRoutes()).filter((route) => !NOT_CONTRACT.test(route));
    const recorded = operations.map(routeOf);
    const twice = recorded.filter((route, index) => recorded.indexOf(route) !== index);
    expect(twice, 'routes with more than one record').toEqual([]);
    expect(
      registered.filter((route) => !recorded.includes(route)),
      'routes the API registers without a record in server/contract',
    ).toEqual([]);
    expect(
      recorded.filter((route) => !registered.includes(route)),
      'records of routes the API does not register',
    ).toEqual([]);
  });

  it('has a record for every call the portal makes', () => {
    const shape = (route: string) => route.replace(/\/:[A-Za-z]+/g, '/:');
    const recorded = new Set(operations.map((operation) => shape(routeOf(operation))));
    // A call whose path is not written at the call (an attachment's url) is named in the
    // authorisation matrix, which holds it to a registered route; every registered route has a record.
    const calls = clientCalls(process.cwd()).filter((call) => call.path !== null);
    expect(calls.length).toBeGreaterThan(30);
    expect(
      calls.filter((call) => !recorded.has(shape(`${call.method} ${call.path}`))).map((call) => `${call.at} ${call.method} ${call.path}`),
      'portal calls without a record',
    ).toEqual([]);
  });

  it('names a specification’s call only where that specification names it', () => {
    const wrong = operations.filter((operation) => operation.spec !== undefined && !SPEC_CALLS[operation.spec]?.includes(routeOf(operation)));
    expect(wrong.map((operation) => `${routeOf(operation)}: ${operation.spec}`)).toEqual([]);
    const unnamed = operations.filter((operation) => operation.spec === undefined && Object.values(SPEC_CALLS).some((calls) => calls.includes(routeOf(operation))));
    expect(unnamed.map(routeOf), 'calls a specification names, recorded as extensions').toEqual([]);
  });

  it('has each extension in the README’s table of extensions', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('\n### Extensions\n'), readme.indexOf('\n### Check your API\n'));
    const unlisted = operations.filter((operation) => operation.spec === undefined && !table.includes(operation.route.replace(/:(\w+)/g, '{$1}')));
    expect(unlisted.map((operation) => `${operation.method} ${operation.route}`)).toEqual([]);
  });

  it('describes every group the records name', () => {
    expect([...new Set(operations.map((operation) => operation.tag))].filter((tag) => !TAG_DESCRIPTIONS[tag])).toEqual([]);
  });

  it('says what the portal does without each extension, and only for extensions', () => {
    expect(operations.filter((operation) => !operation.spec && !operation.withoutIt?.trim()).map(routeOf), 'extensions without withoutIt').toEqual([]);
    expect(operations.filter((operation) => operation.spec && operation.withoutIt).map(routeOf), 'calls of the specification with withoutIt').toEqual([]);
  });

  it('gives callers to every signed-in route and to no other, and names each path parameter', () => {
    expect(operations.filter((operation) => (operation.access === 'user') !== (operation.callers !== undefined && operation.callers.length > 0)).map(routeOf)).toEqual([]);
    const paramsWrong = operations.filter((operation) => {
      const inRoute = [...operation.route.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]).sort();
      return JSON.stringify(inRoute) !== JSON.stringify(Object.keys(operation.params ?? {}).sort());
    });
    expect(paramsWrong.map(routeOf), 'records whose params are not the route’s').toEqual([]);
  });

  it('uses only structs that core/schemas exports, each under one name', async () => {
    const exported = await schemaExports();
    const unnamed = operations.flatMap((operation) => structsOf(operation).filter(([, struct]) => !exported.has(struct)).map(([where]) => `${routeOf(operation)} ${where}`));
    expect(unnamed, 'structs that are no export of core/schemas').toEqual([]);
    // The document names a struct by its export: one struct under two names, or two under one, is ambiguous.
    const used = new Set(operations.flatMap((operation) => structsOf(operation).map(([, struct]) => struct)));
    const byName = new Map<string, Set<AnyStruct>>();
    for (const struct of used) for (const name of exported.get(struct)!) byName.set(name, (byName.get(name) ?? new Set()).add(struct));
    expect([...used].filter((struct) => exported.get(struct)!.length > 1).map((struct) => exported.get(struct)!.join(' = '))).toEqual([]);
    expect([...byName].filter(([, structs]) => structs.size > 1).map(([name]) => name)).toEqual([]);
  });

  it('gives examples that their structs accept', () => {
    const refused = operations.flatMap((operation) => {
      const problems: string[] = [];
      if (operation.bodyExample !== undefined && operation.body instanceof Struct) {
        const [error] = validate(operation.bodyExample, operation.body, { coerce: true });
        if (error) problems.push(`${routeOf(operation)} bodyExample: ${error.message}`);
      }
      if ('data' in operation.answer && operation.answer.example !== undefined) {
        const [error] = validate(operation.answer.example, operation.answer.data, { coerce: true });
        if (error) problems.push(`${routeOf(operation)} answer.example: ${error.message}`);
      }
      return problems;
    });
    expect(refused).toEqual([]);
  });
});
