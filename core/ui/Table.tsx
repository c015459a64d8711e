import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { styleRef } from './styles';

// Table: on a wide screen a table, scrolling sideways inside its wrapper if it must; below the
// wide-screen width (core/ui/useMediaQuery) each row is a card of "column: value" lines, the
// column's name from the cell's data-label, so no column sits off a phone's screen. Screen only:
// a printed table keeps its columns.
const tableCss = `
.portico-table-wrap { overflow-x: auto; max-inline-size: 100%; }
.portico-table { inline-size: 100%; border-collapse: collapse; }
.portico-table caption { text-align: start; font-weight: 700; font-size: 1.125em; padding-block-end: var(--_p-space); }
.portico-table th, .portico-table td { padding: var(--_p-space); text-align: start; vertical-align: top; border-block-end: 1px solid var(--_p-border); }
.portico-table thead th { border-block-end-width: 2px; border-block-end-color: var(--_p-text); }
.portico-table .portico-table__cell--end { text-align: end; font-variant-numeric: tabular-nums; }
.portico-table__empty td { text-align: center; color: var(--_p-text-muted); }
@media screen and (width < 48rem) {
  .portico-table, .portico-table :is(caption, tbody, tr, th, td) { display: block; }
  .portico-table thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
  .portico-table tr { padding-block: var(--_p-space); border-block-end: 1px solid var(--_p-border); }
  .portico-table :is(th, td) { padding: calc(var(--_p-space) / 2) 0; border: 0; }
  .portico-table [data-label] { display: grid; grid-template-columns: 40% minmax(0, 1fr); gap: 1rem; }
  .portico-table [data-label] > * { grid-column: 2; }
  /* The label repeats the column header the cell is announced with: shown, not read twice. */
  .portico-table [data-label]::before { content: attr(data-label); content: attr(data-label) / ""; font-weight: 600; text-align: start; }
}
`;

/**
 * One column of a `Table`.
 * @example const debit: TableColumn<StatementLine> = { id: 'debit', header: t('statement.debit'), cell: (l) => formatMoney(l.debit), align: 'end' };
 */
export interface TableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** The column's header; a string also labels each of its cells on a narrow screen. */
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
 * a single row spanning all columns with the empty text. Below the wide-screen width each row
 * shows as a card, each cell labelled with its column's header; the roles are written out
 * because some browsers drop a table's semantics once its parts no longer display as a table.
 * @example
 * <Table caption={t('statement.caption')} rows={lines} rowKey={(l) => l.id}
 *   columns={[{ id: 'date', header: t('statement.date'), cell: (l) => formatDate(l.date) }]} />
 */
export function Table<Row>({ caption, hideCaption, columns, rows, rowKey, emptyText, className }: TableProps<Row>) {
  const t = useT();
  return (
    <div ref={styleRef(tableCss)} className={['portico-ui', 'portico-table-wrap', className].filter(Boolean).join(' ')}>
      {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- the roles keep the semantics in the card layout (see above) */}
      <table className="portico-table" role="table">
        <caption className={hideCaption ? 'portico-visually-hidden' : undefined}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.id} scope="col" role="columnheader" className={column.align === 'end' ? 'portico-table__cell--end' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr className="portico-table__empty" role="row">
              <td colSpan={columns.length} role="cell">{emptyText ?? t('ui.table.empty')}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)} role="row">
                {columns.map((column) => {
                  const cell = {
                    className: column.align === 'end' ? 'portico-table__cell--end' : undefined,
                    'data-label': typeof column.header === 'string' ? column.header : undefined,
                  };
                  return column.rowHeader ? (
                    <th key={column.id} scope="row" role="rowheader" {...cell}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} role="cell" {...cell}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
    </div>
  );
}
