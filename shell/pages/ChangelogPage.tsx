import { Marked } from 'marked';
import { useT } from '../../core/i18n';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import { SafeHtml } from '../../core/ui/SafeHtml';

/** Where the shell's build and dev server publish the repository's CHANGELOG.md (scripts/vite-portico-assets.ts). */
export const CHANGELOG_URL = '/changelog.md';

/** A static file should come back at once; after this the page offers Try again instead of spinning. */
const FETCH_TIMEOUT_MS = 10_000;

// The page's own h1 names it, so the file's headings move one level down to keep a single h1.
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.min(token.depth + 1, 6);
  },
});

/**
 * The changelog as HTML: markdown through `marked`, still unsanitised (the page renders it with
 * `SafeHtml`, DOMPurify, like every other HTML string).
 * @example await changelogHtml('# 0.1.0\n- Sign-in') // '<h2>0.1.0</h2>\n<ul>\n<li>Sign-in</li>\n</ul>\n'
 */
export async function changelogHtml(text: string): Promise<string> {
  return markdown.parse(text);
}

async function loadChangelog(): Promise<string> {
  const response = await fetch(CHANGELOG_URL, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: 'no-cache' });
  if (!response.ok) throw new Error(`${CHANGELOG_URL} answered ${response.status}`);
  return changelogHtml(await response.text());
}

/** /changelog (spec 1 §2, admins only: the guard in routes.ts): the public markdown file, rendered safely. */
export function ChangelogPage() {
  const t = useT();
  const changelog = useLoad(loadChangelog, t('shell.changelog.failed'));
  return (
    <>
      <h1>{t('routes.changelog')}</h1>
      <Loaded state={changelog}>{(html) => <SafeHtml html={html} className="shell-changelog" />}</Loaded>
    </>
  );
}
