import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Development } from '../../../core/schemas';
import { DevelopmentContactsResponse, DevelopmentLocationsResponse } from '../../../core/schemas/development-contacts';
import { imageUploadRules } from '../../http/image-kind';
import { startTestApi, type TestApi } from '../../testing';
import { demoIds } from '../core';
import { filesDir } from './files';
import { DEVELOPMENT_IMAGE_MAX_BYTES } from './routes';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

/** A real 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function putPicture(developmentId: string, body: unknown, userId: string = demoIds.ada) {
  return api.call(`/developments/${developmentId}`, { method: 'PUT', token: await api.tokenFor(userId), body });
}

const imageFileOf = async (developmentId: string) =>
  (await api.ctx.db.selectFrom('developments').select('image_file').where('id', '=', developmentId).executeTakeFirstOrThrow()).image_file!;

describe('PUT /developments/{id}', () => {
  it('stores the new image under a new name by its real type, removes the old one, and answers the development as GET does', async () => {
    const previous = await imageFileOf(demoIds.elmCourt);
    // Named .jpg, but its bytes are a PNG: the bytes decide.
    const { status, body } = await putPicture(demoIds.elmCourt, { picture: { fileName: 'elm-court.jpg', content: PNG } });
    expect(status).toBe(200);
    const [error, development] = validate(body.data, Development);
    expect(error).toBeUndefined();
    expect(development!.imgUrl).toMatch(/\/files\/public\/dim-[0-9a-f-]+\.png$/);
    const read = await api.call(`/developments/${demoIds.elmCourt}`, { token: await api.tokenFor(demoIds.ada) });
    expect(body.data).toEqual(read.body.data);
    const image = await fetch(development!.imgUrl!.replace(api.ctx.config.publicUrl, api.url));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG);
    expect(existsSync(join(filesDir(api.ctx, 'public'), previous))).toBe(false);
  });

  it('is for the development\u2019s staff: global, sl1 and sl3 in their own; another development 404; residents and clients 403', async () => {
    const picture = { picture: { fileName: 'riverside.png', content: PNG } };
    expect((await putPicture(demoIds.riversideWharf, picture, demoIds.manny)).status).toBe(200);
    expect((await putPicture(demoIds.riversideWharf, picture, demoIds.otto)).status).toBe(200);
    expect((await putPicture(demoIds.elmCourt, picture, demoIds.otto)).status).toBe(404);
    expect((await putPicture(demoIds.harbourLofts, picture, demoIds.manny)).status).toBe(404);
    expect((await putPicture('dev-nowhere', picture)).status).toBe(404);
    for (const userId of [demoIds.olivia, demoIds.clara]) expect((await putPicture(demoIds.riversideWharf, picture, userId)).status).toBe(403);
  });

  it('answers 400 with messages for a missing or malformed picture, bytes that are not a JPEG, PNG or WebP image, or one too large, and changes nothing', async () => {
    const before = await imageFileOf(demoIds.harbourLofts);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const tooLarge = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(DEVELOPMENT_IMAGE_MAX_BYTES)]).toString('base64');
    const cases: [unknown, string, string[]?][] = [
      [{}, 'picture'],
      [{ picture: { fileName: 'x.png' } }, 'picture.content'],
      [{ picture: { fileName: '', content: PNG } }, 'picture.fileName'],
      [{ picture: { fileName: 'x.png', content: 'not base64!' } }, 'picture.content'],
      [{ picture: { fileName: 'x.png', content: PNG }, name: 'Renamed' }, 'name'],
      [{ picture: { fileName: 'x.svg', content: svg } }, 'picture.content', [imageUploadRules.type]],
      [{ picture: { fileName: 'x.gif', content: gif } }, 'picture.content', [imageUploadRules.type]],
      [{ picture: { fileName: 'x.png', content: tooLarge } }, 'picture.content', [imageUploadRules.tooLarge(2)]],
    ];
    for (const [body, field, rules] of cases) {
      const response = await putPicture(demoIds.harbourLofts, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(Object.keys(response.body.fields)).toContain(field);
      if (rules) expect(response.body.fields[field]).toEqual(rules);
    }
    expect((await api.call(`/developments/${demoIds.harbourLofts}`, { method: 'PUT', token: await api.tokenFor(demoIds.ada), body: '{"picture' })).status).toBe(400);
    expect(await imageFileOf(demoIds.harbourLofts)).toBe(before);
  });
});

describe('GET /developments/{id}/contacts and /locations', () => {
  it('answer the development\u2019s contacts (property manager, site team, out of hours) and places, in order', async () => {
    const token = await api.tokenFor(demoIds.olivia);
    const contacts = await api.call(`/developments/${demoIds.riversideWharf}/contacts`, { token });
    expect(contacts.status).toBe(200);
    const [contactsError, contactsData] = validate(contacts.body.data, DevelopmentContactsResponse);
    expect(contactsError).toBeUndefined();
    expect(contactsData!.contacts.map((contact) => contact.role)).toEqual(['Property manager', 'Site team', 'Emergencies out of hours']);
    expect(contactsData!.contacts[0]).toMatchObject({ id: 'dct-riverside-manager', name: 'Manny Manager', email: 'manager@example.com' });
    const locations = await api.call(`/developments/${demoIds.riversideWharf}/locations`, { token });
    expect(locations.status).toBe(200);
    const [locationsError, locationsData] = validate(locations.body.data, DevelopmentLocationsResponse);
    expect(locationsError).toBeUndefined();
    expect(locationsData!.locations.map((location) => location.name)).toEqual(expect.arrayContaining(['Block A', 'Car park', 'Bin store']));
    expect(locationsData!.locations[2]).toEqual({ id: 'loc-riverside-car-park', name: 'Car park' });
  });

  it('marks the out-of-hours line, the number the raise form shows for emergencies, and only it', async () => {
    const token = await api.tokenFor(demoIds.olivia);
    for (const developmentId of [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts]) {
      const { contacts } = (await api.call(`/developments/${developmentId}/contacts`, { token: await api.tokenFor(demoIds.ada) })).body.data as DevelopmentContactsResponse;
      expect(contacts.map((contact) => contact.outOfHours)).toEqual([false, false, true]);
    }
    const { contacts } = (await api.call(`/developments/${demoIds.riversideWharf}/contacts`, { token })).body.data as DevelopmentContactsResponse;
    expect(contacts.find((contact) => contact.outOfHours)).toMatchObject({ id: 'dct-riverside-out-of-hours', phone: '0800 000 0000' });
  });

  it('every demo development has its three contacts and some places', async () => {
    const token = await api.tokenFor(demoIds.ada);
    for (const developmentId of [demoIds.riversideWharf, demoIds.elmCourt, demoIds.harbourLofts]) {
      expect((await api.call(`/developments/${developmentId}/contacts`, { token })).body.data.contacts).toHaveLength(3);
      expect((await api.call(`/developments/${developmentId}/locations`, { token })).body.data.locations.length).toBeGreaterThan(2);
    }
  });

  it('are for anyone with access to the development: its customers, its client and its staff; anyone else 404', async () => {
    for (const suffix of ['contacts', 'locations']) {
      const call = async (developmentId: string, userId: string) => (await api.call(`/developments/${developmentId}/${suffix}`, { token: await api.tokenFor(userId) })).status;
      expect(await call(demoIds.riversideWharf, demoIds.sam)).toBe(200);
      expect(await call(demoIds.riversideWharf, demoIds.clara)).toBe(200);
      expect(await call(demoIds.riversideWharf, demoIds.otto)).toBe(200);
      expect(await call(demoIds.harbourLofts, demoIds.olivia)).toBe(404);
      expect(await call(demoIds.elmCourt, demoIds.otto)).toBe(404);
      expect(await call('dev-nowhere', demoIds.ada)).toBe(404);
      expect((await api.call(`/developments/${demoIds.riversideWharf}/${suffix}`)).status).toBe(401);
    }
  });
});
