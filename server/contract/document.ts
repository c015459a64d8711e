// The OpenAPI 3.1 document of the contract, generated from the operation records and the
// core/schemas structs they name: `npm run build` writes it (scripts/openapi.ts) and the reference
// API serves it (`GET /openapi.json`).
import { TAG_DESCRIPTIONS } from './tags';
import packageJson from '../../package.json' with { type: 'json' };
import * as schemas from '../../core/schemas';
import * as contentImages from '../../core/schemas/content-images';
import * as customerGroups from '../../core/schemas/customer-groups';
import * as customers from '../../core/schemas/customers';
import * as developmentAdmin from '../../core/schemas/development-admin';
import * as developmentContacts from '../../core/schemas/development-contacts';
import * as documents from '../../core/schemas/documents';
import * as facilityAdmin from '../../core/schemas/facility-admin';
import * as newsAdmin from '../../core/schemas/news-admin';
import * as notifications from '../../core/schemas/notifications';
import * as parcels from '../../core/schemas/parcels';
import * as posts from '../../core/schemas/posts';
import * as premises from '../../core/schemas/premises';
import * as settings from '../../core/schemas/settings';
import * as tasks from '../../core/schemas/tasks';
import { jsonSchemaConverter, type JsonSchema } from '../../core/schemas/json-schema';
import type { AnyStruct, Caller, FailureStatus, MultipartBody, Operation } from './operation';

type Keywords = { [keyword: string]: unknown };

/** The document: an OpenAPI 3.1 object, as JSON. */
export type OpenApiDocument = Keywords & { openapi: '3.1.0'; paths: Record<string, Record<string, Keywords>>; components: Keywords };

/**
 * The routes the reference API serves about the document itself, not calls of the contract: the
 * document, and the reference page for people with its two scripts.
 */
export const DOCUMENT_ROUTES = [
  { method: 'GET', route: '/openapi.json' },
  { method: 'GET', route: '/reference' },
  { method: 'GET', route: '/reference/redoc.js' },
  { method: 'GET', route: '/reference/start.js' },
] as const;

// Every module of core/schemas whose structs the records name: their PascalCase exports become
// components/schemas.
const NAMED = [schemas, contentImages, customerGroups, customers, developmentAdmin, developmentContacts, documents, facilityAdmin, newsAdmin, notifications, parcels, posts, premises, settings, tasks];

const CALLER_WORDS: Record<Caller, string> = {
  owner: 'owners',
  subtenant: 'subtenants',
  client: 'client organisations’ users',
  'staff-global': 'global staff',
  'staff-sl1': 'staff at level 1',
  'staff-sl3': 'staff at level 3',
};

// The shared failure answers, by status: a name under components/responses and what it means.
const FAILURES: Record<FailureStatus | 401, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request broke a rule: `messages` to show, and `fields` naming the fields at fault.' },
  401: { name: 'Unauthorized', description: 'No valid token: missing, expired, or of the wrong kind. The portal refreshes the session once, then signs out.' },
  403: { name: 'Forbidden', description: 'The caller may not do this (a role the call is not for, a view-as session, a record in a state that forbids it).' },
  404: { name: 'NotFound', description: 'No such record, or one the caller may not see (the same answer, so ids cannot be probed).' },
  409: { name: 'Conflict', description: 'The record changed or clashes (a slot taken meanwhile, a name already used).' },
  410: { name: 'Gone', description: 'The link or token was good once and is no more (used, or expired).' },
  413: { name: 'PayloadTooLarge', description: 'The body or a file in it is over its limit.' },
  415: { name: 'UnsupportedMediaType', description: 'A file of a type the call does not take.' },
  422: { name: 'UnprocessableContent', description: 'Well formed, but not what the records hold (details that do not match an invitation): `fields` names them.' },
  429: { name: 'TooManyRequests', description: 'Too many attempts: `Retry-After` says in how many seconds to try again.' },
};

const ERROR_BODY = { $ref: '#/components/schemas/ApiErrorBody' };

/**
 * The OpenAPI 3.1 document of the given operations, with every struct they name as JSON Schema.
 * @example openApiDocument(operations).paths['/user'].get.operationId // 'getUser'
 */
export function openApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const converter = jsonSchemaConverter({ named: NAMED });
  const paths: Record<string, Record<string, Keywords>> = {};
  for (const operation of operations) {
    const path = operation.route.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = operationObject(operation, converter.schemaOf);
  }
  converter.schemaOf(schemas.ApiErrorBody);
  const tags = [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portico: the managing agent’s API',
      version: packageJson.version,
      summary: 'Every call the Portico portal and its elements make to the agent’s API.',
      description:
        'The contract between the Portico portal and the API a managing agent runs. Portico’s reference API serves it; an agent’s own API ' +
        'serves the same calls for the portal to work. Calls marked `x-portico-extension` are Portico’s own, beyond the specification: ' +
        'each says what the portal does without it. `x-portico-callers` lists the kinds of signed-in user a call lets through.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      {
        url: 'https://{agentApi}',
        description: 'The agent’s API: its host and base path.',
        variables: { agentApi: { default: 'api.agent.invalid', description: 'The host and base path of the agent’s API' } },
      },
      { url: 'http://localhost:4300', description: 'The reference API run locally (`npm run api`).' },
    ],
    tags,
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      responses: sharedResponses(),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of the sign-in answer (`authToken`), or the token the call names.' },
      },
    },
  };
}

function operationObject(operation: Operation, schemaOf: (struct: AnyStruct) => JsonSchema): Keywords {
  const extension = operation.spec === undefined;
  const callers = operation.callers ?? [];
  const description = [
    operation.description,
    operation.spec && `Specification: ${operation.spec}.`,
    extension && `An extension of Portico’s, not in the specification. Without it: ${operation.withoutIt ?? 'the portal lacks what the call gives.'}`,
    tokenWords(operation),
    callers.length > 0 && `Who may call it: ${callers.map((caller) => CALLER_WORDS[caller]).join(', ')}, for records of their own.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const parameters = [...pathParameters(operation), ...queryParameters(operation)];
  return {
    operationId: operationId(operation),
    summary: operation.summary,
    description,
    tags: [operation.tag],
    security: operation.access === 'public' ? [] : [{ bearer: [] }],
    ...(parameters.length > 0 && { parameters }),
    ...(operation.body && { requestBody: requestBody(operation.body, operation.bodyExample, schemaOf) }),
    responses: responses(operation, schemaOf),
    ...(extension && { 'x-portico-extension': true, ...(operation.withoutIt && { 'x-portico-without-it': operation.withoutIt }) }),
    ...(callers.length > 0 && { 'x-portico-callers': callers }),
  };
}

function tokenWords(operation: Operation): string | false {
  if (operation.access === 'refresh-token') return 'The bearer token is the refresh token (`refreshToken` of the sign-in answer).';
  if (operation.access === 'reset-token') return 'The bearer token is the token of the e-mailed reset link, or a `passwordChangeToken`.';
  return false;
}

// GET /developments/:id/documents → getDevelopmentsByIdDocuments: unique, as method and route are.
function operationId({ method, route }: Operation): string {
  const words = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

function pathParameters(operation: Operation): Keywords[] {
  return [...operation.route.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: operation.params?.[name as string] ?? name,
    schema: { type: 'string' },
  }));
}

// A query struct's fields, each a parameter written out in full (a parameter has no `$ref` of its
// own to a struct); lists are comma-separated (`?ids=a,b`), as idList reads them.
function queryParameters(operation: Operation): Keywords[] {
  if (!operation.query) return [];
  const query = jsonSchemaConverter().schemaOf(operation.query) as Keywords;
  const properties = (query.properties ?? {}) as Record<string, Keywords>;
  const required = new Set((query.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' && { description }),
      schema: rest,
      ...(rest.type === 'array' && { style: 'form', explode: false }),
    };
  });
}

function requestBody(body: AnyStruct | MultipartBody, example: unknown, schemaOf: (struct: AnyStruct) => JsonSchema): Keywords {
  if ('multipart' in body) {
    const parts = Object.entries(body.multipart);
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        parts.map(([name, part]) => [
          name,
          part.kind === 'file'
            ? { type: 'string', contentMediaType: 'application/octet-stream', description: part.description }
            : { type: 'string', description: part.description },
        ]),
      ),
      required: parts.filter(([, part]) => part.required).map(([name]) => name),
    };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return { required: true, content: { 'application/json': { schema: schemaOf(body), ...(example !== undefined && { example }) } } };
}

function responses(operation: Operation, schemaOf: (struct: AnyStruct) => JsonSchema): Keywords {
  const { answer } = operation;
  const success: Keywords = { description: operation.summary };
  if ('data' in answer) {
    success.content = {
      'application/json': {
        schema: { type: 'object', properties: { data: schemaOf(answer.data) }, required: ['data'] },
        ...(answer.example !== undefined && { example: { data: answer.example } }),
      },
    };
  } else if ('file' in answer) {
    success.content = { [answer.file]: { schema: { type: 'string', contentMediaType: answer.file } } };
  }
  const failures = new Set<FailureStatus | 401>(operation.failures);
  if (operation.access !== 'public') failures.add(401);
  const answers: Keywords = { [String(answer.status)]: success };
  for (const status of [...failures].sort((a, b) => a - b)) {
    answers[String(status)] =
      status === 403 && operation.forbiddenBodies
        ? forbiddenWithTokens(operation.forbiddenBodies, schemaOf)
        : { $ref: `#/components/responses/${FAILURES[status].name}` };
  }
  return answers;
}

// The sign-in's 403: a challenge carrying the token of the next step, or a plain refusal.
function forbiddenWithTokens(bodies: readonly AnyStruct[], schemaOf: (struct: AnyStruct) => JsonSchema): Keywords {
  return {
    description: `${FAILURES[403].description} Or a step before the session: the body carries the token the next call takes.`,
    content: { 'application/json': { schema: { anyOf: [...bodies.map(schemaOf), ERROR_BODY] } } },
  };
}

function sharedResponses(): Keywords {
  return Object.fromEntries(
    Object.entries(FAILURES).map(([status, { name, description }]) => [
      name,
      {
        description,
        ...(status === '429' && {
          headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } },
        }),
        content: { 'application/json': { schema: ERROR_BODY } },
      },
    ]),
  );
}
