import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './testSetup.dom';
import { ApiError } from '../api/error';
import { ConfirmDialog } from './ConfirmDialog';
import { $dialog, closeDialog } from './dialogStore';
import { joinLoads } from './joinLoads';
import { showApiFailure } from './showApiFailure';
import { useApiAction } from './useApiAction';

afterEach(() => act(() => closeDialog()));

const serverDown = () => new ApiError({ kind: 'http', status: 503, messages: ['Database unavailable.'], prefix: 'Could not save.' });

describe('showApiFailure', () => {
  it('titles the dialog Error Occurred and puts the prefix before the server reasons, with the status', () => {
    showApiFailure(serverDown(), { prefix: 'Something went wrong while saving the task.' });
    expect($dialog.get()).toMatchObject({ kind: 'error', type: 'Error Occurred', status: 503, description: 'Something went wrong while saving the task. Database unavailable.' });
  });

  it('takes its own title, shows the server reasons alone without a prefix, and the generic text for anything else', () => {
    showApiFailure(serverDown(), { title: 'Could not save your file.' });
    expect($dialog.get()).toMatchObject({ type: 'Could not save your file.', description: 'Database unavailable.' });
    showApiFailure(new TypeError('offline'), { title: 'Could not save your file.' });
    const shown = $dialog.get();
    expect(shown).toMatchObject({ type: 'Could not save your file.' });
    expect(shown && 'description' in shown).toBe(false);
  });
});

describe('useApiAction', () => {
  it('runs one call at a time, names it while pending and announces what was done', async () => {
    let finish!: (value: string) => void;
    const { result } = renderHook(() => useApiAction());
    let first!: Promise<string | undefined>;
    act(() => {
      first = result.current.run('save', () => new Promise<string>((resolve) => (finish = resolve)), { failure: { prefix: 'Could not save.' }, done: (name) => `Saved ${name}.` });
    });
    expect(result.current.pending).toBe('save');
    const second = vi.fn(() => Promise.resolve('again'));
    await act(async () => expect(await result.current.run('save', second, { failure: {} })).toBeUndefined());
    expect(second).not.toHaveBeenCalled();
    await act(async () => finish('Gym'));
    await expect(first).resolves.toBe('Gym');
    expect(result.current).toMatchObject({ pending: null, announcement: 'Saved Gym.' });
  });

  it('opens the failure dialog and answers undefined, unless the caller recovers the failure itself', async () => {
    const { result } = renderHook(() => useApiAction());
    await act(async () => expect(await result.current.run('delete', () => Promise.reject(serverDown()), { failure: { prefix: 'Could not delete.' } })).toBeUndefined());
    expect($dialog.get()).toMatchObject({ description: 'Could not delete. Database unavailable.' });
    act(() => closeDialog());
    const recover = vi.fn(() => true);
    await act(async () => void (await result.current.run('delete', () => Promise.reject(serverDown()), { failure: {}, recover })));
    expect(recover).toHaveBeenCalledOnce();
    expect($dialog.get()).toBeNull();
    expect(result.current.pending).toBeNull();
  });
});

describe('ConfirmDialog', () => {
  it('asks, confirms once, and takes no press while pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog open heading="Delete news" confirmLabel="Delete" onConfirm={onConfirm} onClose={() => {}}>
        <p>Delete this news item?</p>
      </ConfirmDialog>,
    );
    screen.getByRole('dialog', { name: 'Delete news' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <ConfirmDialog open heading="Delete news" confirmLabel="Deleting…" pending onConfirm={onConfirm} onClose={() => {}}>
        <p>Delete this news item?</p>
      </ConfirmDialog>,
    );
    const button = screen.getByRole('button', { name: 'Deleting…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is described by its question and, when asked, shows the loading indicator beside the button while pending', () => {
    const dialog = (spinner: boolean) => (
      <ConfirmDialog open heading="Close request" confirmLabel="Close request" confirmPart="confirm-close" describedBy="close-question" pending spinner={spinner} onConfirm={() => {}} onClose={() => {}}>
        <p id="close-question">Only staff can reopen a closed request.</p>
      </ConfirmDialog>
    );
    const { rerender } = render(dialog(false));
    expect(screen.getByRole('dialog', { name: 'Close request' }).getAttribute('aria-describedby')).toBe('close-question');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(dialog(true));
    expect(screen.getByRole('status').nextElementSibling).toBe(screen.getByRole('button', { name: 'Close request' }));
  });
});

describe('joinLoads', () => {
  const retryA = vi.fn();
  const retryB = vi.fn();
  it('is loaded with every answer in order, loading while any is, and failed with the first failure', () => {
    expect(joinLoads({ status: 'loaded', data: 1, retry: retryA }, { status: 'loaded', data: 'two', retry: retryB })).toMatchObject({ status: 'loaded', data: [1, 'two'] });
    expect(joinLoads({ status: 'loaded', data: 1, retry: retryA }, { status: 'loading', retry: retryB }).status).toBe('loading');
    const joined = joinLoads({ status: 'failed', error: 'No statuses.', retry: retryA }, { status: 'failed', error: 'No tasks.', retry: retryB }, { status: 'loading', retry: vi.fn() });
    expect(joined).toMatchObject({ status: 'failed', error: 'No statuses.' });
    joined.retry();
    expect(retryA).toHaveBeenCalledOnce();
    expect(retryB).toHaveBeenCalledOnce();
  });
});
