import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleDowngradedUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleElmCourt, sampleHarbourLofts } from '../../core/testing/samples/developments';
import { breachSummary, InBreach } from './InBreach';
import { startAs } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const developments = (...list: unknown[]) => ({ status: 200, body: { data: { developments: list } } });

describe('breachSummary', () => {
  it('lists the premises in breach with their development and counts the visible premises', () => {
    expect(breachSummary([sampleDevelopment, sampleElmCourt])).toEqual({
      inBreach: [{ id: sampleDevelopment.premises[1]!.id, name: 'Flat 2', development: 'Riverside Wharf' }],
      premisesCount: 3,
    });
    expect(breachSummary([sampleHarbourLofts]).premisesCount).toBe(1);
  });
});

describe('InBreach (spec 1 §4, §8)', () => {
  it('one premises: the notice lists it, no dialog', async () => {
    startAs(sampleDowngradedUser, { 'GET /developments': developments(sampleHarbourLofts) });
    const onDialog = vi.fn();
    render(<InBreach onDialog={onDialog} />);
    expect(screen.getByRole('status').textContent).toBe(t('common.loading'));
    const notice = await screen.findByRole('region', { name: t('shell.inBreach.title') });
    expect(notice.textContent).toContain(t('shell.inBreach.text'));
    expect(within(notice).getByRole('list').textContent).toBe('Loft 7, Harbour Lofts');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDialog).not.toHaveBeenCalledWith(true);
  });

  it('more than one premises: the dialog too, dismissed for the browser session', async () => {
    startAs(sampleDowngradedUser, { 'GET /developments': developments(sampleDevelopment, sampleElmCourt) });
    const onDialog = vi.fn();
    const { unmount } = render(<InBreach onDialog={onDialog} />);
    const dialog = await screen.findByRole('dialog', { name: t('shell.inBreach.title') });
    expect(within(dialog).getByRole('list').textContent).toBe('Flat 2, Riverside Wharf');
    expect(onDialog).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(onDialog).toHaveBeenLastCalledWith(false));
    expect(sessionStorage.getItem('portico.inBreachDialog')).toBe('dismissed');
    screen.getByRole('region', { name: t('shell.inBreach.title') });
    unmount();
    render(<InBreach onDialog={onDialog} />);
    await screen.findByRole('region', { name: t('shell.inBreach.title') });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no premises in breach: nothing', async () => {
    startAs(sampleDowngradedUser, { 'GET /developments': developments(sampleElmCourt) });
    const { container } = render(<InBreach onDialog={() => {}} />);
    await waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(container.innerHTML).toBe('');
  });

  it('a failed load says so with Try again, which loads again', async () => {
    let calls = 0;
    startAs(sampleDowngradedUser, {
      'GET /developments': async () => (++calls === 1 ? { status: 500, body: { messages: ['Database unavailable.'] } } : developments(sampleHarbourLofts)),
    });
    render(<InBreach onDialog={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('errors.developments'));
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('region', { name: t('shell.inBreach.title') });
  });
});
