import type { Development } from '../../../core/schemas';

/** The development's reports tab (spec 2 §2): built by the development page. */
export function ReportsTab({ development }: { development: Development }) {
  return <p>Reports of {development.name}</p>;
}
