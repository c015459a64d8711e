import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import type { CustomerDetail, CustomerRelationship } from '../../../core/schemas/customers';
import { sampleAdminUser, sampleAuthResult } from '../../../core/testing/samples/account';
import { sampleCustomerDetail } from '../../../core/testing/samples/customers';
import { sampleDevelopment } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok, type ExampleAnswer } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { DialogHost } from '../../../core/ui/DialogHost';
import { $router, restartLoadDelay } from '../../router';
import { CustomerDetailPage } from './CustomerDetailPage';
import { CustomersTab } from './CustomersTab';
import { expectNoAxeViolations } from '../../../core/testing/axe';

const RIVERSIDE = sampleIds.riversideWharf;
const TAB = `/developments/${RIVERSIDE}/customers`;
const customersCall = `GET /developments/${RIVERSIDE}/customers`;
const staff = { ...sampleAuthResult, user: sampleAdminUser };
const failure: ExampleAnswer = { status: 500, body: { messages: ['Down.'] } };

/** One row of the list: registered when `userId` is given; `state` 1 makes customer and relationship inactive. */
function customerRow(relationshipId: string, firstName: string, lastName: string, premiseName: string, relationship: string, userId: string | null = null, state: 0 | 1 = 0): CustomerRelationship {
  return {
    id: userId ?? relationshipId,
    userId,
    relationshipId,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    premisesId: `pre-${premiseName.replace(' ', '-').toLowerCase()}`,
    premiseName,
    relationship,
    relationshipStateCode: state,
    stateCode: state,
    portalRegistered: userId ? '2025-03-01T10:00:00.000Z' : null,
    mainNumber: null,
    email: null,
    profilePictureUrl: null,
  };
}

const DEMO_ROWS = [
  customerRow(sampleIds.ivyFlat5, 'Ivy', 'Inactive', 'Flat 5', 'Tenant', sampleIds.ivy, 1),
  customerRow(sampleIds.oliviaFlat1, 'Olivia', 'Owner', 'Flat 1', 'Owner', sampleIds.olivia),
  customerRow('con-olivia-flat-2', 'Olivia', 'Owner', 'Flat 2', 'Owner', sampleIds.olivia),
  customerRow(sampleIds.samFlat4, 'Sam', 'Subtenant', 'Flat 4', 'Subtenant', sampleIds.sam),
  customerRow(sampleIds.umaFlat6, 'Uma', 'Unregistered', 'Flat 6', 'Owner'),
];
const MANY_ROWS = Array.from({ length: 27 }, (_, index) => customerRow(`con-many-${index}`, 'Resident', `Number${String(index).padStart(2, '0')}`, `Flat ${index + 10}`, 'Tenant'));

const uma: CustomerDetail = {
  ...sampleCustomerDetail,
  id: sampleIds.umaFlat6,
  userId: null,
  title: 'Mrs',
  firstName: 'Uma',
  lastName: 'Unregistered',
  fullName: 'Uma Unregistered',
  portalRegistered: null,
  email: null,
  premises: [{ id: sampleIds.flat6, name: 'Flat 6', relationship: 'Owner', relationshipActive: true, relationshipId: sampleIds.umaFlat6, isMainResidence: false }],
  people: [],
  newsPreferences: null,
  files: [],
};
const olivia: CustomerDetail = {
  ...sampleCustomerDetail,
  people: [{ id: sampleIds.sam, relationshipId: sampleIds.samFlat4, fullName: 'Sam Subtenant', relationship: 'Subtenant', premiseName: 'Flat 4', relationshipStateCode: 0 }],
};

/** A named state: the address, what the API answers, and which screen shows it. */
interface CustomersState {
  path: string;
  answers: Record<string, ExampleAnswer | 'pending'>;
  relationshipId?: string;
}

const CUSTOMERS_STATES = {
  loading: { path: TAB, answers: { [customersCall]: 'pending' } },
  failedLoad: { path: TAB, answers: { [customersCall]: failure } },
  empty: { path: TAB, answers: { [customersCall]: ok({ customers: [] }) } },
  demo: { path: TAB, answers: { [customersCall]: ok({ customers: DEMO_ROWS }) } },
  inactiveShown: { path: `${TAB}?inactive=1`, answers: { [customersCall]: ok({ customers: DEMO_ROWS }) } },
  noMatch: { path: `${TAB}?search=nobody`, answers: { [customersCall]: ok({ customers: DEMO_ROWS }) } },
  manyPages: { path: TAB, answers: { [customersCall]: ok({ customers: MANY_ROWS }) } },
  detailManyFiles: {
    path: `${TAB}/con-olivia-flat-2?search=olivia`,
    relationshipId: 'con-olivia-flat-2',
    answers: { [customersCall]: ok({ customers: DEMO_ROWS }), [`GET /customers/${sampleIds.olivia}`]: ok({ customer: olivia }) },
  },
  detailUnregisteredNoPeople: {
    path: `${TAB}/${sampleIds.umaFlat6}`,
    relationshipId: sampleIds.umaFlat6,
    answers: { [customersCall]: ok({ customers: DEMO_ROWS }), [`GET /customers/${sampleIds.umaFlat6}`]: ok({ customer: uma }) },
  },
  detailUnknown: { path: `${TAB}/con-nobody`, relationshipId: 'con-nobody', answers: { [customersCall]: ok({ customers: DEMO_ROWS }) } },
  detailFailed: {
    path: `${TAB}/${sampleIds.umaFlat6}`,
    relationshipId: sampleIds.umaFlat6,
    answers: { [customersCall]: ok({ customers: DEMO_ROWS }), [`GET /customers/${sampleIds.umaFlat6}`]: failure },
  },
} as const satisfies Record<string, CustomersState>;

beforeEach(() => restartLoadDelay(0));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function show(state: CustomersState, extra: ExtraAnswers = {}) {
  const calls = startPage({ session: staff, answers: state.answers }, extra);
  act(() => $router.open(state.path));
  const view = render(
    <>
      <main>
        {state.relationshipId === undefined ? (
          <CustomersTab development={sampleDevelopment} />
        ) : (
          <CustomerDetailPage development={sampleDevelopment} relationshipId={state.relationshipId} />
        )}
      </main>
      <DialogHost />
    </>,
  );
  if (state.answers[customersCall] !== 'pending') await waitFor(() => expect(view.container.querySelector('.portico-spinner')).toBeNull());
  return { ...view, calls, user: userEvent.setup() };
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const search = () => new URLSearchParams($router.get()?.search as Record<string, string>);

describe('the customers tab and the customer detail (spec 2 §2, §9)', () => {
  it.each(Object.entries(CUSTOMERS_STATES))('%s: axe finds nothing', async (_name, state) => {
    const { container } = await show(state);
    await expectNoAxeViolations(container);
  });

  it('reads every row once, without inactive=0, and hides inactive customers until the switch is on', async () => {
    const { calls, user } = await show(CUSTOMERS_STATES.demo);
    const listCalls = calls.filter((call) => call.path === `/developments/${RIVERSIDE}/customers`);
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0]!.url.search).toBe('');
    expect(names()).toEqual(['Olivia Owner', 'Olivia Owner', 'Sam Subtenant', 'Uma Unregistered']);
    await user.click(screen.getByRole('switch', { name: t('customers.showInactive') }));
    await waitFor(() => expect(names()).toContain('Ivy Inactive'));
    expect(search().get('inactive')).toBe('1');
    expect(calls.filter((call) => call.path === `/developments/${RIVERSIDE}/customers`)).toHaveLength(1);
  });

  it('inactive shown from the address: Ivy is listed as inactive', async () => {
    await show(CUSTOMERS_STATES.inactiveShown);
    const ivy = screen.getByRole('row', { name: /Ivy Inactive/ });
    within(ivy).getByText(t('customers.state.inactive'));
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('search: "olivia, flat 2" narrows to her Flat 2 row, announces the count and keeps the search in the address and the row\'s link', async () => {
    const { user } = await show(CUSTOMERS_STATES.demo);
    await user.type(screen.getByRole('searchbox', { name: t('customers.search.label') }), 'olivia, flat 2');
    await waitFor(() => expect(names()).toEqual(['Olivia Owner']));
    expect(screen.getByRole('status').textContent).toBe(t('customers.found', { count: 1 }));
    expect(search().get('search')).toBe('olivia, flat 2');
    const link = screen.getByRole('link', { name: 'Olivia Owner' });
    expect(link.getAttribute('href')).toBe(`${TAB}/con-olivia-flat-2?search=olivia%2C+flat+2`);
  });

  it('empty: No customers found', async () => {
    await show(CUSTOMERS_STATES.empty);
    within(screen.getByRole('table')).getByText(t('customers.empty'));
    expect(screen.getByRole('status').textContent).toBe(t('customers.found', { count: 0 }));
  });

  it('many pages: 10 a page, next page, then 25 a page kept in the address', async () => {
    const { user } = await show(CUSTOMERS_STATES.manyPages);
    expect(names()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: t('ui.paginator.next') }));
    await waitFor(() => expect(names()[0]).toBe('Resident Number10'));
    await user.selectOptions(screen.getByLabelText(t('ui.paginator.pageSize')), '25');
    await waitFor(() => expect(names()).toHaveLength(25));
    expect(names()[0]).toBe('Resident Number00');
    expect(search().get('pageSize')).toBe('25');
  });

  it('failed load: the spec text, and Try again reads the customers', async () => {
    let fail = true;
    const { user } = await show(CUSTOMERS_STATES.failedLoad, { [customersCall]: async () => (fail ? failure : ok({ customers: DEMO_ROWS })) });
    expect(screen.getByRole('alert').textContent).toContain(t('errors.customers'));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Uma Unregistered' });
  });

  it('detail with 12 files: heading, details, premises, news preferences in words, files paging at 10, the way back keeping the search', async () => {
    const { user } = await show(CUSTOMERS_STATES.detailManyFiles);
    screen.getByRole('heading', { name: 'Olivia Owner' });
    expect(screen.getByRole('link', { name: t('customers.backToList') }).getAttribute('href')).toBe(`${TAB}?search=olivia`);
    expect(screen.getByRole('link', { name: 'Sam Subtenant' }).getAttribute('href')).toBe(`${TAB}/${sampleIds.samFlat4}?search=olivia`);
    const premises = within(screen.getByRole('region', { name: t('customers.detail.premises') }));
    expect(premises.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Flat 1', 'Flat 2', 'Flat 3']);
    const news = within(screen.getByRole('region', { name: t('common.newsPreferences.title') }));
    expect(news.getByText(t('common.newsPreferences.urgentNewsText')).nextSibling?.textContent).toBe(t('common.yes'));
    const files = within(screen.getByRole('region', { name: t('customers.files.title') }));
    expect(files.getAllByRole('rowheader')).toHaveLength(10);
    files.getByText('19.5 KB');
    await user.click(files.getByRole('button', { name: t('ui.paginator.next') }));
    await waitFor(() => expect(files.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Letter 11.pdf', 'Letter 12.pdf']));
  });

  it('detail: a file downloads with the staff token through GET /customers/{id}/files/{fileId}', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    const { calls, user } = await show(CUSTOMERS_STATES.detailManyFiles, {
      [`GET /customers/${sampleIds.olivia}/files/cfl-olivia-1`]: ok({ content: 'JVBERi0xLjcK', fileName: 'Letter 1.pdf' }),
    });
    await user.click(screen.getByRole('button', { name: t('customers.files.download', { name: 'Letter 1.pdf' }) }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(saved).toHaveBeenCalled();
    expect(calls.find((call) => call.path === `/customers/${sampleIds.olivia}/files/cfl-olivia-1`)?.bearer).toBeTruthy();
  });

  it('unregistered customer with no people: Not registered in the portal, No people found, news preferences not set, No files found', async () => {
    await show(CUSTOMERS_STATES.detailUnregisteredNoPeople);
    screen.getByRole('heading', { name: 'Uma Unregistered' });
    screen.getByText(t('customers.notRegistered'));
    screen.getByText(t('common.empty.people'));
    screen.getByText(t('common.empty.files'));
    expect(screen.getAllByText(t('customers.newsPreferences.notSet'))).toHaveLength(4);
  });

  it('unknown relationship: says so, with the way back', async () => {
    await show(CUSTOMERS_STATES.detailUnknown);
    screen.getByText(t('customers.detail.notFound'));
    screen.getByRole('link', { name: t('customers.backToList') });
  });

  it('detail failed: the spec text, and Try again reads the customer', async () => {
    let fail = true;
    const { user } = await show(CUSTOMERS_STATES.detailFailed, { [`GET /customers/${sampleIds.umaFlat6}`]: async () => (fail ? failure : ok({ customer: uma })) });
    expect(screen.getByRole('alert').textContent).toContain(t('errors.customer'));
    fail = false;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { name: 'Uma Unregistered' });
  });
});
