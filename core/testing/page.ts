// The one page starter of the DOM tests (not part of the public surface): a page in one of the
// named example states, against the fake API (fake-api.ts) answering from the example, and the one
// player of the example's steps.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { forgetMissingExtensions } from '../api/extensions';
import { $config } from '../config';
import { t } from '../i18n';
import { signInWithAuthResult } from '../session/actions';
import { endSession } from '../session/state';
import { WIDE_SCREEN_QUERY } from '../ui/useMediaQuery';
import type { ExampleAnswer, ExampleFile, ExampleStep, PageExample } from './examples';
import { fakeApi, type RecordedCall } from './fake-api';

/** The API base of the tests. */
export const API = 'https://api.example.test';

/**
 * More answers for one test, by `METHOD /path`: an answer, or a function answering when it is
 * called with the call (to wait, or to answer differently each time or by query).
 * @example const extra: ExtraAnswers = { 'GET /charges': () => gate.then(() => ok(charges)) };
 */
export type ExtraAnswers = Record<string, ExampleAnswer | ((call: RecordedCall) => Promise<ExampleAnswer>)>;

/**
 * Starts the page of `example`: configuration (with its feature flags), session and a fake API
 * answering `example.answers` (`pending` never answers) plus `extra` (by `METHOD /path`; 204 for
 * `GET /user/logout`, else 404). Answers the recorded calls.
 * @example const calls = startPage(chargesExamples.populated);
 */
export function startPage(example: Pick<PageExample, 'featureFlags' | 'session' | 'answers'>, extra: ExtraAnswers = {}): RecordedCall[] {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  forgetMissingExtensions();
  $config.set({
    status: 'ready',
    source: 'remote',
    config: { baseUrl: API, availableLangs: ['en'], styleUrls: [], banners: [], featureFlags: example.featureFlags },
  });
  const server = fakeApi({ ...example.answers, ...extra });
  vi.stubGlobal('fetch', server.fetch);
  if (example.session) signInWithAuthResult(example.session);
  return server.calls;
}

/**
 * A `File` of the described name, type and size.
 * @example fileOf({ name: 'tap.jpg', type: 'image/jpeg', size: 2048 })
 */
export function fileOf({ name, type, size }: ExampleFile): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Where a step happens: the dialog or group its `within` names, once it shows, or the whole page. */
async function scopeOf(step: ExampleStep): Promise<typeof screen | ReturnType<typeof within>> {
  if (!step.within) return screen;
  const name = t(step.within, step.values ?? {});
  return within(await waitFor(() => screen.queryByRole('dialog', { name }) ?? screen.getByRole('group', { name })));
}

/**
 * Takes one step as the user would, waiting for each field and button to show (the first of its
 * name): chooses, types (over what is there), ticks, attaches files, picks a listed option, then
 * presses the button.
 * @example await takeStep(user, { type: { 'common.email': 'owner@example.com' }, press: 'signin.submit' });
 */
export async function takeStep(user: UserEvent, step: ExampleStep): Promise<void> {
  const scope = await scopeOf(step);
  const field = async (id: string) => (await scope.findAllByLabelText(t(id, step.values ?? {})))[0]!;
  for (const [id, option] of Object.entries(step.choose ?? {})) await user.selectOptions(await field(id), option);
  for (const [id, value] of Object.entries(step.type ?? {})) {
    const input = await field(id);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
  for (const id of step.check ?? []) await user.click(await field(id));
  for (const text of step.checkByText ?? []) await user.click(await scope.findByLabelText(text));
  if (step.files) await user.upload(await field(step.files.label), step.files.files.map(fileOf));
  if (step.optionByText) await user.click((await scope.findAllByRole('option', { name: step.optionByText }))[0]!);
  // The first button of that name, as the first field: a page may repeat one (a Save per section).
  if (step.press) await user.click((await scope.findAllByRole('button', { name: t(step.press, step.values ?? {}) }))[0]!);
}

/**
 * Takes the example's steps in turn (`takeStep`).
 * @example await takeSteps(userEvent.setup(), signInExamples.error);
 */
export async function takeSteps(user: UserEvent, example: Pick<PageExample, 'steps'>): Promise<void> {
  for (const step of example.steps ?? []) await takeStep(user, step);
}

/**
 * A screen of the given width for `matchMedia` (jsdom has none): `WIDE_SCREEN_QUERY` matches
 * while it is wide; `resize` changes it and tells the listeners, as a rotated phone does.
 * @example const screen = fakeScreen('narrow'); screen.resize('wide');
 */
export function fakeScreen(width: 'wide' | 'narrow'): { resize: (to: 'wide' | 'narrow') => void } {
  let current = width;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === WIDE_SCREEN_QUERY && current === 'wide';
    },
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize: (to) => {
      current = to;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}
