// The link check of `npm run lint`: relative Markdown links must stay in the repository and name
// something in it; links elsewhere and code are left alone.
import { describe, expect, it } from 'vitest';
import { linkProblems, markdownFiles, markdownLinks } from './check-links.mjs';

const root = '/repo';
const files = new Set(['/repo/docs/demo-data.md', '/repo/server/README.md', '/repo/core']);
const exists = (path: string) => files.has(path);

describe('the Markdown link check', () => {
  it('finds inline links, images and reference definitions with their lines', () => {
    const text = 'See [the API](server/README.md "the API").\n![plan](<docs/site plan.svg>)\n[data]: docs/demo-data.md';
    expect(markdownLinks(text)).toEqual([
      { target: 'server/README.md', line: 1 },
      { target: 'docs/site plan.svg', line: 2 },
      { target: 'docs/demo-data.md', line: 3 },
    ]);
  });

  it('passes links to files and folders of the repository, from the file and from the root', () => {
    const text = '[data](../docs/demo-data.md#accounts) [core](../core) [root](/docs/demo-data.md) [here](README.md)';
    expect(linkProblems('server/README.md', text, root, exists)).toEqual([]);
  });

  it('fails a link that leaves the repository, and one that names nothing in it', () => {
    const text = 'Seeded from [DEMO-DATA.md](../../shared/DEMO-DATA.md).\n\nSee [gone](../docs/gone.md).';
    expect(linkProblems('server/README.md', text, root, exists)).toEqual([
      'server/README.md:1: ../../shared/DEMO-DATA.md leaves the repository',
      'server/README.md:3: ../docs/gone.md names no file of the repository',
    ]);
  });

  it('leaves alone links with a scheme, headings of the page, and code', () => {
    const text = [
      '[site](https://nodejs.org) [mail](mailto:support@example.com) [top](#quick-start)',
      '`[not a link](../../outside.md)`',
      '```md',
      '[in a fence](../../outside.md)',
      '```',
    ].join('\n');
    expect(linkProblems('server/README.md', text, root, exists)).toEqual([]);
  });

  it('finds no broken link in the repository', async () => {
    const { readFileSync } = await import('node:fs');
    const here = process.cwd();
    const problems = markdownFiles(here).flatMap((file) => linkProblems(file, readFileSync(`${here}/${file}`, 'utf8'), here));
    expect(problems).toEqual([]);
  });
});
