import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { Ticket, TicketAttachment, TicketFeedResponse } from '../../../core/schemas';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { requestDemoIds as ids } from './index';
import { MAX_ATTACHMENT_BYTES } from './files';

let api: TestApi;
const people = ['olivia', 'sam', 'mia', 'otto'] as const;
const tokens = {} as Record<(typeof people)[number], string>;
beforeAll(async () => {
  api = await startTestApi();
  for (const person of people) tokens[person] = await api.tokenFor(demoIds[person]);
});
afterAll(() => api.close());

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const samples = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a PNG'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'rest of a JPEG'),
  pdf: bytes('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  heic: bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'),
  text: Buffer.from('Meter reading: 04512\nTaken on Monday.\n', 'utf8'),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest of a compound file'),
  docx: bytes([0x50, 0x4b, 0x03, 0x04], 'rest of the header[Content_Types].xml', 'word/document.xml'),
  exe: bytes('MZ', [0x90, 0, 3, 0]),
  html: bytes('<!doctype html><script>alert(1)</script>'),
};

async function upload(ticketId: string, token: string | null, file: { data: Uint8Array; type: string; name: string } | null, field = 'file') {
  const form = new FormData();
  if (file) form.append(field, new File([new Uint8Array(file.data)], file.name, { type: file.type }));
  const response = await fetch(`${api.url}/tickets/${ticketId}/attachments`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function download(path: string, token: string) {
  const response = await fetch(api.url + path, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
}

describe('uploading an attachment', () => {
  it('stores the file, answers it with a URL, lists it on the request and records it in the feed', async () => {
    const { status, body } = await upload(ids.leakTicket, tokens.olivia, { data: samples.png, type: 'image/png', name: 'ceiling.png' });
    expect(status).toBe(201);
    const [error, attachment] = validate(body.data, TicketAttachment);
    expect(error).toBeUndefined();
    expect(attachment).toEqual({ id: expect.stringMatching(/^att-/), name: 'ceiling.png', url: `/tickets/${ids.leakTicket}/attachments/${attachment!.id}` });

    const ticket = (await api.call(`/tickets/${ids.leakTicket}`, { token: tokens.olivia })).body.data;
    expect(validate(ticket, Ticket)[0]).toBeUndefined();
    expect(ticket.attachments).toContainEqual(attachment);
    const { feed } = (await api.call(`/tickets/${ids.leakTicket}/feed`, { token: tokens.olivia })).body.data;
    expect(validate({ feed }, TicketFeedResponse)[0]).toBeUndefined();
    expect(feed.at(-1)).toMatchObject({ type: 'attachment', authorName: 'Olivia Owner', attachment });

    const file = await download(attachment!.url, tokens.olivia);
    expect(file.status).toBe(200);
    expect(file.data.equals(samples.png)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="ceiling.png"; filename*=UTF-8''ceiling.png`);
  });

  it('accepts PDF, JPEG, HEIC, plain text and Word documents', async () => {
    const accepted: [keyof typeof samples, string, string][] = [
      ['pdf', 'application/pdf', 'lease.pdf'],
      ['jpeg', 'image/jpeg', 'photo.jpg'],
      ['heic', 'image/heic', 'IMG_0001.HEIC'],
      ['text', 'text/plain', 'reading.txt'],
      ['doc', 'application/msword', 'letter.doc'],
      ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'letter.docx'],
    ];
    for (const [kind, type, name] of accepted) {
      const { status } = await upload(ids.parkingTicket, tokens.olivia, { data: samples[kind], type, name });
      expect(status, kind).toBe(201);
    }
  });

  it('goes by the name when the browser declares no type, and checks the bytes all the same', async () => {
    const pdf = await upload(ids.parkingTicket, tokens.olivia, { data: samples.pdf, type: 'application/octet-stream', name: 'statement.pdf' });
    expect(pdf.status).toBe(201);
    const served = await download(pdf.body.data.url, tokens.olivia);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    const fake = await upload(ids.parkingTicket, tokens.olivia, { data: samples.exe, type: '', name: 'statement.pdf' });
    expect(fake.status).toBe(415);
  });

  it('answers 415 to a type that is not accepted', async () => {
    for (const [data, type, name] of [
      [samples.html, 'text/html', 'page.html'],
      [samples.exe, 'application/x-msdownload', 'setup.exe'],
      [bytes('GIF89a'), 'image/gif', 'anim.gif'],
      [samples.exe, 'application/octet-stream', 'setup.exe'],
    ] as const) {
      const { status, body } = await upload(ids.parkingTicket, tokens.olivia, { data, type, name });
      expect(status, type).toBe(415);
      expect(body.messages[0]).toMatch(/not accepted: attach a PDF, JPEG, PNG, HEIC, plain text or Word document\.$/);
    }
  });

  it('answers 415 to a file whose bytes are not what its type says', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [samples.jpeg, 'image/png', 'photo.png', 'PNG image'],
      [samples.html, 'image/png', 'photo.png', 'PNG image'],
      [samples.exe, 'application/pdf', 'lease.pdf', 'PDF'],
      [samples.png, 'image/jpeg', 'photo.jpg', 'JPEG image'],
      [samples.exe, 'text/plain', 'notes.txt', 'plain text file'],
      [samples.pdf, 'image/heic', 'photo.heic', 'HEIC image'],
      [bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'sheet.docx', 'Word document'],
    ];
    for (const [data, type, name, expected] of cases) {
      const { status, body } = await upload(ids.parkingTicket, tokens.olivia, { data, type, name });
      expect(status, `${name} as ${type}`).toBe(415);
      expect(body.messages).toEqual([`The file's content is not a ${expected}, as its type says it is.`]);
    }
  });

  it('stores files under random names, never the uploader’s', async () => {
    const { status, body } = await upload(ids.parkingTicket, tokens.olivia, { data: samples.text, type: 'text/plain', name: '../../../etc/passwd.txt' });
    expect(status).toBe(201);
    expect(body.data.name).toBe('passwd.txt');
    const stored = readdirSync(join(api.ctx.config.dataDir, 'files', 'attachments'));
    expect(stored.length).toBeGreaterThan(0);
    for (const name of stored) expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('sends an awkward name back safely encoded', async () => {
    const { body } = await upload(ids.parkingTicket, tokens.olivia, { data: samples.pdf, type: 'application/pdf', name: 'Résumé "final"; x.pdf' });
    const file = await download(body.data.url, tokens.olivia);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final_; x.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%3B%20x.pdf`,
    );
  });

  it('answers 400 without a file, with an empty file, and to a body that is not multipart', async () => {
    const none = await upload(ids.parkingTicket, tokens.olivia, null);
    expect(none.status).toBe(400);
    const wrongField = await upload(ids.parkingTicket, tokens.olivia, { data: samples.pdf, type: 'application/pdf', name: 'a.pdf' }, 'document');
    expect(wrongField).toMatchObject({ status: 400, body: { messages: ['file: is required'], fields: { file: ['is required'] } } });
    const empty = await upload(ids.parkingTicket, tokens.olivia, { data: new Uint8Array(), type: 'application/pdf', name: 'a.pdf' });
    expect(empty).toMatchObject({ status: 400, body: { messages: ['file: must not be empty'] } });
    const json = await api.call(`/tickets/${ids.parkingTicket}/attachments`, { method: 'POST', token: tokens.olivia, body: { file: 'x' } });
    expect(json).toMatchObject({ status: 400, body: { messages: ['Send the file as multipart/form-data, in one field named file.'] } });
    const broken = await api.call(`/tickets/${ids.parkingTicket}/attachments`, {
      method: 'POST',
      token: tokens.olivia,
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno closing boundary',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('size limits', () => {
  it('accepts exactly 10 MB and answers 413 to one byte more', async () => {
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x41);
    exact.set(samples.pdf);
    expect((await upload(ids.intercomTicket, tokens.olivia, { data: exact, type: 'application/pdf', name: 'big.pdf' })).status).toBe(201);
    const over = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x41);
    over.set(samples.pdf);
    const { status, body } = await upload(ids.intercomTicket, tokens.olivia, { data: over, type: 'application/pdf', name: 'big.pdf' });
    expect(status).toBe(413);
    expect(body.messages).toEqual(['The file is too large: attachments may be at most 10 MB.']);
  });

  it('answers 413 to a body that is far too large', async () => {
    const huge = Buffer.alloc(11 * 1024 * 1024, 0x41);
    huge.set(samples.pdf);
    expect((await upload(ids.intercomTicket, tokens.olivia, { data: huge, type: 'application/pdf', name: 'huge.pdf' })).status).toBe(413);
  });

  it('refuses a body announced as too large before reading it', async () => {
    const url = new URL(`${api.url}/tickets/${ids.intercomTicket}/attachments`);
    // 500 MB announced, a few bytes sent: the answer comes without the API waiting for the rest.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        url,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${tokens.olivia}`,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(500 * 1024 * 1024),
          },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          response.resume();
          req.destroy();
        },
      );
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      req.write('--x\r\n');
    });
    expect(status).toBe(413);
  });

  it('refuses a chunked body once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 30) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${api.url}/tickets/${ids.intercomTicket}/attachments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.olivia}`, 'Content-Type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(30);
  });
});

describe('who may upload and download', () => {
  it("answers 404 for another resident's request and attachment", async () => {
    expect((await upload(ids.samTicket, tokens.olivia, { data: samples.png, type: 'image/png', name: 'x.png' })).status).toBe(404);
    expect((await download(`/tickets/${ids.samTicket}/attachments/${ids.binsPhoto}`, tokens.olivia)).status).toBe(404);
    expect((await download(`/tickets/${ids.samTicket}/attachments/${ids.binsPhoto}`, tokens.mia)).status).toBe(404);
    // Another request's attachment through one's own request is no way round.
    expect((await download(`/tickets/${ids.leakTicket}/attachments/${ids.binsPhoto}`, tokens.olivia)).status).toBe(404);
    expect((await download(`/tickets/${ids.leakTicket}/attachments/att-no-such`, tokens.olivia)).status).toBe(404);
  });

  it('lets the owner and staff of the development download it', async () => {
    const own = await download(`/tickets/${ids.samTicket}/attachments/${ids.binsPhoto}`, tokens.sam);
    expect(own.status).toBe(200);
    expect(own.data.subarray(0, 8).equals(samples.png.subarray(0, 8))).toBe(true);
    expect((await download(`/tickets/${ids.samTicket}/attachments/${ids.binsPhoto}`, tokens.otto)).status).toBe(200);
  });

  it('answers 404 before reading the body of an upload to a request that is not theirs', async () => {
    const huge = Buffer.alloc(MAX_ATTACHMENT_BYTES * 2);
    expect((await upload(ids.samTicket, tokens.olivia, { data: huge, type: 'application/pdf', name: 'x.pdf' })).status).toBe(404);
  });

  it('answers 409 to an upload to a closed request', async () => {
    const { status, body } = await upload(ids.noiseTicket, tokens.olivia, { data: samples.png, type: 'image/png', name: 'x.png' });
    expect(status).toBe(409);
    expect(body.messages).toEqual(['This request is closed. Please raise a new request instead.']);
  });

  it('answers 401 without a token', async () => {
    expect((await upload(ids.leakTicket, null, { data: samples.png, type: 'image/png', name: 'x.png' })).status).toBe(401);
  });
});

describe('the number and order of files', () => {
  async function newRequest(): Promise<string> {
    const body = { developmentId: demoIds.riversideWharf, premisesId: demoIds.flat1, sendingRequestAs: 'customer', categoryId: ids.categoryRepair, ownerTypeCode: 'SS', title: 'Files', description: 'Photos to follow.' };
    const { status, body: answer } = await api.call('/tickets', { method: 'POST', token: tokens.olivia, body });
    expect(status).toBe(201);
    return answer.data.id as string;
  }
  const text = (name: string) => ({ data: Buffer.from(`${name}\n`, 'utf8'), type: 'text/plain', name });

  it('lists files in the order they were uploaded, in the request and in its feed', async () => {
    const ticketId = await newRequest();
    const names = ['c.txt', 'a.txt', 'b.txt'];
    for (const name of names) expect((await upload(ticketId, tokens.olivia, text(name))).status).toBe(201);
    const ticket = (await api.call(`/tickets/${ticketId}`, { token: tokens.olivia })).body.data;
    expect(ticket.attachments.map((file: { name: string }) => file.name)).toEqual(names);
    const { feed } = (await api.call(`/tickets/${ticketId}/feed`, { token: tokens.olivia })).body.data;
    expect(feed.filter((event: { type: string }) => event.type === 'attachment').map((event: { attachment: { name: string } }) => event.attachment.name)).toEqual(names);
  });

  it('keeps at most 20 files however many arrive at once, and keeps no bytes of those refused', async () => {
    const ticketId = await newRequest();
    const dir = join(api.ctx.config.dataDir, 'files', 'attachments');
    const before = readdirSync(dir).length;
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => upload(ticketId, tokens.olivia, text(`file-${n}.txt`))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.messages])).toEqual(Array(4).fill([409, ['A request may carry at most 20 files.']]));
    const ticket = (await api.call(`/tickets/${ticketId}`, { token: tokens.olivia })).body.data;
    expect(ticket.attachments).toHaveLength(20);
    const { feed } = (await api.call(`/tickets/${ticketId}/feed`, { token: tokens.olivia })).body.data;
    expect(feed.filter((event: { type: string }) => event.type === 'attachment')).toHaveLength(20);
    expect(readdirSync(dir).length - before).toBe(20);
  });
});
