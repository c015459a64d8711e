import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { $config } from '../../core/config';
import en from '../../core/i18n/en.json';
import { t } from '../../core/i18n';
import { LANGUAGE_KEY } from '../../core/i18n/preference';
import type { User } from '../../core/schemas';
import { sampleUser } from '../../core/testing/samples/account';
import { $activeRole, $user, ACTIVE_ROLE_KEY } from '../../core/session';
import { COOKIE_CONSENT_KEY } from '../../core/stores/cookie-consent';
import { ok, type ExampleAnswer, type ExampleStep } from '../../core/testing/examples';
import type { RecordedCall } from '../../core/testing/fake-api';
import { startPage, type ExtraAnswers } from '../../core/testing/page';
import { dismissSnackbar } from '../../core/ui/snackbarStore';
import { SnackbarHost } from '../../core/ui/Snackbar';
import type * as ResizeModule from '../../core/ui/resizeImage';
import { $router } from '../router';
import { LanguageSection } from '../settings/LanguageSection';
import { settingsExamples, type SettingsExample } from '../settings/examples';
import { SettingsPage } from './SettingsPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

// jsdom draws no images: the resize answers a fixed PNG, as the browser test of resizeImage proves the real one.
vi.mock('../../core/ui/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeImage: async (file: File) => ({ upload: { fileName: file.name.replace(/\.[^.]*$/, '.png'), content: 'iVBORw0KGgo=' }, preview: 'data:image/png;base64,iVBORw0KGgo=' }),
}));

// jsdom lays nothing out, so it has no scrolling.
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  act(() => dismissSnackbar());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const spinnersGone = () => waitFor(() => expect(document.querySelector('.portico-spinner')).toBeNull(), { timeout: 5000 });
const section = (id: string) => document.getElementById(id)!;
const snackbar = () => screen.findByText(t('settings.saved'));
const callsOf = (calls: RecordedCall[], method: string) => calls.filter((call) => call.method === method).map((call) => ({ path: call.path, body: call.body }));

/** The API answers `PUT /user` with the user as the body changes it (enough of it for these tests). */
function echoUser(calls: RecordedCall[], base: User = sampleUser): () => Promise<ExampleAnswer> {
  return async () => {
    const body = calls.at(-1)!.body as Record<string, Record<string, unknown>>;
    const profile = body.profile ? { ...body.profile, title: body.profile.title ?? null } : {};
    return ok({
      ...base,
      profile: { ...base.profile, ...profile },
      contactInformation: { ...base.contactInformation, ...body.contactInformation },
      newsPreferences: { ...base.newsPreferences, ...body.newsPreferences },
      notificationPreferences: { ...base.notificationPreferences, ...body.notificationPreferences },
      paperlessPreference: { ...base.paperlessPreference, ...body.paperlessPreference },
      profilePictureUrl: body.profilePicture ? 'https://api.example.test/files/profile-pictures/pic-1.png' : base.profilePictureUrl,
    });
  };
}

/** Renders the settings page at `path` for `example`, with the snackbar host. */
async function show(example: SettingsExample, extra: ExtraAnswers = {}, path = '/settings') {
  const calls = startPage(example, extra);
  if (example.languages) {
    const current = $config.get();
    if (current.status === 'ready') $config.set({ ...current, config: { ...current.config, availableLangs: [...example.languages] } });
  }
  act(() => $router.open(path));
  const view = render(
    <>
      <SettingsPage page={$router.get()!} />
      <SnackbarHost />
    </>,
  );
  await screen.findByRole('heading', { level: 2, name: t('settings.profile.title') });
  if (example.name !== 'loading') await spinnersGone();
  const user = userEvent.setup();
  for (const step of example.steps ?? []) await take(user, step);
  return { ...view, calls, user };
}

/** Types into the labelled fields and presses the button, within `scope` (a section's id) or the first of each name on the page. */
async function take(user: UserEvent, step: ExampleStep, scope?: string) {
  const where = scope ? within(section(scope)) : screen;
  for (const [label, value] of Object.entries(step.type ?? {})) {
    const field = where.getAllByLabelText(t(label))[0]!;
    await user.clear(field);
    if (value !== '') await user.type(field, value);
  }
  // The first button of that name: Save is in every section, the profile's comes first.
  if (step.press) await user.click(where.getAllByRole('button', { name: t(step.press) })[0]!);
  await spinnersGone();
}

// Each test renders the whole page and types into its forms: slower than the default 5 s on a busy machine.
describe('SettingsPage: the named examples', { timeout: 30_000 }, () => {
  it.each(Object.entries(settingsExamples))('%s renders catalogue texts only, every control labelled, and passes axe', async (name, example) => {
    const { container } = await show(example);
    const page = within(container);
    if (name === 'loading') expect(page.getAllByRole('status').length).toBeGreaterThan(0);
    if (name === 'loadFailed') {
      expect(within(section('profile')).getByRole('alert').textContent).toContain(t('errors.settings.titles'));
      expect(within(section('facilities-booking')).getByRole('alert').textContent).toContain(t('errors.facilitiesBookingSettings.load'));
      expect(page.getAllByRole('button', { name: t('common.retry') })).toHaveLength(2);
    }
    if (name === 'saveFailed') {
      expect(within(section('profile')).getByRole('alert').textContent).toContain(`${t('errors.settings.save')} The service is busy.`);
      expect(page.getByLabelText<HTMLInputElement>(t('common.mobileNumber')).value).toBe('07400 555666');
    }
    if (name === 'wrongCurrentPassword') {
      const alert = within(section('password')).getByRole('alert', { name: new RegExp(t('errors.passwordChange.title')) });
      expect(alert.textContent).toContain(t('errors.passwordChange.description'));
      expect(page.getByLabelText<HTMLInputElement>(t('settings.password.new')).value).toBe('Portal-Demo-7');
    }
    if (name === 'mfaCode') expect(page.getByLabelText(t('mfa.code'))).toBe(document.activeElement);
    if (name === 'mfaOff') page.getByRole('button', { name: t('settings.mfa.confirmOff') });
    if (name === 'mfaWithoutCode') page.getByText(t('settings.mfa.onWithoutCode', { email: sampleUser.email }));
    if (name === 'invalidProfile') {
      page.getByRole('alert', { name: t('ui.errorSummary.heading') });
      expect(page.getByLabelText(t('common.firstName')).getAttribute('aria-invalid')).toBe('true');
    }
    if (name === 'twoRoles') expect(page.getAllByRole('group', { name: t('shell.activeRole.label') })).toHaveLength(1);
    else expect(page.queryByRole('group', { name: t('shell.activeRole.label') })).toBeNull();
    if (name === 'twoLanguages') page.getByRole('combobox', { name: t('settings.language.title') });
    else expect(page.queryByRole('heading', { name: t('settings.language.title') })).toBeNull();
    if (name === 'clientUser') {
      expect(document.getElementById('facilities-booking')).toBeNull();
      expect(document.getElementById('paperless')).toBeNull();
    }
    const text = container.textContent ?? '';
    expect(Object.keys(en).filter((id) => text.includes(id))).toEqual([]);
    for (const control of container.querySelectorAll<HTMLElement>('input, select, button')) {
      const named = control.getAttribute('aria-label') ?? container.querySelector(`label[for="${control.id}"]`)?.textContent ?? control.textContent;
      expect(named, control.outerHTML).toBeTruthy();
    }
    await expectNoAxeViolations(container);
  });
});

describe('SettingsPage: saving', { timeout: 30_000 }, () => {
  it('saves the profile details: the title from GET /user/titles, names and numbers, and says so', async () => {
    const calls: RecordedCall[] = [];
    const { user, calls: recorded } = await show(settingsExamples.populated, { 'PUT /user': () => echoUser(recorded)() });
    calls.push(...recorded);
    const title = screen.getByRole<HTMLSelectElement>('combobox', { name: t('common.nameTitle') });
    expect([...title.options].map((option) => option.value)).toEqual(['', 'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr']);
    expect(title.value).toBe('Ms');
    await user.selectOptions(title, 'Dr');
    await take(user, { type: { 'common.mainNumber': '', 'common.mobileNumber': '07400 123456' }, press: 'common.save' });
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(recorded, 'PUT')).toEqual([
      {
        path: '/user',
        body: { profile: { title: 'Dr', firstName: 'Olivia', lastName: 'Owner' }, contactInformation: { mainNumber: '', mobileNumber: '07400 123456' } },
      },
    ]);
    expect($user.get()?.contactInformation.mobileNumber).toBe('07400 123456');
  });

  it('uploads a new picture resized in the browser, and removes it', async () => {
    const withPicture = { ...sampleUser, profilePictureUrl: 'https://api.example.test/files/profile-pictures/pic-0.png' };
    const { user, calls } = await show(settingsExamples.populated, {
      'PUT /user': () => echoUser(calls)(),
      'DELETE /user/profile-picture': ok({ ...withPicture, profilePictureUrl: null }),
    });
    await user.upload(screen.getByLabelText(t('common.profilePicture.label')), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(calls, 'PUT')).toEqual([{ path: '/user', body: { profilePicture: { fileName: 'me.png', content: 'iVBORw0KGgo=' } } }]);
    expect(screen.getByRole<HTMLImageElement>('img', { name: t('signup.profile.picturePreview') }).src).toContain('pic-1.png');

    await user.click(screen.getByRole('button', { name: t('settings.profilePicture.remove') }));
    await screen.findByText(t('settings.profilePictureRemoved'));
    expect(callsOf(calls, 'DELETE')).toEqual([{ path: '/user/profile-picture', body: undefined }]);
    screen.getByText(t('settings.profilePicture.none'));
  });

  it('changes the password after checking the strength rule, and empties the form', async () => {
    const { user, calls } = await show(settingsExamples.populated, { 'PUT /user/new-password': { status: 204 } });
    await take(user, { type: { 'settings.password.current': 'Portal-Demo-1', 'settings.password.new': 'aaaaaaaa' }, press: 'settings.password.change' });
    expect(screen.getByLabelText(t('settings.password.new')).getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(calls, 'PUT')).toEqual([]);
    await take(user, { type: { 'settings.password.new': 'Portal-Demo-7' }, press: 'settings.password.change' });
    await screen.findByText(t('settings.passwordChanged'));
    expect(callsOf(calls, 'PUT')).toEqual([{ path: '/user/new-password', body: { currentPassword: 'Portal-Demo-1', newPassword: 'Portal-Demo-7' } }]);
    expect(screen.getByLabelText<HTMLInputElement>(t('settings.password.current')).value).toBe('');
  });

  it('a wrong current password is not retried after a token refresh', async () => {
    const { calls } = await show(settingsExamples.wrongCurrentPassword);
    expect(calls.filter((call) => call.path === '/user/token')).toEqual([]);
    expect(callsOf(calls, 'PUT')).toHaveLength(1);
  });

  it('turns MFA on with the e-mailed code, then off with the current password', async () => {
    const { user, calls } = await show(settingsExamples.mfaCode, {
      'PUT /user/mfa': async () => ok({ ...sampleUser, multiFactorPreferences: { multifactorEnabled: (calls.at(-1)!.body as { multifactorEnabled: boolean }).multifactorEnabled } }),
    });
    screen.getByText(t('mfa.intro', { email: sampleUser.email }));
    await take(user, { type: { 'mfa.code': '123 456' }, press: 'settings.mfa.confirmOn' });
    await screen.findByText(t('settings.mfa.enabled'));
    screen.getByText(t('settings.mfa.on', { email: sampleUser.email }));
    expect(screen.getByRole('button', { name: t('settings.mfa.turnOff') })).toBe(document.activeElement);

    await take(user, { press: 'settings.mfa.turnOff' });
    await take(user, { type: { 'settings.password.current': 'Portal-Demo-1' }, press: 'settings.mfa.confirmOff' }, 'multi-factor-authentication');
    await screen.findByText(t('settings.mfa.disabled'));
    expect(callsOf(calls, 'PUT')).toEqual([
      { path: '/user/mfa', body: { multifactorEnabled: true, challengeToken: 'challenge-token', code: '123456' } },
      { path: '/user/mfa', body: { multifactorEnabled: false, currentPassword: 'Portal-Demo-1' } },
    ]);
  });

  it('without the API\u2019s confirming switch (404), turns MFA on and off with PUT /user at once, saying so, and asks for it once', async () => {
    const { user, calls } = await show(settingsExamples.mfaWithoutCode, {
      // Answered from the call itself: the first comes while `show` takes the example's step.
      'PUT /user': async (call) => ok({ ...sampleUser, multiFactorPreferences: (call.body as Pick<User, 'multiFactorPreferences'>).multiFactorPreferences }),
    });
    await screen.findByText(t('settings.mfa.enabled'));
    screen.getByText(t('settings.mfa.on', { email: sampleUser.email }));
    expect(screen.getByText(t('settings.mfa.onWithoutCode', { email: sampleUser.email })).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: t('settings.mfa.turnOff') })).toBe(document.activeElement);

    // Known now to take no password: Turn off switches at once.
    await take(user, { press: 'settings.mfa.turnOff' });
    await screen.findByText(t('settings.mfa.disabled'));
    expect(screen.queryByLabelText(t('settings.password.current'), { selector: '#multi-factor-authentication input' })).toBeNull();
    screen.getByText(t('settings.mfa.offWithoutPassword'));
    expect(calls.filter((call) => call.path.startsWith('/user/mfa')).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /user/mfa/start']);
    expect(callsOf(calls, 'PUT')).toEqual([
      { path: '/user', body: { multiFactorPreferences: { multifactorEnabled: true } } },
      { path: '/user', body: { multiFactorPreferences: { multifactorEnabled: false } } },
    ]);
  });

  it('turns MFA off with the current password, and with PUT /user when the API answers its switch 405', async () => {
    const on: User = { ...sampleUser, multiFactorPreferences: { multifactorEnabled: true } };
    const { user, calls } = await show(settingsExamples.mfaOff, {
      'PUT /user/mfa': { status: 405, body: { messages: ['Method Not Allowed'] } },
      'PUT /user': ok({ ...on, multiFactorPreferences: { multifactorEnabled: false } }),
    });
    await take(user, { type: { 'settings.password.current': 'Portal-Demo-1' }, press: 'settings.mfa.confirmOff' }, 'multi-factor-authentication');
    await screen.findByText(t('settings.mfa.disabled'));
    screen.getByText(t('settings.mfa.offWithoutPassword'));
    expect(callsOf(calls, 'PUT')).toEqual([
      { path: '/user/mfa', body: { multifactorEnabled: false, currentPassword: 'Portal-Demo-1' } },
      { path: '/user', body: { multiFactorPreferences: { multifactorEnabled: false } } },
    ]);
  });

  it('saves notification and news preferences: the SMS number required with urgent news by text, sent normalised', async () => {
    const texted: User = { ...sampleUser, newsPreferences: { ...sampleUser.newsPreferences, smsNumber: '+447400123456' } };
    const example = { ...settingsExamples.populated, session: { ...settingsExamples.populated.session!, user: texted } };
    const { user, calls } = await show(example, { 'PUT /user': () => echoUser(calls, texted)() });
    const form = within(section('notifications'));
    const sms = form.getByLabelText<HTMLInputElement>(t('common.newsPreferences.smsNumber'));
    // Stored in E.164, shown as typed in the national form.
    expect(sms.value).toBe('07400 123456');
    await user.clear(sms);
    await user.click(form.getByRole('checkbox', { name: t('common.newsPreferences.standardNewsEmail') }));
    await user.click(form.getByRole('checkbox', { name: t('notificationPreferences.ownersReminders') }));
    await user.click(form.getByRole('button', { name: t('common.save') }));
    expect(sms.getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(calls, 'PUT')).toEqual([]);
    await user.type(sms, '07400 123456');
    await user.click(form.getByRole('button', { name: t('common.save') }));
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(calls, 'PUT')).toEqual([
      {
        path: '/user',
        body: {
          newsPreferences: { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: '+447400123456' },
          notificationPreferences: { ownersCorrespondence: true, ownersReminders: false, email: 'owner@example.com' },
        },
      },
    ]);
  });

  it('a new correspondence address waits for its link: the field keeps the address in use, and the section says where the link went', async () => {
    // A number the GB rule takes, so that only the address changes.
    const texted: User = { ...sampleUser, newsPreferences: { ...sampleUser.newsPreferences, smsNumber: '+447400123456' } };
    const example = { ...settingsExamples.populated, session: { ...settingsExamples.populated.session!, user: texted } };
    const { user, calls } = await show(example, {
      'PUT /user': async () => ok({ ...texted, notificationPreferences: { ...texted.notificationPreferences, pendingEmail: 'olivia.new@example.com' } }),
    });
    const form = within(section('notifications'));
    const email = form.getByLabelText<HTMLInputElement>(t('settings.notifications.email'));
    await user.clear(email);
    await user.type(email, 'olivia.new@example.com');
    await user.click(form.getByRole('button', { name: t('common.save') }));
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(calls, 'PUT')[0]?.body).toMatchObject({ notificationPreferences: { email: 'olivia.new@example.com' } });
    const pending = `We have sent a link to olivia.new@example.com. Your notices go to ${sampleUser.notificationPreferences.email} until you open it.`;
    expect((await form.findByText(pending)).closest('[role="status"]')).not.toBeNull();
    expect(email.value).toBe(sampleUser.notificationPreferences.email);
  });

  it('saves the paperless preference', async () => {
    const { user, calls } = await show(settingsExamples.populated, { 'PUT /user': () => echoUser(calls)() });
    const form = within(section('paperless'));
    await user.click(form.getByRole('checkbox', { name: t('settings.paperless.label') }));
    await user.click(form.getByRole('button', { name: t('common.save') }));
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(calls, 'PUT')).toEqual([{ path: '/user', body: { paperlessPreference: { showPaperlessDialog: false } } }]);
  });

  it("saves the facilities booking settings, and says spec 2 §8's apology when that fails, keeping the choice", async () => {
    let fail = true;
    const { user, calls } = await show(settingsExamples.populated, {
      'PUT /user/metadata': async () => (fail ? { status: 500, body: { messages: ['Database locked.'] } } : ok(calls.at(-1)!.body)),
    });
    const form = within(section('facilities-booking'));
    await user.selectOptions(form.getByRole('combobox', { name: t('facilities.calendar.view') }), 'day');
    await user.click(form.getByRole('checkbox', { name: t('settings.facilitiesBooking.reminderEmails') }));
    await user.click(form.getByRole('button', { name: t('common.save') }));
    await spinnersGone();
    expect(form.getByRole('alert').textContent).toContain(t('errors.facilitiesBookingSettings.update'));
    expect(form.getByRole<HTMLSelectElement>('combobox', { name: t('facilities.calendar.view') }).value).toBe('day');
    fail = false;
    await user.click(form.getByRole('button', { name: t('common.save') }));
    expect(await snackbar()).toBeTruthy();
    expect(callsOf(calls, 'PUT').at(-1)).toEqual({ path: '/user/metadata', body: { facilitiesBooking: { calendarView: 'day', bookingConfirmationEmails: true, bookingReminderEmails: true } } });
  });

  it('changes the cookie preference on this device', async () => {
    const { user } = await show(settingsExamples.populated);
    const box = within(section('privacy-preferences')).getByRole<HTMLInputElement>('checkbox', { name: t('common.cookies.optional') });
    expect(box.checked).toBe(false);
    await user.click(box);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(await snackbar()).toBeTruthy();
    await user.click(box);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
  });

  it('/settings/privacy-preferences opens the page at the cookie preferences, its heading focused', async () => {
    await show(settingsExamples.populated, {}, '/settings/privacy-preferences');
    await waitFor(() => expect(document.activeElement).toBe(within(section('privacy-preferences')).getByRole('heading', { level: 2 })));
  });

  it('switches the active role, kept on the device', async () => {
    const { user } = await show(settingsExamples.twoRoles);
    const group = screen.getByRole('group', { name: t('shell.activeRole.label') });
    expect(within(group).getByRole('button', { name: t('shell.roleType.customer') }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(group).getByRole('button', { name: t('shell.roleType.admin') }));
    expect($activeRole.get()).toBe('admin');
    expect(localStorage.getItem(ACTIVE_ROLE_KEY)).toBe('admin');
    expect(within(group).getByRole('button', { name: t('shell.roleType.admin') }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('LanguageSection', () => {
  it('keeps the chosen language on the device and reloads only when asked', async () => {
    localStorage.clear();
    const reload = vi.fn();
    render(<LanguageSection languages={['en', 'cy']} reload={reload} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: t('settings.language.title') }), 'cy');
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t('settings.language.apply') }));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('cy');
    expect(reload).toHaveBeenCalledOnce();
  });
});
