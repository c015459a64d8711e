/**
 * The public notification preferences page on the agent website (examples/agent-website,
 * /preferences/?preferencesId=…), as a resident meets it from a link in an e-mail: nobody signed
 * in, under the site's strict Content-Security-Policy, against the reference API. Olivia Owner's
 * page (NP-OWNER-1) is changed and saved, survives a reload and agrees with the API (a new address
 * waits for the link sent to it), then is put back; Sam Subtenant's (NP-SUBTENANT-1) is unsubscribed after a Cancel and a confirmation, then
 * put back; an unknown id and a page without one say so. axe in every state, light and dark; no
 * CSP violation; no console error; no call carries a bearer. each worker starts the
 * reference API (fresh data) and the site (tests/e2e/servers.ts).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations, expectNoCspViolations, latestLinkToken, open, restoreCorrespondenceEmail } from './agent-website-support';
import { API, SITE } from './ports';

test.use({ baseURL: SITE });

interface Preferences {
  ownersCorrespondence: boolean;
  ownersReminders: boolean;
  email: string;
  pendingEmail?: string | null;
}

/** The preferences behind page `id`, asked of the API itself (public: no sign-in). */
async function preferencesOf(page: Page, id: string): Promise<Preferences> {
  const answer = await page.request.get(`${API}/notification-preferences/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Preferences }).data;
}

/** Puts page `id` back as it was, whatever a test did to it (the API's data lives for the whole run). */
async function restore(page: Page, id: string, preferences: Preferences): Promise<void> {
  await restoreCorrespondenceEmail(page, id, preferences.email);
  const { ownersCorrespondence, ownersReminders, email } = preferences;
  const answer = await page.request.put(`${API}/notification-preferences/${id}`, { data: { ownersCorrespondence, ownersReminders, email } });
  expect(answer.ok()).toBe(true);
}

/** Records whether any call from the page to the API carried an Authorization header. */
function watchBearers(page: Page): string[] {
  const withBearer: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API) && request.headers()['authorization']) withBearer.push(`${request.method()} ${request.url()}`);
  });
  return withBearer;
}

async function openPreferences(page: Page, id: string): Promise<Locator> {
  await open(page, `/preferences/?preferencesId=${encodeURIComponent(id)}`);
  await expect(page).toHaveTitle('Email preferences | Harbour & Wharf Property Management');
  const element = page.locator('portico-notification-preferences');
  await expect(element.getByRole('form', { name: 'Notification preferences' })).toBeVisible();
  return element;
}

const correspondence = (element: Locator) => element.getByRole('checkbox', { name: "Owners' correspondence" });
const reminders = (element: Locator) => element.getByRole('checkbox', { name: "Owners' reminders" });
const email = (element: Locator) => element.getByRole('textbox', { name: 'Email address' });

test.describe('notification preferences on the agent website', () => {
  test("Olivia Owner's page: an invalid e-mail is refused; a change is saved, survives a reload and agrees with the API", async ({ page }) => {
    const errors = collectErrors(page);
    const bearers = watchBearers(page);
    const seeded = await preferencesOf(page, 'NP-OWNER-1');
    try {
      const element = await openPreferences(page, 'NP-OWNER-1');
      await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
      await expect(element.getByRole('heading', { level: 2, name: 'Notification preferences' })).toBeVisible();
      await expect(element.getByRole('group', { name: 'Choose which emails you would like to receive from us.' })).toBeVisible();
      await expect(correspondence(element)).toBeChecked({ checked: seeded.ownersCorrespondence });
      await expect(reminders(element)).toBeChecked({ checked: seeded.ownersReminders });
      await expect(email(element)).toHaveValue(seeded.email);
      await expectNoAxeViolations(page, 'preferences form');

      // An invalid e-mail: nothing sent, the error summary focused, linked to the field.
      await email(element).fill('owner@');
      await element.getByRole('button', { name: 'Save' }).click();
      const summary = element.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(email(element)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, 'preferences, invalid submit');
      await summary.getByRole('link', { name: 'Enter a valid email address' }).click();
      await expect(email(element)).toBeFocused();

      // A change by keyboard, saved with Enter.
      await email(element).fill('olivia.owner@example.com');
      await reminders(element).focus();
      await page.keyboard.press('Space');
      await expect(reminders(element)).not.toBeChecked();
      await email(element).focus();
      await page.keyboard.press('Enter');
      await expect(element.getByRole('status').filter({ hasText: 'Your notification preferences have been saved.' })).toBeVisible();
      // Anyone with this page's link could type an address: it waits for the link sent to it.
      const pending = `We have sent a link to olivia.owner@example.com. Your notices go to ${seeded.email} until you open it.`;
      await expect(element.getByRole('status').filter({ hasText: pending })).toBeVisible();
      await expect(email(element)).toHaveValue(seeded.email);
      await expectNoAxeViolations(page, 'preferences saved');
      expect(await preferencesOf(page, 'NP-OWNER-1')).toEqual({ ...seeded, ownersReminders: false, pendingEmail: 'olivia.owner@example.com' });

      await page.reload();
      await expect(element.getByRole('status').filter({ hasText: pending })).toBeVisible();
      await expect(email(element)).toHaveValue(seeded.email);
      await expect(reminders(element)).not.toBeChecked();

      // The link opened (the portal's page does this: settings.e2e.ts): the new address is the one in use.
      const token = await latestLinkToken(page, 'olivia.owner@example.com', 'confirm-notification-email');
      expect((await page.request.post(`${API}/user/confirm-notification-email`, { data: { token } })).ok()).toBe(true);
      await page.reload();
      await expect(email(element)).toHaveValue('olivia.owner@example.com');
      await expect(element.locator('[part="pending-email"]')).toBeEmpty();
      await expect(correspondence(element)).toBeChecked({ checked: seeded.ownersCorrespondence });
      await expectNoCspViolations(page);
      expect(bearers).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await restore(page, 'NP-OWNER-1', seeded);
    }
  });

  test("Sam Subtenant's page: Unsubscribe asks first; Cancel changes nothing; confirmed, both are off and stay off", async ({ page }) => {
    const errors = collectErrors(page);
    const bearers = watchBearers(page);
    const seeded = await preferencesOf(page, 'NP-SUBTENANT-1');
    try {
      await restore(page, 'NP-SUBTENANT-1', { ...seeded, ownersCorrespondence: true, ownersReminders: true });
      const element = await openPreferences(page, 'NP-SUBTENANT-1');
      await expect(correspondence(element)).toBeChecked();
      await expect(reminders(element)).toBeChecked();

      await element.getByRole('button', { name: 'Unsubscribe' }).click();
      const question = element.getByRole('group', { name: 'Are you sure you want to unsubscribe from these emails?' });
      await expect(question).toBeVisible();
      await expect(question.getByText('Are you sure you want to unsubscribe from these emails?')).toBeFocused();
      await expectNoAxeViolations(page, 'unsubscribe confirmation');
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toHaveCount(0);
      await expect(element.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
      expect(await preferencesOf(page, 'NP-SUBTENANT-1')).toMatchObject({ ownersCorrespondence: true, ownersReminders: true });

      // By keyboard this time: Enter opens the question, Tab reaches its Unsubscribe, Enter confirms.
      await page.keyboard.press('Enter');
      await expect(question).toBeVisible();
      // The question takes focus in an effect after its render: a Tab before then starts elsewhere.
      await expect(question.getByText('Are you sure you want to unsubscribe from these emails?')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(question.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
      await page.keyboard.press('Enter');
      const notice = element.locator('[part="notice"]');
      await expect(notice.getByRole('status')).toHaveText(/You have been unsubscribed\./);
      await expect(notice).toBeFocused();
      await expect(correspondence(element)).not.toBeChecked();
      await expect(reminders(element)).not.toBeChecked();
      await expectNoAxeViolations(page, 'unsubscribed');
      expect(await preferencesOf(page, 'NP-SUBTENANT-1')).toEqual({ ...seeded, ownersCorrespondence: false, ownersReminders: false });

      await page.reload();
      await expect(correspondence(element)).not.toBeChecked();
      await expect(reminders(element)).not.toBeChecked();
      await expectNoCspViolations(page);
      expect(bearers).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await restore(page, 'NP-SUBTENANT-1', seeded);
    }
  });

  test('an unknown id says the preferences could not be found, with no form; so does a page without an id', async ({ page }) => {
    const errors = collectErrors(page);
    await open(page, '/preferences/?preferencesId=NP-NOBODY');
    const element = page.locator('portico-notification-preferences');
    const notFound = element.locator('[part="not-found"]');
    await expect(notFound).toContainText('We could not find these notification preferences.');
    await expect(notFound).toContainText('Notification preferences are only available to users registered in the portal.');
    await expect(element.getByRole('form')).toHaveCount(0);
    await expectNoAxeViolations(page, 'preferences not found');
    await expectNoCspViolations(page);
    // The API's 404 is the answer this page expects; Chromium logs every 404 fetch to the console.
    expect(errors.sort()).toEqual([`404 ${API}/notification-preferences/NP-NOBODY`, 'Failed to load resource: the server responded with a status of 404 (Not Found)'].sort());

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${API}/notification-preferences`)) calls.push(request.url());
    });
    await open(page, '/preferences/');
    await expect(element.locator('[part="not-found"]')).toContainText('We could not find these notification preferences.');
    expect(calls).toEqual([]);
    await expectNoCspViolations(page);
  });
});
