// The texts this area writes and answers with. The API speaks English only (core/README.md, Text:
// the portal translates its own words; what the server writes is content, like news).
import type { NewsCategory } from '../../../core/schemas';

/**
 * What news e-mails and texts say (plain text, through the outbox), and the area's error messages.
 * @example newsTexts.subject.urgent('Water off'); // 'Urgent news: Water off'
 */
export const newsTexts = {
  subject: {
    urgent: (title: string) => `Urgent news: ${title}`,
    important: (title: string) => `Important news: ${title}`,
    standard: (title: string) => `News: ${title}`,
  } satisfies Record<NewsCategory, (title: string) => string>,
  email: (title: string, developments: string, link: string) =>
    [
      title,
      '',
      `News for ${developments}.`,
      '',
      `Read it in the resident portal: ${link}`,
      '',
      'You get these e-mails because of your news preferences; you can change them on your profile in the portal.',
    ].join('\n'),
  text: (title: string, developments: string, link: string) => `Urgent news for ${developments}: ${title}. ${link}`,
  notYourDevelopments: 'must be developments you work in',
  notTheirDocument: 'must be a document of the item\u2019s developments',
} as const;
