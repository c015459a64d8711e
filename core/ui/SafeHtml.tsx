import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';
import { Alert } from './Alert';
import { sanitizeHtml } from './sanitize';

// HTML from the server, after DOMPurify: long words wrap and images fit.
const safeHtmlCss = `
.portico-safe-html { overflow-wrap: anywhere; }
.portico-safe-html img { max-inline-size: 100%; block-size: auto; }
`;

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

type Sanitised = { status: 'pending' } | { status: 'ready'; source: string; clean: string } | { status: 'failed' };

/**
 * The one way to render HTML from the server: the string goes through
 * `sanitizeHtml` (DOMPurify) first. Until the sanitiser has answered the element is empty and
 * `aria-busy`; if the sanitiser cannot be loaded it shows an error with Try again, never the
 * unsanitised HTML.
 * @example <SafeHtml html={statement.additionalInfo.importantNotes} />
 */
export function SafeHtml({ html, as: Tag = 'div', id, className }: SafeHtmlProps) {
  const t = useT();
  const [result, setResult] = useState<Sanitised>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (clean) => current && setResult({ status: 'ready', source: html, clean }),
      () => current && setResult({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);

  if (result.status === 'failed') {
    return (
      <Alert type="error" onRetry={() => setAttempt((n) => n + 1)}>
        {t('ui.safeHtml.unavailable')}
      </Alert>
    );
  }
  // A new `html` keeps the old markup out: only the clean form of this very string is shown.
  const clean = result.status === 'ready' && result.source === html ? result.clean : null;
  return (
    <Tag
      ref={styleRef(safeHtmlCss)}
      id={id}
      className={['portico-ui', 'portico-safe-html', className].filter(Boolean).join(' ')}
      aria-busy={clean === null ? true : undefined}
      // The only innerHTML in the ui: the value has just been sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
    />
  );
}
