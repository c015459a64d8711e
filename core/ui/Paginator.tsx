import { useId } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';

// Paginator: page size, position and previous/next on one line that wraps on narrow screens.
const paginatorCss = `
.portico-paginator { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_p-space) * 2); }
.portico-paginator__size { display: flex; align-items: center; gap: var(--_p-space); }
.portico-paginator__status { margin: 0; }
.portico-paginator__nav { display: flex; gap: var(--_p-space); }
`;

/**
 * Props of `Paginator`.
 * @example const props: PaginatorProps = { page, pageSize, pageSizeOptions: [25, 50, 100], total, onPageChange, onPageSizeChange };
 */
export interface PaginatorProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** The page sizes offered, e.g. 25, 50, 100 for statements. */
  pageSizeOptions: readonly number[];
  /** The number of items over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** The caller decides what happens to `page` (usually back to 1). */
  onPageSizeChange: (pageSize: number) => void;
  /** Names the navigation landmark; default `ui.paginator.label`. Give one per table on a page. */
  label?: string;
  className?: string;
}

/**
 * Page-size choice, the range and page shown, and previous/next buttons. At the first or last
 * page a button stays focusable with `aria-disabled` (a disabled button would drop the keyboard
 * user's focus to the page) and does nothing. The status text is a polite live region, so the
 * new range is announced after a change.
 * @example
 * <Paginator page={page} pageSize={size} pageSizeOptions={[25, 50, 100]} total={lines.length}
 *   onPageChange={setPage} onPageSizeChange={(s) => { setSize(s); setPage(1); }} />
 */
export function Paginator({
  page,
  pageSize,
  pageSizeOptions,
  total,
  onPageChange,
  onPageSizeChange,
  label,
  className,
}: PaginatorProps) {
  const t = useT();
  const selectId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  const atFirst = current <= 1;
  const atLast = current >= pages;

  return (
    <nav
      ref={styleRef(paginatorCss)}
      aria-label={label ?? t('ui.paginator.label')}
      className={['portico-ui', 'portico-paginator', className].filter(Boolean).join(' ')}
    >
      <div className="portico-paginator__size">
        <label htmlFor={selectId}>{t('ui.paginator.pageSize')}</label>
        <select
          id={selectId}
          className="portico-input"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className="portico-paginator__status" aria-live="polite" aria-atomic="true">
        {t('ui.paginator.status', { from, to, total, page: current, pages })}
      </p>
      <div className="portico-paginator__nav">
        <button
          type="button"
          className="portico-button portico-button--secondary"
          aria-disabled={atFirst ? true : undefined}
          onClick={() => {
            if (!atFirst) onPageChange(current - 1);
          }}
        >
          {t('ui.paginator.previous')}
        </button>
        <button
          type="button"
          className="portico-button portico-button--secondary"
          aria-disabled={atLast ? true : undefined}
          onClick={() => {
            if (!atLast) onPageChange(current + 1);
          }}
        >
          {t('ui.paginator.next')}
        </button>
      </div>
    </nav>
  );
}
