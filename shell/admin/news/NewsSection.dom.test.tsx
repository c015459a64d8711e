import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import '../shared/editor/testLayout.dom';
import { t } from '../../../core/i18n';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleDevelopmentsResponse, sampleDocumentsResponse } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { sampleNewsFilterResponse, sampleNewsItemResponse } from '../../../core/testing/samples/news';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { $snackbar, dismissSnackbar } from '../../../core/ui/snackbarStore';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { NewsSection } from './NewsSection';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  dismissSnackbar();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const [riverside, elmCourt] = sampleDevelopmentsResponse.developments as [typeof sampleDevelopmentsResponse.developments[0], typeof sampleDevelopmentsResponse.developments[0]];
const ITEM = sampleNewsItemResponse.news;
const newsCall = 'POST /news/filter';
const documentsCall = `GET /developments/${RIVERSIDE}/documents`;
const itemCall = `GET /news/${ITEM.id}`;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const down: ExampleAnswer = { status: 500, body: { messages: ['The news is unavailable.'] } };
const imagesCall = `GET /developments/${RIVERSIDE}/images`;
const formAnswers = { [documentsCall]: ok(sampleDocumentsResponse), [itemCall]: ok(sampleNewsItemResponse), [imagesCall]: ok({ images: [] }) };

/** A named state of the section: the record it shows and what the API answers. */
interface NewsState {
  recordId?: string;
  answers: Record<string, ExampleAnswer | 'pending'>;
}

const NEWS_STATES = {
  list: { answers: { [newsCall]: ok(sampleNewsFilterResponse) } },
  empty: { answers: { [newsCall]: ok({ news: [] }) } },
  loadError: { answers: { [newsCall]: down } },
  newItem: { recordId: 'new', answers: formAnswers },
  item: { recordId: ITEM.id, answers: formAnswers },
  itemGone: { recordId: 'nws-gone', answers: { ...formAnswers, 'GET /news/nws-gone': { status: 404, body: { messages: ['Not found.'] } } } },
} as const satisfies Record<string, NewsState>;

async function show(state: NewsState, extra: ExtraAnswers = {}) {
  restartLoadDelay(Date.now() - LOAD_DELAY_MS);
  const calls = startPage({ session: staff, answers: state.answers }, extra);
  const view = render(
    <>
      <main>
        <NewsSection development={riverside} developments={[riverside, elmCourt]} recordId={state.recordId} />
      </main>
      <DialogHost />
    </>,
  );
  await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls, user: userEvent.setup() };
}

// The editor's code loads on first show: slow the first time in a test run.
const description = () => screen.findByRole('textbox', { name: t('common.description') }, { timeout: 15_000 });
const preview = () => screen.getByRole('region', { name: t('admin.news.preview') });

describe('NewsSection (spec 2 §7 News, staff)', () => {
  it.each(Object.entries(NEWS_STATES))('%s: axe finds nothing', async (name, state) => {
    const { container } = await show(state);
    if (name === 'newItem' || name === 'item') await description();
    await expectNoAxeViolations(container);
  });

  it('images of news and pages: Add to the text puts the image at the end of the description, named by its alternative text; the save sends it', async () => {
    const plan = { fileName: 'cim-riverside-site-plan.svg', name: 'Site plan', url: 'https://api.example.com/files/public/cim-riverside-site-plan.svg', createdAt: '2026-11-19T10:00:00.000Z' };
    const { user, calls } = await show(NEWS_STATES.newItem, { [imagesCall]: ok({ images: [plan] }), 'POST /news': ok(sampleNewsItemResponse, 201) });
    const area = await description();
    const images = screen.getByRole('region', { name: t('admin.contentImages.title') });
    await user.click(await within(images).findByRole('button', { name: t('admin.contentImages.insert') }));
    await waitFor(() => expect(area.querySelector('img')?.getAttribute('alt')).toBe('Site plan'));
    expect($snackbar.get()?.message).toBe(t('admin.contentImages.inserted', { name: 'Site plan' }));
    await user.type(screen.getByRole('textbox', { name: t('common.title') }), 'Where the bins go');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST' && call.path === '/news')).toBeTruthy());
    expect((calls.find((call) => call.path === '/news')?.body as { description: string }).description).toBe(`<p><img src="${plan.url}" alt="Site plan"></p>`);
  });

  it('list: each item with its category, Edit (its page) and Delete', async () => {
    await show(NEWS_STATES.list);
    const edit = screen.getByRole('link', { name: t('admin.news.editItem', { title: ITEM.title }) });
    expect(edit.getAttribute('href')).toBe(`/admin/${RIVERSIDE}/news/${ITEM.id}`);
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(sampleNewsFilterResponse.news.length);
    expect(screen.getByRole('link', { name: t('news.add') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/news/new`);
  });

  it('empty and load error: says so; Try again reads again', async () => {
    let fail = true;
    const { user } = await show(NEWS_STATES.loadError, { [newsCall]: async () => (fail ? down : ok({ news: [] })) });
    expect(screen.getByRole('alert').textContent).toContain('The news is unavailable.');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByText(t('admin.news.empty'));
  });

  it('delete: asks first; confirmed, the item is deleted and the list reads again', async () => {
    const { user, calls } = await show(NEWS_STATES.list, { [`DELETE /news/${ITEM.id}`]: { status: 204 } });
    await user.click(screen.getByRole('button', { name: t('admin.news.deleteItem', { title: ITEM.title }) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(t('news.deleteConfirm'));
    await expectNoAxeViolations(document.body);
    const reads = calls.filter((call) => call.path === '/news/filter').length;
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await waitFor(() => expect($snackbar.get()?.message).toBe(t('admin.news.deleted')));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/news/${ITEM.id}`)).toBe(true);
    await waitFor(() => expect(calls.filter((call) => call.path === '/news/filter').length).toBeGreaterThan(reads));
  });

  it('form invalid submit: the summary lists the title and the description, nothing is sent; axe clean', async () => {
    const { user, calls, container } = await show(NEWS_STATES.newItem);
    await description();
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(t('admin.news.validation.title'));
    expect(summary.textContent).toContain(t('admin.news.validation.description'));
    expect((await description()).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/news')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('new item: the current development is ticked; a save sends NewsInput, says so and goes back to the list', async () => {
    const { user, calls } = await show(NEWS_STATES.newItem, { 'POST /news': ok(sampleNewsItemResponse, 201) });
    expect((screen.getByRole('checkbox', { name: riverside.name }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: elmCourt.name }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('textbox', { name: t('common.title') }), 'Lift out of service');
    screen.getByText(t('requests.charactersRemaining', { remaining: 150 - 'Lift out of service'.length }));
    await user.click(screen.getByRole('radio', { name: t('common.priority.urgent') }));
    await user.click(await description());
    await user.paste('Engineers are on their way.');
    await user.click(await screen.findByRole('checkbox', { name: 'Fire risk assessment.pdf' }));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${RIVERSIDE}/news`));
    expect($snackbar.get()?.message).toBe(t('admin.news.created'));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/news')?.body).toEqual({
      developmentIds: [RIVERSIDE],
      title: 'Lift out of service',
      category: 'urgent',
      description: '<p>Engineers are on their way.</p>',
      linkedLibraryFiles: [{ type: 'file', id: sampleIds.fireRiskAssessment }],
    });
  });

  it('preview: the item as residents see it, with its badge, words and linked document, following the form', async () => {
    const { user } = await show(NEWS_STATES.item);
    await description();
    const article = within(preview()).getByRole('article', { name: ITEM.title });
    within(article).getByText(t('common.priority.urgent'));
    await waitFor(() => within(article).getByText('9:00 to 13:00'));
    within(article).getByText('Works notice.pdf');
    await user.click(screen.getByRole('radio', { name: t('common.priority.important') }));
    within(preview()).getByText(t('common.priority.important'));
    const title = screen.getByRole('textbox', { name: t('common.title') });
    await user.clear(title);
    await user.type(title, 'Water back on');
    within(preview()).getByRole('article', { name: 'Water back on' });
    await expectNoAxeViolations(preview());
  });

  it('save error: the error dialog with the spec text; everything typed stays, and a second save goes through', async () => {
    let fail = true;
    const { user, calls } = await show(NEWS_STATES.item, {
      [`PUT /news/${ITEM.id}`]: async () => (fail ? { status: 500, body: { messages: ['Down.'] } } : ok(sampleNewsItemResponse)),
    });
    await description();
    const title = screen.getByRole('textbox', { name: t('common.title') });
    await user.clear(title);
    await user.type(title, 'Water back on');
    await user.click(screen.getByRole('checkbox', { name: elmCourt.name }));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    const error = await screen.findByRole('dialog');
    expect(error.textContent).toContain(t('errors.errorOccurred'));
    expect(error.textContent).toContain(`${t('errors.newsItem.save')} Down.`);
    await user.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((screen.getByRole('textbox', { name: t('common.title') }) as HTMLInputElement).value).toBe('Water back on');
    expect((screen.getByRole('checkbox', { name: elmCourt.name }) as HTMLInputElement).checked).toBe(true);
    expect((await description()).textContent).toContain('9:00 to 13:00');
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect($snackbar.get()?.message).toBe(t('admin.news.saved')));
    const sent = calls.filter((call) => call.method === 'PUT').map((call) => call.body as { title: string; developmentIds: string[] });
    expect(sent.at(-1)).toMatchObject({ title: 'Water back on', developmentIds: [RIVERSIDE, elmCourt.id] });
  });

  it('an item the API does not answer is not found', async () => {
    await show(NEWS_STATES.itemGone);
    await screen.findByRole('heading', { name: t('news.textSingleNewsNotFound') });
  });
});
