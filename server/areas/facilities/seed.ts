// docs/demo-data.md's facilities: the Gym and the Guest Suite of Riverside Wharf, the Roof Terrace of
// Harbour Lofts, their images, who may book them, and Olivia's and Sam's bookings. "Day N" counts
// London calendar days from the seeding day, so the bookings stay in the future whenever the
// database is seeded.
import type { AppContext } from '../../area';
import type { BusinessDays, FixedSlot, OpeningHours } from '../../../core/schemas';
import { demoIds, residentsOf } from '../core';
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import { developmentImageSvg, writePublicFile } from '../developments';

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
 * records; the images are stored and served as the developments area's public images.
 * @example await seedFacilities(ctx);
 */
export async function seedFacilities(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const created = now.toISOString();
  const today = londonDay(now);

  for (const facility of facilities) {
    for (const image of facility.images) writePublicFile(ctx, `${image.id}.svg`, developmentImageSvg(image.name, image.id));
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('facilities')
      .values(
        facilities.map((facility) => ({
          id: facility.id,
          development_id: facility.developmentId,
          name: facility.name,
          description: facility.description,
          slot_type: facility.slotType,
          lead_time_minutes: facility.leadTime,
          horizon_days: facility.horizon,
          minimum_slot_minutes: facility.minimum,
          buffer_minutes: facility.buffer,
          business_days: JSON.stringify(facility.businessDays),
          fixed_slots: JSON.stringify(facility.fixedSlots),
          max_upcoming_bookings: facility.maxUpcoming,
          created_at: created,
        })),
      )
      .execute();
    await trx
      .insertInto('facility_images')
      .values(
        facilities.flatMap((facility) =>
          facility.images.map((image, position) => ({
            id: image.id,
            facility_id: facility.id,
            name: image.name,
            file_name: `${image.id}.svg`,
            is_main_image: image.main ? 1 : 0,
            position,
          })),
        ),
      )
      .execute();
    // Every registered, active customer of the development at seeding time, once each.
    const allowed: { facility_id: string; user_id: string }[] = [];
    for (const facility of facilities.filter((candidate) => candidate.everyCustomer)) {
      for (const userId of await residentsOf(trx, [facility.developmentId])) allowed.push({ facility_id: facility.id, user_id: userId });
    }
    if (allowed.length > 0) await trx.insertInto('facility_users').values(allowed).execute();
    await trx
      .insertInto('customer_groups')
      .values({
        id: demoIds.guestSuiteUsers,
        name: 'Guest Suite users',
        description: 'Residents who may book the Guest Suite.',
        development_id: demoIds.riversideWharf,
        created_at: created,
      })
      .execute();
    await trx.insertInto('customer_group_users').values({ group_id: demoIds.guestSuiteUsers, user_id: demoIds.olivia }).execute();
    await trx.insertInto('customer_group_facilities').values({ group_id: demoIds.guestSuiteUsers, facility_id: demoIds.guestSuite }).execute();
    await trx
      .insertInto('bookings')
      .values(
        bookings.map(([id, facilityId, userId, state, day, start, end, note]) => {
          const date = addLondonDays(today, day);
          // Booked a week before it starts (or at seeding, for the next days' bookings).
          const bookedAt = new Date(Math.min(londonTime(addLondonDays(date, -7), '12:00'), now.getTime())).toISOString();
          return {
            id,
            facility_id: facilityId,
            user_id: userId,
            state,
            start_at: new Date(londonTime(date, start)).toISOString(),
            end_at: new Date(londonTime(date, end)).toISOString(),
            note,
            created_at: bookedAt,
            updated_at: state === 'cancelled' ? created : bookedAt,
          };
        }),
      )
      .execute();
  });
}
