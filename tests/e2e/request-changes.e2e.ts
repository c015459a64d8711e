/**
 * A request from the development page to its close and back, in the portal against the real API
 * and the demo data: Olivia Owner sees Riverside Wharf's contacts and locations, raises a request
 * from its requests tab with the development's out-of-hours number in the form, closes it after
 * the confirmation, and Otto Officer (sl3, Riverside Wharf) reopens it by changing its status.
 * The request is the journey's own, so no other suite's demo request changes.
 */
import { demoIds } from '../../core/schemas/demo-ids';
import { collectErrors, expectNoAxeViolations } from './agent-website-support';
import { putOnWorkerClock } from './clock';
import { expect as baseExpect, test } from './fixtures';
import { PORTAL } from './ports';

// The machine running the suites is shared: the first load of a page may take more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

const RIVERSIDE = demoIds.riversideWharf;

test('a resident sees the out-of-hours number, raises a request and closes it; staff reopen it by its status', async ({ page, signInAs }) => {
  const errors = collectErrors(page);
  await signInAs('owner@example.com');
  await page.goto(`/developments/${RIVERSIDE}/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Wharf' })).toBeVisible();

  // The development page: who to call, and its places.
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('heading', { level: 3, name: 'Out-of-hours line' })).toBeVisible();
  await expect(contacts.getByRole('link', { name: '0800 000 0000' })).toHaveAttribute('href', 'tel:08000000000');
  await expect(page.getByRole('region', { name: 'Locations' }).getByRole('listitem').filter({ hasText: 'Car park' })).toBeVisible();

  // The raise form, this development preselected: its numbers as links.
  await page.getByRole('button', { name: 'Raise request' }).click();
  const form = page.getByRole('dialog', { name: 'Raise a request' });
  await expect(form.getByRole('combobox', { name: 'Development' })).toHaveValue(RIVERSIDE);
  const phones = form.locator('[part="phones"]');
  await expect(phones).toContainText('For emergencies out of hours, call 0800 000 0000.');
  await expect(phones.getByRole('link', { name: '0800 000 0000' })).toHaveAttribute('href', 'tel:08000000000');
  await expect(phones).toContainText('During office hours, call us on 020 7946 0100.');
  await expectNoAxeViolations(page, 'the raise form with the numbers to call');
  await form.getByRole('combobox', { name: 'Premises' }).selectOption({ label: 'Flat 1' });
  await form.getByRole('textbox', { name: 'Subject' }).fill('Car park gate left open');
  await form.getByRole('textbox', { name: 'Message' }).fill('The car park gate was open all night.');
  await form.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Parking' }).check();
  await form.getByRole('group', { name: 'Who is this request for?' }).getByRole('radio', { name: 'Site staff' }).check();
  const raised = page.waitForResponse((response) => response.url().endsWith('/tickets') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Send request' }).click();
  const { data: ticket } = (await (await raised).json()) as { data: { id: string } };
  await expect(form.getByRole('heading', { name: 'Request raised' })).toBeVisible();
  await form.getByRole('button', { name: 'Continue' }).click();

  // Closed after the confirmation: the composer gives way to the note.
  await page.goto(`/requests/${ticket.id}`);
  const detail = page.locator('[part~="detail"]');
  await expect(detail.getByRole('heading', { name: 'Car park gate left open' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close request' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this request?' });
  await expect(confirm).toContainText('you cannot reopen it');
  await expectNoAxeViolations(page, 'the close confirmation');
  await confirm.getByRole('button', { name: 'Close request' }).click();
  await expect(detail.getByText('This request is closed, so it takes no more messages or files.')).toBeFocused();
  await expect(detail.locator('[part~="status"]').first()).toHaveText('Request status: Closed');
  await expect(detail.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Close request' })).toHaveCount(0);

  // Otto, staff of Riverside Wharf, in a browser of his own on the API's clock: any status, reopening included.
  const staffContext = await page.context().browser()!.newContext({ baseURL: PORTAL });
  await putOnWorkerClock(staffContext);
  const staffPage = await staffContext.newPage();
  try {
    await signInAs('officer@example.com', staffPage);
    await staffPage.goto(`/requests/${ticket.id}`);
    const staffDetail = staffPage.locator('[part~="detail"]');
    const status = staffDetail.getByRole('combobox', { name: 'Request status' });
    await expect(status).toHaveValue('Closed');
    await status.selectOption('In progress');
    await staffDetail.getByRole('button', { name: 'Change status' }).click();
    await expect(staffDetail.getByRole('status').filter({ hasText: 'Status changed to In progress' })).toBeVisible();
    await expect(staffDetail.locator('[part~="status"]').first()).toHaveText('Request status: In progress');
    await expect(staffDetail.getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await expectNoAxeViolations(staffPage, 'the status changed by staff');
  } finally {
    await staffContext.close();
  }

  // Olivia finds it reopened, with Close request offered again.
  await page.reload();
  await expect(detail.locator('[part~="status"]').first()).toHaveText('Request status: In progress');
  await expect(detail.getByRole('button', { name: 'Close request' })).toBeVisible();
  expect(errors).toEqual([]);
});
