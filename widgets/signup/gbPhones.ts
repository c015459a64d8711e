import type { Phones } from './profile';
import { onDemand } from '../../core/ui/OnDemand';

/**
 * core/domain/phones (libphonenumber-js and the GB metadata), loaded on demand by step 3 alone:
 * steps 1 and 2 have no phone field. `Signup` fetches it as soon as step 1 has succeeded.
 * @example void gbPhones.load();
 */
export const gbPhones = onDemand<Phones>(() => import('../../core/domain/phones'));
