// How an answer's body becomes the data a call returns: the `{ data }` envelope, validated and
// coerced by the call's struct. One place, so the portal's client and the conformance check
// (cli/check-api) accept exactly the same answers.
import { validate, type Struct } from 'superstruct';

/**
 * An answer that is not JSON or not what the schema asks for; its `cause` is the JSON error or
 * the struct's `StructError`. `request` makes it a `validation` ApiError.
 * @example try { readData(200, '<html>', User); } catch (error) { error instanceof UnreadableAnswer; } // true
 */
export class UnreadableAnswer extends Error {
  constructor(readonly status: number, cause?: unknown) {
    super(`unreadable answer (HTTP ${status})`, { cause });
  }
}

/**
 * The validated `data` of a success answer's `{ data }` envelope (a 204 validates `undefined`),
 * coerced as the schema says (`'25'` for a query integer); throws `UnreadableAnswer` otherwise.
 * @example readData(200, '{"data":{"titles":["Mr"]}}', UserTitles); // { titles: ['Mr'] }
 */
export function readData<T>(status: number, text: string, schema: Struct<T, unknown>): T {
  let payload: unknown = undefined;
  if (status !== 204) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch (error) {
      throw new UnreadableAnswer(status, error);
    }
    if (typeof envelope !== 'object' || envelope === null || !('data' in envelope)) throw new UnreadableAnswer(status);
    payload = envelope.data;
  }
  const [failure, data] = validate(payload, schema, { coerce: true });
  if (failure) throw new UnreadableAnswer(status, failure);
  return data;
}
