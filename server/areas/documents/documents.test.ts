// GET /developments/{id}/documents and its file download, over real HTTP.
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsFilterResponse } from '../../../core/schemas';
import { Bill } from '../../../core/schemas';
import { DocumentsResponse } from '../../../core/schemas/documents';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';

let api: TestApi;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  api = await startTestApi();
  for (const [name, id] of Object.entries({ olivia: demoIds.olivia, sam: demoIds.sam, mia: demoIds.mia, dee: demoIds.dee, clara: demoIds.clara, ada: demoIds.ada, otto: demoIds.otto })) {
    tokens[name] = await api.tokenFor(id);
  }
});
afterAll(() => api.close());

const documentsOf = (developmentId: string, who: string) => api.call(`/developments/${developmentId}/documents`, { token: tokens[who] });
const fileOf = (developmentId: string, fileId: string, who: string) => api.call(`/developments/${developmentId}/documents/files/${fileId}`, { token: tokens[who] });

describe('GET /developments/{id}/documents', () => {
  it("gives Riverside Wharf's folders in order with their files by name (docs/demo-data.md: Building safety 2, Accounts 1)", async () => {
    const { status, body } = await documentsOf(demoIds.riversideWharf, 'olivia');
    expect(status).toBe(200);
    expect(validate(body.data, DocumentsResponse)[0]).toBeUndefined();
    const folders = body.data.folders as { id: string; name: string; files: { name: string; size: number }[] }[];
    expect(folders.map((folder) => [folder.name, folder.files.map((file) => file.name)])).toEqual([
      ['Building safety', ['Fire risk assessment.pdf', 'Lift inspection report.pdf']],
      ['Accounts', ['Service charge accounts.pdf']],
      ['Meetings', ['AGM agenda.pdf']],
    ]);
    expect(folders.every((folder) => folder.files.every((file) => file.size > 0))).toBe(true);
  });

  it('answers every member: a subtenant, the client organisation and staff of the development', async () => {
    for (const who of ['sam', 'clara', 'otto', 'ada']) expect((await documentsOf(demoIds.riversideWharf, who)).status, who).toBe(200);
  });

  it("is 404 for a development that is not the user's, the same as one that does not exist, and 401 without a session", async () => {
    expect((await documentsOf(demoIds.harbourLofts, 'olivia')).status).toBe(404);
    expect((await documentsOf(demoIds.riversideWharf, 'mia')).status).toBe(404);
    expect((await documentsOf('dev-nowhere', 'olivia')).status).toBe(404);
    expect((await api.call(`/developments/${demoIds.riversideWharf}/documents`)).status).toBe(401);
  });
});

describe('GET /developments/{id}/documents/files/{fileId}', () => {
  it('gives the file as base64 PDF content with its name', async () => {
    const { status, body } = await fileOf(demoIds.riversideWharf, demoIds.liftInspection, 'olivia');
    expect(status).toBe(200);
    expect(validate(body.data, Bill)[0]).toBeUndefined();
    expect(body.data.fileName).toBe('Lift inspection report.pdf');
    const pdf = Buffer.from(body.data.content, 'base64').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain('Lift B: refurbishment recommended.');
  });

  it("is 404 for another development's file, even through a development of the user's, and for a development not theirs", async () => {
    expect((await fileOf(demoIds.riversideWharf, demoIds.insuranceSchedule, 'olivia')).status).toBe(404);
    expect((await fileOf(demoIds.harbourLofts, demoIds.claddingSurvey, 'olivia')).status).toBe(404);
    expect((await fileOf(demoIds.riversideWharf, 'doc-nothing', 'olivia')).status).toBe(404);
    expect((await fileOf(demoIds.harbourLofts, demoIds.claddingSurvey, 'dee')).status).toBe(200);
  });

  it('is 401 without a session', async () => {
    expect((await api.call(`/developments/${demoIds.riversideWharf}/documents/files/${demoIds.liftInspection}`)).status).toBe(401);
  });
});

describe('the news links', () => {
  it("every file a development's news links is a document of that development", async () => {
    for (const [developmentId, who] of [[demoIds.riversideWharf, 'olivia'], [demoIds.elmCourt, 'olivia'], [demoIds.harbourLofts, 'dee']] as const) {
      const { body } = await api.call('/news/filter', { method: 'POST', token: tokens[who], body: { developmentUUIDs: [developmentId] } });
      const { news } = body.data as NewsFilterResponse;
      for (const link of news.flatMap((item) => item.linkedLibraryFiles)) {
        const { status, body: folders } = await documentsOf(link.payload.developmentId, who);
        expect(status).toBe(200);
        const listed = (folders.data as DocumentsResponse).folders.flatMap((folder) => {
          if (link.type === 'folder') return [folder.id];
          return folder.id === link.payload.folderId ? folder.files.map((file) => file.id) : [];
        });
        expect(listed, `${link.type} ${link.payload.name}`).toContain(link.payload.id);
      }
    }
    const riverside = (await api.call('/news/filter', { method: 'POST', token: tokens.olivia, body: { developmentUUIDs: [demoIds.riversideWharf] } })).body.data as NewsFilterResponse;
    expect(riverside.news.some((item) => item.linkedLibraryFiles.some((link) => link.type === 'file'))).toBe(true);
  });
});
