import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import type { PermissionContext } from '../../core/domain/permissions';
import { t } from '../../core/i18n';
import { sampleSubtenantUser, sampleUser } from '../../core/testing/samples/account';
import type { User } from '../../core/schemas/user';
import { PaperlessDialog } from './PaperlessDialog';
import { startAs } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ctx = (user: User): PermissionContext => ({ role: user.role, activeRole: 'customer' });
const dialog = () => screen.queryByRole('dialog', { name: t('shell.paperless.title') });

describe('PaperlessDialog (spec 1 §4, §6)', () => {
  it('opens for an owner whose preference says to show it; closing it is remembered on this device', async () => {
    startAs(sampleUser);
    const { unmount } = render(<PaperlessDialog user={sampleUser} permissions={ctx(sampleUser)} allowed />);
    within(dialog()!).getByText(t('shell.paperless.text'));
    await userEvent.click(within(dialog()!).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(localStorage.getItem('portico.paperlessDialog')).toBe('dismissed'));
    expect(dialog()).toBeNull();
    unmount();
    render(<PaperlessDialog user={sampleUser} permissions={ctx(sampleUser)} allowed />);
    expect(dialog()).toBeNull();
  });

  it('not for a subtenant, nor an owner whose preference says no, nor while another dialog is up', () => {
    startAs(sampleUser);
    render(<PaperlessDialog user={sampleSubtenantUser} permissions={ctx(sampleSubtenantUser)} allowed />).unmount();
    expect(dialog()).toBeNull();
    const declined = { ...sampleUser, paperlessPreference: { showPaperlessDialog: false } };
    render(<PaperlessDialog user={declined} permissions={ctx(declined)} allowed />).unmount();
    expect(dialog()).toBeNull();
    render(<PaperlessDialog user={sampleUser} permissions={ctx(sampleUser)} allowed={false} />);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('portico.paperlessDialog')).toBeNull();
  });
});
