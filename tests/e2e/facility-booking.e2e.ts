/**
 * Facility booking against the real reference API and the demo data (docs/demo-data.md, facilities):
 * Olivia Owner books a free Gym slot in the portal, finds it under Upcoming bookings, adds a note,
 * reloads and finds the note, cancels after the confirmation and no longer finds it; the slot Sam
 * Subtenant holds (day 1 09:00-10:00) is shown taken and cannot be chosen; the Gym's pictures
 * show, and the booking dialog has one primary action; on a Saturday (the page's clock set back
 * to this week's) the Guest Suite's week has nothing free and Next free goes to the first free
 * slot; Sam is not offered the Guest Suite; the element on the agent website works under its
 * strict policy, its picture loaded from the API. axe (WCAG 2.2 AA, light and dark) on the
 * booking page's states. Every booking a test makes, it cancels, so the
 * Gym's cap of upcoming bookings per resident (3) is never reached by repeated runs.
 */
import { addLondonDays, londonTime, londonWeekday } from '../../core/domain/london';
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors, expectNoAxeViolations, expectNoCspViolations, open } from './agent-website-support';
import { expect as baseExpect, test, type Locator } from './fixtures';
import { PORTAL, SITE } from './ports';
import { putOnWorkerClock, testNow, testToday } from './clock';

// A shared two-core machine: the calendar computes a week of slots while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const OWNER = 'owner@example.com';
const SUBTENANT = 'subtenant@example.com';
const BOOKING_PAGE = `/book-facilities/${demoIds.riversideWharf}`;

/** The instant `time` (HH:mm, London) of day `offset` counted from today (docs/demo-data.md's "day N"). */
function dayAt(offset: number, time: string): string {
  return new Date(londonTime(addLondonDays(testToday(), offset), time)).toISOString().slice(0, 19);
}

/**
 * The slot starting at `start` (an ISO instant without milliseconds) in the calendar, moving a
 * week on until it shows (the week starts on its first day, so a day ahead may be in the next).
 */
async function slotAt(scope: Locator, start: string): Promise<Locator> {
  const slot = scope.locator(`[role="option"][data-start^="${start}"]`);
  // The week's days, with slots or "no slots": late on a Sunday the week on screen has none left.
  const days = scope.locator('[part~="day"]').first();
  const range = scope.locator('[part~="range"]');
  await expect(days).toBeVisible();
  await settled(scope);
  for (let weeks = 0; weeks < 2 && (await slot.count()) === 0; weeks += 1) {
    const shown = await range.textContent();
    await scope.getByRole('button', { name: 'Next week' }).click();
    await expect(range).not.toHaveText(shown ?? '');
    await expect(days).toBeVisible();
    await settled(scope);
  }
  return slot;
}

/** The facility picker's options, once the calendar has loaded. */
async function facilityOptions(scope: Locator): Promise<string[]> {
  const picker = scope.getByRole('combobox', { name: 'Facility' });
  await expect(picker).toBeVisible();
  return picker.locator('option').allTextContents();
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The Upcoming bookings section of `scope`. */
const upcoming = (scope: Locator) => scope.getByRole('region', { name: 'Upcoming bookings' });

/** Waits until nothing in `scope` is still loading. */
async function settled(scope: Locator): Promise<void> {
  await expect(scope.locator('[aria-busy="true"]:visible, .portico-spinner:visible')).toHaveCount(0);
}

test.describe('facility booking', { tag: '@calendar' }, () => {
  // @postgres: the gate runs this journey a second time against two API processes on PostgreSQL.
  test('Olivia books a free Gym slot, adds a note, reloads, cancels it; the slot Sam holds is taken', { tag: '@postgres' }, async ({ page, signInAs }) => {
    // Four page states through axe in two schemes, and a reload, on a shared machine.
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await signInAs(OWNER);
    // The bare address goes to her one development with facilities booking.
    await page.goto('/book-facilities');
    await expect(page).toHaveURL(new RegExp(`${BOOKING_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Book facilities' })).toBeVisible();
    const main = page.getByRole('main');
    await expect.poll(() => facilityOptions(main)).toEqual(expect.arrayContaining(['Gym', 'Guest Suite']));
    // Choosing the Gym puts it in the address.
    await main.getByRole('combobox', { name: 'Facility' }).selectOption({ label: 'Gym' });
    await expect(page).toHaveURL(`${BOOKING_PAGE}?facilityId=${demoIds.gym}`);

    // Sam's day 1 09:00-10:00: shown taken, and choosing it opens nothing.
    const taken = await slotAt(main, dayAt(1, '09:00'));
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await expect(taken).toContainText('Booked');
    // The pictures staff gave the Gym (docs/demo-data.md): the main one first, named as they named it.
    await expect(main.locator('img[part~="image"]')).toHaveCount(2);
    await expect(main.locator('img[part~="image"]').first()).toHaveAttribute('alt', 'Gym');
    // Neither a click (past the aria-disabled Playwright honours) nor Enter opens the booking form.
    await taken.click({ force: true });
    await taken.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await settled(main);
    await expectNoAxeViolations(page, 'the booking page, the Gym');

    // A free slot on day 2: the form, then Upcoming bookings.
    const free = await slotAt(main, dayAt(2, '14:00'));
    await expect(free).toContainText('Available');
    await free.click();
    const form = page.getByRole('dialog', { name: 'Book Gym' });
    await expect(form.getByRole('button', { name: 'Confirm booking' })).toBeVisible();
    // One primary action, beside the dialog's Close; its start and end written alike.
    await expect(form.getByRole('button')).toHaveText(['Confirm booking', 'Close']);
    await expect(form.locator('.portico-button--primary')).toHaveCount(1);
    await expect(form.locator('[part~="when"]')).toHaveText(/^\w{3} \d{1,2}, \d{4}, 2:00 PM to 2:30 PM$/);
    await expectNoAxeViolations(page, 'the booking form');
    await form.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText('Your booking has been made.')).toBeVisible();
    await expect(form).toHaveCount(0);
    const mine = upcoming(main).getByRole('article').filter({ hasText: /\b(?:14:30|2:30\sPM)/ }).filter({ hasText: 'Gym' });
    await expect(mine).toHaveCount(1);
    await expect(await slotAt(main, dayAt(2, '14:00'))).toContainText('Your booking');

    // View booking opens its address; the note is saved, and is still there after a reload.
    await mine.getByRole('link', { name: 'View booking' }).click();
    await expect(page).toHaveURL(new RegExp(`${BOOKING_PAGE}\\?facilityId=${demoIds.gym}&bookingId=[^&]+$`));
    const note = main.getByRole('textbox', { name: 'Note', exact: true });
    await note.fill('Bringing a friend from Flat 4.');
    await main.getByRole('button', { name: 'Save note' }).click();
    await expect(page.getByText('The note has been saved.')).toBeVisible();
    await page.reload();
    await expect(main.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('Bringing a friend from Flat 4.');
    await settled(main);
    await expectNoAxeViolations(page, 'one booking');

    // Cancel booking asks first; then the booking is cancelled and gone from Upcoming bookings.
    await main.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText('Gym');
    await expectNoAxeViolations(page, 'the cancel confirmation');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
    await expect(main.getByText('Cancelled', { exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Back to bookings' }).click();
    await expect(page).toHaveURL(`${BOOKING_PAGE}?facilityId=${demoIds.gym}`);
    await expect(upcoming(main).getByRole('article').first()).toBeVisible();
    await expect(upcoming(main).getByRole('article').filter({ hasText: /\b(?:14:30|2:30\sPM)/ }).filter({ hasText: 'Gym' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('on a Saturday the Guest Suite has nothing free this week: Next free goes to the first free slot and focuses it', async ({ browser, signInAs }) => {
    // The page's clock on this week's Saturday at 10:00 London (a device set a few days back, as
    // clock.ts allows): with the suite's 48 hours of lead time nothing is left before Monday 10:00.
    const saturday = addLondonDays(testToday(), -((WEEKDAYS.indexOf(londonWeekday(testToday())) + 2) % 7));
    const context = await browser.newContext({ baseURL: PORTAL });
    await putOnWorkerClock(context, londonTime(saturday, '10:00') - testNow());
    try {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await signInAs(OWNER, page);
      await page.goto(`${BOOKING_PAGE}?facilityId=${demoIds.guestSuite}`);
      const main = page.getByRole('main');
      await expect(main.getByText('No free slots this week.')).toBeVisible();
      await expect(main.locator('[part~="day"]')).toHaveCount(7);
      await expect(main.locator('[part~="slot-free"]')).toHaveCount(0);
      const next = main.getByRole('button', { name: /^Next free: \w{3} \d{1,2}, \d{4}, \d{1,2}:00 [AP]M to \d{1,2}:00 [AP]M$/ });
      await expect(next).toBeVisible();
      await settled(main);
      await expectNoAxeViolations(page, 'an empty week with Next free');
      // "Next free: Mar 29, 2027, 12:00 PM to 4:00 PM": the slot's own label is its times.
      const times = (await next.textContent())?.split(', ').at(-1) ?? '';
      const range = await main.locator('[part~="range"]').textContent();
      await next.click();
      await expect(main.locator('[part~="range"]')).not.toHaveText(range ?? '');
      const focused = main.locator('[role="option"]:focus');
      await expect(focused).toHaveText(`${times} Available`);
      await expect(focused).toHaveAttribute('tabindex', '0');
      await expect(main.getByText('No free slots this week.')).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Sam is offered the Gym only; the header and the development tab lead to the booking page', async ({ page, signInAs }) => {
    await signInAs(SUBTENANT);
    await page.goto(`/developments/${demoIds.riversideWharf}/news`);
    const tabs = page.getByRole('navigation', { name: 'Development sections' });
    await tabs.getByRole('link', { name: 'Book facilities' }).click();
    await expect(page).toHaveURL(`/developments/${demoIds.riversideWharf}/book-facilities`);
    await expect.poll(() => facilityOptions(page.getByRole('main'))).toEqual(['Gym']);
    // Named in the address, the Guest Suite is still not his to book: the Gym shows instead.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Book facilities' }).click();
    await expect(page).toHaveURL(BOOKING_PAGE);
    await page.goto(`${BOOKING_PAGE}?facilityId=${demoIds.guestSuite}`);
    await expect.poll(() => facilityOptions(page.getByRole('main'))).toEqual(['Gym']);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Facility' })).toHaveValue(demoIds.gym);
  });

  test('agent website: Book a facility under the strict policy, with her facilities and upcoming bookings', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs(OWNER);
    await open(page, `${SITE}/facilities/`);
    await expect(page).toHaveTitle('Book a facility | Harbour & Wharf Property Management');
    const element = page.locator('portico-facility-booking');
    await expect.poll(() => facilityOptions(element)).toEqual(expect.arrayContaining(['Gym', 'Guest Suite']));
    // Her seeded Gym booking of day 1 (with its note).
    await expect(upcoming(element).getByText('Bringing my own towel and mat.')).toBeVisible();
    // The facility's picture comes from the API's origin, which the site's img-src allows.
    const picture = element.getByRole('img').first();
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await settled(element);
    await expectNoAxeViolations(page, 'Book a facility');
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });
});
