// Staff side of facilities (spec 2 §2 Facility management, §7): creating and changing a facility,
// its images and the users allowed to book it. Imported by file (the staff area and the API), out
// of the core's public surface: residents never load it.
import { array, boolean, is, literal, object, optional, refine, string, type } from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { clockMinutes } from '../domain/london';
import { atLeastOneKey, base64, clockTime, id, nonNegativeInteger, optionalText, requiredText } from './common';
import { FacilityRules, SlotType, type FixedSlot } from './facilities';
import { type RuleCode, type RuleFailure, ruleFailure } from './rules';

/** The longest facility name. */
export const FACILITY_NAME_MAX = 100;
/** The longest facility description: a paragraph or two for the residents. */
export const FACILITY_DESCRIPTION_MAX = 2000;
/** The longest image name. */
export const FACILITY_IMAGE_NAME_MAX = 100;

/**
 * The numeric limits of the rules a staff member may set: a lead time of at most 30 days (in
 * minutes), a horizon of at most `MAX_SLOT_RANGE_DAYS` (366), a slot and a buffer of at most a day.
 * A flexible facility's minimum slot is at least 5 minutes.
 *
 * @example
 * FACILITY_RULE_LIMITS.horizon.max // 366
 */
export const FACILITY_RULE_LIMITS = {
  leadTime: { min: 0, max: 43_200 },
  horizon: { min: 0, max: 366 },
  minimumSlotDurationInMinutes: { min: 5, max: 1440 },
  bufferTimeInMinutes: { min: 0, max: 1440 },
} as const;

type LimitedRule = keyof typeof FACILITY_RULE_LIMITS;

/**
 * One mistake in a facility's settings that no single field shows: its path from the settings'
 * root (as the form names its fields) and the rule code.
 */
export interface FacilitySettingsProblem {
  path: string[];
  failure: RuleFailure;
}

/** The most fixed slots a facility has: one every half hour of the day. */
export const FIXED_SLOTS_MAX = 48;

// The refinements run on settings whose fields may have failed their own rules (a time that is not
// HH:mm): such a time counts as NaN, which compares false, so only its own failure is reported.
const startMinutes = (time: string) => (is(time, clockTime) ? clockMinutes(time) : Number.NaN);
// An end time of 00:00 is midnight at the end of the day (spec 2 §4).
const endMinutes = (time: string) => (time === '00:00' ? 1440 : startMinutes(time));

/**
 * The rules of a facility that span fields: each open day closes after it opens, a flexible
 * facility's minimum slot and every number within `FACILITY_RULE_LIMITS`, a fixed facility has at
 * least one fixed slot, each ending after it starts and none overlapping another. The form shows
 * these beside the fields, and the API refuses the same settings with the same codes.
 *
 * @example
 * facilitySettingsProblems({ slotType: 'fixed', rules: { ...rules, fixedSlots: [] } })
 * // [{ path: ['rules', 'fixedSlots'], failure: { message: 'required', params: {} } }]
 */
export function facilitySettingsProblems(settings: { slotType: SlotType; rules: FacilityRules }): FacilitySettingsProblem[] {
  const { rules, slotType } = settings;
  const problems: FacilitySettingsProblem[] = [];
  for (const [day, hours] of Object.entries(rules.businessDays)) {
    if (hours && endMinutes(hours.closingHour) <= startMinutes(hours.openingHour)) {
      problems.push({ path: ['rules', 'businessDays', day, 'closingHour'], failure: ruleFailure('timeOrder', { other: 'openingHour' }) });
    }
  }
  const limited: LimitedRule[] = ['leadTime', 'horizon', 'bufferTimeInMinutes'];
  if (slotType === 'flexible') limited.push('minimumSlotDurationInMinutes');
  for (const name of limited) {
    const value = rules[name];
    const { min, max } = FACILITY_RULE_LIMITS[name];
    if (value !== null && (value < min || value > max)) problems.push({ path: ['rules', name], failure: ruleFailure('range', { min, max }) });
  }
  if (slotType === 'fixed') problems.push(...fixedSlotProblems(rules.fixedSlots));
  return problems;
}

// Too many slots is the one problem reported, before any pairwise rule runs on them; each slot's
// minutes are read once, so the pairs compare numbers.
function fixedSlotProblems(fixedSlots: readonly FixedSlot[]): FacilitySettingsProblem[] {
  if (fixedSlots.length === 0) return [{ path: ['rules', 'fixedSlots'], failure: ruleFailure('required') }];
  if (fixedSlots.length > FIXED_SLOTS_MAX) return [{ path: ['rules', 'fixedSlots'], failure: ruleFailure('range', { min: 1, max: FIXED_SLOTS_MAX }) }];
  const problems: FacilitySettingsProblem[] = [];
  const spans = fixedSlots.map((slot) => ({ start: startMinutes(slot.startTime), end: endMinutes(slot.endTime) }));
  // A slot that ends before it starts is reported on its own and overlaps nothing.
  const ordered = (span: { start: number; end: number }) => span.end > span.start;
  spans.forEach((span, index) => {
    if (!ordered(span)) {
      problems.push({ path: ['rules', 'fixedSlots', String(index), 'endTime'], failure: ruleFailure('timeOrder', { other: 'startTime' }) });
    } else if (spans.some((other, otherIndex) => otherIndex < index && ordered(other) && span.start < other.end && other.start < span.end)) {
      problems.push({ path: ['rules', 'fixedSlots', String(index), 'startTime'], failure: ruleFailure('slotOverlap') });
    }
  });
  return problems;
}

const SETTINGS_RULE_CODES: readonly RuleCode[] = ['timeOrder', 'range', 'required', 'slotOverlap'];

// The cross-field rules as superstruct failures at the fields they concern. One refinement per
// code, because superstruct names each failure after its refinement and the code is the name; the
// problems are worked out once per value and shared by the refinements.
function withSettingsRules<T extends { slotType: SlotType; rules: FacilityRules }, S>(struct: Struct<T, S>): Struct<T, S> {
  // The last settings seen, by what they hold (an object may change between two validations).
  let last: { key: string; problems: FacilitySettingsProblem[] } | undefined;
  const problemsOf = (value: T) => {
    const key = JSON.stringify([value.slotType, value.rules]);
    if (last?.key !== key) {
      // Settings missing a part (no rules, an unknown slot type) fail on that part alone.
      const problems = !is(value.rules, FacilityRules) || !is(value.slotType, SlotType) ? [] : facilitySettingsProblems(value);
      last = { key, problems };
    }
    return last.problems;
  };
  return SETTINGS_RULE_CODES.reduce(
    (checked, code) =>
      refine(checked, code, (value, ctx) =>
        problemsOf(value)
          .filter(({ failure }) => failure.message === code)
          .map(({ path, failure }) => ({ ...failure, path: [...ctx.path, ...path], key: path.at(-1) })),
      ),
    struct,
  );
}

const settingsFields = {
  name: requiredText({ max: FACILITY_NAME_MAX }),
  description: optionalText({ max: FACILITY_DESCRIPTION_MAX, multiline: true }),
  slotType: SlotType,
  rules: FacilityRules,
};

/**
 * A facility's settings as staff set them, with the rules that span fields
 * (`facilitySettingsProblems`): what the form validates and what the API checks on a create and,
 * merged with the stored facility, on every change.
 *
 * @example
 * const settings: FacilitySettings = { name: 'Gym', description: null, slotType: 'flexible', rules };
 */
export const FacilitySettings = withSettingsRules(object(settingsFields));
export type FacilitySettings = Infer<typeof FacilitySettings>;

/**
 * `POST /facilities`: a facility of a development the staff member works in. Answers 201 `Facility`.
 *
 * @example
 * const body: FacilityCreate = { developmentId: 'dev-riverside-wharf', name: 'Pool', description: null, slotType: 'flexible', rules };
 */
export const FacilityCreate = withSettingsRules(object({ developmentId: id, ...settingsFields }));
export type FacilityCreate = Infer<typeof FacilityCreate>;

/**
 * `PUT /facilities/{id}`: any of the settings, or the users allowed to book it (`users`: the
 * whole list, replacing the previous one). The API merges the change with the stored facility and
 * checks the result as `FacilitySettings`. Answers 200 `Facility`.
 *
 * @example
 * const change: FacilityUpdate = { users: ['user-olivia-owner'] };
 */
export const FacilityUpdate = atLeastOneKey(
  object({
    name: optional(settingsFields.name),
    description: settingsFields.description,
    slotType: optional(SlotType),
    rules: optional(FacilityRules),
    users: optional(array(id)),
  }),
  ['name', 'description', 'slotType', 'rules', 'users'],
);
export type FacilityUpdate = Infer<typeof FacilityUpdate>;

/**
 * `DELETE /facilities/{id}` query: a facility with upcoming bookings answers 409 with a message
 * saying how many, unless `cancelUpcomingBookings=true`, which cancels them as staff (each
 * resident is told) and then deletes the facility. Its past and cancelled bookings stay readable
 * to their residents.
 *
 * @example
 * const query = create({ cancelUpcomingBookings: 'true' }, FacilityDeleteQuery);
 */
export const FacilityDeleteQuery = object({ cancelUpcomingBookings: optional(literal('true')) });
export type FacilityDeleteQuery = Infer<typeof FacilityDeleteQuery>;

/**
 * `DELETE /facilities/{id}` answers `data`: how many upcoming bookings it cancelled (0 when it
 * had none), so the screen can say so.
 *
 * @example
 * const { cancelledBookings } = create(json.data, FacilityDeleted);
 */
export const FacilityDeleted = type({ cancelledBookings: nonNegativeInteger });
export type FacilityDeleted = Infer<typeof FacilityDeleted>;

/** The image types a facility image may be, and the largest accepted file. */
export const FACILITY_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const FACILITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * `POST /facilities/{id}/images`: an image, resized in the browser before upload. The API checks
 * the content's real type (`FACILITY_IMAGE_TYPES`) and size (`FACILITY_IMAGE_MAX_BYTES`); the
 * facility's first image becomes its main image. Answers 201 `Facility` (every image, so the
 * screen shows where the main image is).
 *
 * @example
 * const upload: FacilityImageUpload = { name: 'Gym floor', fileName: 'gym.jpg', content: 'iVBORw0KGgo=' };
 */
export const FacilityImageUpload = object({
  name: requiredText({ max: FACILITY_IMAGE_NAME_MAX }),
  fileName: requiredText({ max: 255 }),
  content: base64,
});
export type FacilityImageUpload = Infer<typeof FacilityImageUpload>;

/**
 * `PUT /facilities/{id}/images/{imageId}`: rename, or mark as the main image (the previous main
 * image stops being it, so there is exactly one). `isMainImage: false` is refused: mark another
 * image instead. Answers 200 `Facility`. `DELETE` on the same path answers 200 `Facility`; when it
 * was the main image, the first remaining image becomes the main one.
 *
 * @example
 * const change: FacilityImageUpdate = { isMainImage: true };
 */
export const FacilityImageUpdate = atLeastOneKey(
  object({ name: optional(requiredText({ max: FACILITY_IMAGE_NAME_MAX })), isMainImage: optional(literal(true)) }),
  ['name', 'isMainImage'],
);
export type FacilityImageUpdate = Infer<typeof FacilityImageUpdate>;

/**
 * A person who may book a facility, or could be allowed to (`GET /facilities/{id}/users`): a
 * registered customer of the facility's development. `allowed` is whether they are on the
 * facility's own list (`Facility.users`); `groups` the customer groups holding the facility they
 * belong to (through which they may book too).
 *
 * @example
 * const user: FacilityUser = { id: 'user-olivia-owner', fullName: 'Olivia Owner', email: 'owner@example.com', premises: ['Flat 1'], allowed: true, groups: [] };
 */
export const FacilityUser = type({
  id,
  fullName: string(),
  email: string(),
  premises: array(string()),
  allowed: boolean(),
  groups: array(type({ uuid: id, name: string() })),
});
export type FacilityUser = Infer<typeof FacilityUser>;

/**
 * `GET /facilities/{id}/users` answers `data.users`: those who may book it (allowed themselves or
 * through a group), or with `all=true` every registered customer of its development, by name.
 *
 * @example
 * const { users } = create(json.data, FacilityUsersResponse);
 */
export const FacilityUsersResponse = type({ users: array(FacilityUser) });
export type FacilityUsersResponse = Infer<typeof FacilityUsersResponse>;

/**
 * `GET /facilities/{id}/users` query string.
 *
 * @example
 * const query = create({ all: 'true' }, FacilityUsersQuery);
 */
export const FacilityUsersQuery = object({ all: optional(literal('true')) });
export type FacilityUsersQuery = Infer<typeof FacilityUsersQuery>;
