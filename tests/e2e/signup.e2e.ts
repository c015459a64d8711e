/**
 * Sign-up on the agent website (examples/agent-website, /signup/), one test per invitation key of
 * docs/demo-data.md, each ending where spec 1 §4 says: signed in (the site's done-href, My account,
 * shows the new user), the confirm-e-mail dialog and then the sign-in page, or the used-key and
 * existing-user dialogs and then the sign-in page. INVITE-OWNER-1 goes from step 1 to 3 by keyboard
 * alone. Against the real API (fresh data per run: each key is used once), under the site's strict
 * Content-Security-Policy, axe on every step, light and dark.
 */
import { expect, test, type Locator, type Page } from './fixtures';
import { collectErrors, expectNavigatedTo, expectNoAxeViolations, expectNoCspViolations, open, PASSWORD } from './agent-website-support';
import { API, SITE } from './ports';

test.use({ baseURL: SITE });

/** A 4x2 PNG, red and blue: a picture wider than tall, to see the resize keep the proportion. */
const PICTURE = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAE0lEQVR4nGM4IScHRGDiBAMyBwBpugghigLeugAAAABJRU5ErkJggg==', 'base64'),
};

/** The sign-up element, its current step's heading and the steps panel. */
function parts(page: Page) {
  const signup = page.locator('portico-signup');
  return {
    signup,
    heading: signup.locator('[part="heading"]'),
    currentStep: signup.locator('[part~="step-current"]'),
  };
}

async function openSignup(page: Page, query = ''): Promise<Locator> {
  await open(page, `/signup/${query}`);
  await expect(page).toHaveTitle('Sign up | Harbour & Wharf Property Management');
  return page.locator('portico-signup');
}

/** Step 1 by mouse: the key, Continue. */
async function submitKey(signup: Locator, key: string): Promise<void> {
  await signup.getByRole('textbox', { name: 'Invitation code' }).fill(key);
  await signup.getByRole('button', { name: 'Continue' }).click();
}

/** Step 3's required fields, a password, then Register. */
async function createProfile(signup: Locator, first: string, last: string): Promise<void> {
  await expect(signup.locator('[part="heading"]')).toHaveText('Create Portal Profile');
  await signup.getByRole('textbox', { name: 'First name' }).fill(first);
  await signup.getByRole('textbox', { name: 'Last name' }).fill(last);
  await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Register' }).click();
}

/** Presses Tab until `target` (inside a shadow root) has the focus, at most 30 times. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 30 && !(await target.evaluate((node) => node === (node.getRootNode() as ShadowRoot).activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Signed in: My account (the site's done-href and signin-href) shows the new user. */
async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await expectNavigatedTo(page, `${SITE}/account/`);
  await expect(page.locator('portico-account').getByText(name)).toBeVisible();
}

/** The API's view of a new user, signed in with the demo password. */
async function apiUser(page: Page, email: string): Promise<Record<string, unknown> & { profilePictureUrl: string | null; newsPreferences: Record<string, unknown> }> {
  const login = await page.request.post(`${API}/user/login`, { data: { method: 'password', email, password: PASSWORD } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  const { authToken } = ((await login.json()) as { data: { authToken: string } }).data;
  const answer = await page.request.get(`${API}/user`, { headers: { Authorization: `Bearer ${authToken}` } });
  return ((await answer.json()) as { data: Awaited<ReturnType<typeof apiUser>> }).data;
}

test.describe('sign-up on the agent website', () => {
  test('INVITE-OWNER-1 by keyboard alone: key, e-mail locked and the EC-0016 reference, profile; signed in', async ({ page }) => {
    const errors = collectErrors(page);
    const { signup, heading, currentStep } = parts(page);
    await openSignup(page);
    await expect(heading).toHaveText('Invitation Key');
    await expect(currentStep).toContainText('Invitation Key');
    await expect(signup.getByRole('navigation', { name: 'Sign-up steps' }).getByRole('listitem')).toHaveText([/Invitation Key/, /Confirm Identity/, /Create Portal Profile/]);
    await expectNoAxeViolations(page, 'sign-up step 1');

    // An empty submit: the summary takes focus with the spec's message.
    // Into the page by Tab alone: the skip link, the site's links, then the element's field.
    await tabTo(page, signup.getByRole('textbox', { name: 'Invitation code' }));
    await page.keyboard.press('Enter');
    const summary = signup.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'This field is required' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 1, empty key');

    // Into the field from the summary's link, by keyboard.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(signup.getByRole('textbox', { name: 'Invitation code' })).toBeFocused();
    await page.keyboard.type('INVITE-OWNER-1');
    await page.keyboard.press('Enter');

    await expect(heading).toHaveText('Confirm Identity');
    await expect(heading).toBeFocused();
    const email = signup.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue('new.owner@example.com');
    await expect(email).toHaveAttribute('readonly', '');
    await expect(signup.getByRole('textbox', { name: 'Confirm email address' })).toHaveCount(0);
    const reference = signup.getByRole('textbox', { name: 'Tenant reference number for Apartment 16' });
    await expect(reference).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 2, known e-mail');
    await page.keyboard.press('Tab'); // the locked e-mail
    await page.keyboard.press('Tab');
    await expect(reference).toBeFocused();
    // A wrong reference is said on its field; the right one goes on.
    await page.keyboard.type('EC-9999');
    await page.keyboard.press('Enter');
    await expect(signup.getByRole('link', { name: 'Enter the tenant reference number shown on your letters and statements from us' })).toBeVisible();
    await expect(signup.getByRole('alert').filter({ hasText: 'The details you entered do not match your invitation.' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 2, reference refused');
    // The API's answer is announced (an alert); the focus stays in the field, ready for another try.
    await expect(reference).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('EC-0016');
    await page.keyboard.press('Enter');

    await expect(heading).toHaveText('Create Portal Profile');
    await expect(heading).toBeFocused();
    await expect(signup.locator('[part~="step-done"]')).toHaveCount(2);
    await expect(signup.getByRole('link', { name: /Terms and conditions/ })).toHaveAttribute('href', '/legal/#terms');
    await expect(signup.getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('href', '/legal/#privacy');
    await expectNoAxeViolations(page, 'sign-up step 3');
    // Tab from the heading through the picture and the title to the names; type; tick; register.
    await tabTo(page, signup.getByRole('combobox', { name: 'Title' }));
    await page.keyboard.press('ArrowDown'); // Mr
    await tabTo(page, signup.getByRole('textbox', { name: 'First name' }));
    await page.keyboard.type('Nora');
    await page.keyboard.press('Tab');
    await page.keyboard.type('New');
    await tabTo(page, signup.getByLabel('Password', { exact: true }));
    await page.keyboard.type('short');
    await tabTo(page, signup.getByRole('checkbox', { name: 'Standard news by email' }));
    await page.keyboard.press('Space');
    await expect(signup.getByRole('checkbox', { name: 'Standard news by email' })).not.toBeChecked();
    await tabTo(page, signup.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    await expect(signup.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await expect(signup.getByRole('link', { name: 'Password must be at least 8 characters' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 3, weak password');
    // From the focused summary, Tab to its link and Enter: back in the password field.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(signup.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expectSignedInAs(page, 'Nora New');
    const user = await apiUser(page, 'new.owner@example.com');
    expect(user).toMatchObject({ profile: { title: 'Mr', firstName: 'Nora', lastName: 'New' } });
    expect(user.newsPreferences).toMatchObject({ standardNewsEmail: false, urgentNewsText: false, smsNumber: null });
    expect(await page.evaluate(() => localStorage.getItem('portico.cookieConsent'))).toBe('rejected');
    await expectNoCspViolations(page);
    // The one failure is the wrong reference the test typed on purpose.
    expect(errors).toEqual([`422 ${API}/user/signup/2`, 'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  });

  test('INVITE-SUBTENANT-1 from the link: submitted at once, no tenant reference, text alerts and a picture; signed in', async ({ page }) => {
    const errors = collectErrors(page);
    const { signup, heading } = parts(page);
    await openSignup(page, '?invitationKey=INVITE-SUBTENANT-1');
    await expect(heading).toHaveText('Confirm Identity');
    await expect(signup.getByRole('textbox', { name: 'Email address' })).toHaveValue('new.subtenant@example.com');
    await expect(signup.getByRole('textbox', { name: /Tenant reference/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'sign-up step 2, subtenant');
    await signup.getByRole('button', { name: 'Continue' }).click();

    await expect(heading).toHaveText('Create Portal Profile');
    await signup.getByLabel('Profile picture').setInputFiles(PICTURE);
    await expect(signup.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
    // Text alerts need a GB number, normalised when stored.
    await signup.getByRole('checkbox', { name: 'Urgent news by text' }).check();
    const sms = signup.getByRole('textbox', { name: 'SMS number' });
    await sms.fill('+353 1 234 5678');
    await signup.getByRole('checkbox', { name: 'Allow optional cookies' }).check();
    await signup.getByRole('textbox', { name: 'First name' }).fill('Sol');
    await signup.getByRole('textbox', { name: 'Last name' }).fill('Subtenant');
    await signup.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Show password' }).click();
    await expect(signup.getByRole('textbox', { name: 'Password' })).toHaveValue(PASSWORD);
    await signup.getByRole('button', { name: 'Register' }).click();
    await expect(signup.getByRole('link', { name: 'Enter a valid UK phone number' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 3, SMS number refused, picture chosen');
    await sms.fill('07400 123456');
    await signup.getByRole('button', { name: 'Register' }).click();

    await expectSignedInAs(page, 'Sol Subtenant');
    const user = await apiUser(page, 'new.subtenant@example.com');
    expect(user.newsPreferences).toMatchObject({ urgentNewsText: true, smsNumber: '+447400123456' });
    // The picture was resized to 132 pixels wide before upload: its PNG header says so.
    const picture = await page.request.get(user.profilePictureUrl!);
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([132, 66]);
    expect(await page.evaluate(() => localStorage.getItem('portico.cookieConsent'))).toBe('accepted');
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('INVITE-ADMIN-1 goes from step 1 to 3, Back returns to 1; signed in', async ({ page }) => {
    const errors = collectErrors(page);
    const { signup, heading } = parts(page);
    await openSignup(page);
    await submitKey(signup, 'INVITE-ADMIN-1');
    await expect(heading).toHaveText('Create Portal Profile');
    const skipped = signup.locator('[part~="step"]').nth(1);
    await expect(skipped.locator('s')).toHaveText('Confirm Identity');
    await expect(skipped).toContainText('Admin account confirmed');
    await expectNoAxeViolations(page, 'sign-up step 3, admin');
    await signup.getByRole('button', { name: 'Back' }).click();
    await expect(heading).toHaveText('Invitation Key');
    await expect(signup.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('INVITE-ADMIN-1');
    await signup.getByRole('button', { name: 'Continue' }).click();
    await createProfile(signup, 'Ari', 'Admin');
    await expectSignedInAs(page, 'Ari Admin');
    await expectNoCspViolations(page);
    expect(errors).toEqual([]);
  });

  test('INVITE-UNCONFIRMED-1: both e-mails asked, Emails don\'t match, any premises by reference and postcode; ends with the confirm-e-mail dialog, then sign-in', async ({ page }) => {
    const errors = collectErrors(page);
    const { signup, heading } = parts(page);
    await openSignup(page);
    await submitKey(signup, 'INVITE-UNCONFIRMED-1');
    await expect(heading).toHaveText('Confirm Identity');
    const email = signup.getByRole('textbox', { name: 'Email address', exact: true });
    await expect(email).toHaveValue('');
    await expect(email).not.toHaveAttribute('readonly');
    await email.fill('una.unconfirmed@example.com');
    await signup.getByRole('textbox', { name: 'Confirm email address' }).fill('una.unconfirmd@example.com');
    const reference = signup.getByRole('textbox', { name: 'Tenant reference number for any of your premises' });
    await reference.fill('HL-0007');
    // The invitation names no premises: the reference alone is not enough, the postcode of its
    // premises goes with it, checked by the form first.
    const postcode = signup.getByRole('textbox', { name: 'Postcode of the premises' });
    await expect(postcode).toHaveAttribute('autocomplete', 'postal-code');
    await postcode.fill('LS1');
    await expectNoAxeViolations(page, 'sign-up step 2, unknown e-mail');
    await signup.getByRole('button', { name: 'Continue' }).click();
    await expect(signup.getByRole('link', { name: 'Enter a full UK postcode, like SW1A 1AA' })).toBeVisible();
    await expectNoAxeViolations(page, 'sign-up step 2, postcode too short');
    await postcode.fill('ls1 4bp');
    await signup.getByRole('button', { name: 'Continue' }).click();

    const mismatch = signup.getByRole('dialog', { name: "Emails don't match" });
    await expect(mismatch).toContainText('Please make sure that you typed the email correctly in both fields and then try again.');
    await expectNoAxeViolations(page, "sign-up, Emails don't match");
    await mismatch.getByRole('button', { name: 'Close' }).click();
    await signup.getByRole('textbox', { name: 'Confirm email address' }).fill('una.unconfirmed@example.com');
    // Olivia's Flat 1 reference, printed on her bills, with Harbour Lofts' postcode: refused, in
    // words that name neither, both fields marked and kept.
    await reference.fill('RW-0001');
    await signup.getByRole('button', { name: 'Continue' }).click();
    const pairRefused = 'The tenant reference number and the postcode do not belong to the same premises. Check both and try again.';
    await expect(signup.getByRole('link', { name: pairRefused })).toHaveCount(2);
    await expect(postcode).toHaveValue('ls1 4bp');
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'sign-up step 2, reference and postcode refused');
    await reference.fill('HL-0007');
    await signup.getByRole('button', { name: 'Continue' }).click();

    await createProfile(signup, 'Una', 'Unconfirmed');
    const confirm = signup.getByRole('dialog', { name: 'Confirm your email address' });
    await expect(confirm).toContainText('We have sent you an email.');
    await expectNoAxeViolations(page, 'sign-up, confirm-e-mail dialog');
    const outbox = await page.request.get(`${API}/dev/outbox?to=una.unconfirmed%40example.com`);
    expect(((await outbox.json()) as { data: { messages: { body: string }[] } }).data.messages[0]?.body).toContain('/confirm-email/');
    await confirm.getByRole('button', { name: 'Close' }).click();
    await expectNavigatedTo(page, `${SITE}/account/`);
    await expect(page.locator('portico-account').getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expectNoCspViolations(page);
    // The one failure is the pair of two premises the test typed on purpose.
    expect(errors).toEqual([`422 ${API}/user/signup/2`, 'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
  });

  for (const [key, title, description] of [
    ['INVITE-USED-1', 'Invitation key already used', 'Sign in with your email address and password instead.'],
    ['INVITE-EXISTING-1', 'Signing up with existing user', 'Sign in with your email address and password instead.'],
  ] as const) {
    test(`${key} ends in the dialog "${title}", then sign-in`, async ({ page }) => {
      const { signup } = parts(page);
      await openSignup(page);
      await submitKey(signup, key);
      const dialog = signup.getByRole('dialog', { name: title });
      await expect(dialog).toContainText(description);
      await expectNoAxeViolations(page, `sign-up, ${title}`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expectNavigatedTo(page, `${SITE}/account/`);
      await expectNoCspViolations(page);
    });
  }

  test('an unknown key is said inline and kept for another try', async ({ page }) => {
    const { signup, heading } = parts(page);
    await openSignup(page);
    await submitKey(signup, 'INVITE-NOBODY-1');
    await expect(signup.getByRole('alert').filter({ hasText: 'This invitation key is not valid.' })).toBeVisible();
    await expect(heading).toHaveText('Invitation Key');
    await expect(signup.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('INVITE-NOBODY-1');
    await expectNoAxeViolations(page, 'sign-up step 1, unknown key');
  });
});
