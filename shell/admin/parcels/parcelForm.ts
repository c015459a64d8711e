import { validate, type Struct } from 'superstruct';
import { londonDay } from '../../../core/domain/london';
import { t } from '../../../core/i18n';
import { ParcelCreate, ParcelUpdate, type Parcel } from '../../../core/schemas/parcels';
import type { RuleParams } from '../../../core/schemas/rules';
import { sharedTextMessage } from '../../../core/forms/text-messages';
import { fieldAmong, structMessages } from '../../../core/forms/structMessages';
import { textOrNull } from '../../../core/forms/values';

/** The add and edit parcel form's values, as typed. */
export interface ParcelValues {
  premisesId: string;
  typeId: string;
  /** `yyyy-MM-dd`, as a date input gives it. */
  receivedOn: string;
  note: string;
  /** Edit only: whether it has been collected. */
  collected: boolean;
}

/**
 * The form's first values: a parcel's own, or for a new one nothing chosen and today (in London,
 * the day the API checks against) as the received date.
 * @example parcelValues(null, '2026-11-26').receivedOn // '2026-11-26'
 */
export function parcelValues(parcel: Parcel | null, today: string = londonDay(Date.now())): ParcelValues {
  if (!parcel) return { premisesId: '', typeId: '', receivedOn: today, note: '', collected: false };
  return { premisesId: parcel.premises.id, typeId: parcel.type.id, receivedOn: parcel.receivedOn, note: parcel.note ?? '', collected: parcel.collected };
}

/**
 * `POST /developments/{id}/parcels`' body from the form: the note trimmed, an empty one sent as null.
 * @example parcelCreateBody({ premisesId: 'pre-riverside-flat-1', typeId: 'pty-letter', receivedOn: '2026-11-26', note: ' ', collected: false }).note // null
 */
export function parcelCreateBody(values: ParcelValues): ParcelCreate {
  return { premisesId: values.premisesId, typeId: values.typeId, receivedOn: values.receivedOn, note: textOrNull(values.note) };
}

/**
 * `PUT /developments/{id}/parcels/{parcelId}`'s body: every field of the form, with Collected.
 * @example parcelUpdateBody(values).collected // true
 */
export function parcelUpdateBody(values: ParcelValues): ParcelUpdate {
  return { ...parcelCreateBody(values), collected: values.collected };
}

const FIELD_MESSAGES: Record<string, string> = {
  premisesId: 'customers.validation.premises',
  typeId: 'parcels.validation.type',
  receivedOn: 'parcels.validation.date',
};

/** What a field says when the struct refuses it: a note too long in the shared words, the others named. */
function parcelMessage(field: string, code: string, params: RuleParams): string {
  return sharedTextMessage(code, params) ?? t(FIELD_MESSAGES[field] ?? 'validation.required');
}

/**
 * The form's messages, from the struct the API checks the same body with (`ParcelCreate` for a
 * new parcel, `ParcelUpdate` for a change): premises and type chosen, a received date, the note at
 * most 500; and, as the API checks too, a received date not after today in London.
 * @example checkParcel({ ...values, typeId: '' }, true).typeId // 'Choose a parcel type'
 */
export function checkParcel(values: ParcelValues, isNew: boolean, today: string = londonDay(Date.now())): Partial<Record<keyof ParcelValues, string>> {
  const [failure] = isNew ? validate(parcelCreateBody(values), ParcelCreate as Struct<unknown, unknown>) : validate(parcelUpdateBody(values), ParcelUpdate as Struct<unknown, unknown>);
  const errors = structMessages(failure, fieldAmong(Object.keys(values) as (keyof ParcelValues)[]), parcelMessage);
  if (errors.receivedOn === undefined && values.receivedOn > today) errors.receivedOn = t('parcels.validation.futureDate');
  return errors;
}
