/**
 * Samples of the demo data: news items, the news filter and staff news. How to use them: README.md
 * beside this file.
 */
import type { NewsFilterRequest, NewsFilterResponse, NewsItem } from '../../schemas';
import type { NewsInput, NewsItemResponse } from '../../schemas/news-admin';
import { sampleIds } from './ids';

/**
 * An urgent news item of Riverside Wharf, linking the lift report.
 *
 * @example
 * sampleNewsItem.category; // 'urgent'
 */
export const sampleNewsItem: NewsItem = {
  id: 'nws-riverside-water',
  title: 'Water shut-off on Thursday',
  description: '<p>The water supply will be off from <strong>9:00 to 13:00</strong> for repairs.</p>',
  category: 'urgent',
  createdAt: '2026-11-18T08:00:00.000Z',
  authorName: 'Manny Manager',
  authorImage: 'https://cdn.example.com/people/manny-manager.jpg',
  linkedLibraryFiles: [
    {
      type: 'file',
      payload: {
        id: 'fil-riverside-works-notice',
        name: 'Works notice.pdf',
        developmentId: sampleIds.riversideWharf,
        folderId: 'fld-riverside-notices',
      },
    },
  ],
};

/**
 * One news item per category, newest first.
 *
 * @example
 * sampleNewsFilterResponse.news.map((item) => item.category); // ['urgent', 'important', 'standard']
 */
export const sampleNewsFilterResponse: NewsFilterResponse = {
  news: [
    sampleNewsItem,
    {
      id: 'nws-riverside-agm',
      title: 'Annual general meeting',
      description: '<p>The AGM is on 4 December at 18:30 in the residents\u2019 lounge.</p>',
      category: 'important',
      createdAt: '2026-11-10T12:00:00.000Z',
      authorName: 'Otto Officer',
      authorImage: null,
      linkedLibraryFiles: [],
    },
    {
      id: 'nws-elm-garden',
      title: 'New garden benches',
      description: '<p>Four new benches are now in the courtyard.</p>',
      category: 'standard',
      createdAt: '2026-10-28T09:30:00.000Z',
      authorName: null,
      authorImage: null,
      linkedLibraryFiles: [],
    },
  ],
};

/**
 * News of Olivia Owner's developments.
 *
 * @example
 * sampleNewsFilterRequest.developmentUUIDs.length; // 2
 */
export const sampleNewsFilterRequest: NewsFilterRequest = {
  developmentUUIDs: [sampleIds.riversideWharf, sampleIds.elmCourt],
};

/**
 * Ada Admin writing an urgent item for Riverside Wharf, with a link and a list, linking the fire
 * risk assessment.
 *
 * @example
 * sampleNewsInput.category; // 'urgent'
 */
export const sampleNewsInput: NewsInput = {
  developmentIds: [sampleIds.riversideWharf],
  title: 'Fire alarm test on Friday',
  category: 'urgent',
  description: '<p>The alarm sounds at <a href="https://example.com/fire">10:00</a>.</p><ul><li>Do not leave.</li><li>It lasts a minute.</li></ul>',
  linkedLibraryFiles: [{ type: 'file', id: sampleIds.fireRiskAssessment }],
};

/**
 * The urgent item as its author edits it (`GET /news/{id}`).
 *
 * @example
 * sampleNewsItemResponse.news.developmentIds; // ['dev-riverside-wharf']
 */
export const sampleNewsItemResponse: NewsItemResponse = { news: { ...sampleNewsItem, developmentIds: [sampleIds.riversideWharf] } };
