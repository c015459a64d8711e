// docs/demo-data.md for news: six items per development (at least one urgent and two important
// each) and one shown in all three, by three staff authors with pictures of their initials.
// Deterministic: times are relative to the seed time.
import { subHours } from 'date-fns/subHours';
import type { LinkedLibraryFile, NewsCategory } from '../../../core/schemas';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { avatarSvg, writePublicFile } from '../developments';
import { publishNews } from './service';

/**
 * The demo news items tests name.
 * @example await api.call(`/news/${newsDemoIds.riversideUrgentNews}`, { token });
 */
export const newsDemoIds = {
  riversideUrgentNews: 'nws-riverside-water',
  portalNews: 'nws-all-portal-upgrade',
} as const;

/** The staff who write the demo news, with the pictures made for them. */
const authors = {
  manny: { id: demoIds.manny, name: 'Manny Manager', image: 'author-manny-manager.svg' },
  otto: { id: demoIds.otto, name: 'Otto Officer', image: 'author-otto-officer.svg' },
  ada: { id: demoIds.ada, name: 'Ada Admin', image: 'author-ada-admin.svg' },
} as const;
type Author = keyof typeof authors;

/** [id, developments, category, title, HTML, author, hours ago] */
const news: [string, string[], NewsCategory, string, string, Author, number][] = [
  [newsDemoIds.riversideUrgentNews, [demoIds.riversideWharf], 'urgent', 'Water shut-off on Thursday', '<p>The water supply will be off from <strong>9:00 to 13:00</strong> for repairs to the rising main.</p>', 'manny', 30],
  ['nws-riverside-agm', [demoIds.riversideWharf], 'important', 'Annual general meeting', '<p>The AGM is on the first Thursday of next month at 18:30 in the residents\u2019 lounge. The agenda is in the Documents area.</p>', 'manny', 26 * 24],
  ['nws-riverside-lift', [demoIds.riversideWharf], 'important', 'Lift refurbishment', '<p>Lift B will be out of service for <strong>two weeks</strong> while it is refurbished. Lift A stays in service. The inspection report is attached.</p>', 'otto', 9 * 24],
  ['nws-riverside-windows', [demoIds.riversideWharf], 'standard', 'Window cleaning', '<p>External windows will be cleaned next Monday and Tuesday.</p>', 'otto', 4 * 24],
  ['nws-riverside-gym', [demoIds.riversideWharf], 'standard', 'New gym equipment', '<p>Two new rowing machines have arrived in the gym. Book through the portal.</p>', 'otto', 14 * 24],
  ['nws-riverside-parcels', [demoIds.riversideWharf], 'standard', 'Parcel room hours', '<p>The parcel room is now open until <strong>20:00</strong> on weekdays.</p>', 'manny', 40 * 24],
  ['nws-elm-fire-alarm', [demoIds.elmCourt], 'urgent', 'Fire alarm test moved', '<p>This week\u2019s fire alarm test is moved to <strong>Wednesday at 11:00</strong>.</p>', 'manny', 6],
  ['nws-elm-insurance', [demoIds.elmCourt], 'important', 'Buildings insurance renewal', '<p>The buildings insurance has been renewed. The schedule is in the Documents area.</p>', 'manny', 12 * 24],
  ['nws-elm-budget', [demoIds.elmCourt], 'important', 'Service charge budget', '<p>Next year\u2019s draft budget is out for consultation until the end of the month.</p>', 'ada', 20 * 24],
  ['nws-elm-gardening', [demoIds.elmCourt], 'standard', 'Gardening day', '<p>Join your neighbours in the courtyard on Saturday from 10:00.</p>', 'manny', 3 * 24],
  ['nws-elm-recycling', [demoIds.elmCourt], 'standard', 'Recycling reminder', '<p>Please flatten cardboard boxes before putting them in the recycling bins.</p>', 'manny', 33 * 24],
  ['nws-elm-lighting', [demoIds.elmCourt], 'standard', 'New stairwell lighting', '<p>Motion-sensor lights are being fitted in both stairwells this week.</p>', 'manny', 45 * 24],
  ['nws-harbour-flood', [demoIds.harbourLofts], 'urgent', 'High tide warning', '<p>A high tide is expected tonight. Please move cars out of the <strong>lower car park</strong> by 18:00.</p>', 'ada', 3],
  ['nws-harbour-cladding', [demoIds.harbourLofts], 'important', 'Cladding survey', '<p>Surveyors will inspect the external walls next week. Access to some balconies will be needed.</p>', 'ada', 7 * 24],
  ['nws-harbour-heating', [demoIds.harbourLofts], 'important', 'Communal heating service', '<p>The communal heating will be off on Tuesday morning for its annual service.</p>', 'ada', 18 * 24],
  ['nws-harbour-bikes', [demoIds.harbourLofts], 'standard', 'Bike store tidy-up', '<p>Unlabelled bikes will be removed from the bike store at the end of the month.</p>', 'ada', 10 * 24],
  ['nws-harbour-cafe', [demoIds.harbourLofts], 'standard', 'Caf\u00e9 opening on the quay', '<p>A new caf\u00e9 opens on the quay on Saturday, with 10% off for residents.</p>', 'ada', 28 * 24],
  ['nws-harbour-windows', [demoIds.harbourLofts], 'standard', 'Window cleaning', '<p>The window cleaners use the roof cradle on Wednesday; please keep balcony doors shut.</p>', 'ada', 42 * 24],
  [newsDemoIds.portalNews, [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts], 'standard', 'Your new resident portal', '<p>Welcome to the new portal: see your charges, raise requests and read news in one place.</p>', 'ada', 60 * 24],
];

/**
 * Documents the news items link (spec 2 §3 linkedLibraryFiles), by news id: the agenda, the lift
 * report and the schedule they mention (server/areas/documents seeds the files).
 */
const newsFiles: Record<string, LinkedLibraryFile[]> = {
  'nws-riverside-agm': [
    { type: 'file', payload: { id: demoIds.agmAgenda, name: 'AGM agenda.pdf', developmentId: demoIds.riversideWharf, folderId: demoIds.riversideMeetings } },
    { type: 'folder', payload: { id: demoIds.riversideMeetings, name: 'Meetings', developmentId: demoIds.riversideWharf, folderId: null } },
  ],
  'nws-riverside-lift': [
    { type: 'file', payload: { id: demoIds.liftInspection, name: 'Lift inspection report.pdf', developmentId: demoIds.riversideWharf, folderId: demoIds.riversideBuildingSafety } },
  ],
  'nws-elm-insurance': [
    { type: 'file', payload: { id: demoIds.insuranceSchedule, name: 'Insurance schedule.pdf', developmentId: demoIds.elmCourt, folderId: demoIds.elmInsurance } },
  ],
};

/**
 * Seeds the news (docs/demo-data.md), published the way staff publish it (`publishNews`), so
 * urgent items tell their readers; past news sends no e-mails. One transaction. Needs the core
 * area's records.
 * @example await seedNews(ctx);
 */
export async function seedNews(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  for (const author of Object.values(authors)) writePublicFile(ctx, author.image, avatarSvg(author.name));
  await ctx.db.transaction().execute(async (trx) => {
    for (const [id, developmentIds, category, title, description, author, hoursAgo] of news) {
      const createdAt = subHours(now, hoursAgo).toISOString();
      const item = { id, developmentIds, category, title, description, author: authors[author], createdAt, linkedLibraryFiles: newsFiles[id] ?? [] };
      await publishNews({ ...ctx, db: trx }, item, { messages: false });
    }
  });
}
