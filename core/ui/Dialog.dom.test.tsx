import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { Dialog } from './Dialog';
import { DialogHost } from './DialogHost';
import { ErrorDialog } from './ErrorDialog';
import { SuccessDialog } from './SuccessDialog';
import { $dialog, closeDialog, showErrorDialog, showSuccessDialog } from './dialogStore';
import { errorDialogWithStatusAndActions } from './examples';

afterEach(() => act(() => closeDialog()));

/** The text of the element that `aria-describedby` points to (jsdom has no accessibility tree). */
function description(element: HTMLElement): string | undefined {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined;
}

function Opener({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        heading="Delete booking"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens modally, is named by its heading and closes with Close, returning focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Delete booking' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(dialog).toHaveProperty('open', false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes when open turns false and stays closed while open is false', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open heading="H" onClose={onClose} />);
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    rerender(<Dialog open={false} heading="H" onClose={onClose} />);
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('shows actions before Close and the eyebrow above the heading', () => {
    render(
      <Dialog open heading="H" eyebrow="Error code 500" onClose={() => {}} actions={<button type="button">Copy</button>} />,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Copy', 'Close']);
    expect(document.querySelector('.portico-dialog__status')?.textContent).toBe('Error code 500');
  });
});

describe('ErrorDialog', () => {
  it('has the spec defaults: title An error occured and the apology, with only Close', () => {
    render(<ErrorDialog open onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'An error occured' });
    expect(description(dialog)).toBe('Our apologies. Something went wrong. Please try again in a little while.');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
    expect(document.querySelector('.portico-dialog__status')).toBeNull();
  });

  it('shows status, type, description, reload and contact support', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    const onContactSupport = vi.fn();
    const onClose = vi.fn();
    render(
      <ErrorDialog
        open
        onClose={onClose}
        status={404}
        type="Language file"
        description="Couldn't load language file"
        reload
        contactSupport
        onReload={onReload}
        onContactSupport={onContactSupport}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Language file' });
    expect(description(dialog)).toBe("Couldn't load language file");
    screen.getByText('Error code 404');

    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(onContactSupport).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(onContactSupport.mock.invocationCallOrder[0] ?? 0);
  });

  it('leaves out contact support when nobody handles it', () => {
    render(<ErrorDialog open onClose={() => {}} contactSupport />);
    expect(screen.queryByRole('button', { name: 'Contact support' })).toBeNull();
  });

  it('renders the errorDialogWithStatusAndActions example with every button', async () => {
    const user = userEvent.setup();
    render(errorDialogWithStatusAndActions.render());
    await user.click(screen.getByRole('button', { name: 'Show an error dialog with status and actions' }));
    const names = screen.getAllByRole('button', { hidden: false }).map((button) => button.textContent);
    expect(names).toEqual(expect.arrayContaining(['Reload the page', 'Contact support', 'Close']));
  });
});

describe('SuccessDialog', () => {
  it('defaults its heading to Success! and sanitises its HTML', async () => {
    render(<SuccessDialog open onClose={() => {}} html={'<p>Main residence status updated successfully.<script>x()</script></p>'} />);
    const dialog = screen.getByRole('dialog', { name: 'Success!' });
    await waitFor(() =>
      expect(dialog.querySelector('.portico-safe-html')?.innerHTML).toBe('<p>Main residence status updated successfully.</p>'),
    );
  });
});

describe('dialog store and DialogHost', () => {
  it('shows the error dialog with defaults and resolves when it is closed', async () => {
    const user = userEvent.setup();
    render(<DialogHost />);
    let closed = false;
    act(() => {
      void showErrorDialog().then(() => {
        closed = true;
      });
    });
    screen.getByRole('dialog', { name: 'An error occured' });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($dialog.get()).toBeNull();
    await waitFor(() => expect(closed).toBe(true));
  });

  it('shows the success dialog with a given heading', async () => {
    render(<DialogHost />);
    act(() => {
      void showSuccessDialog({ heading: 'Saved', html: 'Your settings have been saved' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    await waitFor(() => expect(dialog.textContent).toContain('Your settings have been saved'));
  });

  it('replaces the current dialog with a newer one and settles the older promise', async () => {
    render(<DialogHost />);
    let firstSettled = false;
    act(() => {
      void showErrorDialog({ type: 'First' }).then(() => {
        firstSettled = true;
      });
    });
    act(() => {
      void showErrorDialog({ type: 'Second' });
    });
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull();
    screen.getByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(firstSettled).toBe(true));
  });

  it('ignores a close for a dialog that is no longer current', () => {
    render(<DialogHost />);
    act(() => {
      void showErrorDialog({ type: 'Old' });
    });
    const oldId = $dialog.get()?.id;
    act(() => {
      void showErrorDialog({ type: 'New' });
    });
    act(() => closeDialog(oldId));
    screen.getByRole('dialog', { name: 'New' });
  });

  it('stays open under StrictMode, whose remount closes and reopens the dialog once', async () => {
    render(
      <StrictMode>
        <DialogHost />
      </StrictMode>,
    );
    act(() => {
      void showErrorDialog({ type: 'Strict' });
    });
    // The close event of the remount's close() arrives in a later task; it must not count.
    const dialog = screen.getByRole('dialog', { name: 'Strict' });
    await act(() => new Promise((resolve) => dialog.addEventListener('close', resolve, { once: true })));
    expect(dialog).toHaveProperty('open', true);
    expect($dialog.get()).toMatchObject({ kind: 'error', type: 'Strict' });
  });

  it('returns focus to the opener when the store closes the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button" onClick={() => void showErrorDialog({ type: 'Failed' })}>
          Save
        </button>
        <DialogHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Save' });
    await user.click(opener);
    expect(document.activeElement?.textContent).toBe('Close');
    act(() => closeDialog());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('passes the error to onContactSupport and calls onReload instead of reloading', async () => {
    const user = userEvent.setup();
    const onContactSupport = vi.fn();
    const onReload = vi.fn();
    render(<DialogHost onContactSupport={onContactSupport} onReload={onReload} />);
    act(() => {
      void showErrorDialog({ status: 500, type: 'Server', reload: true, contactSupport: true });
    });
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Contact support' }));
    await waitFor(() => expect(onContactSupport).toHaveBeenCalledTimes(1));
    expect(onContactSupport.mock.calls[0]?.[0]).toMatchObject({ kind: 'error', status: 500, type: 'Server' });
    expect($dialog.get()).toBeNull();
  });
});
