/**
 * Samples of the demo data: facilities, their slots and staff facility management. How to use them:
 * README.md beside this file.
 */
import type { BusinessDays, FacilitiesResponse, Facility, FacilityListQuery, OpeningHours, Slot, SlotQuery, SlotsResponse } from '../../schemas';
import type { FacilityCreate, FacilityDeleted, FacilityDeleteQuery, FacilityImageUpdate, FacilityImageUpload, FacilitySettings, FacilityUpdate, FacilityUser, FacilityUsersQuery, FacilityUsersResponse } from '../../schemas/facility-admin';
import { sampleIds } from './ids';

const weekdayHours: OpeningHours = { openingHour: '06:00', closingHour: '22:00' };

// docs/demo-data.md: open until midnight at weekends; 00:00 closes at the end of the day.
const weekendHours: OpeningHours = { openingHour: '08:00', closingHour: '00:00' };

const gymDays: BusinessDays = {
  monday: weekdayHours,
  tuesday: weekdayHours,
  wednesday: weekdayHours,
  thursday: weekdayHours,
  friday: weekdayHours,
  saturday: weekendHours,
  sunday: weekendHours,
};

/**
 * The Gym of Riverside Wharf: flexible slots, 30-minute minimum, 15-minute buffer, lead time and
 * horizon set, 06:00-22:00 on weekdays and 08:00-00:00 at weekends.
 *
 * @example
 * sampleFacility.rules.minimumSlotDurationInMinutes; // 30
 */
export const sampleFacility: Facility = {
  id: sampleIds.gym,
  developmentId: sampleIds.riversideWharf,
  name: 'Gym',
  description: 'Cardio machines and free weights on the ground floor.',
  images: [
    {
      id: 'img-gym-main',
      facilityUuid: sampleIds.gym,
      name: 'Gym',
      isMainImage: true,
      url: 'https://cdn.example.com/facilities/gym.jpg',
    },
  ],
  users: [sampleIds.olivia, sampleIds.sam],
  slotType: 'flexible',
  rules: {
    leadTime: 60,
    horizon: 14,
    businessDays: gymDays,
    minimumSlotDurationInMinutes: 30,
    bufferTimeInMinutes: 15,
    fixedSlots: [],
  },
};

/**
 * The Guest Suite of Riverside Wharf: three fixed slots a day, every day, booked at least 48
 * hours and at most 60 days ahead.
 *
 * @example
 * sampleFixedFacility.slotType; // 'fixed'
 */
export const sampleFixedFacility: Facility = {
  id: sampleIds.guestSuite,
  developmentId: sampleIds.riversideWharf,
  name: 'Guest Suite',
  description: null,
  images: [],
  users: [sampleIds.olivia],
  slotType: 'fixed',
  rules: {
    leadTime: 2880,
    horizon: 60,
    businessDays: Object.fromEntries(Object.keys(gymDays).map((day) => [day, { openingHour: '08:00', closingHour: '20:00' }])) as BusinessDays,
    minimumSlotDurationInMinutes: 240,
    bufferTimeInMinutes: 0,
    fixedSlots: [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '12:00', endTime: '16:00' },
      { startTime: '16:00', endTime: '20:00' },
    ],
  },
};

/**
 * Riverside Wharf's facilities.
 *
 * @example
 * sampleFacilitiesResponse.facilities.map((facility) => facility.name); // ['Gym', 'Guest Suite']
 */
export const sampleFacilitiesResponse: FacilitiesResponse = {
  facilities: [sampleFacility, sampleFixedFacility],
};

/**
 * Olivia Owner's booked Gym slot.
 *
 * @example
 * sampleSlot.status; // 'booked'
 */
export const sampleSlot: Slot = {
  bookedByUuid: sampleIds.olivia,
  bookingUuid: sampleIds.gymBooking,
  userUuid: sampleIds.olivia,
  startTime: '2026-11-24T07:00:00.000Z',
  endTime: '2026-11-24T08:00:00.000Z',
  status: 'booked',
};

/**
 * The Guest Suite's fixed slots around the cancelled booking.
 *
 * @example
 * sampleSlotsResponse.slots[0]?.status; // 'available'
 */
export const sampleSlotsResponse: SlotsResponse = {
  slots: [
    {
      bookedByUuid: null,
      bookingUuid: null,
      userUuid: null,
      startTime: '2026-11-27T14:00:00.000Z',
      endTime: '2026-11-28T11:00:00.000Z',
      status: 'available',
    },
    sampleSlot,
  ],
};

/**
 * The facilities of Riverside Wharf and Harbour Lofts.
 *
 * @example
 * sampleFacilityListQuery.developmentUuids.length; // 2
 */
export const sampleFacilityListQuery: FacilityListQuery = {
  developmentUuids: [sampleIds.riversideWharf, sampleIds.harbourLofts],
};

/**
 * One week of Gym slots.
 *
 * @example
 * sampleSlotQuery.fromDate; // '2026-11-23'
 */
export const sampleSlotQuery: SlotQuery = { fromDate: '2026-11-23', toDate: '2026-11-29' };

/**
 * The Gym's settings as staff set them on its form.
 *
 * @example
 * sampleFacilitySettings.slotType; // 'flexible'
 */
export const sampleFacilitySettings: FacilitySettings = {
  name: sampleFacility.name,
  description: sampleFacility.description,
  slotType: sampleFacility.slotType,
  rules: sampleFacility.rules,
};

/**
 * A new fixed facility of Riverside Wharf (`POST /facilities`).
 *
 * @example
 * sampleFacilityCreate.rules.fixedSlots.length; // 2
 */
export const sampleFacilityCreate: FacilityCreate = {
  developmentId: sampleIds.riversideWharf,
  name: 'Meeting Room',
  description: null,
  slotType: 'fixed',
  rules: { ...sampleFacility.rules, leadTime: null, horizon: 30, fixedSlots: [{ startTime: '09:00', endTime: '13:00' }, { startTime: '13:00', endTime: '17:00' }] },
};

/**
 * Renaming a facility and allowing Olivia and Sam to book it (`PUT /facilities/{id}`).
 *
 * @example
 * sampleFacilityUpdate.users; // ['usr-olivia-owner', 'usr-sam-subtenant']
 */
export const sampleFacilityUpdate: FacilityUpdate = { name: 'Gym and spa', users: [sampleIds.olivia, sampleIds.sam] };

/**
 * Deleting a facility and cancelling its upcoming bookings (`DELETE /facilities/{id}` query).
 *
 * @example
 * sampleFacilityDeleteQuery.cancelUpcomingBookings; // 'true'
 */
export const sampleFacilityDeleteQuery: FacilityDeleteQuery = { cancelUpcomingBookings: 'true' };

/**
 * What deleting the Gym answered: two upcoming bookings cancelled.
 *
 * @example
 * sampleFacilityDeleted.cancelledBookings; // 2
 */
export const sampleFacilityDeleted: FacilityDeleted = { cancelledBookings: 2 };

/**
 * A PNG uploaded as a facility image (`POST /facilities/{id}/images`).
 *
 * @example
 * sampleFacilityImageUpload.fileName; // 'gym-floor.png'
 */
export const sampleFacilityImageUpload: FacilityImageUpload = { name: 'Gym floor', fileName: 'gym-floor.png', content: 'iVBORw0KGgo=' };

/**
 * Making an image the facility's main image (`PUT /facilities/{id}/images/{imageId}`).
 *
 * @example
 * sampleFacilityImageUpdate.isMainImage; // true
 */
export const sampleFacilityImageUpdate: FacilityImageUpdate = { isMainImage: true };

/**
 * Olivia Owner as the Guest Suite's staff see her: not on its own list, allowed through a group.
 *
 * @example
 * sampleFacilityUser.groups[0]?.name; // 'Guest Suite users'
 */
export const sampleFacilityUser: FacilityUser = {
  id: sampleIds.olivia,
  fullName: 'Olivia Owner',
  email: 'owner@example.com',
  premises: ['Flat 1', 'Flat 2', 'Flat 3'],
  allowed: false,
  groups: [{ uuid: sampleIds.guestSuiteUsers, name: 'Guest Suite users' }],
};

/**
 * `GET /facilities/{id}/users?all=true` of the Guest Suite: Olivia (through her group) and Sam.
 *
 * @example
 * sampleFacilityUsersResponse.users.length; // 2
 */
export const sampleFacilityUsersResponse: FacilityUsersResponse = {
  users: [sampleFacilityUser, { id: sampleIds.sam, fullName: 'Sam Subtenant', email: 'subtenant@example.com', premises: ['Flat 4'], allowed: false, groups: [] }],
};

/**
 * Every candidate, not only those allowed (`GET /facilities/{id}/users` query).
 *
 * @example
 * sampleFacilityUsersQuery.all; // 'true'
 */
export const sampleFacilityUsersQuery: FacilityUsersQuery = { all: 'true' };
