import type { Development } from '../../../core/schemas';

/** One customer at customers/{relationshipId} (spec 2 §2): to be built (the customer detail). */
export function CustomerDetailPage({ development, relationshipId }: { development: Development; relationshipId: string }) {
  return (
    <p>
      Customer {relationshipId} of {development.name}
    </p>
  );
}
