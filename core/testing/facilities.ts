// Test support (not part of the public surface): facility rules the slot engine's tests share. The
// Gym and the Guest Suite are the samples (core/testing/samples/facilities.ts); these are the rest.
import type { BusinessDays, Facility } from '../schemas';

export type FacilityRules = Pick<Facility, 'slotType' | 'rules'>;

const weekend = { openingHour: '10:00', closingHour: '18:00' };

/** docs/demo-data.md's Roof Terrace of Harbour Lofts: weekends only, 10:00 to 18:00, no lead time. */
export const roofTerrace: FacilityRules = {
  slotType: 'flexible',
  rules: {
    leadTime: 0,
    horizon: 30,
    businessDays: { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: weekend, sunday: weekend },
    minimumSlotDurationInMinutes: 60,
    bufferTimeInMinutes: 0,
    fixedSlots: [],
  },
};

const allDay = { openingHour: '00:00', closingHour: '00:00' };

/** Open round the clock in half hours with no horizon, to see every hour of a clock-change day. */
export const everyHour: FacilityRules = {
  slotType: 'flexible',
  rules: {
    ...roofTerrace.rules,
    horizon: null,
    businessDays: Object.fromEntries(Object.keys(roofTerrace.rules.businessDays).map((day) => [day, allDay])) as BusinessDays,
    minimumSlotDurationInMinutes: 30,
  },
};
