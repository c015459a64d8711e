// The texts this area writes and answers with. The API speaks English only (core/README.md, Text:
// the portal translates its own words; what the server writes is content, like news).

/**
 * What notifications say, and the area's error messages.
 * @example notificationTexts.urgentNewsTitle('Water shut-off on Thursday');
 */
export const notificationTexts = {
  urgentNewsTitle: (newsTitle: string) => `Urgent news: ${newsTitle}`,
  replyTitle: (ticketTitle: string) => `New reply to your request: ${ticketTitle}`,
  replyText: (authorName: string | null, message: string) => (authorName ? `${authorName}: ${message}` : message),
} as const;
