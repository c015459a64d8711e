import type { ServerArea } from '../../area';
import { facilityAdminRoutes } from './admin';
import { bookingRoutes } from './bookings';
import { facilityRoutes } from './facilities';
import { groupRoutes } from './groups';
import { FACILITY_IMAGE_UPLOAD, facilityImageRoutes } from './images';
import { facilitiesMigrations } from './migrations';
import { seedFacilities } from './seed';

/**
 * Facilities and their bookings (spec 2 §7 Facilities and bookings), with the users and customer
 * groups allowed to book them. Needs the core area and the residents' public images. Routes in
 * README.md.
 * @example export const areas = [coreArea, outboxArea, authArea, accountArea, residentsArea, requestsArea, facilitiesArea];
 */
export const facilitiesArea: ServerArea = {
  name: 'facilities',
  migrations: facilitiesMigrations,
  seed: seedFacilities,
  routes(app) {
    facilityRoutes(app);
    facilityAdminRoutes(app);
    facilityImageRoutes(app);
    bookingRoutes(app);
    groupRoutes(app);
  },
  uploads: [FACILITY_IMAGE_UPLOAD],
};

export { facilityScope } from './access';
export { bookingInfo } from './service';
