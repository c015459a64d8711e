/** One link of a Markdown text: its target as written and its line (from 1). */
export interface MarkdownLink {
  target: string;
  line: number;
}

/** The link targets of a Markdown text, outside fenced code blocks and inline code. */
export function markdownLinks(text: string): MarkdownLink[];

/** What is wrong with the relative links of the Markdown file `file` (a path from `root`), one message each. */
export function linkProblems(file: string, text: string, root: string, exists?: (path: string) => boolean): string[];

/** The Markdown files git knows of in `root`, committed or new, outside ignored folders. */
export function markdownFiles(root: string): string[];
