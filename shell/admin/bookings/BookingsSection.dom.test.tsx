import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../core/ui/testSetup.dom';
import { t } from '../../../core/i18n';
import { sampleIds } from '../../../core/testing/samples/ids';
import { ok } from '../../../core/testing/examples';
import { startPage, type ExtraAnswers } from '../../../core/testing/page';
import { closeDialog } from '../../../core/ui/dialogStore';
import { DialogHost } from '../../../core/ui/DialogHost';
import { dismissSnackbar } from '../../../core/ui/snackbarStore';
import { $router, LOAD_DELAY_MS, restartLoadDelay } from '../../router';
import { BookingsSection } from './BookingsSection';
import { BOOKINGS_NOW, bookingsExamples, developmentWeekCall, guestSuiteSlotsCall, upcomingGymBooking, type BookingsExample } from './examples';
import { bookingsByDay, bookingsHref, bookingsView, weekDays } from './week';
import { expectNoAxeViolations } from '../../../core/testing/axe';

afterEach(() => {
  closeDialog();
  dismissSnackbar();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RIVERSIDE = sampleIds.riversideWharf;
const noSpinner = (container: HTMLElement) => waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());

async function show(example: BookingsExample, extra: ExtraAnswers = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BOOKINGS_NOW));
  const calls = startPage(example, extra);
  const view = render(
    <>
      <BookingsSection developmentId={RIVERSIDE} search={example.search} />
      <DialogHost />
    </>,
  );
  if (example.name !== 'loading') await noSpinner(view.container);
  return { ...view, calls };
}

/** The booking of Sam Subtenant, by its resident's name. */
const samsBooking = () => screen.getByText('Sam Subtenant').closest('li') as HTMLElement;

describe('week rules', () => {
  it('takes any day of a week as its Monday, else this London week', () => {
    expect(bookingsView({ week: '2026-11-26' }, '2026-12-10')).toEqual({ facilityId: undefined, week: '2026-11-23' });
    expect(bookingsView({ week: 'soon', facilityId: '' }, '2026-12-10')).toEqual({ facilityId: undefined, week: '2026-12-07' });
    expect(bookingsHref(RIVERSIDE, { facilityId: sampleIds.gym, week: '2026-11-23' })).toBe(`/admin/${RIVERSIDE}/bookings?facilityId=${sampleIds.gym}&week=2026-11-23`);
  });

  it('shows slots only for one facility', () => {
    expect(bookingsView({ facilityId: sampleIds.gym, week: '2026-11-26', show: 'slots' }, '2026-12-10').show).toBe('slots');
    expect(bookingsView({ week: '2026-11-26', show: 'slots' }, '2026-12-10').show).toBeUndefined();
    expect(bookingsHref(RIVERSIDE, { facilityId: sampleIds.gym, week: '2026-11-23', show: 'slots' })).toBe(`/admin/${RIVERSIDE}/bookings?facilityId=${sampleIds.gym}&week=2026-11-23&show=slots`);
  });

  it('groups bookings by their London start day, one begun before the week on its Monday', () => {
    const days = weekDays('2026-11-23');
    const early = { ...upcomingGymBooking, id: 'bkg-early', startAt: '2026-11-22T23:30:00.000Z' };
    const byDay = bookingsByDay([upcomingGymBooking, early], days);
    expect(byDay['2026-11-23']?.map((booking) => booking.id)).toEqual(['bkg-early']);
    expect(byDay['2026-11-27']?.map((booking) => booking.id)).toEqual([sampleIds.samGymBooking]);
  });
});

describe('BookingsSection (spec 2 §2, §9: the staff week of bookings)', () => {
  it.each(Object.entries(bookingsExamples))('%s: catalogue texts only, axe finds nothing', async (_name, example) => {
    const { container } = await show(example);
    expect(container.textContent).not.toMatch(/admin\.|facilities\.|errors\./);
    await expectNoAxeViolations(container);
  });

  it('loading: asks for this London week of the development, Monday to Sunday, with a spinner', async () => {
    const { container, calls } = await show(bookingsExamples.loading);
    expect(container.querySelector('.portico-spinner')).not.toBeNull();
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}${call.url.search}`)).toContain(`${developmentWeekCall}?fromDate=2026-11-23&toDate=2026-11-29`));
  });

  it('empty: says the week has no bookings', async () => {
    await show(bookingsExamples.empty);
    screen.getByText(t('admin.bookings.weekEmpty'));
  });

  it('error: Could not fetch bookings per development, with Try again that asks again', async () => {
    const user = userEvent.setup();
    const { calls } = await show(bookingsExamples.error);
    expect(screen.getByRole('alert').textContent).toContain('Could not fetch bookings per development The booking service is unavailable.');
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  it('facilityError: Could not fetch bookings per facility, for one facility', async () => {
    await show(bookingsExamples.facilityError);
    expect(screen.getByRole('alert').textContent).toContain('Could not fetch bookings per facility');
  });

  it('week: a heading per day, each booking with time, facility, resident, premises, note and state; cancelled ones marked', async () => {
    await show(bookingsExamples.week);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monday 23 November', 'Tuesday 24 November', 'Wednesday 25 November', 'Thursday 26 November', 'Friday 27 November', 'Saturday 28 November', 'Sunday 29 November',
    ]);
    expect(screen.getAllByText(t('admin.bookings.dayEmpty'))).toHaveLength(4);
    const sam = samsBooking();
    // spec 2 §9's MMM d, y, h:mm a, as every booking is written.
    expect(sam.textContent).toContain('Nov 27, 2026, 6:00 PM to 7:00 PM');
    expect(sam.textContent).toContain('Gym');
    expect(sam.textContent).toContain('Flat 2');
    expect(sam.textContent).toContain(t('facilities.booking.state.confirmed'));
    const tuesday = screen.getByRole('heading', { name: 'Tuesday 24 November' }).closest('section') as HTMLElement;
    expect(tuesday.textContent).toContain('Bringing a personal trainer.');
    // Over already: no Cancel booking.
    expect(within(tuesday).queryByRole('button', { name: t('facilities.booking.cancel') })).toBeNull();
    const saturday = screen.getByRole('heading', { name: 'Saturday 28 November' }).closest('section') as HTMLElement;
    expect(saturday.textContent).toContain(t('facilities.booking.state.cancelledByStaff'));
    expect(saturday.textContent).toContain('Nov 28, 2026, 4:00 PM to Nov 29, 2026, 11:00 AM');
    expect(within(saturday).queryByRole('button', { name: t('facilities.booking.cancel') })).toBeNull();
  });

  it('the weeks and the facility filter are addresses: previous, this and next week; Show goes to the chosen facility', async () => {
    const user = userEvent.setup();
    await show(bookingsExamples.week);
    const weeks = screen.getByRole('navigation', { name: t('admin.bookings.weekNavigation') });
    const href = (name: string) => within(weeks).getByRole('link', { name: t(name) }).getAttribute('href');
    expect(href('facilities.calendar.previousWeek')).toBe(`/admin/${RIVERSIDE}/bookings?week=2026-11-16`);
    expect(href('admin.bookings.thisWeek')).toBe(`/admin/${RIVERSIDE}/bookings?week=2026-11-23`);
    expect(href('facilities.calendar.nextWeek')).toBe(`/admin/${RIVERSIDE}/bookings?week=2026-11-30`);
    await user.selectOptions(screen.getByRole('combobox', { name: t('admin.bookings.facilityLabel') }), 'Gym');
    // Choosing alone changes nothing (WCAG 3.2.2); Show does.
    expect($router.get()?.path).not.toContain('/bookings');
    // Past the first second after load, when a navigation waits on the user's context.
    restartLoadDelay(Date.now() - LOAD_DELAY_MS);
    await user.click(screen.getByRole('button', { name: t('admin.bookings.show') }));
    await waitFor(() => expect(`${$router.get()?.path}`).toBe(`/admin/${RIVERSIDE}/bookings`));
    expect($router.get()?.search).toEqual({ facilityId: sampleIds.gym, week: '2026-11-23' });
  });

  it('gymWeek: one facility\'s bookings from its own call', async () => {
    const { calls } = await show(bookingsExamples.gymWeek);
    expect(calls.some((call) => call.path === `/facilities/${sampleIds.gym}/bookings` && call.url.search === '?fromDate=2026-11-23&toDate=2026-11-29')).toBe(true);
    expect(samsBooking()).toBeTruthy();
  });

  it('Cancel booking asks first, sends cancelled_by_staff and reads the week again', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const { calls } = await show(bookingsExamples.week, {
      [developmentWeekCall]: () => Promise.resolve(ok({ bookings: [{ ...upcomingGymBooking, state: cancelled ? 'cancelled_by_staff' : 'confirmed' }] })),
      [`PUT /facilities/${sampleIds.gym}/bookings/${sampleIds.samGymBooking}/change-state`]: () => {
        cancelled = true;
        return Promise.resolve(ok({ ...upcomingGymBooking, state: 'cancelled_by_staff' }));
      },
    });
    await user.click(within(samsBooking()).getByRole('button', { name: t('facilities.booking.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('facilities.booking.cancelConfirm') });
    expect(dialog.textContent).toContain('Sam Subtenant');
    await expectNoAxeViolations(dialog);
    await user.click(within(dialog).getByRole('button', { name: t('facilities.booking.cancel') }));
    expect(calls.find((call) => call.path.endsWith('/change-state'))?.body).toEqual({ state: 'cancelled_by_staff' });
    await waitFor(() => expect(samsBooking().textContent).toContain(t('facilities.booking.state.cancelledByStaff')));
    expect(within(samsBooking()).queryByRole('button', { name: t('facilities.booking.cancel') })).toBeNull();
  });

  it('cancelFailed: the Error Occurred dialog says Could not change the state of booking.', async () => {
    const user = userEvent.setup();
    await show(bookingsExamples.cancelFailed);
    await user.click(within(samsBooking()).getByRole('button', { name: t('facilities.booking.cancel') }));
    const confirm = await screen.findByRole('dialog', { name: t('facilities.booking.cancelConfirm') });
    await user.click(within(confirm).getByRole('button', { name: t('facilities.booking.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain('Could not change the state of booking. The booking service is unavailable.');
    await expectNoAxeViolations(dialog);
  });

  it('the note is added and saved; the week is read again', async () => {
    const user = userEvent.setup();
    const { calls } = await show(bookingsExamples.week, {
      [`POST /facilities/${sampleIds.gym}/bookings/${sampleIds.samGymBooking}/add-note`]: ok({ ...upcomingGymBooking, note: 'Key left at the desk.' }),
    });
    const before = calls.filter((call) => call.path === `/developments/${RIVERSIDE}/bookings`).length;
    await user.click(within(samsBooking()).getByText(t('admin.bookings.changeNote')));
    await user.type(within(samsBooking()).getByRole('textbox', { name: t('admin.bookings.noteFor', { resident: 'Sam Subtenant' }) }), 'Key left at the desk.');
    await user.click(within(samsBooking()).getByRole('button', { name: t('facilities.booking.addNote') }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/add-note'))?.body).toEqual({ note: 'Key left at the desk.' }));
    await waitFor(() => expect(calls.filter((call) => call.path === `/developments/${RIVERSIDE}/bookings`).length).toBeGreaterThan(before));
  });

  it('noteFailed: The booking note could not be updated., the text kept; a note too long is refused before sending', async () => {
    const user = userEvent.setup();
    const { calls } = await show(bookingsExamples.noteFailed);
    await user.click(within(samsBooking()).getByText(t('admin.bookings.changeNote')));
    const note = within(samsBooking()).getByRole('textbox', { name: t('admin.bookings.noteFor', { resident: 'Sam Subtenant' }) });
    await user.type(note, 'Key left at the desk.');
    await user.click(within(samsBooking()).getByRole('button', { name: t('facilities.booking.addNote') }));
    expect((await within(samsBooking()).findByRole('alert')).textContent).toContain('The booking note could not be updated. The booking service is unavailable.');
    expect((note as HTMLTextAreaElement).value).toBe('Key left at the desk.');
    await expectNoAxeViolations(samsBooking());
    const sent = calls.filter((call) => call.path.endsWith('/add-note')).length;
    await user.clear(note);
    await user.paste('x'.repeat(501));
    await user.click(within(samsBooking()).getByRole('button', { name: t('facilities.booking.addNote') }));
    await within(samsBooking()).findByText(t('validation.maxLength', { n: 500 }));
    expect(calls.filter((call) => call.path.endsWith('/add-note')).length).toBe(sent);
  });
});

describe('BookingsSection slots (spec 2 §4: roles global, sl3 and sl4 see past the lead time and the horizon)', () => {
  const day = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

  it('slots: the week of one facility from its slots call; a slot beyond the residents\' horizon is shown and marked', async () => {
    const { calls } = await show(bookingsExamples.slots);
    expect(calls.some((call) => `${call.method} ${call.path}` === guestSuiteSlotsCall && call.url.search === '?fromDate=2027-01-25&toDate=2027-01-31')).toBe(true);
    const views = screen.getByRole('navigation', { name: t('admin.bookings.viewNavigation') });
    expect(within(views).getByRole('link', { name: t('admin.bookings.slots') }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: t('admin.nav.bookings') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/bookings?facilityId=${sampleIds.guestSuite}&week=2027-01-25`);
    // Monday 25 January is the horizon's last day: residents may book it.
    expect(day('Monday 25 January').textContent).toContain(`8:00 AM to 12:00 PM ${t('facilities.slot.available')}`);
    expect(day('Monday 25 January').textContent).not.toContain(t('admin.bookings.slotBeyondHorizon'));
    const tuesday = day('Tuesday 26 January');
    expect(within(tuesday).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `8:00 AM to 12:00 PM ${t('facilities.slot.available')}${t('admin.bookings.slotBeyondHorizon')}`,
      `12:00 PM to 4:00 PM ${t('facilities.slot.booked')}`,
    ]);
    expect(day('Sunday 31 January').textContent).toContain(t('facilities.calendar.noSlots'));
    // The weeks keep the slots.
    const weeks = screen.getByRole('navigation', { name: t('admin.bookings.weekNavigation') });
    expect(within(weeks).getByRole('link', { name: t('facilities.calendar.nextWeek') }).getAttribute('href')).toBe(`/admin/${RIVERSIDE}/bookings?facilityId=${sampleIds.guestSuite}&week=2027-02-01&show=slots`);
    screen.getByRole('combobox', { name: t('admin.bookings.slotsFacilityLabel') });
  });

  it('slotsSoon: a slot inside the lead time is marked as one residents can no longer book', async () => {
    await show(bookingsExamples.slotsSoon);
    expect(day('Thursday 26 November').textContent).toContain(t('admin.bookings.slotTooSoon'));
    expect(day('Saturday 28 November').textContent).not.toContain(t('admin.bookings.slotTooSoon'));
  });

  it('slotsEmpty: one line for a week without slots', async () => {
    await show(bookingsExamples.slotsEmpty);
    screen.getByText(t('admin.bookings.slotsWeekEmpty', { facility: 'Guest Suite' }));
  });

  it('slotsError: Could not load slots for facility., with Try again that asks again', async () => {
    const user = userEvent.setup();
    const { calls } = await show(bookingsExamples.slotsError);
    expect(screen.getByRole('alert').textContent).toContain('Could not load slots for facility. The booking service is unavailable.');
    const before = calls.filter((call) => call.path.endsWith('/slots')).length;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/slots')).length).toBeGreaterThan(before));
  });

  it('without a facility: the bookings, and a line saying slots need one', async () => {
    await show(bookingsExamples.week);
    screen.getByText(t('admin.bookings.slotsHint'));
    expect(screen.queryByRole('navigation', { name: t('admin.bookings.viewNavigation') })).toBeNull();
  });
});
