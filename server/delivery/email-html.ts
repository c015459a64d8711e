// The HTML alternative of an e-mail, made from its plain text: the text is the message, the HTML
// only lets a mail client show its paragraphs and open its links.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// A web address runs to the next space or angle bracket; a full stop, comma, colon, semicolon,
// question or exclamation mark, quote or closing bracket at its end is the sentence's, not the link's.
const LINK = /https?:\/\/[^\s<>"]+?(?=[.,;:!?'")\]]*(?:\s|$|<|>|"))/g;

function withLinks(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const href = escapeHtml(match[0]);
    html += `${escapeHtml(line.slice(from, match.index))}<a href="${href}">${href}</a>`;
    from = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(from));
}

/**
 * An e-mail's HTML alternative from its plain text: everything escaped (a `<script>` in someone's
 * text stays text), a paragraph per blank-line-separated block, a line break per single new line,
 * and every http(s) address a link.
 * @example emailHtml('Open this link:\nhttps://portal.example/reset/abc'); // '…<p>Open this link:<br>\n<a href="https://portal.example/reset/abc">…</a></p>…'
 */
export function emailHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(withLinks).join('<br>\n')}</p>`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}
