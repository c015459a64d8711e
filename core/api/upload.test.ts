import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import { sampleUser } from '../testing/samples/account';
import { sampleIds } from '../testing/samples/ids';
import { connectSession } from './auth';
import { uploadTicketAttachment } from './endpoints/tickets';
import { fakeXhr, readyConfig, validToken, connectFixedSession } from '../testing/fake-api';

const BASE = 'https://api.example.test';
const AUTH = validToken();

const xhrs = fakeXhr();

const attachment = { id: 'att-1', name: 'leak.jpg', url: 'https://api.example.test/tickets/tkt-1/attachments/att-1' };
const photo = () => new File([new Uint8Array(2048)], 'leak.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  activateCatalogue(en);
  readyConfig(BASE);
  connectFixedSession(AUTH);
  xhrs.sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', xhrs.XMLHttpRequest);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('uploadTicketAttachment', () => {
  it('posts the file as multipart field file with the bearer, reports progress and answers the attachment', async () => {
    xhrs.behaviour = (xhr) => {
      xhr.progress(1024, 2048);
      xhr.progress(2048, 2048);
      xhr.answer(201, { data: attachment });
    };
    const progress = vi.fn();

    const result = await uploadTicketAttachment(sampleIds.leakTicket, photo(), progress);

    expect(result).toEqual(attachment);
    const [xhr] = xhrs.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`${BASE}/tickets/${sampleIds.leakTicket}/attachments`);
    expect(xhr?.headers.authorization).toBe(`Bearer ${AUTH}`);
    // The browser sets the multipart type with its boundary; a JSON type would break the upload.
    expect(xhr?.headers['content-type']).toBeUndefined();
    expect(xhr?.body).toBeInstanceOf(FormData);
    expect(((xhr?.body as FormData).get('file') as File).name).toBe('leak.jpg');
    expect(progress.mock.calls).toEqual([[{ loaded: 1024, total: 2048 }], [{ loaded: 2048, total: 2048 }]]);
  });

  it("turns a refusal into an http ApiError with the server's message and the caller's prefix", async () => {
    xhrs.behaviour = (xhr) => xhr.answer(415, { messages: ['file: must be a PDF, JPEG, PNG, HEIC, text or Word file'] });

    await expect(uploadTicketAttachment(sampleIds.leakTicket, photo(), undefined, { errorPrefix: 'Could not save your file.' })).rejects.toMatchObject({
      kind: 'http',
      status: 415,
      message: 'Could not save your file. file: must be a PDF, JPEG, PNG, HEIC, text or Word file',
    });
  });

  it('turns a dropped connection into a network ApiError', async () => {
    xhrs.behaviour = (xhr) => xhr.fail();

    await expect(uploadTicketAttachment(sampleIds.leakTicket, photo())).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts an upload that takes longer than its time limit', async () => {
    xhrs.behaviour = () => undefined;

    const upload = uploadTicketAttachment(sampleIds.leakTicket, photo(), undefined, { timeoutMs: 50 });

    await expect(upload).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('retries once with a new token after a 401, sending the same file again', async () => {
    let refreshed = false;
    const fresh = validToken('user-1-fresh');
    connectSession({
      getAuthToken: () => (refreshed ? fresh : AUTH),
      getRefreshToken: () => 'refresh-1',
      storeAuthResult: () => {
        refreshed = true;
      },
      clearAuthToken: () => undefined,
      endSession: () => undefined,
      refreshInFlight: null,
    });
    xhrs.behaviour = (xhr) => (xhr.headers.authorization === `Bearer ${fresh}` ? xhr.answer(201, { data: attachment }) : xhr.answer(401, { messages: ['Unauthorised'] }));
    vi.stubGlobal('fetch', async () =>
      new Response(JSON.stringify({ data: { authToken: fresh, refreshToken: 'refresh-2', user: sampleUser } }), { status: 200 }),
    );

    await expect(uploadTicketAttachment(sampleIds.leakTicket, photo())).resolves.toEqual(attachment);
    expect(xhrs.sent).toHaveLength(2);
    expect((xhrs.sent[1]?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
