import type { ServerArea } from '../../area';
import { FACILITY_IMAGE_UPLOAD } from './image-routes';
import { facilitiesMigrations } from './migrations';
import { facilitiesRoutes } from './routes';
import { seedFacilities } from './seed';

/**
 * Facilities and their bookings (spec 2 §7 Facilities and bookings), with the users and customer
 * groups allowed to book them. Needs the core area and the developments area's public files.
 * Routes and tables in README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, developmentsArea, requestsArea, facilitiesArea];
 */
export const facilitiesArea: ServerArea = {
  name: 'facilities',
  migrations: facilitiesMigrations,
  seed: seedFacilities,
  routes: facilitiesRoutes,
  uploads: [FACILITY_IMAGE_UPLOAD],
};

export { facilityScope } from './access';
export { bookingInfo } from './service';
