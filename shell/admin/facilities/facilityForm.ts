import { validate } from 'superstruct';
import type { Weekday } from '../../../core/domain/london';
import { structMessages } from '../../../core/forms/structMessages';
import { t } from '../../../core/i18n';
import type { BusinessDays, Facility, FixedSlot, SlotType } from '../../../core/schemas/facilities';
import { FACILITY_RULE_LIMITS, FacilitySettings, FIXED_SLOTS_MAX } from '../../../core/schemas/facility-admin';
import { textOrNull } from '../../../core/forms/values';

// The facility form's values as typed (numbers as text, a day's hours kept while it is ticked
// closed) and their way to and from the contract's `FacilitySettings`, which checks them: the
// same struct, and so the same cross-field rules, the API checks the request with.

export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

type DayFields = { [D in Weekday as `${D}Closed`]: boolean } & { [D in Weekday as `${D}OpeningHour` | `${D}ClosingHour`]: string };

/** The facility form's values, one flat field per control, so each error sits on its control. */
export type FacilityFormValues = {
  name: string;
  description: string;
  slotType: SlotType;
  leadTime: string;
  leadTimeNoLimit: boolean;
  horizon: string;
  horizonNoLimit: boolean;
  minimumSlotDurationInMinutes: string;
  bufferTimeInMinutes: string;
  fixedSlots: FixedSlot[];
} & DayFields;

/** A new facility's starting point: flexible, open 08:00-20:00 every day, hour-long slots. */
const NEW_FACILITY: Pick<Facility, 'name' | 'description' | 'slotType' | 'rules'> = {
  name: '',
  description: null,
  slotType: 'flexible',
  rules: {
    leadTime: null,
    horizon: null,
    businessDays: Object.fromEntries(WEEKDAYS.map((day) => [day, { openingHour: '08:00', closingHour: '20:00' }])) as BusinessDays,
    minimumSlotDurationInMinutes: 60,
    bufferTimeInMinutes: 0,
    fixedSlots: [],
  },
};

/**
 * The form's values of a facility, or of a new one.
 * @example formValues(gym).mondayOpeningHour // '06:00'
 */
export function formValues(facility: Pick<Facility, 'name' | 'description' | 'slotType' | 'rules'> = NEW_FACILITY): FacilityFormValues {
  const { rules } = facility;
  const days = Object.fromEntries(
    WEEKDAYS.flatMap((day) => {
      const hours = rules.businessDays[day];
      return [
        [`${day}Closed`, hours === null],
        [`${day}OpeningHour`, hours?.openingHour ?? '08:00'],
        [`${day}ClosingHour`, hours?.closingHour ?? '20:00'],
      ];
    }),
  ) as DayFields;
  return {
    name: facility.name,
    description: facility.description ?? '',
    slotType: facility.slotType,
    leadTime: rules.leadTime === null ? '' : String(rules.leadTime),
    leadTimeNoLimit: rules.leadTime === null,
    horizon: rules.horizon === null ? '' : String(rules.horizon),
    horizonNoLimit: rules.horizon === null,
    minimumSlotDurationInMinutes: String(rules.minimumSlotDurationInMinutes),
    bufferTimeInMinutes: String(rules.bufferTimeInMinutes),
    fixedSlots: rules.fixedSlots.map((slot) => ({ ...slot })),
    ...days,
  };
}

// A whole number as typed becomes a number; anything else stays text, so the struct refuses it.
const whole = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

/**
 * The settings the values stand for (not yet checked): a closed day is `null`, "No limit" is
 * `null`; a flexible facility keeps no fixed slots.
 */
export function settingsOf(values: FacilityFormValues): FacilitySettings {
  const businessDays = Object.fromEntries(
    WEEKDAYS.map((day) => [day, values[`${day}Closed`] ? null : { openingHour: values[`${day}OpeningHour`], closingHour: values[`${day}ClosingHour`] }]),
  ) as BusinessDays;
  return {
    name: values.name.trim(),
    description: textOrNull(values.description),
    slotType: values.slotType,
    rules: {
      leadTime: values.leadTimeNoLimit ? null : whole(values.leadTime),
      horizon: values.horizonNoLimit ? null : whole(values.horizon),
      businessDays,
      minimumSlotDurationInMinutes: whole(values.minimumSlotDurationInMinutes),
      bufferTimeInMinutes: whole(values.bufferTimeInMinutes),
      fixedSlots: values.slotType === 'fixed' ? values.fixedSlots : [],
    },
  } as FacilitySettings;
}

/** The id suffix and error name of a fixed slot's time. */
export const fixedSlotField = (index: number, end: 'startTime' | 'endTime') => `fixedSlot${index}${end === 'startTime' ? 'Start' : 'End'}`;

/** The form field a failure's path (from the settings' root) concerns. */
function fieldOf(path: readonly (string | number)[]): string {
  const [first, second, third, fourth] = path.map(String);
  if (first !== 'rules') return first ?? 'name';
  if (second === 'businessDays' && third) return `${third}${fourth === 'closingHour' ? 'ClosingHour' : 'OpeningHour'}`;
  if (second === 'fixedSlots' && third !== undefined && fourth) return fixedSlotField(Number(third), fourth === 'endTime' ? 'endTime' : 'startTime');
  return second ?? 'name';
}

const dayName = (day: string) => t(`admin.facilities.day.${day}`);

/** The catalogue message of one failing field (`code` the failed rule). */
function facilityMessage(field: string, code: string): string {
  const day = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)(OpeningHour|ClosingHour)$/.exec(field);
  if (day) {
    const [, name = '', which] = day;
    if (code === 'timeOrder') return t('admin.facilities.validation.closingOrder', { day: dayName(name) });
    return t(which === 'OpeningHour' ? 'admin.facilities.validation.openingHour' : 'admin.facilities.validation.closingHour', { day: dayName(name) });
  }
  const slot = /^fixedSlot(\d+)(Start|End)$/.exec(field);
  if (slot) {
    const number = Number(slot[1]) + 1;
    if (code === 'timeOrder') return t('admin.facilities.validation.slotOrder', { number });
    if (code === 'slotOverlap') return t('admin.facilities.validation.slotOverlap', { number });
    return t(slot[2] === 'Start' ? 'admin.facilities.validation.slotStart' : 'admin.facilities.validation.slotEnd', { number });
  }
  switch (field) {
    case 'name':
      return code === 'maxLength' ? t('admin.facilities.validation.nameTooLong') : t('admin.facilities.validation.name');
    case 'description':
      return t('admin.facilities.validation.descriptionTooLong');
    case 'fixedSlots':
      return code === 'range' ? t('admin.facilities.validation.fixedSlotsTooMany', { max: FIXED_SLOTS_MAX }) : t('admin.facilities.validation.fixedSlots');
    case 'leadTime':
    case 'horizon':
    case 'minimumSlotDurationInMinutes':
    case 'bufferTimeInMinutes':
      return t(`admin.facilities.validation.${field}`, FACILITY_RULE_LIMITS[field]);
    default:
      return t('admin.facilities.validation.slotType');
  }
}

/**
 * Every failing field's catalogue message, checked by the contract's `FacilitySettings`, its
 * cross-field rules (`facilitySettingsProblems`) included: the first failure of each field.
 * @example checkFacilityForm({ ...values, name: '' }) // { name: 'Enter a name for the facility' }
 */
export function checkFacilityForm(values: FacilityFormValues): Partial<Record<string, string>> {
  const [failure] = validate(settingsOf(values), FacilitySettings);
  return structMessages(failure, (each) => fieldOf(each.path), facilityMessage, (each) => each.refinement ?? each.message ?? each.type);
}
