/** The development's customers tab (spec 2 §2): built by the customers list. */
export function CustomersTab({ developmentId }: { developmentId: string }) {
  return <p>Customers of {developmentId}</p>;
}
