// Test support for the charges DOM tests (not part of the public surface): starts a page in one
// of the named example states, with a screen of the width a test asks for.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { RecordedCall } from '../../core/api/test-support';
import type { ExampleAnswer } from '../signin/examples';
import { startPage } from '../signin/test-support';
import type { ChargesExample } from './examples';
import { WIDE_SCREEN_QUERY } from './useWideScreen';

/**
 * Starts the page of `example` (see the sign-in's `startPage`), its `pending` calls never
 * answering; `extra` answers more calls or replaces the example's answers.
 */
export function startChargesPage(example: ChargesExample, extra: Record<string, ExampleAnswer | (() => Promise<ExampleAnswer>)> = {}): RecordedCall[] {
  const pending = Object.fromEntries((example.pending ?? []).map((call) => [call, () => new Promise<ExampleAnswer>(() => {})]));
  return startPage(example, { ...pending, ...extra });
}

/**
 * A screen of the given width for `matchMedia` (jsdom has none): `WIDE_SCREEN_QUERY` matches
 * while it is wide; `resize` changes it and tells the listeners, as a rotated phone does.
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

/**
 * Records what `saveFile` hands the browser: jsdom has no object URLs and cannot download, so
 * `URL.createObjectURL` is given for the test and the anchor's click is captured.
 */
export function captureDownloads(): { name: string; blob: Blob; connected: boolean }[] {
  const saved: { name: string; blob: Blob; connected: boolean }[] = [];
  const blobs = new Map<string, Blob>();
  const statics = URL as unknown as Record<string, unknown>;
  const originals = { createObjectURL: statics.createObjectURL, revokeObjectURL: statics.revokeObjectURL };
  statics.createObjectURL = (blob: Blob) => {
    const url = `blob:https://agent.example/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  };
  statics.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob, connected: this.isConnected });
  });
  restoreAfterTest.push(() => Object.assign(statics, originals));
  return saved;
}

/** Undoes what the helpers above changed outside vitest's own mocks; call in `afterEach`. */
export const restoreAfterTest: (() => void)[] = [];
