import type { CustomerDetail } from '../../../core/schemas/customers';

/** View as customer (global, sl1; registered, both states active): to be built (view as customer). */
export function ViewAsButton(props: { customer: CustomerDetail; relationshipId: string; developmentId: string }) {
  return <p hidden>{props.relationshipId}</p>;
}
