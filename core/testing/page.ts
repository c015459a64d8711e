// The one page starter of the DOM tests (not part of the public surface): a page in one of the
// named example states, against the fake API (fake-api.ts) answering from the example.
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { $config } from '../config';
import { t } from '../i18n';
import { signInWithAuthResult } from '../session/actions';
import { endSession } from '../session/state';
import { WIDE_SCREEN_QUERY } from '../ui/useMediaQuery';
import type { ExampleAnswer, PageExample } from './examples';
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
  $config.set({
    status: 'ready',
    source: 'remote',
    config: { baseUrl: API, availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [], featureFlags: example.featureFlags },
  });
  const server = fakeApi({ ...example.answers, ...extra });
  vi.stubGlobal('fetch', server.fetch);
  if (example.session) signInWithAuthResult(example.session);
  return server.calls;
}

/**
 * One step the user takes: type into the fields named by their label's catalogue id, then press
 * the button named by its catalogue id.
 * @example const step: ExampleStep = { type: { 'common.email': 'owner@example.com' }, press: 'signin.submit' };
 */
export interface ExampleStep {
  type: Readonly<Record<string, string>>;
  press: string;
}

/**
 * Takes the example's steps: types into each labelled field, presses the named button.
 * @example await takeSteps(userEvent.setup(), signInExamples.error);
 */
export async function takeSteps(user: UserEvent, example: { steps: readonly ExampleStep[] }): Promise<void> {
  for (const step of example.steps) {
    for (const [label, value] of Object.entries(step.type)) {
      const field = screen.getByLabelText(t(label));
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: t(step.press) }));
  }
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
