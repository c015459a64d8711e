// The texts this area answers with. The API speaks English only, so they live here rather than in
// the portal's catalogue.

/**
 * Error messages and the texts of the request an address change raises.
 * @example throw new HttpError(403, [premisesMessages.ownerOnly]);
 */
export const premisesMessages = {
  ownerOnly: 'Only the owner of these premises can see or change their details.',
  addressChangeTitle: (name: string) => `Change of correspondence address: ${name}`,
  addressChangeDescription: (name: string, address: string) => `Please change the correspondence address of ${name} to:\n${address}`,
} as const;
