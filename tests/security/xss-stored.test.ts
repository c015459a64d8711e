// The XSS corpus through the API's own sanitiser: staff HTML (a news item's description, a page's)
// is stored and answered only once it is safe, whatever the portal's sanitiser does later. Each
// payload goes through POST /news and POST /developments/{id}/posts; the answer, the stored row and
// what residents are then given must hold no script, no handler, no script URL, no frame or form
// and no style, while the payload's marker text survives (it was kept as text, not dropped whole).
// A payload holding a control character is refused with 400 before any sanitiser sees it.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../server/testing';
import { demoIds } from '../../server/areas/core';
import { marker, PAYLOADS, refusedAtTheDoor } from './xss-payloads';

let api: TestApi;
let ada: string;
let olivia: string;
beforeAll(async () => {
  api = await startTestApi();
  ada = await api.tokenFor(demoIds.ada);
  olivia = await api.tokenFor(demoIds.olivia);
});
afterAll(() => api.close());

const { document } = new JSDOM('').window;
const UNSAFE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'animate', 'set', 'foreignobject']);
const UNSAFE_ATTRIBUTES = new Set(['style', 'srcdoc', 'formaction', 'action']);
const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'data', 'poster', 'background', 'values', 'to', 'from']);
const SCRIPT_URL = /^(javascript|vbscript|data:text\/html|data:text\/javascript|data:image\/svg)/;

/** Whatever in `html` could run script or restyle the page, as "element[attribute=value]" lines; [] when safe. */
function unsafeParts(html: string): string[] {
  const probe = document.createElement('template');
  probe.innerHTML = html;
  const found: string[] = [];
  for (const element of probe.content.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (UNSAFE_ELEMENTS.has(name)) found.push(name);
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters in a URL's scheme.
      const value = [...attribute.value].filter((character) => character.charCodeAt(0) > 32).join('').toLowerCase();
      if (attributeName.startsWith('on') || UNSAFE_ATTRIBUTES.has(attributeName) || (URL_ATTRIBUTES.has(attributeName) && SCRIPT_URL.test(value))) {
        found.push(`${name}[${attributeName}=${attribute.value}]`);
      }
    }
  }
  return found;
}

describe('the XSS corpus through the API', () => {
  it('checks what it means to check (unsafeParts finds the corpus\u2019s tricks)', () => {
    expect(unsafeParts('<p>Hi <a href="https://example.com">ok</a></p>')).toEqual([]);
    expect(unsafeParts('<img src=x onerror=x()>')).toEqual(['img[onerror=x()]']);
    expect(unsafeParts('<a href=" java\tscript:x()">a</a><style>p{}</style>')).toEqual(['a[href= java\tscript:x()]', 'style']);
  });

  it.each(PAYLOADS.map((payload) => [payload.id, payload.kind, payload] as const))('payload %i (%s) is stored safe as a news description', async (_id, _kind, payload) => {
    const { status, body } = await api.call('/news', {
      method: 'POST',
      token: ada,
      body: { developmentIds: [demoIds.riversideWharf], title: payload.text, category: 'standard', description: payload.text, linkedLibraryFiles: [] },
    });
    if (refusedAtTheDoor(payload)) {
      expect([status, Object.keys(body.fields ?? {})], JSON.stringify(body)).toEqual([400, ['title', 'description']]);
      return;
    }
    expect(status, JSON.stringify(body)).toBe(201);
    const { id, description, title } = body.data.news as { id: string; description: string; title: string };
    // The title is text: kept as written, and escaped wherever it is shown.
    expect(title).toBe(payload.text);
    const { description: stored } = await api.ctx.db.selectFrom('news').select('description').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toBe(description);
    expect(unsafeParts(description), description).toEqual([]);
    expect(description).toContain(marker(payload.id));
    const read = await api.call('/news/filter', { method: 'POST', token: olivia, body: { developmentUUIDs: [demoIds.riversideWharf] } });
    expect((read.body.data.news as { id: string; description: string }[]).find((item) => item.id === id)?.description).toBe(description);
    expect((await api.call(`/news/${id}`, { method: 'DELETE', token: ada })).status).toBe(204);
  });

  it.each(PAYLOADS.map((payload) => [payload.id, payload.kind, payload] as const))('payload %i (%s) is stored safe as a page description', async (_id, _kind, payload) => {
    const path = `/developments/${demoIds.riversideWharf}/posts`;
    const { status, body } = await api.call(path, { method: 'POST', token: ada, body: { title: payload.text, description: payload.text, published: true } });
    if (refusedAtTheDoor(payload)) {
      expect([status, Object.keys(body.fields ?? {})], JSON.stringify(body)).toEqual([400, ['title', 'description']]);
      return;
    }
    expect(status, JSON.stringify(body)).toBe(201);
    const { id, description } = body.data.post as { id: string; description: string };
    const stored = await api.ctx.db.selectFrom('development_posts').select('description').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.description).toBe(description);
    expect(unsafeParts(description), description).toEqual([]);
    expect(description).toContain(marker(payload.id));
    expect((await api.call(`${path}/${id}`, { method: 'DELETE', token: ada })).status).toBe(204);
  });
});
