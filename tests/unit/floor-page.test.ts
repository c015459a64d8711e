import { describe, expect, it } from 'vitest';
import { floorHtml } from '../../bench/floor-page';

const SHELL_PAGE = `<!doctype html><html lang="en"><head>
<link rel="preload" href="/config/config.json" as="fetch" crossorigin />
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div></body></html>`;

describe('the floor page of the shell bench', () => {
  it('has the shell page stylesheet and the largest element, and no script, preload or module', () => {
    const html = floorHtml(SHELL_PAGE, '<p>You can choose it in the document delivery preferences of each of your premises.</p>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('<div id="root"><p>You can choose it in the document delivery preferences of each of your premises.</p></div>');
    expect(html).not.toMatch(/<script|modulepreload|rel="preload"/);
  });
});
