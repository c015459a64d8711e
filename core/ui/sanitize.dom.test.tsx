import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { sanitizeHtml } from './sanitize';
import { SafeHtml } from './SafeHtml';
import { safeHtml } from './examples';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', async () => {
    const clean = await sanitizeHtml(
      '<p onclick="steal()">Hello <img src="x.png" onerror="steal()" alt="x"></p><script>steal()</script>' +
        '<a href="javascript:steal()">link</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Hello <img src="x.png" alt="x"></p><a>link</a>');
  });

  it('removes inline styles and style elements, which a strict CSP would block', async () => {
    expect(await sanitizeHtml('<style>p{color:red}</style><p style="color:red">Text</p>')).toBe('<p>Text</p>');
  });

  it('removes CSS that could inject or run script: style attributes, style elements with @import, linked sheets', async () => {
    const clean = await sanitizeHtml(
      '<p style="background:url(javascript:steal())">a</p><div style="width:expression(steal())">b</div>' +
        "<style>@import 'javascript:steal()';</style><link rel=stylesheet href=\"https://evil.example/x.css\"><svg><style>*{}</style></svg>",
    );
    expect(clean).toBe('<p>a</p><div>b</div><svg></svg>');
  });

  it('removes form controls, keeping their text', async () => {
    expect(await sanitizeHtml('<form action="/x"><input name="password"><button>Go</button></form> on')).toBe('Go on');
  });

  it('keeps ordinary markup and safe links', async () => {
    const html = '<h3>Notes</h3><ul><li><strong>Pay</strong> by <a href="https://example.com/pay">bank transfer</a></li></ul>';
    expect(await sanitizeHtml(html)).toBe(html);
  });

  it('adds rel=noopener noreferrer to links that open a new tab and drops other targets', async () => {
    const clean = await sanitizeHtml(
      '<a href="https://example.com" target="_blank" rel="opener">new tab</a><a href="/a" target="host-frame">frame</a>',
    );
    expect(clean).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a><a href="/a">frame</a>',
    );
  });
});

describe('SafeHtml', () => {
  it('is empty and busy until the sanitiser answers, then renders the sanitised HTML only', async () => {
    const { container } = render(<SafeHtml html={'<p>Hi <b>there</b></p><img src="x" onerror="alert(1)">'} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.innerHTML).toBe('');
    await waitFor(() => expect(root.innerHTML).toBe('<p>Hi <b>there</b></p><img src="x">'));
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(root.className).toBe('portico-ui portico-safe-html');
  });

  it('renders inline as a span when asked', async () => {
    const { container } = render(<SafeHtml as="span" html="<em>note</em>" />);
    await waitFor(() => expect(container.querySelector('span.portico-safe-html')?.innerHTML).toBe('<em>note</em>'));
  });

  it('renders the safeHtml example without its script, iframe or javascript: link', async () => {
    const { container } = render(safeHtml.render());
    await waitFor(() => expect(container.querySelector('a[target="_blank"]')).not.toBeNull());
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
