// Test support for the DOM tests (not part of the public surface): the downloads a view hands the
// browser (core/ui `saveFile`): bills, documents, news items' files.
import { vi } from 'vitest';

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
