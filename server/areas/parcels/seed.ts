// docs/demo-data.md "Other records": Riverside Wharf's parcels, two awaiting collection for Flat 1 and
// one collected, dated from the seeding day. Seeded when the area is new to a database, so an
// existing one gets them too. Nobody is told of these (Olivia's notification counts stay those of
// docs/demo-data.md).
import { addLondonDays, londonDay, shiftLondonDays } from '../../../core/domain/london';
import type { AppContext } from '../../area';
import { demoIds } from '../core';

/** [id, type, days before the seeding day it arrived, note, days ago it was collected (null: not yet)] */
const parcels: readonly (readonly [id: string, typeId: string, daysAgo: number, note: string | null, collectedDaysAgo: number | null])[] = [
  [demoIds.flat1SmallParcel, demoIds.parcelSmall, 1, 'Left in the post room.', null],
  [demoIds.flat1Letter, demoIds.parcelLetter, 3, 'Signed for by the concierge.', null],
  [demoIds.flat1CollectedParcel, demoIds.parcelLarge, 8, null, 6],
];

/**
 * Seeds this area's demo data (docs/demo-data.md, Other records: parcels).
 * @example await seedParcels(ctx);
 */
export async function seedParcels(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const today = londonDay(now);
  // Logged and collected at this time of day, on the London day so many days before.
  const daysBefore = (days: number) => new Date(shiftLondonDays(now.getTime(), -days)).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('parcels')
      .values(
        parcels.map(([id, typeId, daysAgo, note, collectedDaysAgo]) => ({
          id,
          development_id: demoIds.riversideWharf,
          premises_id: demoIds.flat1,
          type_id: typeId,
          received_on: addLondonDays(today, -daysAgo),
          note,
          collected_at: collectedDaysAgo === null ? null : daysBefore(collectedDaysAgo),
          created_at: daysBefore(daysAgo),
        })),
      )
      .execute();
  });
}
