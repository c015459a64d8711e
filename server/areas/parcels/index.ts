import type { ServerArea } from '../../area';
import { parcelsMigrations } from './migrations';
import { parcelRoutes } from './routes';
import { seedParcels } from './seed';

/**
 * A development's parcel book (spec 2 §2, §3 Parcel, §7 Parcels): staff log parcels and mark them
 * collected, residents read those of their own premises and are told when one arrives. Needs the
 * core area's premises and the notifications area. Routes in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, premisesArea, chargesArea, newsArea, requestsArea, facilitiesArea, notificationsArea, documentsArea, customersArea, parcelsArea];
 */
export const parcelsArea: ServerArea = {
  name: 'parcels',
  migrations: parcelsMigrations,
  seed: seedParcels,
  routes: parcelRoutes,
};
