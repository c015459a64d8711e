import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { User } from '../../../core/schemas';
import type { CustomerDetail } from '../../../core/schemas/customers';
import { sampleAdminUser, sampleManagerUser, sampleUser } from '../../../core/testing/samples/account';
import { sampleCustomerDetail } from '../../../core/testing/samples/customers';
import { sampleIds } from '../../../core/testing/samples/ids';
import { $user } from '../../../core/session';
import { $viewAs } from '../../../core/stores/view-as';
import { exampleAuthResult } from '../../../core/testing/examples';
import type { ExtraAnswers } from '../../../core/testing/page';
import { $dialog, closeDialog } from '../../../core/ui/dialogStore';
import { leaveViewAs, startAs } from '../../chrome/test-support';
import { $router, restartLoadDelay } from '../../router';
import { ViewAsButton } from './ViewAsButton';
import { expectNoAxeViolations } from '../../../core/testing/axe';

const olivia = sampleCustomerDetail;
const flat1 = sampleIds.oliviaFlat1;
const riverside = sampleIds.riversideWharf;
const officer: User = { ...sampleAdminUser, role: { ...sampleAdminUser.role, payloads: ['sl3'] } };
const viewAsPath = `GET /customers/${olivia.id}/view-as`;
const viewAsOk: ExtraAnswers = {
  [viewAsPath]: { status: 200, body: { data: { customer: { ...exampleAuthResult, user: sampleUser } } } },
  'GET /user': { status: 200, body: { data: sampleUser } },
  'GET /developments': { status: 200, body: { data: { developments: [] } } },
};

function button(customer: CustomerDetail = olivia, relationshipId = flat1) {
  return render(<ViewAsButton customer={customer} relationshipId={relationshipId} developmentId={riverside} />);
}

beforeEach(() => {
  restartLoadDelay(0);
});

afterEach(async () => {
  closeDialog();
  await leaveViewAs();
  vi.unstubAllGlobals();
});

describe('ViewAsButton (spec 2 §4, §6)', () => {
  it('a global admin, a registered and active customer: enabled; it says the portal is opening, then opens their dashboard', async () => {
    const calls = startAs(sampleAdminUser, viewAsOk);
    const { container } = button();
    const start = screen.getByRole('button', { name: t('viewAs.start') });
    expect(start.getAttribute('aria-disabled')).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(start);

    expect(calls.find((call) => call.path.endsWith('/view-as'))?.url.searchParams.get('developmentUUID')).toBe(riverside);
    await waitFor(() => expect($router.get()?.path).toBe('/dashboard'));
    expect($viewAs.get()).toEqual({ target: { customerId: olivia.userId, relationshipId: flat1, developmentId: riverside, customerName: 'Olivia Owner' }, status: 'viewing' });
    expect($user.get()?.id).toBe(sampleUser.id);
  });

  it('pending while the view starts: one press only', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const calls = startAs(sampleAdminUser, { ...viewAsOk, [viewAsPath]: () => gate.then(() => viewAsOk[viewAsPath] as never) });
    const { container } = button();

    await userEvent.click(screen.getByRole('button', { name: t('viewAs.start') }));
    const pending = screen.getByRole('button', { name: t('viewAs.starting') });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(pending);
    await expectNoAxeViolations(container);
    answer();

    await waitFor(() => expect($router.get()?.path).toBe('/dashboard'));
    expect(calls.filter((call) => call.path.endsWith('/view-as'))).toHaveLength(1);
  });

  it('sl1 may view as a customer too', () => {
    startAs(sampleManagerUser);
    button();
    expect(screen.getByRole('button', { name: t('viewAs.start') }).getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    ['never registered in the portal', { ...olivia, portalRegistered: null, userId: null }, flat1],
    ['an inactive customer', { ...olivia, stateCode: 1 }, flat1],
    ['an inactive relationship', { ...olivia, premises: olivia.premises.map((premises) => ({ ...premises, relationshipActive: false })) }, flat1],
  ])('%s: disabled, with the reason', async (_name, customer, relationshipId) => {
    const calls = startAs(sampleAdminUser, viewAsOk);
    const { container } = button(customer as CustomerDetail, relationshipId);
    const start = screen.getByRole('button', { name: t('viewAs.start') });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(start.getAttribute('aria-describedby') && document.getElementById(start.getAttribute('aria-describedby')!)?.textContent).toBe(t('viewAs.unavailable'));
    await expectNoAxeViolations(container);

    await userEvent.click(start);
    expect(calls.filter((call) => call.path.endsWith('/view-as'))).toEqual([]);
  });

  it('other roles (sl3): nothing', () => {
    startAs(officer);
    const { container } = button();
    expect(container.innerHTML).toBe('');
  });

  it('a failure opens the generic error dialog with the API’s reasons, the admin still themself', async () => {
    startAs(sampleAdminUser, { [viewAsPath]: { status: 403, body: { messages: ['This customer cannot be viewed.'] } } });
    button();

    await userEvent.click(screen.getByRole('button', { name: t('viewAs.start') }));

    await waitFor(() => expect($dialog.get()).toMatchObject({ kind: 'error', status: 403, description: 'This customer cannot be viewed.' }));
    expect(screen.getByRole('button', { name: t('viewAs.start') }).getAttribute('aria-disabled')).toBeNull();
    expect($user.get()?.id).toBe(sampleAdminUser.id);
    expect($viewAs.get()).toBeNull();
  });
});
