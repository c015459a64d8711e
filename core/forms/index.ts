// The forms' public surface. Its own entry, not in core/index.ts: it carries react-hook-form,
// which only the forms load, on demand, so an element that shows no form never fetches it.
export { useValidatedForm, type ValidatedForm, type ValidatedFormOptions } from './useValidatedForm';
export { rulesResolver, checkResolver, fieldResolver, type FormCheck } from './resolvers';
export { checkForm, ruleMessage, passwordRules, mfaRules, type FieldRule, type FormRules, type PasswordValues, type MfaValues } from './rules';
export { sharedTextMessage } from './text-messages';
export { textOrNull } from './values';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { TextField, type TextFieldProps } from './TextField';
