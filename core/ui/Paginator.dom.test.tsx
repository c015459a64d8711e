import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { Paginator } from './Paginator';
import { paginator } from './examples';

function setup(page: number, total = 64) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(
    <Paginator
      page={page}
      pageSize={25}
      pageSizeOptions={[25, 50, 100]}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange, user: userEvent.setup() };
}

describe('Paginator', () => {
  it('is a labelled navigation with a labelled page-size select and the range as status text', () => {
    setup(2);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const select = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(select.value).toBe('25');
    expect([...select.options].map((option) => option.value)).toEqual(['25', '50', '100']);
    expect(nav.textContent).toContain('Showing 26 to 50 of 64, page 2 of 3');
  });

  it('moves to the previous and next page', async () => {
    const { onPageChange, user } = setup(2);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('keeps the buttons focusable but inert at the ends', async () => {
    const { onPageChange, user } = setup(1, 20);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    await user.click(next);
    expect(onPageChange).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation').textContent).toContain('Showing 1 to 20 of 20, page 1 of 1');
  });

  it('reports a new page size as a number', async () => {
    const { onPageSizeChange, user } = setup(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
  });

  it('says No items for an empty list', () => {
    setup(1, 0);
    expect(screen.getByRole('navigation').textContent).toContain('No items');
  });

  it('works as the stateful example: a new size goes back to page 1', async () => {
    const user = userEvent.setup();
    render(paginator.render());
    const nav = screen.getByRole('navigation');
    expect(nav.textContent).toContain('page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(nav.textContent).toContain('Showing 51 to 64 of 64, page 3 of 3');
    await user.selectOptions(screen.getByRole('combobox'), '50');
    expect(nav.textContent).toContain('Showing 1 to 50 of 64, page 1 of 2');
  });
});
