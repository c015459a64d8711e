// UK phone numbers (spec 1 §5 and §9, spec 2 §5): at most 17 characters as typed, a valid GB
// number, stored as E.164. This module is its own entry, deliberately not re-exported from
// core/domain/index.ts: DESIGN.md wants the GB metadata loaded only by the forms that need it,
// so only code that imports `core/domain/phones` carries the metadata and libphonenumber-js.
//
// The metadata is a GB-only slice written by scripts/gb-phone-metadata.mjs; the `core` build
// of libphonenumber-js takes it as an argument instead of bundling every country.
import { parsePhoneNumberFromString, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';
import metadataJson from './phone-metadata.gb.json';

// A JSON import is typed with plain arrays where MetadataJson expects tuples; the file is the
// library's own metadata, cut down, so its shape is the library's.
const metadata = metadataJson as unknown as MetadataJson;

/** Phone numbers are at most 17 characters. */
export const PHONE_MAX_LENGTH = 17;

/** Why a phone number is refused; a form maps each code to a catalogue message. */
export type PhoneError = 'required' | 'tooLong' | 'invalid';

/**
 * The catalogue message for each phone error, for forms to pass to `t()`.
 * @example const error = validateGbPhone(value); if (error) t(PHONE_ERROR_MESSAGES[error])
 */
export const PHONE_ERROR_MESSAGES: Readonly<Record<PhoneError, string>> = {
  required: 'validation.phone.required',
  tooLong: 'validation.phone.tooLong',
  invalid: 'validation.phone.invalid',
};

function parseGb(value: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(value, 'GB', metadata);
  // An extension cannot be kept in E.164, and a text message cannot dial one: refuse it rather
  // than drop it without a word.
  if (!number || number.ext || number.country !== 'GB' || !number.isValid()) return undefined;
  return number;
}

/**
 * The problem with a phone number as typed, or null when it is fine. Surrounding spaces do not
 * count towards the 17 characters. An empty value is fine
 * unless `required` (the main and mobile numbers are optional; the sms number is required when
 * urgent news by text is on). National (`07400 123456`) and international
 * (`+44 7400 123456`, `0044 ...`) forms are accepted; other countries are not.
 * @example validateGbPhone('+353 1 234 5678') // 'invalid' (an Irish number)
 */
export function validateGbPhone(value: string, options: { readonly required?: boolean } = {}): PhoneError | null {
  const trimmed = value.trim();
  if (trimmed === '') return options.required ? 'required' : null;
  if (trimmed.length > PHONE_MAX_LENGTH) return 'tooLong';
  return parseGb(trimmed) ? null : 'invalid';
}

/**
 * A valid GB number in E.164 (`+447400123456`), or null when the value is not one.
 * The SMS number is stored in this form (only when urgent news by text is on).
 * @example normaliseGbPhone('07400 123456') // '+447400123456'
 */
export function normaliseGbPhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return null;
  return parseGb(trimmed)?.number ?? null;
}

/**
 * A GB number for display in the national form (`07400 123456`); the value unchanged when it
 * is not a valid GB number, so nothing the user typed is lost.
 * @example formatGbPhone('+447400123456') // '07400 123456'
 */
export function formatGbPhone(value: string): string {
  return parseGb(value.trim())?.formatNational() ?? value;
}
