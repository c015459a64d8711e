// What the staff area's suites send to make records of their own through the API.
import type { FacilityCreate } from '../../core/schemas/facility-admin';

const openEveryDay = { openingHour: '08:00', closingHour: '20:00' };

/**
 * A flexible facility of `developmentId` named `name`, open 08:00-20:00 every day, hour-long
 * bookings, no lead time: the body of `POST /facilities` for a suite's own facility.
 * @example await admin.post('/facilities', newFacility(RIVERSIDE, 'Test pool 1a2b'));
 */
export function newFacility(developmentId: string, name: string): FacilityCreate {
  return {
    developmentId,
    name,
    description: null,
    slotType: 'flexible',
    rules: {
      leadTime: 0,
      horizon: 14,
      businessDays: { monday: openEveryDay, tuesday: openEveryDay, wednesday: openEveryDay, thursday: openEveryDay, friday: openEveryDay, saturday: openEveryDay, sunday: openEveryDay },
      minimumSlotDurationInMinutes: 60,
      bufferTimeInMinutes: 0,
      fixedSlots: [],
    },
  };
}
