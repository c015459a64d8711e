import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleAuthResult } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleDocumentsResponse, sampleElmCourt } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { captureDownloads, restoreAfterTest } from '../../core/testing/downloads';
import { ok, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import type { PageProps } from '../routes';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../router';
import { DocumentsCard } from './DocumentsCard';
import { DocumentsPage } from './DocumentsPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  for (const restore of restoreAfterTest.splice(0)) restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const documentsCall = `GET /developments/${RIVERSIDE}/documents`;
const fileCall = `GET /developments/${RIVERSIDE}/documents/files/${sampleIds.liftInspection}`;
const developments = ok({ developments: [sampleDevelopment, sampleElmCourt] });
const unavailable: ExampleAnswer = { status: 500, body: { messages: ['The library is unavailable.'] } };
const liftReport = { content: btoa('%PDF-1.4 Lift B'), fileName: 'Lift inspection report.pdf' };

/** A named state of the page: its address and what the API answers. */
interface DocumentsState {
  path: string;
  answers: Record<string, ExampleAnswer | 'pending'>;
}

const DOCUMENTS_STATES = {
  loading: { path: `/documents/${RIVERSIDE}`, answers: { 'GET /developments': developments, [documentsCall]: 'pending' } },
  error: { path: `/documents/${RIVERSIDE}`, answers: { 'GET /developments': developments, [documentsCall]: unavailable } },
  empty: { path: `/documents/${RIVERSIDE}`, answers: { 'GET /developments': developments, [documentsCall]: ok({ folders: [] }) } },
  populated: { path: `/documents/${RIVERSIDE}`, answers: { 'GET /developments': developments, [documentsCall]: ok(sampleDocumentsResponse) } },
  folderOpen: { path: `/documents/${RIVERSIDE}/${sampleIds.riversideAccounts}`, answers: { 'GET /developments': developments, [documentsCall]: ok(sampleDocumentsResponse) } },
  fileNamed: { path: `/documents/${RIVERSIDE}?file=${sampleIds.liftInspection}`, answers: { 'GET /developments': developments, [documentsCall]: ok(sampleDocumentsResponse) } },
  folderGone: { path: `/documents/${RIVERSIDE}/fld-gone`, answers: { 'GET /developments': developments, [documentsCall]: ok(sampleDocumentsResponse) } },
} as const satisfies Record<string, DocumentsState>;

async function show(state: DocumentsState, extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {}) {
  const calls = startPage({ session: sampleAuthResult, answers: state.answers }, extra);
  act(() => $router.open(state.path));
  const page = $router.get() as PageProps['page'];
  const view = render(<DocumentsPage page={page} />);
  if (state.answers[documentsCall] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls };
}

const openFolders = () => [...document.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent);

describe('DocumentsPage (spec 2 §2 documents)', () => {
  it.each(Object.entries(DOCUMENTS_STATES))('%s: axe finds nothing', async (_name, state) => {
    const { container } = await show(state);
    await expectNoAxeViolations(container);
  });

  it("populated: the development's folders, closed, each with its files, sizes and dates", async () => {
    await show(DOCUMENTS_STATES.populated);
    screen.getByRole('heading', { level: 1, name: t('documents.heading', { name: 'Riverside Wharf' }) });
    expect([...document.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(['Building safety', 'Accounts']);
    expect(openFolders()).toEqual([]);
    const file = screen.getByRole('button', { name: 'Lift inspection report.pdf' });
    expect(file.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(file.getAttribute('aria-describedby')!)?.textContent).toBe('980 bytes, updated Nov 14, 2026, 9:00 AM');
  });

  it('folderOpen: the folder of the address is open; the reader opens the others', async () => {
    await show(DOCUMENTS_STATES.folderOpen);
    expect(openFolders()).toEqual(['Accounts']);
    await userEvent.setup().click(screen.getByText('Building safety'));
    expect(openFolders()).toEqual(['Building safety', 'Accounts']);
  });

  it("fileNamed: the named file's folder is open", async () => {
    await show(DOCUMENTS_STATES.fileNamed);
    expect(openFolders()).toEqual(['Building safety']);
  });

  it('folderGone: says the folder could not be found, above the folders', async () => {
    await show(DOCUMENTS_STATES.folderGone);
    screen.getByText(t('documents.folderNotFound'));
    expect(openFolders()).toEqual([]);
  });

  it('empty: says the development has no documents', async () => {
    await show(DOCUMENTS_STATES.empty);
    screen.getByText(t('documents.empty'));
  });

  it('error: the failure with the server messages, and Try again loads them', async () => {
    let fail = true;
    await show(DOCUMENTS_STATES.error, { [documentsCall]: async () => (fail ? unavailable : ok(sampleDocumentsResponse)) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(`${t('documents.loadFailed')} The library is unavailable.`);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByText('Building safety');
  });

  it('a development that is not the user\'s is the 404 page, without asking for its documents', async () => {
    const { calls } = await show({ path: '/documents/dev-harbour-lofts', answers: DOCUMENTS_STATES.populated.answers });
    screen.getByRole('heading', { level: 1, name: t('routes.notFound') });
    expect(calls.some((call) => call.path.includes('/documents'))).toBe(false);
  });

  it('a file downloads through the API under its own name; a failure says why with Try again', async () => {
    const saved = captureDownloads();
    let fail = true;
    const { calls } = await show(DOCUMENTS_STATES.fileNamed, {
      [fileCall]: async () => (fail ? { status: 404, body: { messages: ['File not found.'] } } : ok(liftReport)),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lift inspection report.pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t('documents.download.failed')} File not found.`);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Lift inspection report.pdf');
    expect(saved[0]?.blob.type).toBe('application/pdf');
    expect(calls.filter((call) => call.path.endsWith(sampleIds.liftInspection)).map((call) => call.bearer)).toEqual([sampleAuthResult.authToken, sampleAuthResult.authToken]);
  });

  it('the bare address goes on to the first development (history replaced)', async () => {
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    startPage({ session: sampleAuthResult, answers: DOCUMENTS_STATES.populated.answers });
    act(() => $router.open('/documents'));
    render(<DocumentsPage page={$router.get() as PageProps['page']} />);
    await waitFor(() => expect($router.get()?.path).toBe(`/documents/${RIVERSIDE}`));
  });
});

describe('DocumentsCard (spec 2 §2 development page)', () => {
  it('links the documents and a tile per folder to its library address; axe finds nothing', async () => {
    startPage({ session: sampleAuthResult, answers: DOCUMENTS_STATES.populated.answers });
    const { container } = render(<DocumentsCard developmentId={RIVERSIDE} developmentName="Riverside Wharf" />);
    const card = within(screen.getByRole('region', { name: t('routes.documents') }));
    expect((await card.findByRole('link', { name: 'Building safety' })).getAttribute('href')).toBe(`/library/${RIVERSIDE}/${sampleIds.riversideBuildingSafety}`);
    card.getByText('2 files');
    card.getByText('1 file');
    expect(card.getByRole('link', { name: t('documents.card.link') }).getAttribute('href')).toBe(`/documents/${RIVERSIDE}`);
    await expectNoAxeViolations(container);
  });
});
