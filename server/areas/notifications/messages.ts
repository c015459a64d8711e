// The texts this area writes and answers with. The API speaks English only (core/README.md, Text:
// the portal translates its own words; what the server writes is content, like news).

/**
 * What notifications say, and the area's error messages.
 * @example notificationTexts.replyTitle('Leak under the sink');
 */
export const notificationTexts = {
  replyTitle: (ticketTitle: string) => `New reply to your request: ${ticketTitle}`,
  replyText: (authorName: string | null, message: string) => (authorName ? `${authorName}: ${message}` : message),
  // One answer for used, expired and replaced links: the token alone cannot tell them apart.
  notificationEmailLinkInvalid:
    'This link does not work any more: it has expired, it has already been used, or another address was saved after it was sent. To change the address, save it again in your settings or on your notification preferences page.',
} as const;

/** The e-mails of a new correspondence address, by what they are for. */
export const notificationEmails = {
  confirmNotificationEmail: (link: string, hours: number, current: string) => ({
    subject: 'Confirm the address for your Portico notices',
    body: `Someone asked for the notices about your home to be sent to this address. To confirm, open this link within ${hours} hours:\n${link}\n\nUntil then they keep going to ${current}. If you did not ask for this, ignore this e-mail: nothing changes.`,
  }),
  notificationEmailChangeAsked: (requested: string, hours: number) => ({
    subject: 'A new address was given for your Portico notices',
    body: `Someone asked for the notices about your home to be sent to ${requested} instead of this address. They keep coming here unless the link we sent to ${requested} is opened within ${hours} hours.\n\nIf this was you, there is nothing more to do. If it was not, contact your managing agent: someone else may hold the link to your notification preferences.`,
  }),
} as const;
