// Test support for the chrome's DOM tests (not part of the public surface): a page signed in as a
// chosen user against a fake API, and a device that has not answered the cookie question yet.
import { act } from '@testing-library/react';
import type { WritableAtom } from 'nanostores';
import { vi } from 'vitest';
import { exitViewAs } from '../../core/stores/view-as';
import type { RecordedCall } from '../../core/testing/fake-api';
import { getRuntime } from '../../core/runtime';
import type { User } from '../../core/schemas/user';
import { exampleAuthResult } from '../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../core/testing/page';

/**
 * Starts a page (storage cleared) signed in as `user`, or signed out with null, with the fake API
 * answering `api` by `METHOD /path`. Answers the recorded calls.
 */
export function startAs(
  user: User | null,
  api: ExtraAnswers = {},
): RecordedCall[] {
  return startPage({ session: user ? { ...exampleAuthResult, user } : null, answers: {} }, api);
}

/**
 * Forgets the cookie answer as a new device would not have one. The answer's store
 * (core/stores/cookie-consent) lives in the page's runtime and only ever takes an answer, so the
 * test resets the slot itself.
 */
export function forgetCookieConsent(): void {
  (getRuntime().slots['cookies.consent'] as WritableAtom<string | null>).set(null);
}

/**
 * Ends a view as a customer that a test started, its second of return included (fake timers,
 * real ones again afterwards); nothing without a view.
 */
export async function leaveViewAs(): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await act(async () => {
    const leaving = exitViewAs();
    await vi.advanceTimersByTimeAsync(1000);
    await leaving;
  });
  vi.useRealTimers();
}
