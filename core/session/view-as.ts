import { atom, type ReadableAtom } from 'nanostores';

// View as customer (spec 2 §4): an admin opens the portal as one of a development's customers.
// Imported by file (the shell and the staff area), out of the core's public surface.

/** Whom an admin views the portal as, and where they came from. */
export interface ViewAsTarget {
  readonly customerId: string;
  readonly relationshipId: string;
  readonly developmentId: string;
  readonly customerName: string;
}

/**
 * The customer the portal is viewed as, or null.
 * @example const viewing = useStore($viewAs); if (viewing) showBanner(viewing.customerName);
 */
export const $viewAs: ReadableAtom<ViewAsTarget | null> = atom<ViewAsTarget | null>(null);

/**
 * Opens the portal as `target`: to be built.
 * @example await startViewAs({ customerId, relationshipId, developmentId, customerName: 'Olivia Owner' });
 */
export function startViewAs(target: ViewAsTarget): Promise<void> {
  return Promise.reject(new Error(`View as ${target.customerName} is not built yet.`));
}

/**
 * Leaves the customer's portal: to be built.
 * @example await exitViewAs();
 */
export function exitViewAs(): Promise<void> {
  return Promise.resolve();
}
