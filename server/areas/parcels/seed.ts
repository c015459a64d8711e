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
 * @example seedParcels(ctx);
 */
export function seedParcels(ctx: AppContext): void {
  const now = ctx.now();
  const today = londonDay(now);
  // Logged and collected at this time of day, on the London day so many days before.
  const daysBefore = (days: number) => new Date(shiftLondonDays(now.getTime(), -days)).toISOString();
  const insert = ctx.db.prepare(
    `INSERT INTO parcels (id, development_id, premises_id, type_id, received_on, note, collected_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  ctx.db.transaction(() => {
    for (const [id, typeId, daysAgo, note, collectedDaysAgo] of parcels) {
      const collectedAt = collectedDaysAgo === null ? null : daysBefore(collectedDaysAgo);
      insert.run(id, demoIds.riversideWharf, demoIds.flat1, typeId, addLondonDays(today, -daysAgo), note, collectedAt, daysBefore(daysAgo));
    }
  })();
}
