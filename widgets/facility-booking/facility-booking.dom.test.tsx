import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { sampleFacility } from '../../core/testing/samples/facilities';
import { sampleIds } from '../../core/testing/samples/ids';
import { closeDialog } from '../../core/ui/dialogStore';
import { dismissSnackbar } from '../../core/ui/snackbarStore';
import { fakeScreen, startPage, takeSteps, type ExtraAnswers } from '../../core/testing/page';
import { ok } from '../../core/testing/examples';
import { BOOKING_QUERY_PARAMETER, FACILITY_QUERY_PARAMETER, FacilityBooking, type FacilityBookingProps } from '.';
import { exampleGymBooking, facilityBookingExamples, type FacilityBookingExample } from './examples';
import type { RecordedCall } from '../../core/testing/fake-api';
import type { Booking } from '../../core/schemas/facilities';
import { expectNoAxeViolations } from '../../core/testing/axe';

// The page has booted already, as `startPage` sets it up.
vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

beforeEach(() => {
  fakeScreen('wide');
});

afterEach(() => {
  closeDialog();
  dismissSnackbar();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const noSpinner = (container: HTMLElement) => waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());
/** The body of the booking the view sent, if any. */
const bookingBody = (calls: RecordedCall[]) => calls.find((call) => call.method === 'POST' && call.path.endsWith('/bookings'))?.body;
const day = (name: string) => screen.getByRole('listbox', { name: t('facilities.calendar.slotsOn', { day: name }) });
const option = (list: HTMLElement, name: RegExp | string) => within(list).getByRole('option', { name });

/** Renders `FacilityBooking` for an example at the example's instant and waits until it has loaded (or failed). */
async function renderBooking(example: FacilityBookingExample, props: FacilityBookingProps = {}, extra: ExtraAnswers = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(example.now));
  const calls = startPage(example, extra);
  const view = render(
    <FacilityBooking developmentId={example.developmentId} facilityId={example.facilityId} bookingId={example.bookingId} {...props} />,
  );
  if (example.name !== 'loading' && example.session) await noSpinner(view.container);
  return { ...view, calls };
}

describe('FacilityBooking: the calendar (spec 2 §3, §4)', () => {
  it('asks for the developments, the facilities of the one with booking, the week\'s slots and the upcoming bookings', async () => {
    const { calls } = await renderBooking(facilityBookingExamples.week);
    const asked = calls.map((call) => `${call.method} ${call.path}${call.url.search}`);
    expect(asked).toContain(`GET /facilities?developmentUuids=${sampleIds.riversideWharf}`);
    expect(asked).toContain(`GET /facilities/${sampleIds.gym}/slots?fromDate=2026-11-23&toDate=2026-11-29`);
    expect(asked).toContain(`GET /developments/${sampleIds.riversideWharf}/bookings?fromDate=2026-11-23`);
  });

  it('shows the week as seven listboxes of slots computed in the browser: free after the lead time, the user\'s own, taken ones', async () => {
    await renderBooking(facilityBookingExamples.week);
    expect(screen.getAllByRole('listbox')).toHaveLength(7);
    const monday = day('Monday 23 November');
    // Looked at 09:00 with a one-hour lead time: the first free slot is 10:00.
    expect(within(monday).getAllByRole('option')[0]?.textContent).toBe('10:00 AM to 10:30 AM Available');
    const tuesday = day('Tuesday 24 November');
    expect(option(tuesday, '7:00 AM to 8:00 AM Your booking').getAttribute('aria-disabled')).toBeNull();
    expect(option(tuesday, '9:00 AM to 10:00 AM Booked').getAttribute('aria-disabled')).toBe('true');
    // The 15-minute buffer hides the slots it touches around a booking.
    expect(within(tuesday).queryByRole('option', { name: /^8:00 AM to 8:30 AM/ })).toBeNull();
    screen.getByText('Week of 23 November 2026');
  });

  it('moves a week on and back with labelled buttons, and cannot go before this week', async () => {
    const user = userEvent.setup();
    const { calls } = await renderBooking(facilityBookingExamples.week);
    const previous = screen.getByRole('button', { name: t('facilities.calendar.previousWeek') });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: t('facilities.calendar.nextWeek') }));
    await waitFor(() => screen.getByText('Week of 30 November 2026'));
    expect(calls.some((call) => call.url.search === '?fromDate=2026-11-30&toDate=2026-12-06')).toBe(true);
    await user.click(screen.getByRole('button', { name: t('facilities.calendar.previousWeek') }));
    await waitFor(() => screen.getByText('Week of 23 November 2026'));
  });

  it('on a narrow screen shows one day, and Week shows the seven', async () => {
    fakeScreen('narrow');
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.week);
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: t('facilities.calendar.day') }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: t('facilities.calendar.week') }));
    await waitFor(() => expect(screen.getAllByRole('listbox')).toHaveLength(7));
  });

  it('is operable by keyboard: arrows move within a day and across days, Enter opens the booking form', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.week);
    const monday = day('Monday 23 November');
    const first = within(monday).getAllByRole('option')[0]!;
    expect(first.tabIndex).toBe(0);
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('10:30 AM to 11:00 AM Available');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('9:30 PM to 10:00 PM Available');
    await user.keyboard('{Home}{ArrowRight}');
    expect(day('Tuesday 24 November').contains(document.activeElement)).toBe(true);
    await user.keyboard('{ArrowLeft}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('facilities.booking.title', { facility: 'Gym' }) });
    // The one way a booking is written: start and end in the spec's MMM d, y, h:mm a.
    within(dialog).getByText('Nov 23, 2026, 10:00 AM to 10:30 AM');
  });

  it('shows a fully booked week as taken slots only, none free', async () => {
    await renderBooking(facilityBookingExamples.fullyBooked);
    const options = screen.getAllByRole('listbox').flatMap((list) => within(list).getAllByRole('option'));
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((slot) => slot.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(screen.queryByRole('option', { name: /Available/ })).toBeNull();
  });

  it('says how many upcoming bookings the user holds of those allowed', async () => {
    await renderBooking(facilityBookingExamples.week);
    await screen.findByText('1 upcoming booking of 3 allowed');
  });

  it('at the cap says so and offers no free slot', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.atLimit);
    await screen.findByText(t('facilities.limitReached', { facility: 'Gym' }));
    const slot = option(day('Monday 23 November'), '10:00 AM to 10:30 AM Available');
    expect(slot.getAttribute('aria-disabled')).toBe('true');
    await user.click(slot);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the empty text when the user may book no facility', async () => {
    await renderBooking(facilityBookingExamples.noFacilities);
    screen.getByText(t('facilities.empty'));
    expect(screen.queryByRole('listbox')).toBeNull();
    screen.getByText(t('facilities.upcoming.empty'));
  });

  it('offers a development picker when the user has two developments with facilities booking', async () => {
    await renderBooking(facilityBookingExamples.twoDevelopments);
    const picker = screen.getByRole('combobox', { name: t('common.development') });
    expect([...picker.querySelectorAll('option')].map((entry) => entry.textContent)).toEqual(['Riverside Wharf', 'Harbour Lofts']);
  });

  it('on failure shows "Could not load slots for facility." with the server\'s message, and Try again loads again', async () => {
    const { container, calls } = await renderBooking(facilityBookingExamples.slotsError);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load slots for facility. The booking service is unavailable.');
    startPage(facilityBookingExamples.week);
    fireEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await noSpinner(container);
    expect(screen.getAllByRole('listbox')).toHaveLength(7);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('signed out, shows the compact sign-in and calls nothing', async () => {
    const calls = startPage(facilityBookingExamples.signedOut);
    render(<FacilityBooking />);
    await screen.findByRole('form', { name: t('signin.heading') });
    expect(calls).toEqual([]);
  });
});

describe('FacilityBooking: a week with no free slot (spec 2 §4)', () => {
  const guestSuiteSlotCalls = (calls: RecordedCall[]) =>
    calls.filter((call) => call.method === 'GET' && call.path === `/facilities/${sampleIds.guestSuite}/slots`).map((call) => call.url.search);

  it('says so in one line, looks up to the horizon in one call, and Next free goes to that week and focuses the slot', async () => {
    const user = userEvent.setup();
    let answerSearch: (() => void) | undefined;
    const example = facilityBookingExamples.emptyWeek;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(example.now));
    const calls = startPage(example, {
      // The search waits until the test lets it answer, to see the spinner meanwhile.
      [`GET /facilities/${sampleIds.guestSuite}/slots`]: (call) =>
        call.url.searchParams.get('toDate') === '2027-01-27'
          ? new Promise((resolve) => (answerSearch = () => resolve(ok({ slots: [] }))))
          : Promise.resolve(ok({ slots: [] })),
    });
    render(<FacilityBooking developmentId={example.developmentId} facilityId={example.facilityId} />);
    await screen.findByText(t('facilities.nextFree.looking'));
    screen.getByText(t('facilities.nextFree.emptyWeek'));
    answerSearch?.();
    // Monday 30 November: 08:00 is inside the 48 hours, 12:00 is the first free slot.
    const next = await screen.findByRole('button', { name: 'Next free: Nov 30, 2026, 12:00 PM to 4:00 PM' });
    // The week, then the days from the next one to the horizon's last (28 November + 60), in one call.
    expect(guestSuiteSlotCalls(calls)).toEqual(['?fromDate=2026-11-23&toDate=2026-11-29', '?fromDate=2026-11-30&toDate=2027-01-27']);
    await user.click(next);
    await screen.findByText('Week of 30 November 2026');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('12:00 PM to 4:00 PM Available'));
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    expect(day('Monday 30 November').contains(document.activeElement)).toBe(true);
    expect(screen.queryByText(t('facilities.nextFree.emptyWeek'))).toBeNull();
  });

  it('on a narrow screen says the day has none, and Next free shows that day', async () => {
    fakeScreen('narrow');
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.emptyWeek);
    screen.getByText(t('facilities.nextFree.emptyDay'));
    await user.click(await screen.findByRole('button', { name: /^Next free: Nov 30, 2026, 12:00 PM/ }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('12:00 PM to 4:00 PM Available'));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
  });

  it('passes over the booked slots the search answers', async () => {
    const taken = { bookedByUuid: null, bookingUuid: null, userUuid: null, status: 'booked' as const };
    await renderBooking(facilityBookingExamples.emptyWeek, {}, {
      [`GET /facilities/${sampleIds.guestSuite}/slots`]: ok({
        slots: [{ ...taken, startTime: '2026-11-30T12:00:00.000Z', endTime: '2026-11-30T16:00:00.000Z' }, { ...taken, startTime: '2026-11-30T16:00:00.000Z', endTime: '2026-11-30T20:00:00.000Z' }],
      }),
    });
    await screen.findByRole('button', { name: 'Next free: Dec 1, 2026, 8:00 AM to 12:00 PM' });
  });

  it('when nothing is free within the horizon, says that instead and asks nothing more', async () => {
    const { calls } = await renderBooking(facilityBookingExamples.noneFreeWithinHorizon);
    screen.getByText(t('facilities.nextFree.none'));
    expect(screen.queryByRole('button', { name: /^Next free/ })).toBeNull();
    expect(guestSuiteSlotCalls(calls)).toEqual(['?fromDate=2026-11-23&toDate=2026-11-29']);
  });

  it('a failed search says "Could not load slots for facility." with Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderBooking(facilityBookingExamples.emptyWeek, {}, {
      [`GET /facilities/${sampleIds.guestSuite}/slots`]: (call) =>
        Promise.resolve(call.url.searchParams.get('fromDate') === '2026-11-30' && fail ? { status: 500, body: { messages: ['The booking service is unavailable.'] } } : ok({ slots: [] })),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load slots for facility. The booking service is unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('button', { name: /^Next free/ });
  });

  it('a week with free slots offers no Next free', async () => {
    await renderBooking(facilityBookingExamples.week);
    expect(screen.queryByText(t('facilities.nextFree.emptyWeek'))).toBeNull();
  });
});

describe('FacilityBooking: the facility\'s pictures', () => {
  it('shows the main picture first and the others beneath, named, lazy and with their box reserved', async () => {
    const gym = { ...sampleFacility, images: [
      { id: 'img-weights', facilityUuid: sampleIds.gym, name: 'Free weights', isMainImage: false, url: 'https://api.example.com/public/img-weights.png' },
      { id: 'img-gym', facilityUuid: sampleIds.gym, name: ' ', isMainImage: true, url: 'https://api.example.com/public/img-gym.png' },
    ] };
    const { container } = await renderBooking(facilityBookingExamples.week, {}, { 'GET /facilities': ok({ facilities: [gym] }) });
    const pictures = [...container.querySelectorAll('img')];
    // The main one first; one named only with a blank takes the facility's name.
    expect(pictures.map((picture) => [picture.getAttribute('src'), picture.alt])).toEqual([
      ['https://api.example.com/public/img-gym.png', 'Gym'],
      ['https://api.example.com/public/img-weights.png', 'Free weights'],
    ]);
    for (const picture of pictures) {
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(Number(picture.getAttribute('width')) * Number(picture.getAttribute('height'))).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(container);
  }, 30_000);

  it('a facility without pictures shows none', async () => {
    const { container } = await renderBooking(facilityBookingExamples.emptyWeek);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('FacilityBooking: booking a slot', () => {
  it('books a flexible slot for a chosen length with a note, confirms, emits portico-booking-created and lists it', async () => {
    const user = userEvent.setup();
    const emit = vi.fn(() => true);
    const created = { ...exampleGymBooking, id: 'bkg-new', startAt: '2026-11-23T10:00:00.000Z', endAt: '2026-11-23T11:00:00.000Z', note: 'With a trainer.' };
    const { calls } = await renderBooking(facilityBookingExamples.week, { emit }, {
      [`POST /facilities/${sampleIds.gym}/bookings`]: ok(created, 201),
    });
    await user.click(option(day('Monday 23 November'), '10:00 AM to 10:30 AM Available'));
    const dialog = await screen.findByRole('dialog');
    const length = await within(dialog).findByRole('combobox', { name: t('facilities.booking.length') });
    // Free until the buffer before nothing: every half hour to closing time, each offered.
    expect(length.querySelectorAll('option')[0]?.textContent).toBe('Until 10:30 AM (30 minutes)');
    await user.selectOptions(length, '2026-11-23T11:00:00.000Z');
    await user.type(within(dialog).getByRole('textbox', { name: t('facilities.booking.noteOptional') }), ' With a trainer. ');
    await user.click(within(dialog).getByRole('button', { name: t('facilities.booking.confirm') }));
    await waitFor(() => expect(emit).toHaveBeenCalledWith('portico-booking-created', { bookingId: 'bkg-new', facilityId: sampleIds.gym, developmentId: sampleIds.riversideWharf }));
    expect(bookingBody(calls)).toEqual({ startAt: '2026-11-23T10:00:00.000Z', endAt: '2026-11-23T11:00:00.000Z', note: 'With a trainer.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a refusal shows "Unable to create the booking." with the reason above the form and keeps the note', async () => {
    const user = userEvent.setup();
    const { calls } = await renderBooking(facilityBookingExamples.createFailed);
    await user.click(option(day('Monday 23 November'), '10:00 AM to 10:30 AM Available'));
    const dialog = await screen.findByRole('dialog');
    const note = await within(dialog).findByRole('textbox', { name: t('facilities.booking.noteOptional') });
    await user.type(note, 'With a trainer.');
    await user.click(within(dialog).getByRole('button', { name: t('facilities.booking.confirm') }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Unable to create the booking. This slot has just been booked by someone else.');
    expect((note as HTMLTextAreaElement).value).toBe('With a trainer.');
    expect(bookingBody(calls)).toEqual({ startAt: '2026-11-23T10:00:00.000Z', endAt: '2026-11-23T10:30:00.000Z', note: 'With a trainer.' });
  });

  it('choosing the user\'s own slot opens that booking in place and pushes ?facilityId=&bookingId=', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.week);
    await user.click(option(day('Tuesday 24 November'), '7:00 AM to 8:00 AM Your booking'));
    await screen.findByRole('heading', { name: 'Gym', level: 2 });
    const query = new URLSearchParams(location.search);
    expect(query.get(FACILITY_QUERY_PARAMETER)).toBe(sampleIds.gym);
    expect(query.get(BOOKING_QUERY_PARAMETER)).toBe(exampleGymBooking.id);
  });
});

describe('FacilityBooking: upcoming bookings (spec 2 §2, §4, §9)', () => {
  it('lists five per page, soonest first, without cancelled or past ones, and pages with the paginator', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.myBookings);
    const list = screen.getByRole('region', { name: t('facilities.upcoming.title') });
    const items = () => [...list.querySelectorAll<HTMLElement>('[part~="booking"]')].map((item) => item.dataset.bookingId);
    expect(items()).toEqual([exampleGymBooking.id, 'bkg-wed', 'bkg-thu', 'bkg-fri', 'bkg-sat']);
    await user.click(within(list).getByRole('button', { name: t('ui.paginator.next') }));
    expect(items()).toEqual(['bkg-mon', 'bkg-next-tue']);
  });

  it('each has View booking; with booking-href it is a link followed through portico-navigate', async () => {
    const emit = vi.fn(() => false);
    await renderBooking(facilityBookingExamples.week, { emit, bookingHref: '/book-facilities/{developmentId}?facilityId={facilityId}&bookingId={bookingId}' });
    const link = screen.getByRole('link', { name: t('facilities.upcoming.viewBooking') });
    expect(link.getAttribute('href')).toBe(`/book-facilities/${sampleIds.riversideWharf}?facilityId=${sampleIds.gym}&bookingId=${exampleGymBooking.id}`);
    fireEvent.click(link);
    expect(emit).toHaveBeenCalledWith('portico-navigate', { href: link.getAttribute('href') });
  });

  it('on failure shows "Could not fetch bookings per development" with Try again', async () => {
    await renderBooking(facilityBookingExamples.bookingsError);
    const region = screen.getByRole('region', { name: t('facilities.upcoming.title') });
    expect(within(region).getByRole('alert').textContent).toContain('Could not fetch bookings per development The booking service is unavailable.');
  });
});

describe('FacilityBooking: one booking', () => {
  it('shows when, state and note, and changes the note', async () => {
    const user = userEvent.setup();
    const saved = { ...exampleGymBooking, note: 'Bringing a guest.', updatedAt: '2026-11-23T09:00:00.000Z' };
    const { calls } = await renderBooking(facilityBookingExamples.bookingOpen, {}, {
      [`POST /facilities/${sampleIds.gym}/bookings/${exampleGymBooking.id}/add-note`]: ok(saved),
    });
    await screen.findByText('Nov 24, 2026, 7:00 AM to 8:00 AM');
    screen.getByText(t('facilities.booking.state.confirmed'));
    const note = await screen.findByRole('textbox', { name: t('facilities.booking.note') });
    expect((note as HTMLTextAreaElement).value).toBe('Bringing my own towel.');
    await user.clear(note);
    await user.type(note, 'Bringing a guest.');
    await user.click(screen.getByRole('button', { name: t('facilities.booking.addNote') }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/add-note'))?.body).toEqual({ note: 'Bringing a guest.' }));
  });

  it('refuses a note over 500 characters at the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = await renderBooking(facilityBookingExamples.bookingOpen);
    const note = await screen.findByRole('textbox', { name: t('facilities.booking.note') });
    await user.clear(note);
    fireEvent.change(note, { target: { value: 'x'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: t('facilities.booking.addNote') }));
    await screen.findByText('Maximum length 500 characters exceeded');
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path.endsWith('/add-note'))).toBe(false);
  });

  it('a failed note shows "The booking note could not be updated." and keeps the text', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.noteFailed);
    const note = await screen.findByRole('textbox', { name: t('facilities.booking.note') });
    await user.clear(note);
    await user.type(note, 'Bringing a guest.');
    await user.click(screen.getByRole('button', { name: t('facilities.booking.addNote') }));
    expect((await screen.findByRole('alert')).textContent).toContain('The booking note could not be updated. The booking service is unavailable.');
    expect((note as HTMLTextAreaElement).value).toBe('Bringing a guest.');
  });

  it('cancels after the confirmation, and emits portico-booking-cancelled', async () => {
    const user = userEvent.setup();
    const emit = vi.fn(() => true);
    let booking: Booking = exampleGymBooking;
    const path = `/facilities/${sampleIds.gym}/bookings/${exampleGymBooking.id}`;
    const { calls } = await renderBooking(facilityBookingExamples.bookingOpen, { emit }, {
      [`GET ${path}`]: () => Promise.resolve(ok(booking)),
      [`PUT ${path}/change-state`]: () => Promise.resolve(ok((booking = { ...booking, state: 'cancelled' }))),
    });
    await user.click(await screen.findByRole('button', { name: t('facilities.booking.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('facilities.booking.cancelConfirm') });
    await user.click(within(dialog).getByRole('button', { name: t('facilities.booking.cancel') }));
    await waitFor(() =>
      expect(emit).toHaveBeenCalledWith('portico-booking-cancelled', { bookingId: exampleGymBooking.id, facilityId: sampleIds.gym, developmentId: sampleIds.riversideWharf }),
    );
    expect(calls.find((call) => call.path.endsWith('/change-state'))?.body).toEqual({ state: 'cancelled' });
    // The booking is read again (spec 2 §4): Cancelled, Cancel booking gone, focus on its heading.
    await waitFor(() => screen.getByText(t('facilities.booking.state.cancelled')));
    expect(screen.queryByRole('button', { name: t('facilities.booking.cancel') })).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Gym'));
  });

  it('a failed cancel opens the Error Occurred dialog with "Could not change the state of booking."', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.cancelFailed);
    await user.click(await screen.findByRole('button', { name: t('facilities.booking.cancel') }));
    const confirm = await screen.findByRole('dialog', { name: t('facilities.booking.cancelConfirm') });
    await user.click(within(confirm).getByRole('button', { name: t('facilities.booking.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('errors.errorOccurred') });
    expect(dialog.textContent).toContain('Could not change the state of booking. The booking service is unavailable.');
  });

  it('Add to calendar saves an .ics file of the booking', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:booking'), revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderBooking(facilityBookingExamples.bookingOpen);
    await user.click(await screen.findByRole('button', { name: t('facilities.booking.addToCalendar') }));
    expect(click).toHaveBeenCalled();
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('TZID:Europe/London');
  });
});

describe('FacilityBooking: every example', () => {
  it.each(Object.entries(facilityBookingExamples))('the %s example renders catalogue texts only and passes axe', async (_name, example) => {
    const { container } = await renderBooking(example);
    if (example.session) await screen.findAllByText(/./);
    await takeSteps(userEvent.setup(), example);
    // A step that ends in a dialog (the form, the confirmation, a failure) is checked there.
    const root = (example.steps && screen.queryAllByRole('dialog').at(-1)) || container;
    if (root !== container) await within(root).findAllByText(/./);
    expect(root.textContent).not.toMatch(/facilities\.|errors\.|common\./);
    await expectNoAxeViolations(root);
  }, 30_000);

  it('the booking form, its refusal and the cancel confirmation pass axe', async () => {
    const user = userEvent.setup();
    await renderBooking(facilityBookingExamples.createFailed);
    await user.click(option(day('Monday 23 November'), '10:00 AM to 10:30 AM Available'));
    const form = await screen.findByRole('dialog');
    await within(form).findByRole('combobox', { name: t('facilities.booking.length') });
    await expectNoAxeViolations(form);
    await user.click(within(form).getByRole('button', { name: t('facilities.booking.confirm') }));
    await within(form).findByRole('alert');
    await expectNoAxeViolations(form);
    closeDialog();
    cleanup();
    await renderBooking(facilityBookingExamples.bookingOpen);
    await user.click(await screen.findByRole('button', { name: t('facilities.booking.cancel') }));
    await expectNoAxeViolations(await screen.findByRole('dialog', { name: t('facilities.booking.cancelConfirm') }));
  }, 30_000);
});
