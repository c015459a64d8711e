// The HTML alternative of an e-mail: the same words, escaped, in paragraphs, with working links.
import { describe, expect, it } from 'vitest';
import { emailHtml } from './email-html';

/** The body of the document, without the wrapper every e-mail shares. */
const body = (text: string) => /<body[^>]*>\n([\s\S]*)\n<\/body>/.exec(emailHtml(text))?.[1] ?? '';

describe('emailHtml', () => {
  it('makes a paragraph of each block and a line break of each single new line', () => {
    expect(body('Dear Olivia,\n\nThe lift is back.\nThank you for waiting.\r\n\r\nRiverside')).toBe('<p>Dear Olivia,</p>\n<p>The lift is back.<br>\nThank you for waiting.</p>\n<p>Riverside</p>');
  });

  it('keeps text with markup as text: a script, an image, an entity', () => {
    const html = emailHtml('Note: <script>alert("x")</script> <img src=x onerror=alert(1)> &amp; \'quoted\'');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(body('<script>alert("x")</script> & \'q\'')).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;</p>');
  });

  it('makes each web address a link, leaving the sentence\u2019s punctuation outside it', () => {
    expect(body('Open https://portal.example/reset-password/abc_D-9 within 60 minutes.')).toBe(
      '<p>Open <a href="https://portal.example/reset-password/abc_D-9">https://portal.example/reset-password/abc_D-9</a> within 60 minutes.</p>',
    );
    expect(body('See http://localhost:4200/news/nws-1.')).toBe('<p>See <a href="http://localhost:4200/news/nws-1">http://localhost:4200/news/nws-1</a>.</p>');
    expect(body('(https://a.example/x?y=1&z=2)')).toBe('<p>(<a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>)</p>');
  });

  it('makes no link of anything but http and https, nor of an address broken by markup', () => {
    expect(body('javascript:alert(1) and ftp://files.example')).toBe('<p>javascript:alert(1) and ftp://files.example</p>');
    expect(body('https://a.example/"><script>')).toBe('<p><a href="https://a.example/">https://a.example/</a>&quot;&gt;&lt;script&gt;</p>');
  });

  it('is a whole document in UTF-8, and an empty text makes an empty body', () => {
    expect(emailHtml('Caf\u00e9')).toMatch(/^<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">/);
    expect(body('Caf\u00e9 \u00a325')).toBe('<p>Caf\u00e9 \u00a325</p>');
    expect(emailHtml('')).toContain('<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">\n</body>');
  });
});
