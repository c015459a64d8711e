import type { Context } from 'hono';
import { create, StructError, type Struct } from 'superstruct';
import { describeStructError, structErrorFields } from '../../core/schemas/errors';
import { HttpError } from './errors';

/**
 * The JSON body validated with its `core/schemas` struct (with coercion, so defaults apply):
 * not JSON, or not valid, is a 400 with one message per problem and the fields they concern.
 * @example const body = await readJson(c, FeedbackRequest);
 */
export async function readJson<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, ['The request body must be JSON.']);
  }
  return validated(body, struct);
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
