// docs/demo-data.md's facilities: the Gym and the Guest Suite of Riverside Wharf, the Roof Terrace of
// Harbour Lofts, their images, who may book them, and Olivia's and Sam's bookings. "Day N" counts
// London calendar days from the seeding day, so the bookings stay in the future whenever the
// database is seeded.
import type { AppContext } from '../../area';
import type { BusinessDays, FixedSlot, OpeningHours } from '../../../core/schemas';
import { demoIds } from '../core';
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import { writePublicFile } from '../residents';
import { developmentImageSvg } from '../residents/images';

const everyDay = (hours: OpeningHours | null, weekend: OpeningHours | null = hours): BusinessDays => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: weekend,
  sunday: weekend,
});

interface DemoFacility {
  id: string;
  developmentId: string;
  name: string;
  description: string | null;
  slotType: 'flexible' | 'fixed';
  leadTime: number | null;
  horizon: number | null;
  minimum: number;
  buffer: number;
  businessDays: BusinessDays;
  fixedSlots: FixedSlot[];
  maxUpcoming: number | null;
  /** Booked by every registered customer of the development (else through customer groups only). */
  everyCustomer: boolean;
  images: { id: string; name: string; main: boolean }[];
}

const facilities: DemoFacility[] = [
  {
    id: demoIds.gym,
    developmentId: demoIds.riversideWharf,
    name: 'Gym',
    description: 'Cardio machines and free weights on the ground floor.',
    slotType: 'flexible',
    leadTime: 60,
    horizon: 14,
    minimum: 30,
    buffer: 15,
    // A closing hour of 00:00 is midnight at the end of the day (spec 2 §4).
    businessDays: everyDay({ openingHour: '06:00', closingHour: '22:00' }, { openingHour: '08:00', closingHour: '00:00' }),
    fixedSlots: [],
    maxUpcoming: 3,
    everyCustomer: true,
    images: [
      { id: 'img-gym-main', name: 'Gym', main: true },
      { id: 'img-gym-weights', name: 'Free weights', main: false },
    ],
  },
  {
    id: demoIds.guestSuite,
    developmentId: demoIds.riversideWharf,
    name: 'Guest Suite',
    description: 'A double room with its own bathroom for visiting family and friends.',
    slotType: 'fixed',
    leadTime: 48 * 60,
    horizon: 60,
    minimum: 240,
    buffer: 0,
    businessDays: everyDay({ openingHour: '08:00', closingHour: '20:00' }),
    fixedSlots: [
      { startTime: '08:00', endTime: '12:00' },
      { startTime: '12:00', endTime: '16:00' },
      { startTime: '16:00', endTime: '20:00' },
    ],
    maxUpcoming: null,
    everyCustomer: false,
    images: [{ id: 'img-guest-suite-main', name: 'Guest Suite', main: true }],
  },
  {
    id: demoIds.roofTerrace,
    developmentId: demoIds.harbourLofts,
    name: 'Roof Terrace',
    description: 'Seating and planters on the roof, with views over the harbour.',
    slotType: 'flexible',
    leadTime: 0,
    horizon: 30,
    minimum: 60,
    buffer: 0,
    businessDays: everyDay(null, { openingHour: '10:00', closingHour: '18:00' }),
    fixedSlots: [],
    maxUpcoming: null,
    everyCustomer: true,
    images: [{ id: 'img-roof-terrace-main', name: 'Roof Terrace', main: true }],
  },
];

/** [id, facility, user, state, day, start, end, note] */
const bookings: [string, string, string, 'confirmed' | 'cancelled', number, string, string, string | null][] = [
  [demoIds.gymBooking, demoIds.gym, demoIds.olivia, 'confirmed', 1, '07:00', '08:00', 'Bringing my own towel and mat.'],
  [demoIds.guestSuiteBooking, demoIds.guestSuite, demoIds.olivia, 'confirmed', 5, '12:00', '16:00', null],
  [demoIds.cancelledBooking, demoIds.gym, demoIds.olivia, 'cancelled', 2, '18:00', '19:00', null],
  [demoIds.pastGymBooking, demoIds.gym, demoIds.olivia, 'confirmed', -3, '18:00', '19:00', null],
  [demoIds.samGymBooking, demoIds.gym, demoIds.sam, 'confirmed', 1, '09:00', '10:00', null],
];

/**
 * Seeds the facilities area (docs/demo-data.md, Staff side and facilities). Needs the core area's
 * records; the images are stored and served as the residents' area's public images.
 * @example seedFacilities(ctx);
 */
export function seedFacilities(ctx: AppContext): void {
  const { db } = ctx;
  const now = ctx.now();
  const created = now.toISOString();
  const today = londonDay(now);

  const insertFacility = db.prepare(
    `INSERT INTO facilities (id, development_id, name, description, slot_type, lead_time_minutes, horizon_days, minimum_slot_minutes,
       buffer_minutes, business_days, fixed_slots, max_upcoming_bookings, created_at)
     VALUES (@id, @developmentId, @name, @description, @slotType, @leadTime, @horizon, @minimum, @buffer, @businessDays, @fixedSlots, @maxUpcoming, @created)`,
  );
  const insertImage = db.prepare('INSERT INTO facility_images (id, facility_id, name, file_name, is_main_image, position) VALUES (?, ?, ?, ?, ?, ?)');
  // Every registered, active customer of the development at seeding time.
  const allowCustomers = db.prepare(
    `INSERT OR IGNORE INTO facility_users (facility_id, user_id)
     SELECT ?, c.user_id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
      WHERE p.development_id = ? AND c.active = 1 AND c.user_id IS NOT NULL`,
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (id, facility_id, user_id, state, start_at, end_at, note, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  for (const facility of facilities) {
    for (const image of facility.images) writePublicFile(ctx, `${image.id}.svg`, developmentImageSvg(image.name, image.id));
  }
  db.transaction(() => {
    for (const facility of facilities) {
      insertFacility.run({
        ...facility,
        businessDays: JSON.stringify(facility.businessDays),
        fixedSlots: JSON.stringify(facility.fixedSlots),
        created,
      });
      facility.images.forEach((image, position) => insertImage.run(image.id, facility.id, image.name, `${image.id}.svg`, image.main ? 1 : 0, position));
      if (facility.everyCustomer) allowCustomers.run(facility.id, facility.developmentId);
    }
    db.prepare('INSERT INTO customer_groups (id, name, description, development_id, created_at) VALUES (?, ?, ?, ?, ?)').run(
      demoIds.guestSuiteUsers,
      'Guest Suite users',
      'Residents who may book the Guest Suite.',
      demoIds.riversideWharf,
      created,
    );
    db.prepare('INSERT INTO customer_group_users (group_id, user_id) VALUES (?, ?)').run(demoIds.guestSuiteUsers, demoIds.olivia);
    db.prepare('INSERT INTO customer_group_facilities (group_id, facility_id) VALUES (?, ?)').run(demoIds.guestSuiteUsers, demoIds.guestSuite);
    for (const [id, facilityId, userId, state, day, start, end, note] of bookings) {
      const date = addLondonDays(today, day);
      // Booked a week before it starts (or at seeding, for the next days' bookings).
      const bookedAt = new Date(Math.min(londonTime(addLondonDays(date, -7), '12:00'), now.getTime())).toISOString();
      insertBooking.run(id, facilityId, userId, state, new Date(londonTime(date, start)).toISOString(), new Date(londonTime(date, end)).toISOString(), note, bookedAt, state === 'cancelled' ? created : bookedAt);
    }
  })();
}
