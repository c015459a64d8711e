import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { Snackbar, SnackbarHost } from './Snackbar';
import { $snackbar, dismissSnackbar, showSnackbar, SNACKBAR_DURATION_MS } from './snackbarStore';
import { snackbarError, snackbarSuccess } from './examples';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => dismissSnackbar());
  vi.useRealTimers();
});

function regions() {
  return {
    polite: screen.getByRole('status'),
    assertive: screen.getByRole('alert'),
  };
}

describe('snackbar store and SnackbarHost', () => {
  it('keeps both live regions in the page before any message', () => {
    render(<SnackbarHost />);
    const { polite, assertive } = regions();
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.textContent).toBe('');
    expect(assertive.textContent).toBe('');
  });

  it('shows a success snackbar by default, politely, for 7000 ms', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar('The customer was successfully added!');
    });
    expect($snackbar.get()?.type).toBe('success');
    const { polite, assertive } = regions();
    expect(polite.textContent).toContain('The customer was successfully added!');
    expect(polite.querySelector('.portico-snackbar--success')).not.toBeNull();
    expect(assertive.textContent).toBe('');

    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(polite.textContent).toContain('The customer was successfully added!');
    act(() => vi.advanceTimersByTime(1));
    expect(polite.textContent).toBe('');
    expect($snackbar.get()).toBeNull();
  });

  it('puts an error in the assertive region and info in the polite one', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar('Could not save your file.', { type: 'error' });
    });
    expect(regions().assertive.textContent).toContain('Could not save your file.');
    expect(regions().polite.textContent).toBe('');
    act(() => {
      showSnackbar('Saved', { type: 'info' });
    });
    expect(regions().polite.querySelector('.portico-snackbar--info')?.textContent).toContain('Saved');
    expect(regions().assertive.textContent).toBe('');
  });

  it('dismisses with the button', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar('Your settings have been saved');
    });
    // fireEvent, not user-event: Testing Library's async wrapper waits on a real timer, which
    // the fake timers of this file never run.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect($snackbar.get()).toBeNull();
    expect(screen.queryByText('Your settings have been saved')).toBeNull();
  });

  it('restarts the clock for a newer snackbar, and an old id cannot dismiss it', () => {
    render(<SnackbarHost />);
    let first = 0;
    act(() => {
      first = showSnackbar('First');
    });
    act(() => vi.advanceTimersByTime(5000));
    act(() => {
      showSnackbar('Second');
    });
    act(() => dismissSnackbar(first));
    act(() => vi.advanceTimersByTime(5000));
    expect(regions().polite.textContent).toContain('Second');
    act(() => vi.advanceTimersByTime(2000));
    expect(regions().polite.textContent).toBe('');
  });
});

describe('Snackbar', () => {
  it('holds its clock while hovered or focused and starts it again in full afterwards', () => {
    const onDismiss = vi.fn();
    render(<Snackbar message="Saved" onDismiss={onDismiss} />);
    const snackbar = screen.getByText('Saved').parentElement as HTMLElement;

    fireEvent.mouseEnter(snackbar);
    act(() => vi.advanceTimersByTime(20000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseLeave(snackbar);

    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());

    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders the success and error examples with their type', () => {
    render(
      <>
        {snackbarSuccess.render()}
        {snackbarError.render()}
      </>,
    );
    expect(document.querySelectorAll('.portico-snackbar--success')).toHaveLength(1);
    expect(document.querySelectorAll('.portico-snackbar--error')).toHaveLength(1);
  });
});
