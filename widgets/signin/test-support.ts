// Test support for the sign-in and account DOM tests (not part of the public surface): starts a
// page in one of the named example states, against a fake API that answers from the example.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { fakeFetch, json, noContent, type RecordedCall } from '../../core/api/test-support';
import { $config } from '../../core/config';
import { t } from '../../core/i18n';
import { signInWithAuthResult } from '../../core/session';
import { endSession } from '../../core/session/state';
import type { ExampleAnswer, SignInExample } from './examples';

/** The API base of the tests. */
export const API = 'https://api.example.test';

/**
 * Starts the page of `example`: configuration (with its feature flags), session and a fake API
 * answering `example.api` plus `extra` (by `METHOD /path`; 204 for `GET /user/logout`, else 404).
 * Answers the recorded calls.
 */
export function startPage(example: Pick<SignInExample, 'featureFlags' | 'session' | 'api'>, extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {}): RecordedCall[] {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  $config.set({
    status: 'ready',
    source: 'remote',
    config: { baseUrl: API, availableLangs: ['en'], styleUrls: [], defaultDateFormat: 'MMM d, y', banners: [], featureFlags: example.featureFlags },
  });
  const answers = { ...example.api, ...extra };
  const server = fakeFetch(async (call) => {
    const found = answers[`${call.method} ${call.path}`];
    const answer = typeof found === 'function' ? await found() : found;
    if (answer === undefined) return call.path === '/user/logout' ? noContent() : json(404, { messages: ['Not found.'] });
    return answer.body === undefined ? new Response(null, { status: answer.status }) : json(answer.status, answer.body);
  });
  vi.stubGlobal('fetch', server.fetch);
  if (example.session) signInWithAuthResult(example.session);
  return server.calls;
}

/** Takes the example's steps: types into each labelled field, presses the named button. */
export async function takeSteps(user: UserEvent, example: Pick<SignInExample, 'steps'>): Promise<void> {
  for (const step of example.steps) {
    for (const [label, value] of Object.entries(step.type)) {
      const field = screen.getByLabelText(t(label));
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: t(step.press) }));
  }
}
