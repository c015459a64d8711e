/**
 * Requests on the agent website (examples/agent-website, /contact/), as residents meet them: a
 * demo owner raises a request with a photo, finds it in the list and writes to its feed; a client
 * organisation raises one for its property manager; and when the API goes down as the owner
 * presses Send request, nothing typed or attached is lost and the same form sends once the API is
 * back. Under the site's strict Content-Security-Policy, axe in every state, light and dark.
 * The worker's servers (tests/e2e/servers.ts: the API with fresh data, the site); the outage suite
 * starts and stops an API of its own (tests/e2e/own-servers.ts).
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNoAxeViolations, expectNoCspViolations, expectSignedOut, open, PASSWORD, signIn } from './agent-website-support';
import { OWN_API, OWN_SITE, startOwnServers, type OwnServers } from './own-servers';
import { API, SITE } from './ports';

const OWNER = 'owner@example.com';
const CLIENT = 'client@example.com';

// A 1x1 PNG: the photo of the leak.
const PHOTO = {
  name: 'stain.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/** Olivia Owner's seeded request with a photo (docs/demo-data.md). */
const LEAK = { id: 'tkt-flat-1-leak', title: 'Leak in the bathroom ceiling', photo: 'leak.png' };

interface Ticket {
  id: string;
  title: string;
  description: string;
  sendingRequestAs: string;
  premisesId: string | null;
  categoryId: string;
  ownerTypeCode: string | null;
  attachments: { name: string }[];
}

/** The API's own answers for `email` (GET `path`), to check what the element sent. */
async function apiGet<T>(page: Page, api: string, email: string, path: string): Promise<T> {
  const login = await page.request.post(`${api}/user/login`, { data: { method: 'password', email, password: PASSWORD } });
  const { authToken } = ((await login.json()) as { data: { authToken: string } }).data;
  const answer = await page.request.get(`${api}${path}`, { headers: { Authorization: `Bearer ${authToken}` } });
  expect(answer.ok(), `GET ${path}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** /contact/ opened signed out (compact sign-in, axe), then signed in as `email` with the list shown. */
async function signedInRequests(page: Page, email: string): Promise<Locator> {
  await open(page, '/contact/');
  await expect(page).toHaveTitle('Contact us | Harbour & Wharf Property Management');
  const requests = page.locator('portico-requests');
  await expectSignedOut(requests);
  await expectNoAxeViolations(page, 'requests, signed out');
  await signIn(requests, email);
  await expect(requests.getByRole('heading', { name: 'My requests' })).toBeVisible();
  return requests;
}

/** The raise form's dialog, opened from Raise request. */
async function openRaiseForm(requests: Locator): Promise<Locator> {
  await requests.getByRole('button', { name: 'Raise request' }).click();
  const dialog = requests.getByRole('dialog', { name: 'Raise a request' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  return dialog;
}

/** Fills an owner's request for Flat 1 at Riverside Wharf (which has site staff) and attaches the photo. */
async function fillOwnersRequest(dialog: Locator, subject: string, message: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Development' }).selectOption({ label: 'Riverside Wharf' });
  await dialog.getByRole('combobox', { name: 'Premises' }).selectOption({ label: 'Flat 1' });
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
  await dialog.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Repair' }).check();
  await dialog.getByRole('group', { name: 'Who is this request for?' }).getByRole('radio', { name: 'Site staff' }).check();
  await dialog.getByLabel('Attach files').setInputFiles(PHOTO);
  await expect(dialog.getByRole('list', { name: 'Files to attach' }).getByRole('button', { name: `Remove ${PHOTO.name}` })).toBeVisible();
}

test.describe('requests on the agent website', () => {
  test.use({ baseURL: SITE });

  test('a demo owner raises a request with a photo and finds it first in the list', async ({ page }) => {
    const errors = collectErrors(page);
    const requests = await signedInRequests(page, OWNER);
    const seeded = await apiGet<{ tickets: Ticket[] }>(page, API, OWNER, '/tickets');
    expect(seeded.tickets.length).toBeGreaterThanOrEqual(3);
    await expect(requests.locator('[part~="item"]').first()).toBeVisible();
    await expect(requests.getByRole('button', { name: seeded.tickets[0]!.title })).toBeVisible();
    await expectNoAxeViolations(page, 'requests list');

    const dialog = await openRaiseForm(requests);
    await expect(dialog.getByText('During office hours, call us on 0117 946 0000.')).toBeVisible();
    await expect(dialog.getByText('For emergencies out of hours, call 0800 046 1234.')).toBeVisible();
    await expectNoAxeViolations(page, 'raise form');

    // An empty submit: every field marked, the summary focused, its links leading to the fields.
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    for (const message of ['Choose a development for your request', 'Enter a subject', 'Enter a message']) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'raise form, invalid submit');
    await summary.getByRole('link', { name: 'Enter a subject' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeFocused();

    const subject = 'Damp patch under the kitchen window';
    const message = 'A damp patch has spread under the kitchen window of Flat 1 since the storm on Sunday.';
    await fillOwnersRequest(dialog, subject, message);
    await expect(dialog.locator('[part="countdown"]').last()).toContainText(`${500 - message.length} characters remaining`);
    await expectNoAxeViolations(page, 'raise form, filled in with a file');
    await dialog.getByRole('button', { name: 'Send request' }).click();

    await expect(dialog.getByRole('heading', { name: 'Request raised' })).toBeVisible();
    await expectNoAxeViolations(page, 'raise form, request raised');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(requests.getByRole('dialog')).toHaveCount(0);

    // The API holds it as sent, with the photo; the list shows it first.
    const after = await apiGet<{ tickets: Ticket[] }>(page, API, OWNER, '/tickets');
    const raised = after.tickets.find((ticket) => ticket.title === subject)!;
    expect(raised).toMatchObject({ description: message, sendingRequestAs: 'customer', ownerTypeCode: 'SS' });
    expect(raised.attachments.map((attachment) => attachment.name)).toEqual([PHOTO.name]);
    await expect(requests.locator('[part~="item"] [part="title"]').first()).toHaveText(subject);

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  // A journey of its own (the seeded request with a photo rather than the one just raised), so that
  // neither test is a dozen axe passes long.
  test('a demo owner opens a request with a photo and posts a message to its feed, kept after a reload', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    // Signing in through the element is the test above's; this one starts signed in.
    await signInAs(OWNER);
    await open(page, '/contact/');
    const requests = page.locator('portico-requests');
    // The request opened in place: the photo, the feed, a message posted and kept after a reload.
    await requests.getByRole('button', { name: LEAK.title }).click();
    await expect(requests.getByRole('heading', { name: LEAK.title })).toBeFocused();
    await expect(page).toHaveURL(`${SITE}/contact/?requestId=${LEAK.id}`);
    await expect(requests.locator('[part="attachments"]').getByRole('button', { name: LEAK.photo })).toBeVisible();
    await expectNoAxeViolations(page, 'one request');
    const reply = 'The patch is now about 30 cm wide. I am in all day on Friday.';
    const composer = requests.locator('[part="composer"]');
    await composer.getByRole('button', { name: 'Send message' }).click();
    await expect(composer.getByText('Enter a message')).toBeVisible();
    await composer.getByRole('textbox', { name: 'Your message' }).fill(reply);
    await composer.getByRole('button', { name: 'Send message' }).click();
    await expect(requests.locator('[part="event"]').filter({ hasText: reply })).toBeVisible();
    await expect(composer.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    await expectNoAxeViolations(page, 'one request, message posted');

    await page.reload();
    await expect(page.locator('portico-requests [part="event"]').filter({ hasText: reply })).toBeVisible();
    await page.locator('portico-requests').getByRole('button', { name: 'Back to requests' }).click();
    await expect(page).toHaveURL(`${SITE}/contact/`);
    await expect(page.locator('portico-requests [part~="item"]').first()).toBeVisible();

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('a client raises a request to the property manager', async ({ page, signInAs }) => {
    const errors = collectErrors(page);
    await signInAs(CLIENT);
    await open(page, '/contact/');
    const requests = page.locator('portico-requests');
    await expect(requests.getByRole('heading', { name: 'My requests' })).toBeVisible();
    const dialog = await openRaiseForm(requests);
    await expect(dialog.getByText('Your request will be sent to your property manager.')).toBeVisible();
    // Clients choose no premises, category or audience (spec 2 §2).
    await expect(dialog.getByRole('combobox', { name: 'Premises' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Category' })).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Who is this request for?' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'raise form, client');

    const subject = 'Quarterly cleaning schedule';
    await dialog.getByRole('combobox', { name: 'Development' }).selectOption({ label: 'Riverside Wharf' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Please send us the cleaning schedule for the next quarter.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request raised' })).toBeVisible();

    // Raise another starts a new, empty form.
    await dialog.getByRole('button', { name: 'Raise another' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(requests.locator('[part~="item"] [part="title"]').first()).toHaveText(subject);

    const { tickets } = await apiGet<{ tickets: Ticket[] }>(page, API, CLIENT, '/tickets');
    const raised = tickets.find((ticket) => ticket.title === subject)!;
    const { categories } = await apiGet<{ categories: { id: string; slug: string }[] }>(page, API, CLIENT, '/tickets/categories');
    const { ownerTypes } = await apiGet<{ ownerTypes: { code: string; slug: string }[] }>(page, API, CLIENT, '/tickets/owner-types');
    expect(raised.sendingRequestAs).toBe('client');
    expect(raised.premisesId).toBeNull();
    expect(categories.find((category) => category.id === raised.categoryId)?.slug).toBe('request');
    expect(ownerTypes.find((ownerType) => ownerType.code === raised.ownerTypeCode)?.slug).toBe('property_manager');

    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('requests while the API is down', () => {
  let servers: OwnServers;
  test.use({ baseURL: OWN_SITE });
  test.beforeAll(async () => {
    servers = await startOwnServers();
  });
  test.afterAll(async () => {
    await servers.close();
  });

  test('a failed submit keeps what was typed and attached; the same form sends once the API is back; a draft survives a reload', async ({ page }) => {
    // The browser logs the refused connections; what must not happen is an uncaught exception.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const requests = await signedInRequests(page, OWNER);
    const dialog = await openRaiseForm(requests);
    const subject = 'Front door closer broken';
    const message = 'The front door of the block no longer closes by itself, so it stands open all night.';
    await fillOwnersRequest(dialog, subject, message);

    await servers.stopApi();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Could not create your request.' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
    await expect(dialog.getByRole('combobox', { name: 'Premises' })).toHaveValue(/.+/);
    await expect(dialog.getByRole('radio', { name: 'Repair' })).toBeChecked();
    await expect(dialog.getByRole('list', { name: 'Files to attach' }).getByRole('button', { name: `Remove ${PHOTO.name}` })).toBeVisible();
    await expectNoAxeViolations(page, 'raise form, create failed');

    await servers.startApi();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request raised' })).toBeVisible();
    const { tickets } = await apiGet<{ tickets: Ticket[] }>(page, OWN_API, OWNER, '/tickets');
    // Raised once, with its photo: the retry sent the request again only because the first never arrived.
    const raised = tickets.filter((ticket) => ticket.title === subject);
    expect(raised).toHaveLength(1);
    expect(raised[0]!.attachments.map((attachment) => attachment.name)).toEqual([PHOTO.name]);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // What is typed is kept as a draft: a reload (or a crash) brings it back into the form.
    const again = await openRaiseForm(requests);
    await again.getByRole('textbox', { name: 'Subject' }).fill('Bike store light');
    await again.getByRole('textbox', { name: 'Message' }).fill('The light in the bike store flickers.');
    await page.reload();
    const restored = await openRaiseForm(page.locator('portico-requests'));
    await expect(restored.getByRole('textbox', { name: 'Subject' })).toHaveValue('Bike store light');
    await expect(restored.getByRole('textbox', { name: 'Message' })).toHaveValue('The light in the bike store flickers.');
    await expectNoCspViolations(page);
    expect(uncaught).toEqual([]);
  });
});
