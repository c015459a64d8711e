import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Development, User } from '../../core/schemas';
import { sampleAdminUser, sampleClientUser, sampleManagerUser, sampleSubtenantUser, sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleDevelopmentContacts, sampleDevelopmentLocations, sampleDocumentsResponse, sampleDraftPost, sampleElmCourt, samplePost } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { sampleNewsFilterResponse } from '../../core/testing/samples/news';
import { sampleTicketsResponse } from '../../core/testing/samples/tickets';
import { signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { App } from '../App';
import { startAs } from '../chrome/test-support';
import { $router, followLinks, LOAD_DELAY_MS, restartLoadDelay } from '../router';
import type { ShellPage } from '../routes';
import { DevelopmentPage } from './DevelopmentPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ok = (data: unknown): ExampleAnswer => ({ status: 200, body: { data } });
const list = (developments: Development[]): ExampleAnswer => ok({ developments });
const answers = {
  'GET /developments': list([sampleDevelopment, sampleElmCourt]),
  'POST /news/filter': ok(sampleNewsFilterResponse),
  'GET /tickets': ok(sampleTicketsResponse),
};

function tabPage(id: string, tab: string): NonNullable<ShellPage> {
  return { route: 'developmentTab', path: `/developments/${id}/${tab}`, params: { id, tab }, search: {}, hash: '' };
}

function recordPage(id: string, tab: string, recordId: string): NonNullable<ShellPage> {
  return { route: 'developmentRecord', path: `/developments/${id}/${tab}/${recordId}`, params: { id, tab, recordId }, search: {}, hash: '' };
}

describe('DevelopmentPage (spec 2 §2 development detail)', () => {
  it('shows the header, the tabs with News current, and the news of that development only', async () => {
    const calls = startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
    screen.getByText(sampleDevelopment.addressString);
    expect(screen.getByRole('img', { name: t('developments.image.alt', { name: 'Riverside Wharf' }) }).getAttribute('src')).toBe(sampleDevelopment.imgUrl);
    const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
    expect(tabs.getByRole('link', { name: t('routes.news') }).getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: t('routes.requests') }).getAttribute('aria-current')).toBeNull();
    expect(tabs.getByRole('link', { name: t('routes.requests') }).getAttribute('href')).toBe(`/developments/${sampleIds.riversideWharf}/requests`);
    screen.getByRole('heading', { level: 2, name: t('routes.news') });
    await screen.findByRole('heading', { level: 3, name: sampleNewsFilterResponse.news[0]!.title });
    const filter = calls.find((call) => call.path === '/news/filter');
    expect(filter?.body).toEqual({ developmentUUIDs: [sampleIds.riversideWharf] });
    expect(calls.some((call) => call.path === '/tickets')).toBe(false);
  }, 20_000);

  it('shows the requests of that development on the requests tab, with Raise request', async () => {
    const calls = startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage(sampleIds.elmCourt, 'requests')} />);
    await screen.findByRole('heading', { level: 1, name: 'Elm Court' });
    const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
    expect(tabs.getByRole('link', { name: t('routes.requests') }).getAttribute('aria-current')).toBe('page');
    await screen.findByRole('heading', { level: 2, name: t('dashboard.requests.title') });
    await screen.findByText(sampleTicketsResponse.tickets[0]!.title);
    screen.getByRole('button', { name: t('requests.raise') });
    const tickets = calls.find((call) => call.path === '/tickets');
    expect(tickets?.url.searchParams.get('developmentId')).toBe(sampleIds.elmCourt);
    expect(calls.some((call) => call.path === '/news/filter')).toBe(false);
  });

  it('switches development with the picker and keeps the tab', async () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'requests')} />);
    const picker = await screen.findByRole('combobox', { name: t('developments.picker.label') });
    expect((picker as HTMLSelectElement).value).toBe(sampleIds.riversideWharf);
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Riverside Wharf', 'Elm Court']);
    // Choosing alone changes nothing (WCAG 3.2.2); the button goes.
    await userEvent.selectOptions(picker, sampleIds.elmCourt);
    expect($router.get()?.path).not.toBe(`/developments/${sampleIds.elmCourt}/requests`);
    await userEvent.click(screen.getByRole('button', { name: t('developments.picker.submit') }));
    expect($router.get()?.path).toBe(`/developments/${sampleIds.elmCourt}/requests`);
  });

  it('offers Book facilities where the development has facilities booking, and keeps the tab only there when switching', async () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'book-facilities')} />);
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
    const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
    const book = tabs.getByRole('link', { name: t('routes.bookFacilities') });
    expect(book.getAttribute('href')).toBe(`/developments/${sampleIds.riversideWharf}/book-facilities`);
    expect(book.getAttribute('aria-current')).toBe('page');
    screen.getByRole('heading', { level: 2, name: t('routes.bookFacilities') });
    // Elm Court has no facilities booking: the picker takes the resident to its news instead.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: t('developments.picker.label') }), sampleIds.elmCourt);
    await userEvent.click(screen.getByRole('button', { name: t('developments.picker.submit') }));
    expect($router.get()?.path).toBe(`/developments/${sampleIds.elmCourt}/news`);
  });

  it('has no Book facilities tab where the development has no facilities booking; its address is the 404 page', async () => {
    startPage(signedIn, answers);
    const { unmount } = render(<DevelopmentPage page={tabPage(sampleIds.elmCourt, 'news')} />);
    await screen.findByRole('heading', { level: 1, name: 'Elm Court' });
    const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
    expect(tabs.getAllByRole('link').map((link) => link.textContent)).toEqual([t('routes.news'), t('routes.requests')]);
    unmount();
    render(<DevelopmentPage page={tabPage(sampleIds.elmCourt, 'book-facilities')} />);
    await screen.findByRole('heading', { level: 1, name: t('routes.notFound') });
  });

  it('has no picker when the user has one development', async () => {
    startPage(signedIn, { ...answers, 'GET /developments': list([sampleElmCourt]) });
    render(<DevelopmentPage page={tabPage(sampleIds.elmCourt, 'news')} />);
    await screen.findByRole('heading', { level: 1, name: 'Elm Court' });
    expect(screen.queryByRole('combobox', { name: t('developments.picker.label') })).toBeNull();
  });

  it('is the 404 page for a tab that does not exist, without calling the API', () => {
    const calls = startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'settings')} />);
    screen.getByRole('heading', { level: 1, name: t('routes.notFound') });
    expect(calls).toHaveLength(0);
  });

  it('is the 404 page for a development that is not one of the user’s', async () => {
    startPage(signedIn, answers);
    render(<DevelopmentPage page={tabPage('dev-unknown', 'news')} />);
    await screen.findByRole('heading', { level: 1, name: t('routes.notFound') });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when the developments cannot be fetched, under the page heading, and Try again fetches them again', async () => {
    let failing = true;
    startPage(signedIn, {
      ...answers,
      'GET /developments': async () => (failing ? { status: 503, body: { messages: ['Try later.'] } } : list([sampleDevelopment, sampleElmCourt])),
    });
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('errors.developments'));
    screen.getByRole('heading', { level: 1, name: t('routes.developments') });
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
  });
});

describe('App: the development tabs', () => {
  it('follows a tab link in place: the requests tab becomes current and shows the requests', async () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    startPage(signedIn, answers);
    act(() => $router.open(`/developments/${sampleIds.riversideWharf}/news`));
    const stop = followLinks(document.body);
    try {
      render(<App />);
      await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
      const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
      await userEvent.click(tabs.getByRole('link', { name: t('routes.requests') }));
      expect($router.get()?.path).toBe(`/developments/${sampleIds.riversideWharf}/requests`);
      await screen.findByRole('heading', { level: 2, name: t('dashboard.requests.title') });
      expect(tabs.getByRole('link', { name: t('routes.requests') }).getAttribute('aria-current')).toBe('page');
      expect(tabs.getByRole('link', { name: t('routes.news') }).getAttribute('aria-current')).toBeNull();
    } finally {
      stop();
    }
  });

  it('sends a bare development address to its news tab', async () => {
    startPage(signedIn, answers);
    act(() => $router.open(`/developments/${sampleIds.elmCourt}`));
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: 'Elm Court' });
    expect($router.get()?.path).toBe(`/developments/${sampleIds.elmCourt}/news`);
  });
});

describe('DevelopmentPage: the contacts and locations (spec 2 §2, §7, §8)', () => {
  const contactsCall = `GET /developments/${sampleIds.riversideWharf}/contacts`;
  const locationsCall = `GET /developments/${sampleIds.riversideWharf}/locations`;
  const section = async (name: string) => (await screen.findByRole('heading', { level: 2, name })).closest('section')!;

  it('lists who looks after the development with tel: and mailto: links and their hours, and its locations; axe finds nothing', async () => {
    const calls = startPage(signedIn, { ...answers, [contactsCall]: ok(sampleDevelopmentContacts), [locationsCall]: ok(sampleDevelopmentLocations) });
    const { container } = render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    const contacts = within(await section(t('developments.contacts.title')));
    expect((await contacts.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['Manny Manager', 'Out-of-hours line']);
    expect(contacts.getByRole('link', { name: '020 7946 0100' }).getAttribute('href')).toBe('tel:02079460100');
    expect(contacts.getByRole('link', { name: 'manager@example.com' }).getAttribute('href')).toBe('mailto:manager@example.com');
    contacts.getByText('Mon-Fri 09:00-17:00');
    expect(contacts.getByRole('link', { name: '0800 000 0000' }).getAttribute('href')).toBe('tel:08000000000');
    const locations = within(await section(t('developments.locations.title')));
    expect((await locations.findAllByRole('listitem')).map((item) => item.textContent)).toEqual(['Car park', 'Bin store']);
    expect(calls.filter((call) => /contacts|locations/.test(call.path))).toHaveLength(2);
    await expectNoAxeViolations(container);
  }, 20_000);

  it('says when there are none', async () => {
    startPage(signedIn, { ...answers, [contactsCall]: ok({ contacts: [] }), [locationsCall]: ok({ locations: [] }) });
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    await within(await section(t('developments.contacts.title'))).findByText('No contacts found.');
    await within(await section(t('developments.locations.title'))).findByText('No locations found.');
  }, 20_000);

  it('says "Could not load locations for development." (and the same of contacts) with Try again, which loads them', async () => {
    const failure: ExampleAnswer = { status: 500, body: { messages: ['The service is unavailable.'] } };
    let contactsAnswer = failure;
    let locationsAnswer = failure;
    startPage(signedIn, { ...answers, [contactsCall]: async () => contactsAnswer, [locationsCall]: async () => locationsAnswer });
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    const locations = await section(t('developments.locations.title'));
    const locationsAlert = await within(locations).findByRole('alert');
    expect(locationsAlert.textContent).toContain('Could not load locations for development. The service is unavailable.');
    const contactsAlert = await within(await section(t('developments.contacts.title'))).findByRole('alert');
    expect(contactsAlert.textContent).toContain('Could not load contacts for development. The service is unavailable.');
    locationsAnswer = ok(sampleDevelopmentLocations);
    contactsAnswer = ok(sampleDevelopmentContacts);
    await userEvent.click(within(locationsAlert).getByRole('button', { name: t('common.retry') }));
    await within(locations).findByText('Car park');
    await userEvent.click(within(contactsAlert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 3, name: 'Manny Manager' });
  }, 20_000);
});

describe('DevelopmentPage: the tabs by role (spec 2 §2, §6) and the pages (articles, spec 2 §4)', () => {
  const officer: User = { ...sampleManagerUser, id: 'usr-otto-officer', role: { types: ['admin'], payloads: ['sl3'], hasBeenDowngraded: false } };
  const roleAnswers = {
    ...answers,
    [`GET /developments/${sampleIds.riversideWharf}/documents`]: ok(sampleDocumentsResponse),
    [`GET /developments/${sampleIds.riversideWharf}/contacts`]: ok(sampleDevelopmentContacts),
    [`GET /developments/${sampleIds.riversideWharf}/locations`]: ok(sampleDevelopmentLocations),
  };
  const tabNames = () => within(screen.getByRole('navigation', { name: t('developments.tabs.label') })).getAllByRole('link').map((link) => link.textContent);
  const published = samplePost.title;
  const draft = `${sampleDraftPost.title} ${t('pages.draft')}`;
  const news = t('routes.news');
  const requests = t('routes.requests');
  const customers = t('customers.title');
  const reports = t('developments.tabs.reports');
  const book = t('routes.bookFacilities');

  // Riverside Wharf has facilities booking, the access-log report, a published page and a draft.
  it.each([
    ['owner', [news, requests, book, published], sampleUser],
    ['subtenant', [news, requests, book, published], sampleSubtenantUser],
    ['client', [news, published], sampleClientUser],
    ['global', [news, customers, reports, published, draft], sampleAdminUser],
    ['sl1', [news, customers, reports, published, draft], sampleManagerUser],
    ['sl3', [news, customers, published, draft], officer],
  ] as const)('%s: the tabs are %j, and axe finds nothing', async (_role, expected, user) => {
    startAs(user, roleAnswers);
    const { container } = render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'news')} />);
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
    expect(tabNames()).toEqual(expected);
    // Change image is the staff's alone (spec 2 §6: admin type).
    expect(screen.queryByText(t('developments.changeImage'), { selector: 'summary' }) !== null).toBe(user.role.types[0] === 'admin');
    await expectNoAxeViolations(container);
  }, 20_000);

  it.each([
    ['requests', sampleAdminUser],
    ['book-facilities', sampleAdminUser],
    ['customers', sampleUser],
    ['reports', sampleUser],
    ['reports', officer],
  ] as const)('the %s tab of a role without it is the 404 page (%#)', async (tab, user) => {
    startAs(user, roleAnswers);
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, tab)} />);
    await screen.findByRole('heading', { level: 1, name: t('routes.notFound') });
  });

  it('opens a published page as its tab: its title, its sanitised HTML and who changed it last', async () => {
    startAs(sampleUser, roleAnswers);
    render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'article', samplePost.id)} />);
    const heading = await screen.findByRole('heading', { level: 2, name: samplePost.title });
    const article = heading.closest('article')!;
    const tabs = within(screen.getByRole('navigation', { name: t('developments.tabs.label') }));
    const tab = tabs.getByRole('link', { name: samplePost.title });
    expect(tab.getAttribute('href')).toBe(`/developments/${sampleIds.riversideWharf}/article/${samplePost.id}`);
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tabs.getByRole('link', { name: news }).getAttribute('aria-current')).toBeNull();
    await within(article).findByText('Tuesdays');
    expect(article.textContent).toContain('Manny Manager');
  });

  it('keeps a draft from residents (the 404 page) and shows it to staff, marked (draft)', async () => {
    startAs(sampleUser, roleAnswers);
    const { unmount } = render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'article', sampleDraftPost.id)} />);
    await screen.findByRole('heading', { level: 1, name: t('routes.notFound') });
    unmount();
    startAs(sampleAdminUser, roleAnswers);
    render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'article', sampleDraftPost.id)} />);
    await screen.findByRole('heading', { level: 2, name: draft });
    expect(screen.getByRole('link', { name: draft }).getAttribute('aria-current')).toBe('page');
  });

  it('is the 404 page for a page that does not exist, and for a page address without an id or a record on a tab without records', async () => {
    startAs(sampleAdminUser, roleAnswers);
    const { unmount } = render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'article', 'pst-unknown')} />);
    await screen.findByRole('heading', { level: 1, name: t('routes.notFound') });
    unmount();
    const second = render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'article')} />);
    screen.getByRole('heading', { level: 1, name: t('routes.notFound') });
    second.unmount();
    render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'news', 'nws-1')} />);
    screen.getByRole('heading', { level: 1, name: t('routes.notFound') });
  });

  it('takes the picker from a page to the other development’s news, and from a customer to its customers', async () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    startAs(sampleAdminUser, roleAnswers);
    const { unmount } = render(<DevelopmentPage page={recordPage(sampleIds.riversideWharf, 'article', samplePost.id)} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: t('developments.picker.label') }), sampleIds.elmCourt);
    await userEvent.click(screen.getByRole('button', { name: t('developments.picker.submit') }));
    expect($router.get()?.path).toBe(`/developments/${sampleIds.elmCourt}/news`);
    unmount();
    render(<DevelopmentPage page={tabPage(sampleIds.riversideWharf, 'reports')} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: t('developments.picker.label') }), sampleIds.elmCourt);
    await userEvent.click(screen.getByRole('button', { name: t('developments.picker.submit') }));
    expect($router.get()?.path).toBe(`/developments/${sampleIds.elmCourt}/reports`);
  });
});
