// The texts this area writes and answers with (English only, as every area's: the portal shows a
// failure in an alert with its own translated title, spec 2 §8).

/**
 * Error messages of the parcels routes (the error envelope's `messages`) and what a parcel's
 * notification says.
 * @example throw new HttpError(403, [parcelsMessages.staffOnly]);
 */
export const parcelsMessages = {
  staffOnly: 'Only staff of the development may log or change parcels.',
  noClients: 'Parcels are for the development\u2019s staff and its residents.',
  arrivedTitle: (premises: string) => `A parcel has arrived for ${premises}`,
  arrivedText: (type: string, development: string) => `${type} at ${development}, awaiting collection.`,
} as const;

/** The rules a parcel body may break, worded as core/schemas words a field failure. */
export const parcelsFieldRules = {
  premisesOfDevelopment: 'must be a premises of the development',
  parcelType: 'must be one of the parcel types',
  notInFuture: 'must not be in the future',
} as const;
