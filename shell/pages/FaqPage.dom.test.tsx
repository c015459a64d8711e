import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { AuthResult } from '../../core/schemas';
import type { FaqFile } from '../../core/schemas/faq';
import { sampleAuthResult, sampleUser } from '../../core/testing/samples/account';
import { sampleFaqFile } from '../../core/testing/samples/developments';
import { startPage } from '../../core/testing/page';
import { fetchByUrl, type FakeAnswer } from '../../core/testing/static-files';
import { FAQ_URL } from './faq';
import { FaqPage } from './FaqPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
});

const adminSession: AuthResult = { ...sampleAuthResult, user: { ...sampleUser, role: { types: ['admin'], payloads: ['global'], hasBeenDowngraded: false } } };

/** A named state of the page: who is signed in, what the FAQ file answers, what is typed in the search. */
interface FaqState {
  session: AuthResult;
  file: FakeAnswer;
  search?: string;
}

const FAQ_STATES = {
  loading: { session: sampleAuthResult, file: 'hang' },
  error: { session: sampleAuthResult, file: { status: 500 } },
  empty: { session: sampleAuthResult, file: { json: { entries: sampleFaqFile.entries.filter((entry) => entry.visibility === 'admin') } satisfies FaqFile } },
  populated: { session: sampleAuthResult, file: { json: sampleFaqFile } },
  admin: { session: adminSession, file: { json: sampleFaqFile } },
  found: { session: sampleAuthResult, file: { json: sampleFaqFile }, search: 'PARKING' },
  noMatches: { session: sampleAuthResult, file: { json: sampleFaqFile }, search: 'swimming pool' },
} as const satisfies Record<string, FaqState>;

/** Opens the page in `state`: the API answers nothing it needs; the FAQ file answers from the state (or `file`). */
async function show(state: FaqState, file: FakeAnswer = state.file) {
  startPage({ session: state.session, answers: {} });
  const api = globalThis.fetch;
  const files = fetchByUrl({ [FAQ_URL]: file });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => (String(input) === FAQ_URL ? files(input, init) : api(input, init)));
  const view = render(<FaqPage />);
  if (state.file !== 'hang') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  if (state.search !== undefined) await userEvent.setup().type(screen.getByRole('searchbox', { name: t('faq.search.label') }), state.search);
  return { ...view, files };
}

const summaries = () => [...document.querySelectorAll('summary')].map((summary) => summary.textContent);
const openSummaries = () => [...document.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent);
const status = () => screen.getByRole('status');

describe('FaqPage (spec 2 §2, §6)', () => {
  it.each(Object.entries(FAQ_STATES))('%s: axe finds nothing', async (_name, state) => {
    const { container } = await show(state);
    await expectNoAxeViolations(container);
  });

  it('loading: the heading and a spinner', async () => {
    await show(FAQ_STATES.loading);
    screen.getByRole('heading', { level: 1, name: t('faq.heading') });
    expect(document.querySelector('.portico-spinner')).not.toBeNull();
  });

  it('populated: the entries for both and for the active role, closed, with nothing announced', async () => {
    await show(FAQ_STATES.populated);
    expect(summaries()).toEqual(['How do I reset my password?', 'Can my visitors stay overnight?']);
    expect(openSummaries()).toEqual([]);
    expect(status().textContent).toBe('');
  });

  it('admin: the entries for both and for admins', async () => {
    await show(FAQ_STATES.admin);
    expect(summaries()).toEqual(['How do I reset my password?', 'How do I publish news?']);
  });

  it('empty: says there are no questions', async () => {
    await show(FAQ_STATES.empty);
    screen.getByText(t('faq.empty'));
    expect(summaries()).toEqual([]);
  });

  it('found: a word of an answer only, in any case, finds and opens its entry, and says Found 1 question', async () => {
    await show(FAQ_STATES.found);
    expect(status().textContent).toBe('Found 1 question');
    expect(summaries()).toEqual(['Can my visitors stay overnight?']);
    expect(openSummaries()).toEqual(['Can my visitors stay overnight?']);
    screen.getByText(/visitor parking|parking bays/);
  });

  it('noMatches: No matching questions found., and no entries', async () => {
    await show(FAQ_STATES.noMatches);
    expect(status().textContent).toBe(t('faq.noMatches'));
    expect(summaries()).toEqual([]);
  });

  it('a search matching several says Found N questions; clearing it shows them all again, closed', async () => {
    await show(FAQ_STATES.populated);
    const search = screen.getByRole('searchbox', { name: t('faq.search.label') });
    const user = userEvent.setup();
    await user.type(search, 'how');
    expect(status().textContent).toBe('Found 1 question');
    await user.clear(search);
    await user.type(search, 'o');
    expect(status().textContent).toBe('Found 2 questions');
    expect(openSummaries()).toHaveLength(2);
    await user.clear(search);
    expect(status().textContent).toBe('');
    expect(openSummaries()).toEqual([]);
  });

  it('an entry opens and closes from its summary, a native details element (jsdom has no keyboard activation: tests/e2e/faq-documents.e2e.ts presses Enter in Chromium)', async () => {
    await show(FAQ_STATES.populated);
    const summary = screen.getByText('How do I reset my password?');
    expect(summary.tagName).toBe('SUMMARY');
    const user = userEvent.setup();
    await user.click(summary);
    expect(openSummaries()).toEqual(['How do I reset my password?']);
    within(summary.closest('details')!).getByText(/Forgot your password\?/);
    await user.click(summary);
    expect(openSummaries()).toEqual([]);
  });

  it('error: says the questions could not be loaded, and Try again loads them', async () => {
    const { files } = await show(FAQ_STATES.error);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(t('faq.loadFailed'));
    files.mockImplementation(async () => new Response(JSON.stringify(sampleFaqFile), { status: 200 }));
    await act(() => userEvent.setup().click(within(alert).getByRole('button', { name: t('common.retry') })));
    await waitFor(() => expect(summaries()).toHaveLength(2));
    expect(files).toHaveBeenCalledTimes(2);
  });

  it('a file that is not a FAQ file is an error too', async () => {
    await show(FAQ_STATES.populated, { json: { questions: [] } });
    expect(screen.getByRole('alert').textContent).toContain(t('faq.loadFailed'));
  });
});
