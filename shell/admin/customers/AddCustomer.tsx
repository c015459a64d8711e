import type { Development } from '../../../core/schemas';

/** Add customer (spec 2 §2, §5; global, sl3, sl4): to be built (the customer actions). */
export function AddCustomerButton({ development }: { development: Development }) {
  return <p hidden>{development.id}</p>;
}
