// The e-mails and texts published news sends (spec 2 §3 newsPreferences): each reader chooses by
// category, and urgent news may also be a text to their phone. Plain text, through the outbox.
import type { NewsCategory, NewsPreferences } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { sendMessage } from '../outbox';
import { urgentNewsReaders } from '../notifications';

interface ReaderRow {
  email: string;
  mobile_number: string | null;
  news_preferences: string;
}

const subjects: Record<NewsCategory, (title: string) => string> = {
  urgent: (title) => `Urgent news: ${title}`,
  important: (title) => `Important news: ${title}`,
  standard: (title) => `News: ${title}`,
};

/** Whether the reader asked for an e-mail of this category. */
const wantsEmail: Record<NewsCategory, (preferences: NewsPreferences) => boolean> = {
  urgent: (preferences) => preferences.urgentNewsEmail,
  important: (preferences) => preferences.importantNewsEmail,
  standard: (preferences) => preferences.standardNewsEmail,
};

/** The residents of the developments: the active contacts of their premises. */
function residentsOf(ctx: AppContext, developmentIds: readonly string[]): string[] {
  return ctx.db
    .prepare<[string], { id: string }>(
      `SELECT DISTINCT c.user_id AS id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
        WHERE c.active = 1 AND c.user_id IS NOT NULL AND p.development_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(developmentIds))
    .map((row) => row.id);
}

/**
 * E-mails (and, for urgent news, texts) a news item to its readers as their news preferences say:
 * urgent news to everyone its notification tells (`urgentNewsReaders`), important and standard
 * news to the residents of its developments; never to `skip` (its author, whoever changed it).
 * Each message has the title, the developments and a link to the item in the portal. Answers how
 * many messages went out.
 * @example sendNewsMessages(ctx, 'nws-1', [user.id]);
 */
export function sendNewsMessages(ctx: AppContext, newsId: string, skip: readonly (string | null)[]): number {
  const { db } = ctx;
  const news = db.prepare<[string], { title: string; category: NewsCategory }>('SELECT title, category FROM news WHERE id = ?').get(newsId);
  if (!news) return 0;
  const developments = db
    .prepare<[string], { id: string; name: string }>(
      'SELECT d.id, d.name FROM news_developments n JOIN developments d ON d.id = n.development_id WHERE n.news_id = ? ORDER BY d.name',
    )
    .all(newsId);
  const developmentIds = developments.map((development) => development.id);
  const names = developments.map((development) => development.name).join(', ');
  const link = `${ctx.config.portalOrigin}/news/${encodeURIComponent(newsId)}`;
  const readers = (news.category === 'urgent' ? urgentNewsReaders(db, developmentIds) : residentsOf(ctx, developmentIds)).filter((id) => !skip.includes(id));
  const readerRow = db.prepare<[string], ReaderRow>('SELECT email, mobile_number, news_preferences FROM users WHERE id = ?');
  let sent = 0;
  for (const readerId of new Set(readers)) {
    const reader = readerRow.get(readerId);
    if (!reader) continue;
    const preferences = JSON.parse(reader.news_preferences) as NewsPreferences;
    if (wantsEmail[news.category](preferences)) {
      sendMessage(ctx, {
        to: reader.email,
        channel: 'email',
        subject: subjects[news.category](news.title),
        body: [
          news.title,
          '',
          `News for ${names}.`,
          '',
          `Read it in the resident portal: ${link}`,
          '',
          'You get these e-mails because of your news preferences; you can change them on your profile in the portal.',
        ].join('\n'),
      });
      sent += 1;
    }
    const phone = preferences.smsNumber ?? reader.mobile_number;
    if (news.category === 'urgent' && preferences.urgentNewsText && phone) {
      sendMessage(ctx, { to: phone, channel: 'sms', subject: subjects.urgent(news.title), body: `Urgent news for ${names}: ${news.title}. ${link}` });
      sent += 1;
    }
  }
  return sent;
}
