import { describe, expect, it } from 'vitest';
import { checkAttachment, contentDisposition, safeFileName } from './files';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)))));

describe('checkAttachment', () => {
  it('accepts HEIC and HEIF brands and refuses other ISO media files', () => {
    expect(checkAttachment(bytes([0, 0, 0, 24], 'ftypheic'), 'image/heic', 'a.heic')).toMatchObject({ kind: 'heic' });
    expect(checkAttachment(bytes([0, 0, 0, 24], 'ftypmif1'), 'image/heif', 'a.heif')).toMatchObject({ kind: 'heic' });
    expect(checkAttachment(bytes([0, 0, 0, 24], 'ftypisom'), 'image/heic', 'a.heic')).toEqual({ reason: 'content', expected: 'HEIC image' });
  });

  it('takes plain text only as UTF-8 without control characters', () => {
    expect(checkAttachment(new TextEncoder().encode('Zählerstand: 42\r\n\tok\f'), 'text/plain', 'a.txt')).toMatchObject({ kind: 'text' });
    expect(checkAttachment(bytes('abc', [0], 'def'), 'text/plain', 'a.txt')).toMatchObject({ reason: 'content' });
    expect(checkAttachment(bytes('caf', [0xe9]), 'text/plain; charset=utf-8', 'a.txt')).toMatchObject({ reason: 'content' });
  });

  it('reads the declared type case-insensitively, without its parameters', () => {
    expect(checkAttachment(bytes('%PDF-1.4'), 'Application/PDF; name=x', 'x')).toEqual({ kind: 'pdf', contentType: 'application/pdf' });
  });

  it('refuses a file with neither an accepted type nor an accepted extension', () => {
    expect(checkAttachment(bytes('%PDF-1.4'), '', 'statement')).toEqual({ reason: 'type', declared: 'statement' });
    expect(checkAttachment(bytes('<svg/>'), 'image/svg+xml', 'a.svg')).toEqual({ reason: 'type', declared: 'image/svg+xml' });
  });
});

describe('safeFileName', () => {
  it('keeps only the last part of a path, without control characters', () => {
    expect(safeFileName('C:\\Users\\olivia\\leak.jpg')).toBe('leak.jpg');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('bad\r\nname\u0000.pdf')).toBe('badname.pdf');
    expect(safeFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(safeFileName('photo\u2066\u2067.jpg')).toBe('photo.jpg');
  });

  it('never answers an empty name, nor one longer than 255 characters', () => {
    expect(safeFileName('')).toBe('attachment');
    expect(safeFileName('folder/')).toBe('attachment');
    expect([...safeFileName('é'.repeat(300))]).toHaveLength(255);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name encoded', () => {
    expect(contentDisposition('leak.png')).toBe(`attachment; filename="leak.png"; filename*=UTF-8''leak.png`);
    expect(contentDisposition("O'Brien (copy)*.pdf")).toBe(`attachment; filename="O'Brien (copy)*.pdf"; filename*=UTF-8''O%27Brien%20%28copy%29%2A.pdf`);
    expect(contentDisposition('a\\b%c.txt')).toBe(`attachment; filename="a_b_c.txt"; filename*=UTF-8''a%5Cb%25c.txt`);
    expect(contentDisposition('日本.txt')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`);
  });
});
