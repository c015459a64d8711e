/**
 * The staff area's week of bookings and a facility's images, against the real reference API and
 * the demo data (docs/demo-data.md, staff side and facilities). Ada Admin uploads two images to a
 * facility the test creates (and deletes after), marks the second main and finds it main after a
 * reload; she cancels, in the week calendar, a Gym booking the test made as Olivia Owner first,
 * and Olivia no longer finds it among her upcoming bookings. Otto Officer (sl3, Riverside Wharf)
 * sees Riverside Wharf's bookings by resident. Nothing here touches the demo records other suites
 * rely on: the test's own facility is deleted and its own booking ends cancelled.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addLondonDays, londonDay, londonTime } from '../../core/domain/london';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test } from './fixtures';
import { testToday } from './clock';
import { API } from './ports';
import { answer } from './shell-support';
import { newFacility } from './staff-support';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const OWNER = 'owner@example.com';
const OFFICER = 'officer@example.com';
const RIVERSIDE = demoIds.riversideWharf;
// A 1x1 PNG: the browser draws it 600 pixels wide before the upload.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Calls to the API as the holder of `authToken`. */
function apiAs(request: APIRequestContext, authToken: string) {
  const headers = { Authorization: `Bearer ${authToken}` };
  return {
    post: (path: string, data: unknown) => request.post(`${API}${path}`, { headers, data }),
    delete: (path: string) => request.delete(`${API}${path}`, { headers }),
  };
}

/** The instant `time` (HH:mm, London) of day `offset` counted from today (docs/demo-data.md's "day N"). */
const dayAt = (offset: number, time: string) => new Date(londonTime(addLondonDays(testToday(), offset), time)).toISOString();

test.describe('staff area: bookings and images', { tag: '@calendar' }, () => {
  test('Ada uploads two images to a new facility, marks the second main and finds it main after a reload', async ({ page, signInAs, storedSessions, request }) => {
    test.setTimeout(90_000);
    const admin = apiAs(request, (await storedSessions.of(ADMIN)).authToken);
    const name = `Test pool ${randomUUID().slice(0, 8)}`;
    const created = await admin.post('/facilities', newFacility(RIVERSIDE, name));
    expect(created.status(), await created.text()).toBe(201);
    const facility = await answer<{ id: string }>(created);
    try {
      await signInAs(ADMIN);
      await page.goto(`/admin/${RIVERSIDE}/facilities/${facility.id}`);
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const images = page.getByRole('region', { name: 'Images' });
      await expect(images.getByText('This facility has no images yet.')).toBeVisible();

      const upload = async (fileName: string, imageName: string) => {
        await images.getByLabel('Image file').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PIXEL });
        // The name follows the file until another is typed.
        await expect(images.getByRole('textbox', { name: 'Image name' })).toHaveValue(fileName.replace(/\.png$/, ''));
        await images.getByRole('textbox', { name: 'Image name' }).fill(imageName);
        await images.getByRole('button', { name: 'Upload image' }).click();
        await expect(images.getByRole('listitem').filter({ hasText: imageName })).toHaveCount(1);
        await expect(images.getByRole('textbox', { name: 'Image name' })).toHaveValue('');
      };
      const item = (imageName: string) => images.getByRole('listitem').filter({ hasText: imageName });

      // The first image becomes the main one.
      await upload('pool-side.png', 'Pool side');
      await expect(item('Pool side')).toContainText('Main image');
      await upload('pool-deck.png', 'Pool deck');
      await expect(item('Pool deck')).not.toContainText('Main image');
      await expectNoAxeViolations(page, 'a facility with two images');

      await item('Pool deck').getByRole('button', { name: 'Make main image' }).click();
      await expect(item('Pool deck')).toContainText('Main image');
      await expect(item('Pool deck').getByRole('button', { name: 'Make main image' })).toBeDisabled();
      await expect(item('Pool side')).not.toContainText('Main image');

      // What the API kept: the second one is main after a reload.
      await page.reload();
      await expect(item('Pool deck')).toContainText('Main image');
      await expect(item('Pool side')).not.toContainText('Main image');
    } finally {
      const deleted = await admin.delete(`/facilities/${facility.id}`);
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
  });

  test('Ada cancels a booking of Olivia\'s in the week calendar, and Olivia no longer finds it among her upcoming bookings', async ({ page, context, signInAs, storedSessions, request }) => {
    test.setTimeout(90_000);
    // The test's own booking, on day 3 (clear of the demo bookings on days 1, 2 and 5), with a note to find it by.
    const note = `Staff cancel test ${randomUUID().slice(0, 8)}`;
    const olivia = apiAs(request, (await storedSessions.of(OWNER)).authToken);
    const made = await olivia.post(`/facilities/${demoIds.gym}/bookings`, { startAt: dayAt(3, '15:00'), endAt: dayAt(3, '16:00'), note });
    expect(made.status(), await made.text()).toBe(201);
    const booking = await answer<{ id: string }>(made);

    // Olivia's list shows it first.
    const ownerPage = await context.newPage();
    await signInAs(OWNER, ownerPage);
    await ownerPage.goto(`/book-facilities/${RIVERSIDE}?facilityId=${demoIds.gym}`);
    const upcoming = ownerPage.getByRole('region', { name: 'Upcoming bookings' });
    await expect(upcoming.locator(`[data-booking-id="${booking.id}"]`)).toHaveCount(1);

    await signInAs(ADMIN);
    await page.goto(`/admin/${RIVERSIDE}/bookings?facilityId=${demoIds.gym}&week=${londonDay(Date.parse(dayAt(3, '15:00')))}`);
    const week = page.getByRole('region', { name: 'Bookings' });
    const mine = week.getByRole('listitem').filter({ hasText: note });
    await expect(mine).toContainText('Olivia Owner');
    await expect(mine).toContainText('3:00 PM to 4:00 PM');
    await expect(mine).toContainText('Confirmed');
    await expectNoAxeViolations(page, 'the staff week of the Gym');

    await mine.getByRole('button', { name: 'Cancel booking' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText('Olivia Owner');
    await confirm.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText('The booking has been cancelled.')).toBeVisible();
    // Still in the week, marked, without Cancel booking.
    await expect(mine).toContainText('Cancelled by staff');
    await expect(mine.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    await ownerPage.reload();
    await expect(upcoming.locator(`[data-booking-id="${demoIds.gymBooking}"]`)).toHaveCount(1);
    await expect(upcoming.locator(`[data-booking-id="${booking.id}"]`)).toHaveCount(0);
    await ownerPage.close();
  });

  test('Otto (sl3, Riverside Wharf) sees the week\'s Riverside Wharf bookings with who booked', async ({ page, signInAs }) => {
    await signInAs(OFFICER);
    // Day 1 holds Olivia's and Sam's Gym bookings (docs/demo-data.md).
    await page.goto(`/admin/${RIVERSIDE}/bookings?week=${londonDay(Date.parse(dayAt(1, '09:00')))}`);
    const week = page.getByRole('region', { name: 'Bookings' });
    await expect(week.getByRole('listitem').filter({ hasText: 'Sam Subtenant' }).filter({ hasText: '9:00 AM to 10:00 AM' })).toHaveCount(1);
    await expect(week.getByRole('listitem').filter({ hasText: 'Olivia Owner' }).filter({ hasText: '7:00 AM to 8:00 AM' })).toHaveCount(1);
  });

  for (const staff of [{ who: 'Ada (global)', email: ADMIN }, { who: 'Otto (sl3)', email: OFFICER }]) {
    test(`${staff.who} sees a Guest Suite slot beyond the residents' horizon, marked; Olivia is not offered it`, async ({ page, signInAs, storedSessions, request }) => {
      // The Guest Suite's horizon is 60 days (docs/demo-data.md): day 61 is past it for residents.
      const beyond = addLondonDays(testToday(), 61);
      const olivia = await request.get(`${API}/facilities/${demoIds.guestSuite}/slots?fromDate=${beyond}&toDate=${beyond}`, {
        headers: { Authorization: `Bearer ${(await storedSessions.of(OWNER)).authToken}` },
      });
      expect((await answer<{ slots: { status: string }[] }>(olivia)).slots.filter((slot) => slot.status === 'available')).toEqual([]);

      await signInAs(staff.email);
      await page.goto(`/admin/${RIVERSIDE}/bookings?facilityId=${demoIds.guestSuite}&week=${beyond}`);
      const section = page.getByRole('region', { name: 'Bookings' });
      await section.getByRole('navigation', { name: 'Bookings or slots' }).getByRole('link', { name: 'Slots' }).click();
      await expect(page).toHaveURL(/show=slots/);
      const slot = section.locator(`[data-start="${new Date(londonTime(beyond, '08:00')).toISOString()}"]`);
      await expect(slot).toContainText('8:00 AM to 12:00 PM Available');
      await expect(slot).toContainText('Beyond the horizon: residents cannot book it yet');
      await expectNoAxeViolations(page, 'the staff slots of the Guest Suite beyond the horizon');
    });
  }
});
