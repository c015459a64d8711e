/**
 * A contact offer end to end, against the real reference API and the demo data (docs/demo-data.md):
 * Otto Officer (sl3 of Riverside Wharf) adds Mia Multifactor's e-mail as the owner of Flat 6 of
 * Riverside Wharf, where she holds nothing (her home is Elm Court's Apartment 14). Mia then finds
 * it above her premises list, accepts it, and Riverside Wharf's Flat 6 joins the list.
 *
 * What the test changes: Mia's Flat 6 relationship, deactivated at the end, so that she sees
 * Elm Court alone again and Riverside Wharf lists her only with Show inactive customers.
 */
import { demoIds } from '../../core/schemas/demo-ids';
import { expectNoAxeViolations } from './agent-website-support';
import { expect as baseExpect, test } from './fixtures';
import { API } from './ports';
import { answer } from './shell-support';

// A shared two-core machine: the staff area's chunk and its loads take a moment while other suites run.
const expect = baseExpect.configure({ timeout: 15_000 });

const OFFICER = 'officer@example.com';
const MIA = 'mfa@example.com';
const RIVERSIDE = demoIds.riversideWharf;

test.describe('contact offers', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Otto adds Mia’s e-mail at Flat 6; Mia accepts it on /premises and Flat 6 joins her list', async ({ page, signInAs, storedSessions, request }) => {
    test.setTimeout(120_000);
    const headers = { Authorization: `Bearer ${(await storedSessions.of(OFFICER)).authToken}` };
    try {
      // The staff step through the API: the Add customer dialog has its own suite (admin-customer-actions).
      const added = await request.post(`${API}/customers`, {
        headers,
        data: { developmentId: RIVERSIDE, premisesId: demoIds.flat6, relationshipTypeId: demoIds.relationshipOwner, title: 'Dr', firstName: 'Mia', lastName: 'Multifactor', email: MIA, mainNumber: null },
      });
      expect(added.status(), await added.text()).toBe(201);

      await signInAs(MIA);
      await page.goto('/premises');
      const offers = page.getByRole('region', { name: 'Premises added for you' });
      await expect(offers).toContainText('Riverside Wharf has added you as a customer.');
      await expect(offers).toContainText('Flat 6, Owner');
      const list = page.getByRole('navigation', { name: 'Developments and premises' });
      await expect(list.getByRole('link', { name: 'Apartment 14' })).toBeVisible();
      await expect(list.getByRole('link', { name: 'Flat 6' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'the premises page with an offer');

      await offers.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('The premises Riverside Wharf added are now among yours.')).toBeVisible();
      await expect(offers).toHaveCount(0);
      await list.getByRole('link', { name: 'Flat 6' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Flat 6' })).toBeVisible();
    } finally {
      // Mia's Flat 6 ends (a relationship is never deleted): she sees Elm Court alone again.
      const listed = await request.get(`${API}/developments/${RIVERSIDE}/customers`, { headers });
      const { customers } = await answer<{ customers: { relationshipId: string; email: string | null; premiseName: string; relationshipStateCode: number }[] }>(listed);
      for (const row of customers.filter((each) => each.email === MIA && each.premiseName === 'Flat 6' && each.relationshipStateCode === 0)) {
        const ended = await request.patch(`${API}/contact-relationships/${row.relationshipId}`, { headers, data: { active: false } });
        expect(ended.status(), await ended.text()).toBe(200);
      }
    }
  });
});
