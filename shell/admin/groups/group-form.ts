import { validate } from 'superstruct';
import { CustomerGroupCreate } from '../../../core/schemas/customer-groups';
import { fieldAmong, sharedOrRequired, structMessages } from '../../../core/forms/structMessages';
import { textOrNull } from '../../../core/forms/values';

/** The new group form's values, as typed. */
export interface GroupValues {
  name: string;
  description: string;
}

/**
 * `POST /user-group`'s body from the form: texts trimmed, an empty description sent as null.
 * @example groupBody({ name: ' Gym users ', description: '' }, 'dev-riverside-wharf') // { name: 'Gym users', description: null, developmentUuid: 'dev-riverside-wharf' }
 */
export function groupBody(values: GroupValues, developmentUuid: string): CustomerGroupCreate {
  return { name: values.name.trim(), description: textOrNull(values.description), developmentUuid };
}

/**
 * The form's messages, from `CustomerGroupCreate`, the struct the API checks the same body with:
 * the name required, at most 100; the description at most 500. At most one message per field.
 * @example checkGroup({ name: '', description: '' }, 'dev-riverside-wharf').name // 'This field is required'
 */
export function checkGroup(values: GroupValues, developmentUuid: string): Partial<Record<keyof GroupValues, string>> {
  const [failure] = validate(groupBody(values, developmentUuid), CustomerGroupCreate);
  return structMessages(failure, fieldAmong<keyof GroupValues>(['name', 'description']), sharedOrRequired);
}
