// The texts this area answers with (English only, as every area's: the portal shows a failure in
// an alert with its own translated title, spec 2 §8).

/**
 * Error messages of the customers routes (the error envelope's `messages`).
 * @example throw new HttpError(403, [customersMessages.addCustomerRoles]);
 */
export const customersMessages = {
  addCustomerRoles: 'Only global, sl3 and sl4 staff may add customers.',
  addPremisesRoles: 'Only global, sl3 and sl4 staff may add premises to a customer.',
  relationshipRoles: 'Only global, sl1, sl3 and sl4 staff may activate or deactivate a relationship.',
  passwordResetRole: 'Only global staff may reset a customer\u2019s password.',
  emailHoldsPremises: (email: string, premises: string) =>
    `${email} is already a customer of ${premises}. Open that customer to change their relationship.`,
  premisesHeld: (premises: string) => `The customer already holds ${premises}.`,
  offersForCustomers: 'Only customers are offered premises to take as theirs.',
  passwordReset: (days: number) =>
    `The password was changed and every session of the customer\u2019s has ended. Signing in with the temporary password within ${days} days, the customer chooses a new one.`,
} as const;

/** The rules a customer change may break, worded as core/schemas words a field failure. */
export const customersFieldRules = {
  staffDevelopment: 'must be a development you work in',
  premisesOfDevelopment: 'must be a premises of the development',
  relationshipType: 'must be one of the relationship types',
} as const;

/**
 * The e-mails of this area (plain text, sent through the outbox).
 * @example sendMessage(ctx, { to, channel: 'email', ...customersEmails.contactOffered('Riverside Wharf', 'Flat 2', link) });
 */
export const customersEmails = {
  // Names only what the customer needs to recognise it: no staff member, no other record.
  contactOffered: (development: string, premises: string, link: string) => ({
    subject: `${development} added you to ${premises}`,
    body: `${development} has added you as a customer of ${premises}. To see it in the resident portal with your other premises, accept it there:\n${link}\n\nIf it is not yours, decline it there, or contact your managing agent.`,
  }),
} as const;
