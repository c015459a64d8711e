import type { Failure, StructError } from 'superstruct';
import { isRuleCode, ruleMessage } from './rule-messages';
import type { RuleCode, RuleParams } from './rules';

export type { RuleCode, RuleParams } from './rules';

/**
 * One failure, described without words: where (`correspondenceAddress.city`), which rule, and the
 * rule's values. Forms turn it into a catalogue message; the server into English.
 *
 * @example
 * const description: FailureDescription = { path: 'subject', code: 'maxLength', params: { max: 150 } };
 */
export interface FailureDescription {
  /** Dotted path of the failing value, as react-hook-form names fields; `''` for the whole value. */
  path: string;
  code: RuleCode;
  params: RuleParams;
}

// What a value of each superstruct type is called in a message.
const expectedByType: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  type: 'an object',
  record: 'an object',
  array: 'a list',
};

// superstruct writes the allowed values of `enums` and `literal` as JSON between backticks:
// Expected one of `"standard","urgent"`, but received: "x"
function allowedValues(message: string): string | undefined {
  const listed = /`(.*)`/.exec(message)?.[1];
  if (listed === undefined) return undefined;
  try {
    const values: unknown = JSON.parse(`[${listed}]`);
    return Array.isArray(values) ? values.map(String).join(', ') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Describes one superstruct failure as a rule code and its params.
 *
 * @example
 * const [error] = validate({ ...request, title: 'x'.repeat(151) }, TicketCreate);
 * error?.failures().map(describeFailure); // [{ path: 'title', code: 'maxLength', params: { max: 150 } }]
 */
export function describeFailure(failure: Failure): FailureDescription {
  const path = failure.path.map(String).join('.');
  if (isRuleCode(failure.refinement)) {
    const params = (failure as Failure & { params?: RuleParams }).params ?? {};
    return { path, code: failure.refinement, params };
  }
  // A superstruct refinement of its own (size, pattern...) carries no params we could word.
  if (failure.refinement !== undefined) return { path, code: 'invalid', params: {} };
  // object() reports a key outside its schema as a value of type `never`.
  if (failure.type === 'never') return { path, code: 'unknownField', params: {} };
  if (failure.value === undefined || failure.value === null) return { path, code: 'required', params: {} };
  if (failure.type === 'enums' || failure.type === 'literal') {
    const values = allowedValues(failure.message);
    if (values !== undefined) return { path, code: 'oneOf', params: { values } };
  }
  const expected = expectedByType[failure.type];
  if (expected !== undefined) return { path, code: 'type', params: { expected } };
  return { path, code: 'invalid', params: {} };
}

/**
 * One readable English message per failure, `<path>: <rule>`, for the server's 400 bodies
 * (`{ "messages": [...] }`). Server text, not catalogue text.
 *
 * @example
 * const [error] = validate({ ...request, title: 'x'.repeat(151) }, TicketCreate);
 * describeStructError(error!); // ['title: must be at most 150 characters']
 */
export function describeStructError(error: StructError): string[] {
  return error.failures().map((failure) => {
    const { path, code, params } = describeFailure(failure);
    return `${path === '' ? 'value' : path}: ${ruleMessage(code, params)}`;
  });
}

/**
 * The same failures grouped by field, for `ApiErrorBody.fields` (`''` holds whole-value failures).
 *
 * @example
 * structErrorFields(error); // { title: ['must be at most 150 characters'] }
 */
export function structErrorFields(error: StructError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const failure of error.failures()) {
    const { path, code, params } = describeFailure(failure);
    (fields[path] ??= []).push(ruleMessage(code, params));
  }
  return fields;
}
