/** One customer at customers/{relationshipId} (spec 2 §2): built by the customer detail. */
export function CustomerDetailPage({ developmentId, relationshipId }: { developmentId: string; relationshipId: string }) {
  return (
    <p>
      Customer {relationshipId} of {developmentId}
    </p>
  );
}
