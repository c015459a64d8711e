/**
 * An error that is the API's answer: its status and the messages of the error envelope
 * (core/README.md: `{ messages, fields? }`, and a sign-in's tokens). Thrown anywhere in a route; the app's error handler
 * turns it into the response.
 * @example throw new HttpError(404, ['Premises not found.']);
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly messages: readonly string[],
    readonly extra: {
      readonly fields?: Record<string, string[]>;
      readonly mfaToken?: string;
      readonly passwordChangeToken?: string;
      readonly retryAfterSeconds?: number;
    } = {},
  ) {
    super(messages.join(' '));
  }
}

/**
 * The answer for a record that does not exist *or is not the asker's*: the same 404 either way,
 * so ids of other residents' records cannot be probed.
 * @example if (!row || row.userId !== user.id) throw notFound('Premises');
 */
export function notFound(what: string): HttpError {
  return new HttpError(404, [`${what} not found.`]);
}

/**
 * A 400 about one field, worded and shaped as `validated` words struct failures
 * (`messages: ['<path>: <rule>']`, `fields: { <path>: ['<rule>'] }`), so forms map it the same way.
 * @example throw fieldError('newsPreferences.smsNumber', 'must be a valid UK phone number');
 */
export function fieldError(path: string, rule: string): HttpError {
  return new HttpError(400, [`${path}: ${rule}`], { fields: { [path]: [rule] } });
}
