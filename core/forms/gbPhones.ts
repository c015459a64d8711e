import type * as PhonesModule from '../domain/phones';
import { onDemand } from '../ui/OnDemand';

/**
 * core/domain/phones, as the forms with a phone field get it.
 * @example const phones: Phones = await gbPhones.load();
 */
export type Phones = typeof PhonesModule;

/**
 * core/domain/phones (libphonenumber-js and the GB metadata, 10.9 KB gzip), loaded on demand by
 * the forms with a phone field alone: sign-up step 3 and the settings page.
 * @example <WithOnDemand module={gbPhones}>{(phones) => <Form phones={phones} />}</WithOnDemand>
 */
export const gbPhones = onDemand<Phones>(() => import('../domain/phones'));
