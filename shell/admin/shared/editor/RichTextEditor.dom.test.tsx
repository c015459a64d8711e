import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../core/ui/testSetup.dom';
import './testLayout.dom';
import { t } from '../../../../core/i18n';
import { allowedHref } from './links';
import { RichTextEditor } from './RichTextEditor';
import { expectNoAxeViolations } from '../../../../core/testing/axe';

/** The editor in a labelled field, reporting its HTML. */
function Harness({ start = '', reported, late = false }: { start?: string; reported: string[]; late?: boolean }) {
  const [html, setHtml] = useState(start);
  return (
    <main>
      <p id="label">Description</p>
      <p id="hint">What residents read.</p>
      <RichTextEditor
        id="description"
        labelledBy="label"
        describedBy="hint"
        value={html}
        onChange={(next) => {
          reported.push(next);
          // A form's value may come back a render or two late (react-hook-form's watch).
          if (late) setTimeout(() => setHtml(next), 0);
          else setHtml(next);
        }}
      />
      <output data-testid="html">{html}</output>
    </main>
  );
}

async function showEditor(start = '', late = false) {
  const reported: string[] = [];
  const user = userEvent.setup();
  const view = render(<Harness start={start} reported={reported} late={late} />);
  const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 });
  return { ...view, user, area, reported };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor', () => {
  it('shows a spinner, then the editable area named by its label and described by its hint, axe clean', async () => {
    const { container, area } = await showEditor('<p>Hello</p>');
    expect(area.getAttribute('aria-describedby')).toBe('hint');
    expect(area.id).toBe('description');
    expect(area.getAttribute('contenteditable')).toBe('true');
    screen.getByRole('toolbar', { name: t('admin.editor.toolbar') });
    await expectNoAxeViolations(container);
  });

  it('the toolbar toggles bold and a bullet list, with their pressed states, and reports the HTML', async () => {
    const { user, area, reported } = await showEditor('<p>Strong</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    expect(button(t('admin.editor.bold')).getAttribute('aria-pressed')).toBe('false');
    await user.click(button(t('admin.editor.bold')));
    expect(button(t('admin.editor.bold')).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(reported.at(-1)).toBe('<p><strong>Strong</strong></p>'));
    await user.click(button(t('admin.editor.bulletList')));
    await waitFor(() => expect(reported.at(-1)).toBe('<ul><li><p><strong>Strong</strong></p></li></ul>'));
    expect(button(t('admin.editor.bulletList')).getAttribute('aria-pressed')).toBe('true');
    await user.click(button(t('admin.editor.heading')));
    await waitFor(() => expect(reported.at(-1)).toBe('<h3><strong>Strong</strong></h3>'));
    // Undo goes back past the heading (how far depends on ProseMirror's grouping of quick changes).
    await user.click(button(t('admin.editor.undo')));
    await waitFor(() => expect(reported.at(-1)).not.toContain('<h3>'));
    expect(button(t('admin.editor.redo')).getAttribute('aria-disabled')).toBeNull();
  });

  it("typing keeps every keystroke while the form's value comes back late", async () => {
    const { user, area, reported } = await showEditor('', true);
    await user.click(area);
    await user.keyboard('Use the stairs');
    await waitFor(() => expect(reported.at(-1)).toBe('<p>Use the stairs</p>'));
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p>Use the stairs</p>'));
    expect(area.textContent).toBe('Use the stairs');
  });

  it('an emptied editor reports nothing typed, so a required field says so', async () => {
    const { user, area, reported } = await showEditor('<p>x</p>');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(reported.at(-1)).toBe(''));
  });

  it('is left (onBlur) only when the focus leaves it, not for its own toolbar', async () => {
    const left = vi.fn();
    const user = userEvent.setup();
    render(
      <main>
        <p id="l">Description</p>
        <RichTextEditor id="d" labelledBy="l" value="<p>Hi</p>" onChange={() => undefined} onBlur={left} />
        <button type="button">After</button>
      </main>,
    );
    const area = await screen.findByRole('textbox', { name: 'Description' }, { timeout: 15_000 });
    await user.click(area);
    // The toolbar comes before the text: Shift+Tab reaches its last button.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(button(t('admin.editor.redo')));
    await user.click(button(t('admin.editor.italic')));
    expect(left).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('marks the area invalid when told', async () => {
    render(<RichTextEditor id="d" labelledBy="l" value="" onChange={() => undefined} invalid describedBy="e" />);
    await waitFor(() => expect(document.getElementById('d')?.getAttribute('aria-invalid')).toBe('true'));
  });

  it('the link control asks for the address in a field and refuses a javascript: address', async () => {
    const { user, area, reported } = await showEditor();
    await user.click(area);
    await user.click(button(t('admin.editor.link')));
    const address = screen.getByRole('textbox', { name: t('admin.editor.linkAddress') });
    expect(document.activeElement).toBe(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    screen.getByText(t('admin.editor.linkInvalid'));
    expect(reported.join('')).not.toContain('javascript');
    await user.clear(address);
    await user.type(address, 'https://example.com/notice{Enter}');
    await waitFor(() => expect(reported.at(-1)).toContain('href="https://example.com/notice"'));
    expect(screen.queryByRole('textbox', { name: t('admin.editor.linkAddress') })).toBeNull();
  });

  it('keeps the images of the text it edits (an image of news and pages), with their alternative text', async () => {
    const image = '<img src="https://api.example.com/files/public/cim-0b9e.png" alt="Bin store map">';
    const { user, area, reported } = await showEditor(`<p>Where the bins go:</p><p>${image}</p>`);
    expect(area.querySelector('img')?.getAttribute('alt')).toBe('Bin store map');
    await user.click(area);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button(t('admin.editor.bold')));
    await waitFor(() => expect(reported.at(-1)).toContain('<strong>Where the bins go:</strong>'));
    expect(reported.at(-1)).toContain(image);
  });

  it('a pasted javascript: link keeps its words, not its address', async () => {
    const { user, area, reported } = await showEditor();
    await user.click(area);
    await user.paste({ getData: (type: string) => (type === 'text/html' ? '<p><a href="javascript:alert(1)">Click</a> me</p>' : 'Click me'), types: ['text/html', 'text/plain'] } as unknown as DataTransfer);
    await waitFor(() => expect(reported.at(-1)).toContain('Click'));
    expect(reported.join('')).not.toContain('javascript');
  });
});

describe('allowedHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    [' http://example.com ', 'http://example.com'],
    ['mailto:manager@example.com', 'mailto:manager@example.com'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['/relative', null],
    ['https://', null],
  ])('%s', (input, expected) => {
    expect(allowedHref(input)).toBe(expected);
  });
});
