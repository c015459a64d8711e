import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { activateCatalogue } from '../../core/i18n';
import en from '../../core/i18n/en.json';
import { WithOnDemand } from '../../core/ui/OnDemand';
import { interactiveParts } from './interactiveParts';

// The raise form and the detail are a chunk loaded on demand; here its load fails until
// `chunkAvailable` is set, as when the network drops (or a deploy removed the old chunk).
const network = vi.hoisted(() => ({ chunkAvailable: false }));
vi.mock('./interactiveChunk', async (importOriginal) => {
  if (!network.chunkAvailable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

beforeAll(() => activateCatalogue(en));

describe('WithOnDemand when the interactive parts cannot be loaded', () => {
  it('shows an error with Try again instead of an endless spinner, and renders the parts once a retry loads them', async () => {
    render(<WithOnDemand module={interactiveParts}>{(parts) => <p>{typeof parts.RequestDetail}</p>}</WithOnDemand>);

    await screen.findByText('This part of the page could not be loaded. Check your connection and try again.');
    expect(screen.queryByText('function')).toBeNull();

    network.chunkAvailable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The retry imports the whole chunk, transformed on first use: over findByText's 1 s on a busy machine.
    await screen.findByText('function', {}, { timeout: 10_000 });
  });
});
