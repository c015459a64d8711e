import { useStore } from '@nanostores/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import type { Facility } from '../../core/schemas/facilities';
import { sampleDevelopment, sampleHarbourLofts } from '../../core/testing/samples/developments';
import { sampleFacility, sampleFixedFacility } from '../../core/testing/samples/facilities';
import { sampleIds } from '../../core/testing/samples/ids';
import { ok, signedIn, type ExampleAnswer } from '../../core/testing/examples';
import type { RecordedCall } from '../../core/testing/fake-api';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import { DialogHost } from '../../core/ui/DialogHost';
import { SnackbarHost } from '../../core/ui/Snackbar';
import { $router, restartLoadDelay } from '../router';
import { AdminPage } from './AdminPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

// Thursday 26 November 2026, noon in London: next week is Monday 30 November to Sunday 6 December.
const NOW = new Date('2026-11-26T12:00:00Z');
const riverside = sampleIds.riversideWharf;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  restartLoadDelay(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const developments = (list: Development[]): ExampleAnswer => ok({ developments: list });
const facilities = (list: Facility[]): ExampleAnswer => ok({ facilities: list });
const both = developments([sampleDevelopment, sampleHarbourLofts]);

/** The staff area as the shell shows it, following the address. */
function Harness() {
  const page = useStore($router);
  return page ? <AdminPage page={page} /> : null;
}

async function show(path: string, extra: ExtraAnswers) {
  const calls = startPage(signedIn, extra);
  act(() => $router.open(path));
  const view = render(
    <>
      <Harness />
      <DialogHost />
      <SnackbarHost />
    </>,
  );
  return { ...view, calls, user: userEvent.setup() };
}

const spinnersGone = () => waitFor(() => expect(document.querySelector('.portico-spinner')).toBeNull());
const noAxeViolations = async (container: Element) => {
  await expectNoAxeViolations(container);
};
const writes = (calls: RecordedCall[]) => calls.filter((call) => call.method !== 'GET').map((call) => ({ method: call.method, path: call.path, query: call.url.search, body: call.body }));

describe('AdminPage frame (spec 1 §2 /admin)', () => {
  it('picker: lists the developments the staff member works in, each leading to its facilities', async () => {
    const { container } = await show('/admin', { 'GET /developments': both });
    const picker = await screen.findByRole('navigation', { name: t('developments.picker.label') });
    screen.getByRole('heading', { level: 1, name: t('routes.admin') });
    expect(within(picker).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Riverside Wharf', `/admin/${riverside}/facilities`],
      ['Harbour Lofts', `/admin/${sampleIds.harbourLofts}/facilities`],
    ]);
    await noAxeViolations(container);
  });

  it('picker with one development: goes straight to its facilities, replacing the address', async () => {
    await show('/admin', { 'GET /developments': developments([sampleDevelopment]), 'GET /facilities': facilities([sampleFacility]) });
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${riverside}/facilities`));
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
    // One development: no way back to a picker that would only send the user here again.
    expect(screen.queryByRole('link', { name: t('admin.picker.back') })).toBeNull();
  });

  it('development: names it, links its sections with the current one marked, and leads back to the picker', async () => {
    const { container } = await show(`/admin/${riverside}/facilities`, { 'GET /developments': both, 'GET /facilities': facilities([sampleFacility, sampleFixedFacility]) });
    await screen.findByRole('heading', { level: 1, name: 'Riverside Wharf' });
    const nav = screen.getByRole('navigation', { name: t('admin.nav.label') });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['Facilities', `/admin/${riverside}/facilities`, 'page'],
      ['Bookings', `/admin/${riverside}/bookings`, null],
      ['Customer groups', `/admin/${riverside}/groups`, null],
      ['News', `/admin/${riverside}/news`, null],
      ['Parcels', `/admin/${riverside}/parcels`, null],
      ['Tasks', `/admin/${riverside}/tasks`, null],
    ]);
    expect(screen.getByRole('link', { name: t('admin.picker.back') }).getAttribute('href')).toBe('/admin');
    await spinnersGone();
    await noAxeViolations(container);
  });

  it.each([
    ['a development the user does not work in', '/admin/dev-elm-court/facilities', 'admin.notFound.development', '/admin'],
    ['an unknown section', `/admin/${riverside}/reports`, 'admin.notFound.section', `/admin/${riverside}/facilities`],
  ])('not found: %s says so, with a way back', async (_, path, text, back) => {
    const { container } = await show(path, { 'GET /developments': both });
    await screen.findByRole('heading', { level: 1, name: t('admin.notFound.title') });
    screen.getByText(t(text));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(back);
    await noAxeViolations(container);
  });

  it('developments failed: says why, and Try again reads them again', async () => {
    let failing = true;
    await show('/admin', { 'GET /developments': async () => (failing ? { status: 500, body: { messages: ['Down.'] } } : both) });
    await screen.findByText(new RegExp(t('errors.developments')));
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Harbour Lofts' });
  });
});

describe('Facilities list (spec 2 §2 Facility management)', () => {
  it('loading, then each facility leading to its page, and New facility', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const { container } = await show(`/admin/${riverside}/facilities`, { 'GET /developments': both, 'GET /facilities': () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { level: 2, name: t('admin.nav.facilities') });
    expect(document.querySelector('.portico-spinner')?.textContent).toContain(t('common.loading'));
    await noAxeViolations(container);
    await act(async () => answer(facilities([sampleFacility, sampleFixedFacility])));
    expect((await screen.findByRole('link', { name: 'Gym' })).getAttribute('href')).toBe(`/admin/${riverside}/facilities/${sampleIds.gym}`);
    expect(screen.getByRole('link', { name: 'Guest Suite' }).getAttribute('href')).toBe(`/admin/${riverside}/facilities/${sampleIds.guestSuite}`);
    expect(screen.getByRole('link', { name: t('admin.facilities.new') }).getAttribute('href')).toBe(`/admin/${riverside}/facilities/new`);
    await noAxeViolations(container);
  });

  it('empty: says the development has none yet', async () => {
    const { container } = await show(`/admin/${riverside}/facilities`, { 'GET /developments': both, 'GET /facilities': facilities([]) });
    await screen.findByText(t('admin.facilities.empty'));
    await noAxeViolations(container);
  });

  it('failed: says why, and Try again reads the list again', async () => {
    let failing = true;
    const { container } = await show(`/admin/${riverside}/facilities`, {
      'GET /developments': both,
      'GET /facilities': async () => (failing ? { status: 500, body: { messages: ['Down.'] } } : facilities([sampleFacility])),
    });
    await screen.findByText(new RegExp(t('facilities.loadFailed')));
    await noAxeViolations(container);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Gym' });
  });
});

const gymPath = `/admin/${riverside}/facilities/${sampleIds.gym}`;
const gymAnswers: ExtraAnswers = { 'GET /developments': both, [`GET /facilities/${sampleIds.gym}`]: ok(sampleFacility) };
const preview = () => screen.getByRole('region', { name: t('admin.facilities.preview.title') });
const previewDays = () => within(preview()).getAllByRole('listitem').map((item) => item.textContent);

describe('Facility form and its preview', () => {
  it('flexible (the Gym): its settings in the form, next week day by day from the slot engine, bookings link, images and users', async () => {
    const { container } = await show(gymPath, gymAnswers);
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    expect((screen.getByLabelText(t('common.name')) as HTMLInputElement).value).toBe('Gym');
    expect((screen.getByLabelText(t('admin.facilities.leadTime')) as HTMLInputElement).value).toBe('60');
    const monday = within(screen.getByRole('group', { name: 'Monday' }));
    expect((monday.getByLabelText(t('facilities.manage.opens')) as HTMLInputElement).value).toBe('06:00');
    within(preview()).getByText(/from Mon 30 Nov to Sun 6 Dec/);
    expect(previewDays()[0]).toBe('Mon 30 Nov: 32 slots, the first 6:00 AM to 6:30 AM, the last 9:30 PM to 10:00 PM');
    expect(previewDays()[6]).toBe('Sun 6 Dec: 32 slots, the first 8:00 AM to 8:30 AM, the last 11:30 PM to 12:00 AM');
    expect(within(preview()).getByRole('status').textContent).toBe('224 slots next week');
    expect(screen.getByRole('link', { name: t('admin.facilities.bookings') }).getAttribute('href')).toBe(`/admin/${riverside}/bookings?facilityId=${sampleIds.gym}`);
    expect(container.querySelectorAll(`[data-facility="${sampleIds.gym}"]`)).toHaveLength(2);
    await noAxeViolations(container);
  });

  it('the preview follows the rules as they change, and says why a week is empty', async () => {
    const { user } = await show(gymPath, gymAnswers);
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    const minimum = screen.getByLabelText(t('facilities.manage.minimumSlotDuration'));
    await user.clear(minimum);
    await user.type(minimum, '240');
    expect(previewDays()[0]).toBe('Mon 30 Nov: 6:00 AM to 10:00 AM, 10:00 AM to 2:00 PM, 2:00 PM to 6:00 PM, 6:00 PM to 10:00 PM');
    await user.click(within(screen.getByRole('group', { name: 'Monday' })).getByLabelText(t('admin.facilities.closed')));
    expect(previewDays()[0]).toBe(`Mon 30 Nov: ${t('admin.facilities.closed')}`);
    const horizon = screen.getByLabelText(t('admin.facilities.horizon'));
    await user.clear(horizon);
    await user.type(horizon, '2');
    expect(within(preview()).getByRole('status').textContent).toBe(t('admin.facilities.preview.empty.beyondHorizon'));
    await user.clear(horizon);
    await user.type(horizon, 'soon');
    expect(within(preview()).getByRole('status').textContent).toBe(t('admin.facilities.preview.invalid'));
  });

  it('an empty week offers Next free, which shows its week and focuses its day; none past the horizon', async () => {
    const { container, user } = await show(gymPath, gymAnswers);
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    const lead = screen.getByLabelText(t('admin.facilities.leadTime'));
    await user.clear(lead);
    await user.type(lead, String(14 * 24 * 60));
    expect(within(preview()).getByRole('status').textContent).toBe(t('admin.facilities.preview.empty.none'));
    // Fourteen days from Thursday noon: the horizon's last day, Thursday 10 December, from 12:00.
    await user.click(within(preview()).getByRole('button', { name: 'Next free: Dec 10, 2026, 12:00 PM to 12:30 PM' }));
    within(preview()).getByText(/from Mon 7 Dec to Sun 13 Dec/);
    expect(within(preview()).getByRole('status').textContent).toBe('20 slots in the week from Mon 7 Dec');
    expect(document.activeElement?.textContent).toBe('Thu 10 Dec: 20 slots, the first 12:00 PM to 12:30 PM, the last 9:30 PM to 10:00 PM');
    await noAxeViolations(container);
    await user.click(within(preview()).getByRole('button', { name: t('admin.facilities.preview.backToNextWeek') }));
    within(preview()).getByText(/from Mon 30 Nov to Sun 6 Dec/);
    // A day more outlasts the horizon.
    await user.clear(lead);
    await user.type(lead, String(15 * 24 * 60));
    within(preview()).getByText(t('facilities.nextFree.none'));
    // Typing two lead times and an axe pass on a shared two-core machine.
  }, 15_000);

  it('fixed (the Guest Suite): its fixed slots as rows, and the preview lists them each day', async () => {
    const { container, user } = await show(`/admin/${riverside}/facilities/${sampleIds.guestSuite}`, {
      'GET /developments': both,
      [`GET /facilities/${sampleIds.guestSuite}`]: ok(sampleFixedFacility),
    });
    await screen.findByRole('heading', { level: 2, name: 'Guest Suite' });
    expect(screen.getAllByRole('group', { name: /^Fixed slot \d$/ })).toHaveLength(3);
    expect(previewDays()[0]).toBe('Mon 30 Nov: 8:00 AM to 12:00 PM, 12:00 PM to 4:00 PM, 4:00 PM to 8:00 PM');
    await noAxeViolations(container);
    await user.click(screen.getByRole('button', { name: t('admin.facilities.removeSlot', { number: 3 }) }));
    await user.click(screen.getByRole('button', { name: t('admin.facilities.removeSlot', { number: 2 }) }));
    expect(previewDays()[0]).toBe('Mon 30 Nov: 8:00 AM to 12:00 PM');
    await user.click(screen.getByRole('button', { name: t('admin.facilities.removeSlot', { number: 1 }) }));
    expect(within(preview()).getByRole('status').textContent).toBe(t('admin.facilities.preview.invalid'));
    await user.click(screen.getByRole('button', { name: t('admin.facilities.addSlot') }));
    // An hour is shorter than the Guest Suite's minimum of 240 minutes: the engine offers no such slot.
    expect(within(preview()).getByRole('status').textContent).toBe(t('admin.facilities.preview.empty.none'));
    const minimum = screen.getByLabelText(t('facilities.manage.minimumSlotDuration'));
    await user.clear(minimum);
    await user.type(minimum, '60');
    expect(previewDays()[0]).toBe('Mon 30 Nov: 8:00 AM to 9:00 AM');
  });

  it('invalid: every failing field says so at the field and in the error summary, nothing is sent', async () => {
    const { calls, container, user } = await show(`/admin/${riverside}/facilities/new`, { 'GET /developments': both });
    await screen.findByRole('heading', { level: 2, name: t('admin.facilities.new') });
    await user.click(screen.getByLabelText(t('admin.facilities.noLeadTime')));
    await user.type(screen.getByLabelText(t('admin.facilities.leadTime')), 'an hour');
    const tuesday = within(screen.getByRole('group', { name: 'Tuesday' }));
    const closes = tuesday.getByLabelText(t('facilities.manage.closes'));
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    const summary = await screen.findByRole('alert', { name: t('ui.errorSummary.heading') });
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      t('admin.facilities.validation.name'),
      t('admin.facilities.validation.leadTime', { min: 0, max: 43200 }),
    ]);
    expect(writes(calls)).toEqual([]);
    await noAxeViolations(container);
    // The cross-field rules (facilitySettingsProblems) show once each field passes on its own.
    await user.type(screen.getByLabelText(t('common.name')), 'Pool');
    await user.click(screen.getByLabelText(t('admin.facilities.noLeadTime')));
    expect(screen.queryByText(t('admin.facilities.validation.name'))).toBeNull();
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => screen.getByText(t('admin.facilities.validation.closingOrder', { day: 'Tuesday' }), { selector: 'a' }));
    expect(writes(calls)).toEqual([]);
  });

  it('valid, saving, then the facility page with a snackbar', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const created: Facility = { ...sampleFacility, id: 'fac-riverside-pool', name: 'Pool', description: null };
    const { calls, container, user } = await show(`/admin/${riverside}/facilities/new`, {
      'GET /developments': both,
      'POST /facilities': () => new Promise((resolve) => (answer = resolve)),
      'GET /facilities/fac-riverside-pool': ok(created),
    });
    await screen.findByRole('heading', { level: 2, name: t('admin.facilities.new') });
    await user.type(screen.getByLabelText(t('common.name')), 'Pool');
    await user.click(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText(t('admin.facilities.closed')));
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await screen.findByRole('button', { name: t('admin.facilities.saving') });
    await noAxeViolations(container);
    const [post] = writes(calls);
    expect(post?.body).toMatchObject({ developmentId: riverside, name: 'Pool', description: null, slotType: 'flexible', rules: { leadTime: null, horizon: null, minimumSlotDurationInMinutes: 60, bufferTimeInMinutes: 0, fixedSlots: [] } });
    expect((post?.body as { rules: { businessDays: Record<string, unknown> } }).rules.businessDays.sunday).toBeNull();
    await act(async () => answer({ status: 201, body: { data: created } }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${riverside}/facilities/fac-riverside-pool`));
    await screen.findByText(t('admin.facilities.created'));
    await screen.findByRole('heading', { level: 2, name: 'Pool' });
  });

  it('failed: Unable to save facility. in the Error Occurred dialog, and everything typed stays', async () => {
    const { user } = await show(gymPath, { ...gymAnswers, [`PUT /facilities/${sampleIds.gym}`]: { status: 500, body: { messages: ['The database is busy.'] } } });
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    const name = screen.getByLabelText(t('common.name'));
    await user.clear(name);
    await user.type(name, 'Gym and studio');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain('Unable to save facility. The database is busy.');
    await user.click(within(dialog).getByRole('button', { name: t('common.close') }));
    expect((screen.getByLabelText(t('common.name')) as HTMLInputElement).value).toBe('Gym and studio');
  });

  it('failed create: Unable to create facility.', async () => {
    const { user } = await show(`/admin/${riverside}/facilities/new`, { 'GET /developments': both, 'POST /facilities': { status: 403, body: { messages: ['Not yours.'] } } });
    await screen.findByRole('heading', { level: 2, name: t('admin.facilities.new') });
    await user.type(screen.getByLabelText(t('common.name')), 'Pool');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect((await screen.findByRole('dialog', { name: t('errors.errorOccurred') })).textContent).toContain('Unable to create facility. Not yours.');
  });

  it('a facility of another development is not found here', async () => {
    await show(`/admin/${sampleIds.harbourLofts}/facilities/${sampleIds.gym}`, gymAnswers);
    await screen.findByRole('heading', { level: 2, name: t('admin.facilities.notFound') });
  });
});

describe('Delete a facility', () => {
  it('asks first; with upcoming bookings shows the API message and offers to cancel them and delete; then the list', async () => {
    let attempts = 0;
    const { calls, container, user } = await show(gymPath, {
      ...gymAnswers,
      'GET /facilities': facilities([sampleFixedFacility]),
      [`DELETE /facilities/${sampleIds.gym}`]: async () => {
        attempts += 1;
        return attempts === 1 ? { status: 409, body: { messages: ['The facility has 2 upcoming bookings.'] } } : ok({ cancelledBookings: 2 });
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    await user.click(screen.getByRole('button', { name: t('facilities.manage.delete') }));
    const dialog = await screen.findByRole('dialog', { name: t('facilities.manage.delete') });
    expect(dialog.textContent).toContain(t('facilities.manage.deleteConfirm', { name: 'Gym' }));
    await user.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await within(dialog).findByText('The facility has 2 upcoming bookings.');
    await noAxeViolations(container);
    await user.click(within(dialog).getByRole('button', { name: t('admin.facilities.cancelBookingsAndDelete') }));
    await waitFor(() => expect($router.get()?.path).toBe(`/admin/${riverside}/facilities`));
    expect(writes(calls).map((call) => `${call.method} ${call.path}${call.query}`)).toEqual([
      `DELETE /facilities/${sampleIds.gym}`,
      `DELETE /facilities/${sampleIds.gym}?cancelUpcomingBookings=true`,
    ]);
    await screen.findByText(t('admin.facilities.deleted', { name: 'Gym' }));
    await screen.findByRole('link', { name: 'Guest Suite' });
  });

  it('failed: Unable to delete facility. in the Error Occurred dialog', async () => {
    const { user } = await show(gymPath, { ...gymAnswers, [`DELETE /facilities/${sampleIds.gym}`]: { status: 500, body: { messages: ['Down.'] } } });
    await screen.findByRole('heading', { level: 2, name: 'Gym' });
    await user.click(screen.getByRole('button', { name: t('facilities.manage.delete') }));
    await user.click(within(await screen.findByRole('dialog', { name: t('facilities.manage.delete') })).getByRole('button', { name: t('common.delete') }));
    expect((await screen.findByRole('dialog', { name: t('errors.errorOccurred') })).textContent).toContain('Unable to delete facility. Down.');
    expect($router.get()?.path).toBe(gymPath);
  });
});
