/**
 * The staff area's facility management against the real reference API and the demo data
 * (docs/demo-data.md, staff side and facilities). Ada Admin (global) picks Riverside Wharf, creates a
 * facility with rules, watches next week's preview follow a rule as it changes, saves, finds it in
 * the list and deletes it again, so the demo stays as it was (the test works only on the facility
 * it creates). Otto Officer (sl3 of Riverside Wharf only) is taken straight to Riverside Wharf,
 * and Harbour Lofts' staff address tells him it is not his. Olivia Owner's dashboard never loads
 * the staff area's code. A facility of its own that Olivia has booked is refused deletion with the
 * API's message until Ada chooses to cancel the booking too. axe (WCAG 2.2 AA, light and dark) on
 * the form with its preview.
 */
import { addLondonDays, londonTime } from '../../core/domain/london';
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { expect, test } from './fixtures';
import { testToday } from './clock';
import { API } from './ports';

const RIVERSIDE = `/admin/${demoIds.riversideWharf}/facilities`;

test.describe('staff area: facilities', { tag: '@calendar' }, () => {
  test('admin@ creates a facility with rules, sees its preview follow them, finds it in the list and deletes it', async ({ page, signInAs }) => {
    await signInAs('admin@example.com', page);
    const errors = collectErrors(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff area' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Choose a development' }).getByRole('link', { name: 'Riverside Wharf' }).click();
    await expect(page).toHaveURL(new RegExp(`${RIVERSIDE}$`));
    await expect(page.getByRole('link', { name: 'Gym' })).toBeVisible();
    await page.getByRole('link', { name: 'New facility' }).click();

    const name = `Pool ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('Heated, lanes on weekday mornings.');
    await page.getByLabel('Minimum booking length (minutes)').fill('120');
    const preview = page.getByRole('region', { name: "Next week's slots" });
    // 08:00-20:00 every day in two-hour slots: six a day.
    await expect(preview.getByRole('status')).toHaveText('42 slots next week');
    await expect(preview.getByRole('listitem').first()).toContainText('8:00 AM to 10:00 AM');
    await page.getByRole('group', { name: 'Sunday' }).getByLabel('Closed').check();
    await expect(preview.getByRole('status')).toHaveText('36 slots next week');
    await expect(preview.getByRole('listitem').last()).toContainText('Closed');
    await page.getByRole('group', { name: 'Monday' }).getByLabel('Closes').fill('12:00');
    await expect(preview.getByRole('listitem').first()).toHaveText(/^Mon \d+ \w+: 8:00 AM to 10:00 AM, 10:00 AM to 12:00 PM$/);
    await expectNoAxeViolations(page, 'new facility form with its preview');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Facility created.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${RIVERSIDE}/[^/]+$`));
    // What the API kept comes back into the form.
    await expect(page.getByRole('group', { name: 'Sunday' }).getByLabel('Closed')).toBeChecked();

    await page.getByRole('link', { name: 'All facilities' }).click();
    await page.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Delete facility' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete facility' });
    await expect(dialog).toContainText(`Delete the facility ${name}?`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${RIVERSIDE}$`));
    await expect(page.getByText(`${name} deleted.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Gym' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('admin@ deleting a facility with an upcoming booking is told so, and may cancel it and delete', async ({ page, request, signInAs }) => {
    const admin = { Authorization: `Bearer ${(await signInAs('admin@example.com', page)).authToken}` };
    const owner = { Authorization: `Bearer ${(await signInAs('owner@example.com')).authToken}` };
    const name = `Studio ${Date.now()}`;
    const allDay = { openingHour: '00:00', closingHour: '00:00' };
    const rules = {
      leadTime: null,
      horizon: null,
      businessDays: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, allDay])),
      minimumSlotDurationInMinutes: 60,
      bufferTimeInMinutes: 0,
      fixedSlots: [],
    };
    const created = await request.post(`${API}/facilities`, { headers: admin, data: { developmentId: demoIds.riversideWharf, name, description: null, slotType: 'flexible', rules } });
    expect(created.status()).toBe(201);
    const facilityId = ((await created.json()) as { data: { id: string } }).data.id;
    expect((await request.put(`${API}/facilities/${facilityId}`, { headers: admin, data: { users: [demoIds.olivia] } })).ok()).toBe(true);
    const tomorrow = addLondonDays(testToday(), 1);
    const booking = { startAt: new Date(londonTime(tomorrow, '10:00')).toISOString(), endAt: new Date(londonTime(tomorrow, '11:00')).toISOString() };
    expect((await request.post(`${API}/facilities/${facilityId}/bookings`, { headers: owner, data: booking })).status()).toBe(201);

    await page.goto(`${RIVERSIDE}/${facilityId}`);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('button', { name: 'Delete facility' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete facility' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('1 upcoming booking');
    await expectNoAxeViolations(page, 'delete refused for an upcoming booking');
    await dialog.getByRole('button', { name: 'Cancel the bookings and delete' }).click();
    await expect(page).toHaveURL(new RegExp(`${RIVERSIDE}$`));
    await expect(page.getByText(`${name} deleted.`)).toBeVisible();
    expect((await request.get(`${API}/facilities/${facilityId}`, { headers: admin })).status()).toBe(404);
  });

  test('officer@ (sl3 of Riverside Wharf) goes straight to Riverside Wharf; Harbour Lofts is not his', async ({ page, signInAs }) => {
    await signInAs('officer@example.com', page);
    await page.goto('/admin');
    await expect(page).toHaveURL(new RegExp(`${RIVERSIDE}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Riverside Wharf' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'All your developments' })).toHaveCount(0);
    await page.goto(`/admin/${demoIds.harbourLofts}/facilities`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    await expect(page.getByText('This development is not one you work in, or it does not exist.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the staff area' })).toHaveAttribute('href', '/admin');
  });

  test("the staff area's code never loads for a resident", async ({ page, signInAs }) => {
    await signInAs('owner@example.com', page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /AdminPage/.test(path))).toEqual([]);
  });
});
