/**
 * Customer groups in the staff area, against the real reference API and the demo data
 * (docs/demo-data.md, staff side and facilities). Otto Officer (sl3, Riverside Wharf) creates a group,
 * adds Sam Subtenant from the searchable pick list and gives the group a facility the test made
 * through the API with no users allowed; the facility's page then names the group as holding it.
 * Sam is offered that facility on /book-facilities; Olivia Owner, outside the group, is not; once
 * Otto deletes the group (after its confirmation) Sam is not offered it either. The
 * test works on records it creates itself (the facility and the group) and deletes both, so the
 * demo records other suites rely on stay as they were.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test, type Locator } from './fixtures';
import { API } from './ports';
import { answer } from './shell-support';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@example.com';
const OFFICER = 'officer@example.com';
const OWNER = 'owner@example.com';
const SUBTENANT = 'subtenant@example.com';
const RIVERSIDE = demoIds.riversideWharf;
const openEveryDay = { openingHour: '08:00', closingHour: '20:00' };

/** Calls to the API as the holder of `authToken`. */
function apiAs(request: APIRequestContext, authToken: string) {
  const headers = { Authorization: `Bearer ${authToken}` };
  return {
    post: (path: string, data: unknown) => request.post(`${API}${path}`, { headers, data }),
    delete: (path: string) => request.delete(`${API}${path}`, { headers }),
  };
}

/** The facility picker's options on the residents' booking page, once it has loaded. */
async function offeredFacilities(scope: Locator): Promise<string[]> {
  const picker = scope.getByRole('combobox', { name: 'Facility' });
  await expect(picker).toBeVisible();
  return picker.locator('option').allTextContents();
}

test.describe('staff area: customer groups', () => {
  test('Otto creates a group, adds Sam and gives it a new facility: Sam is offered it, Olivia is not', async ({ page, context, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const admin = apiAs(request, (await storedSessions.of(ADMIN)).authToken);
    const suffix = randomUUID().slice(0, 8);
    const facilityName = `Music room ${suffix}`;
    const groupName = `Musicians ${suffix}`;
    const created = await admin.post('/facilities', {
      developmentId: RIVERSIDE,
      name: facilityName,
      description: null,
      slotType: 'flexible',
      rules: {
        leadTime: 0,
        horizon: 14,
        businessDays: Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, openEveryDay])),
        minimumSlotDurationInMinutes: 60,
        bufferTimeInMinutes: 0,
        fixedSlots: [],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const facility = await answer<{ id: string; users: string[] }>(created);
    expect(facility.users).toEqual([]);
    let groupId: string | null = null;
    try {
      await signInAs(OFFICER);
      await page.goto(`/admin/${RIVERSIDE}/groups`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: 'Customer groups' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Guest Suite users' })).toBeVisible();
      await main.getByRole('textbox', { name: 'Name' }).fill(groupName);
      await main.getByRole('textbox', { name: 'Description' }).fill('Residents who play.');
      await main.getByRole('button', { name: 'Create customer group' }).click();
      await expect(main.getByRole('heading', { level: 2, name: groupName })).toBeVisible();
      groupId = new URL(page.url()).pathname.split('/').pop() ?? null;
      expect(page.url()).toContain(`/admin/${RIVERSIDE}/groups/`);
      await expect(main.getByText('No members yet.')).toBeVisible();

      // Sam, found by his premises in the pick list.
      await main.getByRole('searchbox', { name: 'Search by name or premises' }).fill('flat 4');
      await expect(main.getByText('Customers found: 1')).toBeVisible();
      await main.getByRole('checkbox', { name: 'Sam Subtenant' }).check();
      await main.getByRole('button', { name: 'Add selected customers' }).click();
      await expect(main.getByRole('button', { name: 'Remove Sam Subtenant' })).toBeVisible();

      await main.getByRole('checkbox', { name: facilityName }).check();
      await main.getByRole('button', { name: 'Add selected facilities' }).click();
      await expect(main.getByRole('button', { name: `Remove ${facilityName}` })).toBeVisible();
      await expectNoAxeViolations(page, 'a group with a member and a facility');

      // The facility's page names the group among those holding it.
      await page.goto(`/admin/${RIVERSIDE}/facilities/${facility.id}`);
      const holding = main.getByRole('region', { name: 'Who may book' });
      await expect(holding.getByRole('link', { name: groupName })).toHaveAttribute('href', `/admin/${RIVERSIDE}/groups/${groupId}`);

      // Sam, in the group, is offered it; Olivia, outside it, is not (she is offered the Gym). Each in
      // a tab of their own: a tab keeps the session it was first given.
      const samPage = await context.newPage();
      await signInAs(SUBTENANT, samPage);
      await samPage.goto(`/book-facilities/${RIVERSIDE}`);
      await expect.poll(() => offeredFacilities(samPage.getByRole('main'))).toEqual(expect.arrayContaining(['Gym', facilityName]));
      const oliviaPage = await context.newPage();
      await signInAs(OWNER, oliviaPage);
      await oliviaPage.goto(`/book-facilities/${RIVERSIDE}`);
      const offered = await offeredFacilities(oliviaPage.getByRole('main'));
      expect(offered).toContain('Gym');
      expect(offered).not.toContain(facilityName);

      // Otto deletes the group after the confirmation: Sam is no longer offered the facility.
      await page.goto(`/admin/${RIVERSIDE}/groups/${groupId}`);
      await main.getByRole('button', { name: 'Delete customer group' }).click();
      const confirm = page.getByRole('dialog', { name: `Delete the customer group ${groupName}?` });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${RIVERSIDE}/groups$`));
      await expect(main.getByRole('link', { name: 'Guest Suite users' })).toBeVisible();
      await expect(main.getByRole('link', { name: groupName })).toHaveCount(0);
      groupId = null;
      await samPage.reload();
      await expect.poll(() => offeredFacilities(samPage.getByRole('main'))).toEqual(['Gym']);
    } finally {
      if (groupId) {
        const deleted = await admin.delete(`/user-group/${groupId}`);
        expect(deleted.status(), await deleted.text()).toBe(200);
      }
      const deleted = await admin.delete(`/facilities/${facility.id}`);
      expect(deleted.status(), await deleted.text()).toBe(200);
    }
  });
});
