// `npm run lint`'s link check: every relative link of every Markdown file in the repository must
// reach a file or folder of the repository, since a clone has nothing beside it. Links with a
// scheme (https:, mailto:) and links to a heading of the same page are not checked.
// Node built-ins and git only.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+["'(][^)]*)?\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The link targets of a Markdown text with their line numbers, outside fenced code blocks and
 * inline code.
 * @example markdownLinks('See [the API](server/README.md).') // [{ target: 'server/README.md', line: 1 }]
 */
export function markdownLinks(text) {
  const links = [];
  let fence = null;
  text.split('\n').forEach((raw, index) => {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(raw)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      return;
    }
    if (fence !== null) return;
    const line = raw.replace(/(`+)[^`]*?\1/g, '');
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition) links.push({ target: definition[1], line: index + 1 });
    for (const match of line.matchAll(INLINE_LINK)) links.push({ target: match[1], line: index + 1 });
  });
  return links.map(({ target, line }) => ({ target: target.replace(/^<|>$/g, ''), line }));
}

/**
 * What is wrong with the relative links of the Markdown file `file` (a path from `root`), one
 * message each: a link that leaves the repository, or that names nothing in it.
 * @example linkProblems('server/README.md', '[data](../../shared/DEMO-DATA.md)', '/repo') // ['server/README.md:1: ../../shared/DEMO-DATA.md leaves the repository']
 */
export function linkProblems(file, text, root, exists = existsSync) {
  const problems = [];
  for (const { target, line } of markdownLinks(text)) {
    if (SCHEME.test(target) || target.startsWith('#') || target.startsWith('//')) continue;
    const path = decodeURIComponent(target.replace(/[?#].*$/, ''));
    if (path === '') continue;
    // A link starting with / is read from the repository's root, as GitHub reads it.
    const absolute = path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
    const fromRoot = relative(root, absolute);
    if (fromRoot.startsWith('..') || isAbsolute(fromRoot)) problems.push(`${file}:${line}: ${target} leaves the repository`);
    else if (!exists(absolute)) problems.push(`${file}:${line}: ${target} names no file of the repository`);
  }
  return problems;
}

/** The Markdown files git knows of in `root`, committed or new, outside ignored folders. */
export function markdownFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' });
  return [...new Set(listed.split('\0').filter(Boolean))].filter((file) => existsSync(join(root, file)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const problems = markdownFiles(root).flatMap((file) => linkProblems(file, readFileSync(join(root, file), 'utf8'), root));
  if (problems.length > 0) {
    console.error(`Markdown links that lead nowhere in the repository (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
}
