import type { Development } from '../../../core/schemas';
import { AddCustomerButton } from './AddCustomer';

/** The development's customers tab (spec 2 §2): to be built (the customers list). */
export function CustomersTab({ development }: { development: Development }) {
  return (
    <section>
      <p>Customers of {development.name}</p>
      <AddCustomerButton development={development} />
    </section>
  );
}
