import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import '../editor/testLayout.dom';
import { t } from '../../../core/i18n';
import { sampleAdminUser, sampleAuthResult, sampleDevelopment, sampleDocumentsResponse, sampleIds } from '../../../core/schemas/samples';
import { ok } from '../../../core/testing/examples';
import { startPage } from '../../../core/testing/page';
import { marker, PAYLOADS } from '../../../tests/security/xss-payloads';
import { LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { NewsSection } from './NewsSection';

// The XSS corpus typed into the news form's title and pasted (as HTML and as text) into its
// rich-text editor: neither the editor, nor the HTML it reports, nor the preview (the residents'
// news component) holds a script, a frame, an event handler or a script URL, and nothing ran.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Anything in `root` that could run script. */
function hazards(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (['script', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form'].includes(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${name}[${attribute.name}]`);
      if (attribute.name === 'style') found.push(`${name}[style]`);
      if (/^\s*(javascript|vbscript|data):/i.test(attribute.value) && ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(attribute.name)) {
        found.push(`${name}[${attribute.name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

/** `html` parsed inertly, for the same check. */
const parsed = (html: string) => new DOMParser().parseFromString(html, 'text/html').body;

describe('the news form under the XSS corpus', () => {
  it('every payload, in the title and pasted into the editor, renders as words in the preview and runs nothing', async () => {
    const ran = vi.fn();
    vi.stubGlobal('__xss', ran);
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    const calls = startPage({ session: { ...sampleAuthResult, user: sampleAdminUser }, answers: { [`GET /developments/${sampleIds.riversideWharf}/documents`]: ok(sampleDocumentsResponse) } });
    render(
      <main>
        <NewsSection development={sampleDevelopment} developments={[sampleDevelopment]} recordId="new" />
      </main>,
    );
    const user = userEvent.setup();
    // The editor's code loads on first show: slow the first time in a test run.
    const editor = await screen.findByRole('textbox', { name: t('common.description') }, { timeout: 15_000 });
    const title = screen.getByRole('textbox', { name: t('common.title') });
    const preview = screen.getByRole('region', { name: t('admin.news.preview') });
    const reported: string[] = [];

    for (const payload of PAYLOADS) {
      await user.clear(title);
      // Typed as is (user-event reads braces and brackets as keys; pasting avoids that).
      await user.click(title);
      await user.paste(payload.text);
      await user.click(editor);
      await user.keyboard('{Control>}a{/Control}');
      await user.paste({ getData: (type: string) => (type === 'text/html' ? payload.text : payload.text), types: ['text/html', 'text/plain'] } as unknown as DataTransfer);
      const article = await within(preview).findByRole('article');
      await waitFor(() => expect(article.querySelector('.portico-news__description')?.textContent).toContain(marker(payload.id)));
      expect(within(article).getByRole('heading').textContent).toBe(payload.text);
      reported.push(editor.innerHTML);
      expect(hazards(editor), `payload ${payload.id} in the editor`).toEqual([]);
      expect(hazards(article), `payload ${payload.id} in the preview`).toEqual([]);
    }
    for (const html of reported) expect(hazards(parsed(html))).toEqual([]);
    expect(ran).not.toHaveBeenCalled();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  }, 180_000);
});
