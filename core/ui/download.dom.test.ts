import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { base64ToBlob, contentTypeOf, saveFile } from './download';
import { sampleBill } from '../testing/samples/charges';

/** A Blob's bytes (jsdom 27's Blob has no `arrayBuffer()`; its FileReader does the same job). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('contentTypeOf', () => {
  it.each([
    ['Flat 1 service charge November 2026.pdf', 'application/pdf'],
    ['statement.CSV', 'text/csv;charset=utf-8'],
    ['notes.txt', 'text/plain;charset=utf-8'],
    ['archive.zip', 'application/octet-stream'],
    ['no extension', 'application/octet-stream'],
  ])('%s is %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type);
  });
});

describe('base64ToBlob', () => {
  it('decodes the bytes, not the text', async () => {
    const blob = base64ToBlob(sampleBill.content, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    const bytes = await bytesOf(blob);
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.7');
    expect(bytes.length).toBe(atob(sampleBill.content).length);
  });

  it('keeps bytes above 127 as they are', async () => {
    const blob = base64ToBlob(btoa(String.fromCharCode(0, 200, 255)), 'application/octet-stream');
    expect([...(await bytesOf(blob))]).toEqual([0, 200, 255]);
  });
});

describe('saveFile', () => {
  it('clicks a detached <a download> with the file name on an object URL, then revokes the URL', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    // jsdom 27 has no object URLs: give URL its two static methods for this test only.
    const urlStatics = URL as unknown as Record<string, unknown>;
    const originals = { createObjectURL: urlStatics.createObjectURL, revokeObjectURL: urlStatics.revokeObjectURL };
    urlStatics.createObjectURL = (made: Blob) => {
      created.push(made);
      return 'blob:https://agent.example/1234';
    };
    urlStatics.revokeObjectURL = (url: string) => revoked.push(url);
    onTestFinished(() => {
      Object.assign(urlStatics, originals);
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });

    saveFile(blob, 'Statement.csv');

    expect(created).toEqual([blob]);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Statement.csv');
    expect(clicked[0]?.href).toBe('blob:https://agent.example/1234');
    // Never in the document, so no page handler sees the click.
    expect(clicked[0]?.isConnected).toBe(false);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(40_000);
    expect(revoked).toEqual(['blob:https://agent.example/1234']);
  });
});
