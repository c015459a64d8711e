import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_MAX_BYTES, ContentImage, ContentImagesResponse } from '../../../core/schemas/content-images';
import { imageUploadRules } from '../../http/image-kind';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { filesDir } from './files';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const as = async (userId: string) => api.tokenFor(userId);
const upload = async (developmentId: string, body: unknown, userId: string = demoIds.ada) =>
  api.call(`/developments/${developmentId}/images`, { method: 'POST', token: await as(userId), body });
const list = async (developmentId: string, userId: string = demoIds.ada) => api.call(`/developments/${developmentId}/images`, { token: await as(userId) });
const remove = async (fileName: string, userId: string = demoIds.ada) => api.call(`/files/public/${fileName}`, { method: 'DELETE', token: await as(userId) });
const stored = (fileName: string) => existsSync(join(filesDir(api.ctx, 'public'), fileName));
/** The path of an image's URL on the test API (answers carry the configured public URL). */
const onTestApi = (url: string) => url.replace(api.ctx.config.publicUrl, api.url);

describe('GET and POST /developments/{id}/images', () => {
  it('lists the demo site plan of each development, newest first, as ContentImagesResponse', async () => {
    for (const [developmentId, slug] of [[demoIds.riversideWharf, 'riverside'], [demoIds.elmCourt, 'elm-court'], [demoIds.harbourLofts, 'harbour-lofts']] as const) {
      const { status, body } = await list(developmentId);
      expect(status).toBe(200);
      const [error, data] = validate(body.data, ContentImagesResponse);
      expect(error).toBeUndefined();
      expect(data!.images.at(-1)).toMatchObject({ fileName: `cim-${slug}-site-plan.svg`, name: 'Site plan' });
    }
  });

  it('stores an upload under a new name by its real type, served publicly at its URL, first in the list', async () => {
    // Named .jpg, but its bytes are a PNG: the bytes decide.
    const { status, body } = await upload(demoIds.elmCourt, { name: 'Parking bays', fileName: 'bays.jpg', content: PNG });
    expect(status).toBe(201);
    const [error, image] = validate(body.data, ContentImage);
    expect(error).toBeUndefined();
    expect(image!.fileName).toMatch(/^cim-[0-9a-f-]+\.png$/);
    expect(image!.url).toBe(`${api.ctx.config.publicUrl}/files/public/${image!.fileName}`);
    const served = await fetch(onTestApi(image!.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect((await list(demoIds.elmCourt, demoIds.manny)).body.data.images[0]).toEqual(image);
  });

  it('is for the development\u2019s staff, every staff role in its own; another development 404; its residents and client 403', async () => {
    const body = { name: 'Notice', fileName: 'notice.png', content: PNG };
    expect((await upload(demoIds.riversideWharf, body, demoIds.otto)).status).toBe(201);
    expect((await upload(demoIds.riversideWharf, body, demoIds.manny)).status).toBe(201);
    expect((await upload(demoIds.elmCourt, body, demoIds.otto)).status).toBe(404);
    expect((await list(demoIds.harbourLofts, demoIds.manny)).status).toBe(404);
    expect((await upload('dev-nowhere', body)).status).toBe(404);
    for (const userId of [demoIds.olivia, demoIds.sam, demoIds.clara]) {
      expect((await upload(demoIds.riversideWharf, body, userId)).status).toBe(403);
      expect((await list(demoIds.riversideWharf, userId)).status).toBe(403);
    }
    expect((await api.call(`/developments/${demoIds.riversideWharf}/images`)).status).toBe(401);
  });

  it('answers 400 for a missing name or file, bytes that are not a JPEG, PNG or WebP image, or one too large, and stores nothing', async () => {
    const before = (await list(demoIds.harbourLofts)).body.data.images.length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const tooLarge = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(CONTENT_IMAGE_MAX_BYTES)]).toString('base64');
    const cases: [unknown, string, string[]?][] = [
      [{ fileName: 'x.png', content: PNG }, 'name'],
      [{ name: ' ', fileName: 'x.png', content: PNG }, 'name'],
      [{ name: 'x'.repeat(101), fileName: 'x.png', content: PNG }, 'name'],
      [{ name: 'Plan', fileName: 'x.png', content: 'not base64!' }, 'content'],
      [{ name: 'Plan', fileName: 'x.svg', content: svg }, 'content', [imageUploadRules.type]],
      [{ name: 'Plan', fileName: 'x.png', content: tooLarge }, 'content', [imageUploadRules.tooLarge(2)]],
    ];
    for (const [body, field, rules] of cases) {
      const response = await upload(demoIds.harbourLofts, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(Object.keys(response.body.fields)).toContain(field);
      if (rules) expect(response.body.fields[field]).toEqual(rules);
    }
    expect((await list(demoIds.harbourLofts)).body.data.images).toHaveLength(before);
  });
});

describe('DELETE /files/public/{name} (spec 2 §7: DELETE to an image url)', () => {
  it('removes the image of news and pages: out of the list, its file gone, its URL 404', async () => {
    const image = (await upload(demoIds.riversideWharf, { name: 'Old poster', fileName: 'poster.png', content: PNG }, demoIds.otto)).body.data as ContentImage;
    expect(stored(image.fileName)).toBe(true);
    const { status } = await remove(image.fileName, demoIds.otto);
    expect(status).toBe(204);
    expect(stored(image.fileName)).toBe(false);
    expect((await fetch(onTestApi(image.url))).status).toBe(404);
    expect((await list(demoIds.riversideWharf)).body.data.images.map((each: ContentImage) => each.fileName)).not.toContain(image.fileName);
    expect((await remove(image.fileName, demoIds.otto)).status).toBe(404);
  });

  it('is for the image\u2019s development\u2019s staff: another development 404, its residents and client 403, no token 401', async () => {
    const plan = 'cim-harbour-lofts-site-plan.svg';
    expect((await remove(plan, demoIds.manny)).status).toBe(404);
    expect((await remove(plan, demoIds.otto)).status).toBe(404);
    expect((await remove(plan, demoIds.dee)).status).toBe(403);
    expect((await remove(plan, demoIds.olivia)).status).toBe(404);
    expect((await api.call(`/files/public/${plan}`, { method: 'DELETE' })).status).toBe(401);
    expect(stored(plan)).toBe(true);
  });

  it('removes no other public file: development pictures, facility images and authors\u2019 pictures are 404, as names that are no file', async () => {
    const others = ['author-manny-manager.svg', '..%2Fportico.sqlite', 'nothing.png'];
    const development = (await api.call(`/developments/${demoIds.riversideWharf}`, { token: await as(demoIds.ada) })).body.data as { imgUrl: string };
    others.push(decodeURIComponent(development.imgUrl.split('/').pop()!));
    for (const name of others) expect({ name, status: (await remove(name)).status }).toEqual({ name, status: 404 });
    expect(stored('author-manny-manager.svg')).toBe(true);
  });
});
