import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import '../shared/editor/testLayout.dom';
import { t } from '../../../core/i18n';
import type { Development, Post } from '../../../core/schemas/developments';
import { sampleDevelopment, sampleDraftPost, samplePost } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { closeDialog } from '../../../core/ui/dialogStore';
import { App } from '../../App';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { checkPage, NEW_PAGE, pageBody } from './page-form';
import { gymRulesPost, pagesExamples, postCall, postsCall, type PagesExample } from './examples';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  closeDialog();
  vi.unstubAllGlobals();
});

const RIVERSIDE = sampleIds.riversideWharf;
const path = (tab: string) => `/developments/${RIVERSIDE}/${tab}`;

/**
 * The example's development page in the whole shell (its dialogs included), with a developments
 * list that a write changes as the API would: `posts` is what the next `GET /developments` holds.
 */
async function show(example: PagesExample & { heading?: string }, writes: ExtraAnswers = {}) {
  restartLoadDelay(Date.now() - LOAD_DELAY_MS);
  const state = { posts: sampleDevelopment.posts as Post[] };
  const developments = (): ExampleAnswer => ok({ developments: [{ ...sampleDevelopment, posts: state.posts } satisfies Development] });
  const calls = startPage(example, { 'GET /developments': async () => developments(), ...writes });
  act(() => $router.open(path(example.tab)));
  render(<App />);
  await screen.findByRole('heading', { level: 1, name: example.heading ?? 'Riverside Wharf' });
  return { calls, state };
}

const tabNames = () => within(screen.getByRole('navigation', { name: t('developments.tabs.label') })).getAllByRole('link').map((link) => link.textContent);
const panel = () => screen.getByRole('dialog', { name: t('pages.add') });
/** The description's editor, once its code has loaded. */
const editor = (scope: HTMLElement) => within(scope).findByRole('textbox', { name: t('common.description') });
/** What the editor holds, as its reader sees it. */
const editorText = (element: HTMLElement) => (element instanceof HTMLTextAreaElement ? element.value : element.textContent);
const GYM_RULES_TEXT = 'Bring a towel.';
const developmentReads = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'GET' && call.path === '/developments').length;

async function fillNewPage() {
  await userEvent.click(await screen.findByRole('button', { name: t('pages.add') }));
  const dialog = panel();
  await userEvent.type(within(dialog).getByRole('textbox', { name: t('common.title') }), gymRulesPost.title);
  await userEvent.click(await editor(dialog));
  // Pasted: jsdom's typing into the editor's contenteditable is not a browser's (Playwright types).
  await userEvent.paste(GYM_RULES_TEXT);
  return dialog;
}

describe('the page form’s rules (spec 2 §5)', () => {
  it('asks for a title and a description; an emptied editor’s HTML counts as none', () => {
    expect(checkPage(NEW_PAGE)).toEqual({ title: t('validation.required'), description: t('validation.required') });
    expect(checkPage({ title: '  ', description: '<p>&nbsp;</p>', published: true })).toEqual({ title: t('validation.required'), description: t('validation.required') });
    expect(checkPage({ title: 'Gym', description: '<p>Towels.</p>', published: false })).toEqual({});
    expect(checkPage({ title: 'G'.repeat(151), description: '<p>Towels.</p>', published: false })).toEqual({ title: t('validation.maxLength', { n: 150 }) });
    expect(checkPage({ title: 'Gym\u202e', description: '<p>Towels.</p>', published: false })).toEqual({ title: t('validation.controlCharacters.oneLine') });
    expect(pageBody({ title: ' Gym ', description: '<p></p>', published: false })).toEqual({ title: 'Gym', description: '', published: false });
    expect(pageBody({ title: 'Map', description: '<p><img src="https://cdn.example.com/map.png" alt="Map"></p>', published: false }).description).not.toBe('');
  });
});

describe('PagePanel on the development page (spec 2 §2, §4, §5, §6)', () => {
  it('adds a page as a draft by default: pending while sent, then the panel closes, the development reads again and the new page’s tab opens', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const { calls, state } = await show(pagesExamples.globalNews, {
      [postsCall]: () =>
        new Promise<ExampleAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await expectNoAxeViolations(document.querySelector('.shell-development')!);
    const dialog = await fillNewPage();
    expect(dialog.className).toContain('shell-page-panel');
    expect((within(dialog).getByRole('radio', { name: t('common.no') }) as HTMLInputElement).checked).toBe(true);
    within(dialog).getByRole('group', { name: t('pages.published') });
    await expectNoAxeViolations(dialog);
    const reads = developmentReads(calls);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    const pending = await within(dialog).findByRole('button', { name: t('pages.saving') });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations(dialog);
    const sent = calls.find((call) => call.method === 'POST' && call.path === `/developments/${RIVERSIDE}/posts`)?.body as Record<string, unknown>;
    expect(sent).toEqual({ title: gymRulesPost.title, description: expect.stringContaining(GYM_RULES_TEXT), published: false });
    state.posts = [...state.posts, gymRulesPost];
    answer(ok({ post: gymRulesPost }, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect($router.get()?.path).toBe(path(`article/${gymRulesPost.id}`)));
    await screen.findByRole('heading', { level: 2, name: `${gymRulesPost.title} ${t('pages.draft')}` });
    expect(tabNames()).toContain(`${gymRulesPost.title} ${t('pages.draft')}`);
    await waitFor(() => expect(developmentReads(calls)).toBeGreaterThan(reads));
  }, 30_000);

  it('on an invalid submit marks every field, lists them in the error summary and sends nothing', async () => {
    const { calls } = await show(pagesExamples.globalNews);
    await userEvent.click(await screen.findByRole('button', { name: t('pages.add') }));
    const dialog = panel();
    await editor(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([t('validation.required'), t('validation.required')]);
    expect(within(dialog).getByRole('textbox', { name: t('common.title') }).getAttribute('aria-invalid')).toBe('true');
    expect((await editor(dialog)).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(dialog);
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/posts'))).toBe(false);
  }, 20_000);

  it('on a failed save opens the error dialog with the API’s message and keeps everything typed', async () => {
    await show(pagesExamples.globalNews, { [postsCall]: { status: 400, body: { messages: ['title: must be at most 150 characters'] } } });
    const dialog = await fillNewPage();
    await userEvent.click(within(dialog).getByRole('radio', { name: t('common.yes') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    const error = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(error.textContent).toContain(`${t('errors.pages.create')} title: must be at most 150 characters`);
    await expectNoAxeViolations(error);
    await userEvent.click(within(error).getByRole('button', { name: t('dialog.close') }));
    expect((within(panel()).getByRole('textbox', { name: t('common.title') }) as HTMLInputElement).value).toBe(gymRulesPost.title);
    expect(editorText(await editor(panel()))).toBe(GYM_RULES_TEXT);
    expect((within(panel()).getByRole('radio', { name: t('common.yes') }) as HTMLInputElement).checked).toBe(true);
    expect($router.get()?.path).toBe(path('news'));
  }, 20_000);

  it('edits a page as sl1: the form holds the page, a save publishes or renames it and the page shows it', async () => {
    const renamed: Post = { ...samplePost, title: 'Bin and recycling days' };
    const { calls, state } = await show(pagesExamples.managerArticle, {
      [postCall('PUT', samplePost.id)]: async () => {
        state.posts = [renamed, sampleDraftPost];
        return ok({ post: renamed });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: t('pages.edit') }));
    const dialog = screen.getByRole('dialog', { name: t('pages.edit') });
    expect(editorText(await editor(dialog))).toContain('Tuesdays');
    const title = within(dialog).getByRole('textbox', { name: t('common.title') }) as HTMLInputElement;
    expect(title.value).toBe(samplePost.title);
    expect((within(dialog).getByRole('radio', { name: t('common.yes') }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations(dialog);
    await userEvent.clear(title);
    await userEvent.type(title, renamed.title);
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.save') }));
    await screen.findByRole('heading', { level: 2, name: renamed.title });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: renamed.title, description: expect.stringContaining('Tuesdays'), published: true });
    expect($router.get()?.path).toBe(path(`article/${samplePost.id}`));
  }, 20_000);

  it('deletes a page after a confirmation naming it: pending while sent, then the development’s news without its tab', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const { state } = await show(pagesExamples.managerArticle, {
      [postCall('DELETE', samplePost.id)]: () =>
        new Promise<ExampleAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: t('pages.delete') }));
    const confirm = screen.getByRole('dialog', { name: t('pages.delete') });
    expect(confirm.textContent).toContain(t('pages.deleteConfirm', { title: samplePost.title }));
    await expectNoAxeViolations(confirm);
    await userEvent.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    expect((await within(confirm).findByRole('button', { name: t('pages.deleting') })).getAttribute('aria-disabled')).toBe('true');
    state.posts = [sampleDraftPost];
    answer({ status: 204 });
    await waitFor(() => expect($router.get()?.path).toBe(path('news')));
    await waitFor(() => expect(tabNames()).not.toContain(samplePost.title));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 20_000);

  it('keeps the page on a failed delete and says why', async () => {
    await show(pagesExamples.managerArticle, { [postCall('DELETE', samplePost.id)]: { status: 403, body: { messages: ['You may not edit the pages of this development.'] } } });
    await userEvent.click(await screen.findByRole('button', { name: t('pages.delete') }));
    await userEvent.click(within(screen.getByRole('dialog', { name: t('pages.delete') })).getByRole('button', { name: t('common.delete') }));
    expect((await screen.findByRole('dialog', { name: t('errors.errorOccurred') })).textContent).toContain(`${t('errors.pages.delete')} You may not edit the pages of this development.`);
    expect($router.get()?.path).toBe(path(`article/${samplePost.id}`));
    expect(tabNames()).toContain(samplePost.title);
  }, 20_000);

  it('shows staff a draft marked (draft), its form on No', async () => {
    await show(pagesExamples.globalDraft);
    const draft = `${sampleDraftPost.title} ${t('pages.draft')}`;
    await screen.findByRole('heading', { level: 2, name: draft });
    expect(tabNames()).toContain(draft);
    await userEvent.click(screen.getByRole('button', { name: t('pages.edit') }));
    expect((within(screen.getByRole('dialog', { name: t('pages.edit') })).getByRole('radio', { name: t('common.no') }) as HTMLInputElement).checked).toBe(true);
  }, 20_000);

  it.each([
    ['sl4 site staff', pagesExamples.siteStaffArticle],
    ['a resident', pagesExamples.residentArticle],
  ])('offers %s no page controls', async (_who, example) => {
    await show(example);
    await screen.findByRole('heading', { level: 2, name: samplePost.title });
    for (const name of ['pages.add', 'pages.edit', 'pages.delete']) expect(screen.queryByRole('button', { name: t(name) })).toBeNull();
    await expectNoAxeViolations(document.querySelector('.shell-development')!);
  }, 20_000);

  it('never shows a resident a draft: no tab, and its address is the 404 page', async () => {
    await show({ ...pagesExamples.residentArticle, tab: `article/${sampleDraftPost.id}`, heading: t('routes.notFound') });
    act(() => $router.open(path(`article/${samplePost.id}`)));
    await screen.findByRole('heading', { level: 2, name: samplePost.title });
    expect(tabNames().some((name) => name?.includes(sampleDraftPost.title))).toBe(false);
  }, 20_000);
});
