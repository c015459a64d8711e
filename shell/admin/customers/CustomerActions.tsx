import type { Development } from '../../../core/schemas';
import type { CustomerDetail, CustomerPremises } from '../../../core/schemas/customers';

// The customer detail's actions (spec 2 §2, §4, §6): to be built (the customer actions). Each
// shows itself only to the roles and flags spec 2 §6 allows, and hands the changed customer back.

/** Add premises (global, sl3, sl4 with CustomerDetailAddPremises). */
export function AddPremisesButton(props: { customer: CustomerDetail; development: Development; onChange: (customer: CustomerDetail) => void }) {
  return <p hidden>{props.customer.id}</p>;
}

/** Deactivate one premises (global, sl1, sl3, sl4 with CustomerDetailDeactivate; active relationships only). */
export function DeactivatePremisesButton(props: {
  customer: CustomerDetail;
  premises: CustomerPremises;
  developmentId: string;
  onChange: (customer: CustomerDetail) => void;
}) {
  return <p hidden>{props.premises.id}</p>;
}

/** Reset password (global only, with ?support=1; disabled for a customer not registered). */
export function ResetPasswordButton(props: { customer: CustomerDetail }) {
  return <p hidden>{props.customer.id}</p>;
}
