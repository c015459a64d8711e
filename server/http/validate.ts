import type { Context } from 'hono';
import { create, StructError, type Struct } from 'superstruct';
import { describeStructError, structErrorFields } from '../../core/schemas/errors';
import { HttpError } from './errors';

/** No body of the API nests deeper than a few levels; far deeper is an attack on the parser. */
export const MAX_JSON_DEPTH = 32;

// application/json, or a +json type such as application/merge-patch+json, with any parameters.
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/** How deep the arrays and objects of a JSON text nest, read without parsing it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return deepest;
}

/**
 * The request's body as JSON: a body not declared JSON is a 415, one that is not JSON or nests
 * deeper than `MAX_JSON_DEPTH` a 400, before anything else reads it.
 * @example const body = await jsonBody(c);
 */
export async function jsonBody(c: Context): Promise<unknown> {
  if (!JSON_MEDIA_TYPE.test(c.req.header('Content-Type') ?? '')) throw new HttpError(415, ['The request body must be JSON, sent with Content-Type: application/json.']);
  const text = await c.req.text();
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new HttpError(400, [`The request body nests deeper than ${MAX_JSON_DEPTH} levels.`]);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, ['The request body must be JSON.']);
  }
}

/**
 * The JSON body validated with its `core/schemas` struct (with coercion, so defaults apply):
 * not declared JSON is a 415; not JSON, too deep or not valid is a 400 with one message per
 * problem and the fields they concern.
 * @example const body = await readJson(c, FeedbackRequest);
 */
export async function readJson<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  return validated(await jsonBody(c), struct);
}

/**
 * The query parameters validated with their struct; a parameter given twice arrives as a list.
 * @example const range = readQuery(c, StatementQuery);
 */
export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  const query: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(c.req.queries())) query[name] = values.length === 1 ? values[0]! : values;
  return validated(query, struct);
}

/**
 * `value` coerced and validated with `struct`, or a 400 describing what is wrong.
 * @example const update = validated(parsed, PremisesUpdate);
 */
export function validated<T, S>(value: unknown, struct: Struct<T, S>): T {
  try {
    return create(value, struct);
  } catch (error) {
    if (error instanceof StructError) {
      throw new HttpError(400, describeStructError(error), { fields: structErrorFields(error) });
    }
    throw error;
  }
}
