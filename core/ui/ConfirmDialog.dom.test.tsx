import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog, described and with a spinner', () => {
  it('is described by the question it names, and shows a spinner beside the button while pending only when asked', () => {
    const { rerender } = render(
      <ConfirmDialog open heading="Delete group" describedBy="why" confirmLabel="Delete" onConfirm={() => {}} onClose={() => {}}>
        <p id="why">Its members stay customers.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete group' });
    expect(dialog.getAttribute('aria-describedby')).toBe('why');
    rerender(
      <ConfirmDialog open heading="Delete group" describedBy="why" confirmLabel="Deleting…" pending spinner onConfirm={() => {}} onClose={() => {}}>
        <p id="why">Its members stay customers.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading');
    rerender(
      <ConfirmDialog open heading="Delete group" describedBy="why" confirmLabel="Deleting…" pending onConfirm={() => {}} onClose={() => {}}>
        <p id="why">Its members stay customers.</p>
      </ConfirmDialog>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
