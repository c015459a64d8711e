import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';

// Table: scrolls sideways inside its wrapper on narrow screens; amounts align at the end.
const tableCss = `
.portico-table-wrap { overflow-x: auto; max-inline-size: 100%; }
.portico-table { inline-size: 100%; border-collapse: collapse; }
.portico-table caption { text-align: start; font-weight: 700; font-size: 1.125em; padding-block-end: var(--_p-space); }
.portico-table th, .portico-table td { padding: var(--_p-space); text-align: start; vertical-align: top; border-block-end: 1px solid var(--_p-border); }
.portico-table thead th { border-block-end-width: 2px; border-block-end-color: var(--_p-text); }
.portico-table .portico-table__cell--end { text-align: end; font-variant-numeric: tabular-nums; }
.portico-table__empty td { text-align: center; color: var(--_p-text-muted); }
`;

/**
 * One column of a `Table`.
 * @example const debit: TableColumn<StatementLine> = { id: 'debit', header: t('statement.debit'), cell: (l) => formatMoney(l.debit), align: 'end' };
 */
export interface TableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts (right-aligned, tabular figures). */
  align?: 'start' | 'end';
  /** This column names the row: its cells are `th scope="row"`. */
  rowHeader?: boolean;
}

/**
 * Props of `Table`, generic over the row type.
 * @example const props: TableProps<StatementLine> = { caption, columns, rows: lines, rowKey: (line) => line.id };
 */
export interface TableProps<Row> {
  /** The table's name, required (WCAG 1.3.1); `hideCaption` keeps it for screen readers only. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** The one-row message when `rows` is empty; default `ui.table.empty` (No items found). */
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A data table with a caption and column headers scoped to their columns. With no rows it shows
 * a single row spanning all columns with the empty text.
 * @example
 * <Table caption={t('statement.caption')} rows={lines} rowKey={(l) => l.id}
 *   columns={[{ id: 'date', header: t('statement.date'), cell: (l) => formatDate(l.date) }]} />
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, emptyText, className }: TableProps<Row>) {
  const t = useT();
  return (
    <div ref={styleRef(tableCss)} className={['portico-ui', 'portico-table-wrap', className].filter(Boolean).join(' ')}>
      <table className="portico-table">
        <caption className={hideCaption ? 'portico-visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={column.align === 'end' ? 'portico-table__cell--end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="portico-table__empty">
              <td colSpan={columns.length}>{emptyText ?? t('ui.table.empty')}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => {
                  const cellClass = column.align === 'end' ? 'portico-table__cell--end' : undefined;
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" className={cellClass}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cellClass}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
