import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/**
 * Props of `SafeHtml`.
 * @example const props: SafeHtmlProps = { html: news.description, as: 'div' };
 */
export interface SafeHtmlProps {
  /** HTML from the server; it is sanitised before it reaches the DOM. */
  html: string;
  /** `span` for inline text; `div` (default) for block content. */
  as?: 'div' | 'span';
  id?: string;
  className?: string;
}

/**
 * The one way to render HTML from the server (DESIGN.md): the string goes through
 * `sanitizeHtml` (DOMPurify) first.
 * @example <SafeHtml html={statement.additionalInfo.importantNotes} />
 */
export function SafeHtml({ html, as: Tag = 'div', id, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Tag
      id={id}
      className={['portico-ui', 'portico-safe-html', className].filter(Boolean).join(' ')}
      // The only innerHTML in the ui: the value has just been sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
