import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { SafeHtml } from './SafeHtml';

// The sanitiser is a lazily loaded chunk; here its load fails until `chunkAvailable` is set,
// as when the network drops while a view opens.
const network = vi.hoisted(() => ({ chunkAvailable: false }));
vi.mock('dompurify', async (importOriginal) => {
  if (!network.chunkAvailable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('SafeHtml when the sanitiser cannot be loaded', () => {
  it('shows an error with Try again instead of the HTML, and renders once a retry loads it', async () => {
    const { container } = render(<SafeHtml html="<p>Notes</p>" />);

    await screen.findByText('This content could not be shown. Check your connection and try again.');
    expect(container.querySelector('p')).toBeNull();

    network.chunkAvailable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(container.querySelector('.portico-safe-html')?.innerHTML).toBe('<p>Notes</p>'));
  });
});
