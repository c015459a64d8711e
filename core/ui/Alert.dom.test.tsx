import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { Alert } from './Alert';
import { alertTypes, alertWithRetry } from './examples';

describe('Alert', () => {
  it('announces an error as an alert with a spoken type prefix', () => {
    render(<Alert type="error">Something went wrong while fetching the charges</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Error: Something went wrong while fetching the charges');
    expect(alert.querySelector('.portico-visually-hidden')?.textContent).toBe('Error:');
    expect(alert.className).toContain('portico-alert--error');
  });

  it('uses status for the other types and is named by its title', () => {
    render(
      <Alert type="warning" title="Portal access is restricted">
        Contact the appointed solicitors.
      </Alert>,
    );
    const status = screen.getByRole('status', { name: 'Warning: Portal access is restricted' });
    expect(status.textContent).toContain('Contact the appointed solicitors.');
  });

  it('offers Try again only with onRetry, and calls it', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<Alert type="error">Failed</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <Alert type="error" onRetry={onRetry}>
        Failed
      </Alert>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders the examples', () => {
    render(
      <>
        {alertWithRetry.render()}
        {alertTypes.render()}
      </>,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    screen.getByRole('button', { name: 'Try again' });
  });
});
