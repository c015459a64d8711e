/**
 * `<portico-facility-booking>` in real Chromium on preact/compat, as the CDN bundle runs it: it
 * renders in an open shadow root with its stylesheet adopted, nothing inline; the calendar is
 * operable by keyboard alone, from the first slot to a booking confirmed in the native modal
 * dialog (loaded on demand), with real key presses; axe (with colour contrast, which jsdom cannot
 * judge) passes on the week and the dialog in both schemes. A cancelled booking shows its note as
 * text, in the part the host page can style. The page's clock is real, so the
 * facility here is open all day, every day, with no lead time: there are free slots whenever the
 * test runs; another with eight days of lead time never has one in the week shown, and Next free
 * takes the keyboard to the first it has.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { Booking, Facility } from '../../core/schemas/facilities';
import { sampleDevelopmentsResponse } from '../../core/testing/samples/developments';
import { sampleFacility } from '../../core/testing/samples/facilities';
import { sampleIds } from '../../core/testing/samples/ids';
import { signInWithAuthResult } from '../../core/session';
import { ok } from '../../core/testing/examples';
import { serveFakeApi } from '../../core/testing/fake-api';
import { axeInBothSchemes, partsWithoutPageStyle, TEST_API, testConfigUrl, until, untilFocused } from '../../core/ui/browser-test-support';
import { exampleBookingSession, exampleGymBooking } from './examples';
import './element';

const allDay = { openingHour: '00:00', closingHour: '00:00' };
const facility: Facility = {
  ...sampleFacility,
  rules: {
    ...sampleFacility.rules,
    leadTime: 0,
    horizon: null,
    bufferTimeInMinutes: 0,
    businessDays: { monday: allDay, tuesday: allDay, wednesday: allDay, thursday: allDay, friday: allDay, saturday: allDay, sunday: allDay },
  },
};

/**
 * The Sauna (after the Gym by name, so not the one shown first), with eight days of lead time:
 * whatever the day, the week shown has nothing free, and Next free finds a slot in a week after
 * it. With a picture served by the test's own server.
 */
const later: Facility = {
  ...facility,
  id: 'fac-later',
  name: 'Sauna',
  rules: { ...facility.rules, leadTime: 8 * 24 * 60 },
  images: [
    {
      id: 'img-sauna',
      facilityUuid: 'fac-later',
      name: 'The sauna',
      isMainImage: true,
      url: '/examples/gallery/placeholder.svg',
    },
  ],
};

/** A booking cancelled after its note was written: the note is shown, no longer edited. */
const cancelledWithNote: Booking = { ...exampleGymBooking, id: 'bkg-cancelled-note', state: 'cancelled', note: 'Bringing my own mat.' };

const { calls } = serveFakeApi(TEST_API, {
  'GET /developments': ok(sampleDevelopmentsResponse),
  'GET /facilities': ok({ facilities: [facility, later] }),
  [`GET /facilities/${facility.id}/slots`]: ok({ slots: [] }),
  [`GET /facilities/${later.id}/slots`]: ok({ slots: [] }),
  [`GET /developments/${sampleIds.riversideWharf}/bookings`]: ok({ bookings: [] }),
  [`GET /facilities/${facility.id}/bookings/${cancelledWithNote.id}`]: ok(cancelledWithNote),
  [`POST /facilities/${facility.id}/bookings`]: (call) => ok({ ...exampleGymBooking, id: 'bkg-browser', ...(call.body as Pick<Booking, 'startAt' | 'endAt' | 'note'>) }, 201),
});
const posted = () => calls.filter((call) => call.method === 'POST').map((call) => call.body as Pick<Booking, 'startAt' | 'endAt' | 'note'>);

describe('<portico-facility-booking> in Chromium on Preact', () => {
  let element: HTMLElement;
  let shadow: ShadowRoot;
  /** A day's listbox with two slots or more. */
  const dayWithSlots = () => [...shadow.querySelectorAll<HTMLElement>('[role="listbox"]')].find((list) => list.querySelectorAll('[role="option"]').length > 1);

  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    signInWithAuthResult(exampleBookingSession);
    element = document.createElement('portico-facility-booking');
    element.setAttribute('config-url', testConfigUrl);
    document.body.append(element);
    shadow = element.shadowRoot!;
    await until(() => shadow.querySelectorAll('[part="day"]').length === 7 && !shadow.querySelector('.portico-spinner'), 'the week');
    // The days before now have no slots left; late on a Sunday, this week has none at all.
    if (!dayWithSlots()) shadow.querySelector<HTMLButtonElement>('[part="next"]')!.click();
    await until(dayWithSlots, 'a day with slots');
  });

  after(() => element.remove());

  it('renders the week in an open shadow root with its stylesheet adopted, nothing inline, axe clean', async () => {
    expect(element.shadowRoot?.mode).to.equal('open');
    const css = shadow.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(css).to.contain('.portico-facility-booking__slot');
    expect(shadow.querySelector('[style], style, script')).to.equal(null);
    await axeInBothSchemes(element);
  });

  it('books a slot by keyboard alone: Tab to the first slot, arrows, Enter, a note, Confirm booking', async () => {
    const created: string[] = [];
    document.addEventListener('portico-booking-created', (event) => created.push(event.detail.bookingId));
    const first = dayWithSlots()!.querySelector<HTMLElement>('[role="option"][tabindex="0"]')!;
    first.focus();
    await sendKeys({ press: 'ArrowDown' });
    const second = first.nextElementSibling as HTMLElement;
    await untilFocused(shadow, second, 'the next slot');
    await sendKeys({ press: 'ArrowUp' });
    await untilFocused(shadow, first, 'the first slot again');
    await sendKeys({ press: 'Enter' });
    const dialog = await until(() => shadow.querySelector<HTMLDialogElement>('dialog[open]'), 'the booking dialog');
    expect(dialog.matches(':modal')).to.equal(true);
    const length = await until(() => dialog.querySelector<HTMLSelectElement>('[part="length"]'), 'the booking form');
    length.focus();
    await sendKeys({ press: 'Tab' });
    await untilFocused(shadow, dialog.querySelector('textarea'), 'the note');
    await sendKeys({ type: 'By keyboard.' });
    await axeInBothSchemes(dialog);
    await sendKeys({ press: 'Tab' });
    await untilFocused(shadow, dialog.querySelector('[part="confirm"]'), 'Confirm booking');
    await sendKeys({ press: 'Enter' });
    await until(() => created.length === 1, 'portico-booking-created');
    expect(created).to.deep.equal(['bkg-browser']);
    expect(posted()).to.have.length(1);
    expect(posted()[0]?.startAt).to.equal(first.dataset.start);
    expect(posted()[0]?.note).to.equal('By keyboard.');
    await until(() => !shadow.querySelector('dialog[open]'), 'the dialog closed');
  });

  it('an empty week: its picture keeps its box, axe passes, and Next free by keyboard goes to the slot and focuses it', async () => {
    const empty = document.createElement('portico-facility-booking');
    empty.setAttribute('config-url', testConfigUrl);
    empty.setAttribute('facility-id', later.id);
    document.body.append(empty);
    try {
      const root = empty.shadowRoot!;
      const next = await until(() => [...root.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.startsWith('Next free: ')), 'Next free');
      const picture = root.querySelector<HTMLImageElement>('img[part="image"]')!;
      expect(picture.alt).to.equal('The sauna');
      expect(picture.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(root.querySelectorAll('[role="option"]')).to.have.length(0);
      await axeInBothSchemes(empty);
      const range = root.querySelector('[part="range"]')!.textContent;
      next.focus();
      await sendKeys({ press: 'Enter' });
      const focused = await until(() => (root.activeElement?.getAttribute('role') === 'option' ? (root.activeElement as HTMLElement) : null), 'the next free slot focused');
      expect(focused.textContent).to.contain('Available');
      expect(focused.tabIndex).to.equal(0);
      expect(root.querySelector('[part="range"]')!.textContent).not.to.equal(range);
      // The button named the slot now focused.
      expect(next.textContent).to.contain(focused.querySelector('.portico-facility-booking__slot-time')!.textContent!.split(' to ')[0]);
    } finally {
      empty.remove();
    }
  });

  it('a cancelled booking shows its note as text, in the part the host page styles', async () => {
    const detail = document.createElement('portico-facility-booking');
    detail.setAttribute('config-url', testConfigUrl);
    detail.setAttribute('facility-id', facility.id);
    detail.setAttribute('booking-id', cancelledWithNote.id);
    document.body.append(detail);
    try {
      const note = await until(() => detail.shadowRoot?.querySelector('[part="note-text"]'), 'the note');
      expect(note.textContent).to.equal('Bringing my own mat.');
      expect(detail.shadowRoot!.querySelector('[part="note-form"]')).to.equal(null);
      expect(partsWithoutPageStyle(detail, ['detail', 'state', 'note-text'])).to.deep.equal([]);
    } finally {
      detail.remove();
    }
  });
});
