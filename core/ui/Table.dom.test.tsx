import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { Table } from './Table';
import { exampleColumns, exampleLines, tableEmpty, tablePopulated } from './examples';

describe('Table', () => {
  it('has a caption and column headers scoped to their columns', () => {
    render(tablePopulated.render());
    const table = screen.getByRole('table', { name: 'Transactions' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => [header.textContent, header.getAttribute('scope')])).toEqual(
      exampleColumns.map((column) => [column.header, 'col']),
    );
  });

  it('renders one row per item, with the row-header column as th scope=row', () => {
    render(tablePopulated.render());
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(exampleLines.length);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('01/04/2026');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Service charge demand 2026/27 (first half)',
      '£1,240.00',
      '',
      '£1,240.00',
    ]);
    expect(first.querySelectorAll('.portico-table__cell--end')).toHaveLength(3);
  });

  it('labels each body cell with its column header, for the card layout of narrow screens, and writes the table roles out', () => {
    render(tablePopulated.render());
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect([...first.children].map((cell) => cell.getAttribute('data-label'))).toEqual(exampleColumns.map((column) => column.header));
    const table = screen.getByRole('table');
    expect([table, ...table.querySelectorAll('thead, tbody, tr, th, td')].every((element) => element.hasAttribute('role'))).toBe(true);
  });

  it('shows the catalogue empty text in one row spanning every column', () => {
    render(tableEmpty.render());
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cell = within(rows[1] as HTMLElement).getByRole('cell');
    expect(cell.textContent).toBe('No items found');
    expect(cell.getAttribute('colspan')).toBe(String(exampleColumns.length));
  });

  it('takes its own empty text and can hide the caption visually', () => {
    render(
      <Table
        caption="Statement"
        hideCaption
        columns={exampleColumns}
        rows={[]}
        rowKey={(line) => line.id}
        emptyText="No charges found for the selected period"
      />,
    );
    expect(screen.getByRole('cell').textContent).toBe('No charges found for the selected period');
    expect(screen.getByRole('table', { name: 'Statement' }).querySelector('caption')?.className).toBe(
      'portico-visually-hidden',
    );
  });
});
