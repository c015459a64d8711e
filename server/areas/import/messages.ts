// The texts of the import area that are not a file's problems (those are worded where they are found).

/**
 * The e-mails an import sends (plain text, through sendMessage).
 * @example sendMessage(ctx, { to, channel: 'email', ...importEmails.invitation({ name, development, premises, key, link }) });
 */
export const importEmails = {
  invitation: ({ name, development, premises, key, link }: { name: string; development: string; premises: string; key: string; link: string }) => ({
    subject: `Your invitation to the ${development} resident portal`,
    body:
      `Hello ${name},\n\nYour managing agent has added you to the resident portal as a customer of ${premises}, ${development}: ` +
      `there you can see your charges and statements, raise requests and follow the news of your development.\n\n` +
      `Sign up with this link:\n${link}\n\nor go to the portal's sign-up page and type the invitation key ${key}.\n\n` +
      'If you did not expect this e-mail, you can ignore it.',
  }),
} as const;

/**
 * The messages of the import route's refusals.
 * @example throw new HttpError(403, [importMessages.globalOnly]);
 */
export const importMessages = {
  globalOnly: 'Only global staff may import records.',
  notCsv: 'The body must be the CSV file, sent as Content-Type: text/csv.',
  unknownKind: (kind: string, kinds: readonly string[]) => `There is no import of ${kind}: the kinds are ${kinds.join(', ')}.`,
  applyFlag: 'apply must be true or false.',
} as const;
