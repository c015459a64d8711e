/**
 * Named example states of the news view (STYLE.md 4), in the one example shape (core/testing
 * `PageExample`): the session the page starts with, what the API answers to `GET /developments` and
 * `POST /news/filter`, what the reader searches for (steps) and the item the host highlights.
 * The DOM tests render every state and run axe over it. Items are fixture data as the API would
 * send them, newest first; one description carries a script and an onerror handler, which must
 * never reach the DOM.
 */
import type { AuthResult, NewsItem } from '../../core/schemas';
import { exampleAuthResult, type ExampleAnswer, type ExampleStep, type PageExample } from '../../core/testing/examples';
import { sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';

/**
 * A named state of the news view.
 * @example const { answers, highlightNewsId } = newsExamples.highlighted;
 */
export interface NewsExample extends PageExample {
  /** The item asked for (`highlight-news-id`). */
  highlightNewsId?: string;
}

/** Olivia Owner signed in: Riverside Wharf and Elm Court. */
export const exampleNewsSession: AuthResult = { ...exampleAuthResult, refreshToken: 'refresh-token-olivia-news', user: sampleUser };

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour, 30)).toISOString();

/**
 * Eight items of Riverside Wharf and Elm Court, newest first: two pages of five. The fourth
 * item's description tries a script and an inline handler.
 * @example exampleNews.length // 8
 */
export const exampleNews: readonly NewsItem[] = [
  ...sampleNewsFilterResponse.news.slice(0, 1).map((item) => ({ ...item, createdAt: at(21) })),
  {
    id: 'nws-elm-fire-alarm',
    title: 'Fire alarm test moved',
    description: '<p>This week\u2019s fire alarm test is moved to <strong>Wednesday at 11:00</strong>.</p>',
    category: 'urgent',
    createdAt: at(20, 14),
    authorName: 'Manny Manager',
    authorImage: 'https://api.example.test/files/public/author-manny-manager.svg',
    linkedLibraryFiles: [],
  },
  { ...sampleNewsFilterResponse.news[1]!, createdAt: at(18) },
  {
    id: 'nws-riverside-lift',
    title: 'Lift refurbishment',
    description: '<p>Lift B will be out of service for <em>two weeks</em>.<script>window.hacked = true</script><img src="x" alt="" onerror="window.hacked = true"></p>',
    category: 'important',
    createdAt: at(15),
    authorName: 'Otto Officer',
    authorImage: null,
    linkedLibraryFiles: [
      { type: 'file', payload: { id: 'fil-lift-plan', name: 'Lift works plan.pdf', developmentId: sampleIds.riversideWharf, folderId: 'fld-riverside-notices' } },
    ],
  },
  { ...sampleNewsFilterResponse.news[2]!, createdAt: at(12) },
  {
    id: 'nws-riverside-windows',
    title: 'Window cleaning',
    description: '<p>External windows will be cleaned next Monday and Tuesday.</p>',
    category: 'standard',
    createdAt: at(9),
    authorName: 'Otto Officer',
    authorImage: null,
    linkedLibraryFiles: [],
  },
  {
    id: 'nws-elm-recycling',
    title: 'Recycling reminder',
    description: '<p>Please flatten cardboard boxes before putting them in the recycling bins.</p>',
    category: 'standard',
    createdAt: at(5),
    authorName: 'Manny Manager',
    authorImage: null,
    linkedLibraryFiles: [],
  },
  {
    id: 'nws-riverside-parcels',
    title: 'Parcel room hours',
    description: '<p>The parcel room is now open until <strong>20:00</strong> on WEEKDAYS.</p>',
    category: 'standard',
    createdAt: at(2),
    authorName: 'Manny Manager',
    authorImage: null,
    linkedLibraryFiles: [],
  },
];

const developments: ExampleAnswer = { status: 200, body: { data: sampleDevelopmentsResponse } };
const newsAnswer = (news: readonly NewsItem[]): ExampleAnswer => ({ status: 200, body: { data: { news } } });
const searchFor = (words: string): ExampleStep => ({ type: { 'news.search.label': words } });
const populatedAnswers = { 'GET /developments': developments, 'POST /news/filter': newsAnswer(exampleNews) };

/** Waiting for the news: a spinner. */
export const loading: NewsExample = { name: 'loading', session: exampleNewsSession, answers: { 'GET /developments': developments, 'POST /news/filter': 'pending' } };

/** No news in the user's developments: No items found. */
export const empty: NewsExample = { name: 'empty', session: exampleNewsSession, answers: { 'GET /developments': developments, 'POST /news/filter': newsAnswer([]) } };

/** The API failed: errors.news with the server's message and Try again. */
export const error: NewsExample = {
  name: 'error',
  session: exampleNewsSession,
  answers: { 'GET /developments': developments, 'POST /news/filter': { status: 500, body: { messages: ['The news service is unavailable.'] } } },
};

/** Eight items, urgent and important among them: the first five and Show more news. */
export const populated: NewsExample = { name: 'populated', session: exampleNewsSession, answers: populatedAnswers };

/** "WATER" typed: the one item whose title says water, whatever the case. */
export const searchResults: NewsExample = { name: 'searchResults', session: exampleNewsSession, answers: populatedAnswers, steps: [searchFor('WATER')] };

/** A search that matches nothing: No items found. */
export const noSearchResults: NewsExample = { name: 'noSearchResults', session: exampleNewsSession, answers: populatedAnswers, steps: [searchFor('swimming pool')] };

/** The water shut-off alone, with View all news. */
export const highlighted: NewsExample = { name: 'highlighted', session: exampleNewsSession, answers: populatedAnswers, highlightNewsId: 'nws-riverside-water' };

/** An id that is not among the news: textSingleNewsNotFound with View all news. */
export const highlightedNotFound: NewsExample = { name: 'highlightedNotFound', session: exampleNewsSession, answers: populatedAnswers, highlightNewsId: 'nws-removed' };

/**
 * Every named state.
 * @example for (const example of Object.values(newsExamples)) render(example);
 */
export const newsExamples = { loading, empty, error, populated, searchResults, noSearchResults, highlighted, highlightedNotFound } as const;
