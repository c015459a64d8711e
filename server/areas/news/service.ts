// Every query of the news area: the news a user reads, the one way news is published and changed
// with what that tells its readers (spec 2 §3, §4, §7), and what staff writing news look up.
import type { LinkedLibraryFile, NewsCategory, NewsItem, NewsPreferences } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { inTransaction, type Db } from '../../database/connection';
import { publicFileUrl, writePublicFile, avatarSvg } from '../developments';
import { residentsOf } from '../core';
import { notify, urgentNewsReaders, withdrawNotifications } from '../notifications';
import { sendMessage } from '../outbox';
import { newsTexts } from './messages';
import type { NewsRow } from './migrations';

/** Runs `work` with the context's queries in one transaction: its own, or the caller's (the demo seed's). */
function inTransactionOf<T>(ctx: AppContext, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  return inTransaction(ctx.db, (trx) => work({ ...ctx, db: trx }));
}

/**
 * A row of `news` as the API answers it (core/schemas `NewsItem`).
 * @example const item = newsItemJson(ctx, row);
 */
export function newsItemJson(ctx: AppContext, row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    createdAt: row.created_at,
    authorName: row.author_name,
    authorImage: publicFileUrl(ctx, row.author_image),
    linkedLibraryFiles: JSON.parse(row.linked_library_files) as LinkedLibraryFile[],
  };
}

/**
 * The news of these developments, newest first, each item once even when it is shown in several
 * of them. The caller has left out the developments the user may not see.
 * @example const news = await newsOf(ctx, ['dev-riverside-wharf']);
 */
export async function newsOf(ctx: AppContext, developmentIds: readonly string[]): Promise<NewsItem[]> {
  if (developmentIds.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('news')
    .selectAll()
    .where('id', 'in', (eb) => eb.selectFrom('news_developments').select('news_id').where('development_id', 'in', developmentIds))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => newsItemJson(ctx, row));
}

/**
 * A news item to publish: its words, category and developments, who wrote it and when.
 * @example const item: NewNews = { id: 'nws-1', developmentIds: ['dev-riverside-wharf'], category: 'urgent', title: 'Water off', description: '<p>From 9:00.</p>', author: { id: 'usr-manny-manager', name: 'Manny Manager', image: null }, createdAt: new Date().toISOString(), linkedLibraryFiles: [] };
 */
export interface NewNews {
  id: string;
  developmentIds: readonly string[];
  category: NewsCategory;
  title: string;
  /** HTML: the staff's routes store it sanitised, and the portal sanitises it again where it shows it. */
  description: string;
  /** The author's user id (never told of their own news), name and picture file (under the public files). */
  author: { id: string | null; name: string | null; image: string | null };
  createdAt: string;
  linkedLibraryFiles: readonly LinkedLibraryFile[];
}

/**
 * What publishing or changing news does besides storing it: urgent news notifies everyone who may
 * read it (`notifyUrgentNews`, which tells nobody twice) and, with `messages`,
 * e-mails and texts go out as each reader's news preferences say (`sendNewsMessages`).
 * @example await publishNews(ctx, item, { messages: false });
 */
export interface TellReaders {
  /** Send the e-mails and texts too (not for the demo seed's past news). */
  readonly messages?: boolean;
}

/**
 * Publishes a news item in its developments and tells its readers (`TellReaders`), all in one
 * transaction. The one way news is made: the demo seed and the staff's `POST /news` use it.
 * @example await publishNews(ctx, item);
 */
export async function publishNews(ctx: AppContext, item: NewNews, { messages = true }: TellReaders = {}): Promise<void> {
  await inTransactionOf(ctx, async (tx) => {
    await tx.db
      .insertInto('news')
      .values({
        id: item.id,
        title: item.title,
        description: item.description,
        category: item.category,
        author_id: item.author.id,
        author_name: item.author.name,
        author_image: item.author.image,
        created_at: item.createdAt,
        linked_library_files: JSON.stringify(item.linkedLibraryFiles),
      })
      .execute();
    await linkDevelopments(tx.db, item.id, item.developmentIds);
    await notifyUrgentNews(tx, item.id, item.author.id);
    if (messages) await sendNewsMessages(tx, item.id, [item.author.id]);
  });
}

/**
 * A news item's new words, category, documents and developments (`PUT /news/{id}`).
 * @example const changes: NewsChanges = { developmentIds: ['dev-riverside-wharf'], category: 'urgent', title: 'Water off', description: '<p>From 9:00.</p>', linkedLibraryFiles: [] };
 */
export type NewsChanges = Pick<NewNews, 'developmentIds' | 'category' | 'title' | 'description' | 'linkedLibraryFiles'>;

/**
 * Changes a news item (its author and time stay) and tells its readers as publishing does when it
 * is urgent: new readers (of developments added) are notified, and when it has just become urgent
 * the urgent e-mails and texts go out. Nobody is told of the change they made.
 * @example await reviseNews(ctx, 'nws-1', changes, user.id);
 */
export async function reviseNews(ctx: AppContext, newsId: string, changes: NewsChanges, editorId: string): Promise<void> {
  await inTransactionOf(ctx, async (tx) => {
    const before = await tx.db.selectFrom('news').select(['category', 'author_id']).where('id', '=', newsId).executeTakeFirstOrThrow();
    await tx.db
      .updateTable('news')
      .set({ title: changes.title, description: changes.description, category: changes.category, linked_library_files: JSON.stringify(changes.linkedLibraryFiles) })
      .where('id', '=', newsId)
      .execute();
    await tx.db.deleteFrom('news_developments').where('news_id', '=', newsId).execute();
    await linkDevelopments(tx.db, newsId, changes.developmentIds);
    await notifyUrgentNews(tx, newsId, editorId, tx.now().toISOString());
    if (changes.category === 'urgent' && before.category !== 'urgent') await sendNewsMessages(tx, newsId, [editorId, before.author_id]);
  });
}

async function linkDevelopments(db: Db, newsId: string, developmentIds: readonly string[]): Promise<void> {
  const unique = [...new Set(developmentIds)];
  if (unique.length === 0) return;
  await db
    .insertInto('news_developments')
    .values(unique.map((developmentId) => ({ news_id: newsId, development_id: developmentId })))
    .execute();
}

/**
 * Takes a news item out of these developments; when it is left in none, removes it and takes back
 * its notifications. One transaction.
 * @example await withdrawNews(ctx, 'nws-1', ['dev-riverside-wharf']);
 */
export async function withdrawNews(ctx: AppContext, newsId: string, developmentIds: readonly string[]): Promise<void> {
  await inTransactionOf(ctx, async (tx) => {
    if (developmentIds.length > 0) {
      await tx.db.deleteFrom('news_developments').where('news_id', '=', newsId).where('development_id', 'in', developmentIds).execute();
    }
    const left = await tx.db.selectFrom('news_developments').select('development_id').where('news_id', '=', newsId).executeTakeFirst();
    if (!left) {
      await tx.db.deleteFrom('news').where('id', '=', newsId).execute();
      await withdrawNotifications(tx, `news:${newsId}`);
    }
  });
}

/**
 * The news item and every development it is shown in, or undefined.
 * @example const found = await findNews(ctx.db, 'nws-riverside-water');
 */
export async function findNews(db: Db, newsId: string): Promise<{ row: NewsRow; developmentIds: string[] } | undefined> {
  const row = await db.selectFrom('news').selectAll().where('id', '=', newsId).executeTakeFirst();
  if (!row) return undefined;
  const links = await db.selectFrom('news_developments').select('development_id').where('news_id', '=', newsId).orderBy('development_id').execute();
  return { row, developmentIds: links.map((link) => link.development_id) };
}

/**
 * A document of the documents area as news links it (its name, development and folder; a folder
 * is at the top of its development's documents: it is in no folder), or undefined.
 * @example const found = await linkedDocument(ctx.db, { type: 'file', id: 'dfi-agm-agenda' });
 */
export async function linkedDocument(db: Db, link: { readonly type: 'file' | 'folder'; readonly id: string }): Promise<LinkedLibraryFile | undefined> {
  if (link.type === 'file') {
    const file = await db
      .selectFrom('document_files as f')
      .innerJoin('document_folders as d', 'd.id', 'f.folder_id')
      .select(['f.id', 'f.name', 'd.development_id', 'f.folder_id'])
      .where('f.id', '=', link.id)
      .executeTakeFirst();
    return file && { type: 'file', payload: { id: file.id, name: file.name, developmentId: file.development_id, folderId: file.folder_id } };
  }
  const folder = await db.selectFrom('document_folders').select(['id', 'name', 'development_id']).where('id', '=', link.id).executeTakeFirst();
  return folder && { type: 'folder', payload: { id: folder.id, name: folder.name, developmentId: folder.development_id, folderId: null } };
}

/**
 * The staff member as a news author: their name, and a picture of their initials like the demo
 * authors' (`author-<name>.svg`).
 * @example const author = await authorOf(ctx, user.id);
 */
export async function authorOf(ctx: AppContext, userId: string): Promise<{ id: string; name: string; image: string }> {
  const { first_name: firstName, last_name: lastName } = await ctx.db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  const name = `${firstName} ${lastName}`.trim();
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || userId.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const image = `author-${slug}.svg`;
  // The picture depends on the name alone, so writing it again for the same name changes nothing.
  writePublicFile(ctx, image, avatarSvg(name));
  return { id: userId, name, image };
}

/** Whether the reader asked for an e-mail of this category. */
const wantsEmail: Record<NewsCategory, (preferences: NewsPreferences) => boolean> = {
  urgent: (preferences) => preferences.urgentNewsEmail,
  important: (preferences) => preferences.importantNewsEmail,
  standard: (preferences) => preferences.standardNewsEmail,
};

/** The developments a news item is shown in, by name. */
function newsDevelopments(db: Db, newsId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('news_developments as n')
    .innerJoin('developments as d', 'd.id', 'n.development_id')
    .select(['d.id', 'd.name'])
    .where('n.news_id', '=', newsId)
    .orderBy('d.name')
    .orderBy('d.id')
    .execute();
}

/**
 * When an urgent news item is published or changed (spec 2 §4: urgent news), everyone who may read
 * it is told (notifications' `urgentNewsReaders`: the active contacts of premises in its
 * developments, the staff and client organisations who are members of them, and global staff), but
 * its author and whoever changed it; nobody twice. Other categories tell nobody. `toldAt` is when
 * it became urgent, when that was after it was published (a change); the item's time otherwise.
 * @example await notifyUrgentNews(ctx, 'nws-riverside-water', demoIds.manny);
 */
async function notifyUrgentNews(ctx: AppContext, newsId: string, changedBy: string | null, toldAt?: string): Promise<number> {
  const { db } = ctx;
  const news = await db.selectFrom('news').select(['title', 'category', 'created_at', 'author_id']).where('id', '=', newsId).executeTakeFirst();
  if (!news || news.category !== 'urgent') return 0;
  const developments = await newsDevelopments(db, newsId);
  const developmentIds = developments.map((item) => item.id);
  const readers = (await urgentNewsReaders(db, developmentIds)).filter((id) => id !== changedBy && id !== news.author_id);
  return notify(ctx, readers, {
    importance: 'urgent',
    title: newsTexts.subject.urgent(news.title),
    text: developments.map((item) => item.name).join(', '),
    link: `/news/${encodeURIComponent(newsId)}`,
    source: `news:${newsId}`,
    developmentIds,
    createdAt: toldAt ?? news.created_at,
  });
}

/**
 * E-mails (and, for urgent news, texts) a news item to its readers as their news preferences say:
 * urgent news to everyone its notification tells (`urgentNewsReaders`), important and standard
 * news to the residents of its developments; never to `skip` (its author, whoever changed it).
 * Each message has the title, the developments and a link to the item in the portal. Answers how
 * many messages went out.
 * @example await sendNewsMessages(ctx, 'nws-1', [user.id]);
 */
export async function sendNewsMessages(ctx: AppContext, newsId: string, skip: readonly (string | null)[]): Promise<number> {
  const { db } = ctx;
  const news = await db.selectFrom('news').select(['title', 'category']).where('id', '=', newsId).executeTakeFirst();
  if (!news) return 0;
  const developments = await newsDevelopments(db, newsId);
  const developmentIds = developments.map((development) => development.id);
  const names = developments.map((development) => development.name).join(', ');
  const link = `${ctx.config.portalOrigin}/news/${encodeURIComponent(newsId)}`;
  const everyone = news.category === 'urgent' ? await urgentNewsReaders(db, developmentIds) : await residentsOf(db, developmentIds);
  const readers = [...new Set(everyone.filter((id) => !skip.includes(id)))];
  if (readers.length === 0) return 0;
  const rows = await db.selectFrom('users').select(['id', 'email', 'mobile_number', 'news_preferences']).where('id', 'in', readers).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  let sent = 0;
  for (const readerId of readers) {
    const reader = byId.get(readerId);
    if (!reader) continue;
    const preferences = JSON.parse(reader.news_preferences) as NewsPreferences;
    if (wantsEmail[news.category](preferences)) {
      await sendMessage(ctx, { to: reader.email, channel: 'email', subject: newsTexts.subject[news.category](news.title), body: newsTexts.email(news.title, names, link) });
      sent += 1;
    }
    const phone = preferences.smsNumber ?? reader.mobile_number;
    if (news.category === 'urgent' && preferences.urgentNewsText && phone) {
      await sendMessage(ctx, { to: phone, channel: 'sms', subject: newsTexts.subject.urgent(news.title), body: newsTexts.text(news.title, names, link) });
      sent += 1;
    }
  }
  return sent;
}
