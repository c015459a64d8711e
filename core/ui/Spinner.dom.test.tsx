import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './testSetup.dom';
import { Spinner } from './Spinner';
import { spinnerHiddenLabel } from './examples';

describe('Spinner', () => {
  it('is a status with the catalogue label Loading, visible by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading');
    expect(status.querySelector('.portico-visually-hidden')).toBeNull();
    expect(status.querySelector('.portico-spinner__ring')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a given label for screen readers only when asked', () => {
    render(spinnerHiddenLabel.render());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading user context');
    expect(status.querySelector('.portico-visually-hidden')?.textContent).toBe('Loading user context');
  });
});
