import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { HIGHLIGHT_DEBOUNCE_MS, News, NewsFeed } from '.';
import { exampleNews, newsExamples, type NewsExample } from './examples';
import { startPage, takeSteps } from '../../core/testing/page';
import { ok } from '../../core/testing/examples';
import { captureDownloads, restoreAfterTest } from '../../core/testing/downloads';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

afterEach(() => {
  for (const restore of restoreAfterTest.splice(0)) restore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const titles = (root: HTMLElement = document.body) =>
  [...root.querySelectorAll('[part~="item"] .portico-news__title')].map((heading) => heading.textContent);
const status = () => screen.getByRole('status', { name: '' });
const searchField = () => screen.getByRole('searchbox', { name: t('news.search.label') });
const categorySelect = () => screen.getByRole('combobox', { name: t('common.category') });
const noSpinner = (container: HTMLElement) => waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());
const sanitised = (container: HTMLElement) => waitFor(() => expect(container.querySelector('.portico-safe-html[aria-busy]')).toBeNull());

/** Renders `News` for an example and waits until it has loaded (or failed). */
async function renderNews(example: NewsExample, props: Parameters<typeof News>[0] = {}) {
  const calls = startPage(example);
  const view = render(<News highlightNewsId={example.highlightNewsId} {...props} />);
  if (example.name !== 'loading') await noSpinner(view.container);
  return { ...view, calls };
}

describe('News: loading the user\'s news', () => {
  it('asks for the developments, then POST /news/filter with their ids, and lists the newest five first', async () => {
    const { calls } = await renderNews(newsExamples.populated);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /developments', 'POST /news/filter']);
    expect(calls[1]?.body).toEqual({ developmentUUIDs: sampleDevelopmentsResponse.developments.map((development) => development.id) });
    expect(titles()).toEqual(exampleNews.slice(0, 5).map((item) => item.title));
    expect(status().textContent).toBe('Showing 5 of 8 news items');
  });

  it('with development-id, asks for that development\'s news only', async () => {
    const { calls } = await renderNews(newsExamples.populated, { developmentId: sampleIds.elmCourt });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /news/filter']);
    expect(calls[0]?.body).toEqual({ developmentUUIDs: [sampleIds.elmCourt] });
  });

  it('shows a spinner while loading', () => {
    startPage(newsExamples.loading);
    const { container } = render(<News />);
    expect(container.querySelector('[role="status"] .portico-spinner__ring')).not.toBeNull();
  });

  it('shows No items found when there is no news', async () => {
    await renderNews(newsExamples.empty);
    expect(status().textContent).toBe('No items found');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('on failure shows errors.news with the server\'s message, and Try again loads again', async () => {
    const calls = startPage(newsExamples.error);
    const { container } = render(<News />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong while fetching the news.');
    expect(alert.textContent).toContain('The news service is unavailable.');
    startPage(newsExamples.populated); // the API is back
    fireEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await noSpinner(container);
    expect(titles()).toHaveLength(5);
    expect(calls.length).toBe(2);
  });

  it('signed out, shows the compact sign-in and calls nothing', async () => {
    const calls = startPage({ ...newsExamples.populated, session: null });
    render(<News />);
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls).toEqual([]);
  });
});

describe('NewsFeed: an item', () => {
  it('shows the title, a worded badge for urgent and important only, author, picture with alt text and MMM d, y, h:mm a', async () => {
    const { container } = render(<NewsFeed news={exampleNews} />);
    await sanitised(container);
    const [water, fire, agm, lift, benches] = [...container.querySelectorAll<HTMLElement>('[part~="item"]')];
    expect(water!.querySelector('[part~="badge"]')?.textContent).toBe('Urgent');
    expect(agm!.querySelector('[part~="badge"]')?.textContent).toBe('Important');
    expect(lift!.querySelector('[part~="badge"]')?.textContent).toBe('Important');
    expect(benches!.querySelector('[part~="badge"]')).toBeNull();
    expect(fire!.querySelector('img')?.getAttribute('alt')).toBe('Picture of Manny Manager');
    expect(fire!.querySelector('[part="byline"]')?.textContent).toMatch(/^By Manny Manager, Nov 20, 2026, \d{1,2}:30 (AM|PM)$/);
    // No author: the date alone, in a <time> with the instant.
    expect(benches!.querySelector('time')?.getAttribute('datetime')).toBe(exampleNews[4]!.createdAt);
    expect(water!.getAttribute('aria-labelledby')).toBe(water!.querySelector('h2')?.id);
  });

  it('sanitises the description: no script and no onerror reach the DOM', async () => {
    const { container } = render(<NewsFeed news={exampleNews} />);
    await sanitised(container);
    const lift = container.querySelector<HTMLElement>('[data-news-id="nws-riverside-lift"] [part="description"]')!;
    expect(lift.textContent).toContain('Lift B will be out of service for two weeks.');
    expect(lift.querySelector('em')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|hacked/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('lists a linked folder as a link from file-href with portico-navigate, or as its name without it', () => {
    const emit = vi.fn(() => false);
    const folder = { type: 'folder' as const, payload: { id: 'fld-riverside-notices', name: 'Notices', developmentId: sampleIds.riversideWharf, folderId: null } };
    const news = [{ ...exampleNews[0]!, linkedLibraryFiles: [folder] }];
    const { rerender } = render(<NewsFeed news={news} fileHref="/documents/{developmentId}?{type}={id}" emit={emit} />);
    screen.getByRole('heading', { level: 3, name: t('news.attachments') });
    const link = screen.getByRole('link', { name: 'Notices' });
    expect(link.getAttribute('href')).toBe(`/documents/${sampleIds.riversideWharf}?folder=fld-riverside-notices`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: link.getAttribute('href') });
    expect(click.defaultPrevented).toBe(true);
    rerender(<NewsFeed news={news} />);
    expect(screen.queryByRole('link', { name: 'Notices' })).toBeNull();
    screen.getByText('Notices');
  });

  it('downloads a linked file through the API when its link is pressed, under its own name; a button without file-href', async () => {
    const saved = captureDownloads();
    const pdf = { content: btoa('%PDF-1.4 lift plan'), fileName: 'Lift works plan.pdf' };
    const calls = startPage(newsExamples.populated, { [`GET /developments/${sampleIds.riversideWharf}/documents/files/fil-lift-plan`]: ok(pdf) });
    const emit = vi.fn(() => true);
    const { rerender } = render(<NewsFeed news={exampleNews} fileHref="/documents/{developmentId}/{folderId}?file={id}" emit={emit} />);
    const lift = within(document.querySelector<HTMLElement>('[data-news-id="nws-riverside-lift"]')!);
    const link = lift.getByRole('link', { name: 'Lift works plan.pdf' });
    // Another tab opens the file's folder in the documents page.
    expect(link.getAttribute('href')).toBe(`/documents/${sampleIds.riversideWharf}/fld-riverside-notices?file=fil-lift-plan`);
    await userEvent.setup().click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Lift works plan.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(emit).not.toHaveBeenCalled();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /developments/${sampleIds.riversideWharf}/documents/files/fil-lift-plan`]);

    rerender(<NewsFeed news={exampleNews} />);
    await userEvent.setup().click(lift.getByRole('button', { name: 'Lift works plan.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(2));
  });

  it('a failed file download says why in an alert, and Try again downloads it', async () => {
    const saved = captureDownloads();
    const path = `GET /developments/${sampleIds.riversideWharf}/documents/files/fil-lift-plan`;
    let fail = true;
    startPage(newsExamples.populated, {
      [path]: async () => (fail ? { status: 500, body: { messages: ['The document store is unavailable.'] } } : ok({ content: btoa('%PDF-1.4'), fileName: 'Lift works plan.pdf' })),
    });
    const { container } = render(<NewsFeed news={exampleNews} />);
    const lift = within(document.querySelector<HTMLElement>('[data-news-id="nws-riverside-lift"]')!);
    const user = userEvent.setup();
    await user.click(lift.getByRole('button', { name: 'Lift works plan.pdf' }));
    const alert = await lift.findByRole('alert');
    expect(alert.textContent).toContain(`${t('documents.download.failed')} The document store is unavailable.`);
    await expectNoAxeViolations(container);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(lift.queryByRole('alert')).toBeNull());
  });

  it('links each title through news-href with a cancelable portico-navigate', () => {
    const emit = vi.fn(() => true);
    render(<NewsFeed news={exampleNews} newsHref="/news/?highlightNewsId={newsId}" emit={emit} headingLevel={3} />);
    const link = screen.getByRole('link', { name: 'Water shut-off on Thursday' });
    expect(link.closest('h3')).not.toBeNull();
    expect(link.getAttribute('href')).toBe('/news/?highlightNewsId=nws-riverside-water');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/news/?highlightNewsId=nws-riverside-water' });
    expect(click.defaultPrevented).toBe(false); // not cancelled: the browser follows it
  });
});

describe('NewsFeed: search, category and pages (spec 2 §5, §9)', () => {
  it('pages by five: Show more news adds the rest and focuses the first added item', async () => {
    const user = userEvent.setup();
    render(<NewsFeed news={exampleNews} />);
    expect(titles()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: t('news.loadMore') }));
    expect(titles()).toEqual(exampleNews.map((item) => item.title));
    expect(document.activeElement?.getAttribute('data-news-id')).toBe(exampleNews[5]!.id);
    expect(status().textContent).toBe('Showing 8 of 8 news items');
    expect(screen.queryByRole('button', { name: t('news.loadMore') })).toBeNull();
  });

  it('searches the title and the description\'s text whatever the case, and announces the count', async () => {
    const user = userEvent.setup();
    render(<NewsFeed news={exampleNews} />);
    await user.type(searchField(), 'WATER');
    expect(titles()).toEqual(['Water shut-off on Thursday']);
    expect(status().textContent).toBe('1 news item');
    await user.clear(searchField());
    await user.type(searchField(), 'weekdays'); // "WEEKDAYS" in a description only
    expect(titles()).toEqual(['Parcel room hours']);
    await user.clear(searchField());
    await user.type(searchField(), 'strong'); // markup is not text
    expect(status().textContent).toBe('No items found');
  });

  it('combines the category with the search, and goes back to the first page on a change', async () => {
    const user = userEvent.setup();
    render(<NewsFeed news={exampleNews} />);
    await user.selectOptions(categorySelect(), 'important');
    expect(titles()).toEqual(['Annual general meeting', 'Lift refurbishment']);
    await user.type(searchField(), 'lift');
    expect(titles()).toEqual(['Lift refurbishment']);
    await user.selectOptions(categorySelect(), 'urgent');
    expect(status().textContent).toBe('No items found');
    await user.selectOptions(categorySelect(), 'all');
    expect(titles()).toEqual(['Lift refurbishment']);
    expect([...categorySelect().querySelectorAll('option')].map((option) => option.textContent)).toEqual(['All categories', 'Urgent', 'Important', 'Standard']);
    expect(searchField().getAttribute('aria-describedby')).toBeTruthy();
  });
});

describe('NewsFeed: the highlighted item (spec 1 §2, spec 2 §9)', () => {
  it('after a 100 ms debounce shows that item alone, scrolled into view and focused', () => {
    vi.useFakeTimers();
    const scrolled: string[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.getAttribute('data-news-id') ?? '');
    };
    render(<NewsFeed news={exampleNews} highlightNewsId="nws-riverside-lift" />);
    expect(titles()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(HIGHLIGHT_DEBOUNCE_MS - 1));
    expect(titles()).toHaveLength(5);
    expect(scrolled).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(titles()).toEqual(['Lift refurbishment']);
    expect(scrolled).toEqual(['nws-riverside-lift']);
    expect(document.activeElement?.getAttribute('data-news-id')).toBe('nws-riverside-lift');
    screen.getByRole('button', { name: t('news.viewAll') });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('restarts the debounce when the id changes within 100 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(<NewsFeed news={exampleNews} highlightNewsId="nws-riverside-lift" />);
    act(() => vi.advanceTimersByTime(60));
    rerender(<NewsFeed news={exampleNews} highlightNewsId="nws-elm-fire-alarm" />);
    act(() => vi.advanceTimersByTime(60));
    expect(titles()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(40));
    expect(titles()).toEqual(['Fire alarm test moved']);
  });

  it('View all news clears it in place, keeps the search and focuses the search field', async () => {
    const user = userEvent.setup();
    const emit = vi.fn(() => true);
    render(<NewsFeed news={exampleNews} highlightNewsId="nws-riverside-water" emit={emit} />);
    await screen.findByRole('button', { name: t('news.viewAll') });
    await user.click(screen.getByRole('button', { name: t('news.viewAll') }));
    expect(titles()).toHaveLength(5);
    expect(document.activeElement).toBe(searchField());
    // The id came from the attribute, not the URL: nothing to navigate.
    expect(emit).not.toHaveBeenCalled();
  });

  it('reads highlightNewsId from the URL; View all news emits the URL without it and pushes it', async () => {
    history.replaceState(null, '', '/news/?tab=latest&highlightNewsId=nws-riverside-water#top');
    const user = userEvent.setup();
    const emit = vi.fn(() => true);
    render(<NewsFeed news={exampleNews} emit={emit} />);
    await waitFor(() => expect(titles()).toEqual(['Water shut-off on Thursday']));
    await user.click(screen.getByRole('button', { name: t('news.viewAll') }));
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/news/?tab=latest#top' });
    expect(`${location.pathname}${location.search}`).toBe('/news/?tab=latest');
    expect(titles()).toHaveLength(5);
    // Back in history: the item again.
    history.replaceState(null, '', '/news/?tab=latest&highlightNewsId=nws-riverside-water');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(titles()).toEqual(['Water shut-off on Thursday']));
  });

  it('a host that cancels portico-navigate routes itself: the URL is left alone', async () => {
    history.replaceState(null, '', '/news/?highlightNewsId=nws-riverside-water');
    const user = userEvent.setup();
    render(<NewsFeed news={exampleNews} emit={() => false} />);
    await screen.findByRole('button', { name: t('news.viewAll') });
    await user.click(screen.getByRole('button', { name: t('news.viewAll') }));
    expect(location.search).toBe('?highlightNewsId=nws-riverside-water');
    expect(titles()).toHaveLength(5);
  });

  it('with dashboard-href, View all news is a link there with a cancelable portico-navigate', async () => {
    const emit = vi.fn(() => false);
    render(<NewsFeed news={exampleNews} highlightNewsId="nws-riverside-water" dashboardHref="/dashboard/" emit={emit} />);
    const link = await screen.findByRole('link', { name: t('news.viewAll') });
    expect(link.getAttribute('href')).toBe('/dashboard/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: '/dashboard/' });
    expect(click.defaultPrevented).toBe(true);
    expect(titles()).toHaveLength(5);
  });

  it('a missing item shows textSingleNewsNotFound with View all news', async () => {
    render(<NewsFeed news={exampleNews} highlightNewsId="nws-removed" />);
    await screen.findByText(t('news.textSingleNewsNotFound'));
    expect(titles()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: t('news.viewAll') }));
    expect(titles()).toHaveLength(5);
  });
});

describe('named examples', () => {
  it.each(Object.values(newsExamples).map((example) => [example.name, example] as const))(
    'the %s example renders catalogue texts only and passes axe',
    async (name, example) => {
      const user = userEvent.setup();
      const { container } = await renderNews(example);
      await takeSteps(user, example);
      if (example.highlightNewsId) await screen.findByRole('button', { name: t('news.viewAll') });
      if (name !== 'loading' && name !== 'error') await sanitised(container);
      if (name === 'searchResults') expect(titles()).toEqual(['Water shut-off on Thursday']);
      if (name === 'noSearchResults') expect(status().textContent).toBe('No items found');
      if (name === 'highlightedNotFound') screen.getByText(t('news.textSingleNewsNotFound'));
      const text = container.textContent ?? '';
      expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
      await expectNoAxeViolations(container);
    },
  );
});
