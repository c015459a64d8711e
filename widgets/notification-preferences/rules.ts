import { email } from '../../core/schemas/common';
import type { FormRules } from '../../core/forms';

/**
 * The preferences form's rule: the e-mail is required and valid (core/schemas `email`, the struct
 * the API checks `PUT /notification-preferences/{id}` with), one message for an empty and a
 * malformed address, as every e-mail field of the portal has it.
 * @example checkForm(preferencesRules, { email: 'owner@' }) // { email: 'Enter a valid email address' }
 */
export const preferencesRules: FormRules<{ email: string }> = {
  email: { struct: email, messages: { default: 'validation.email' } },
};
