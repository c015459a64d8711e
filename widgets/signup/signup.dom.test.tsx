import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { EmitFn } from '../../core/events';
import { $user } from '../../core/session/state';
import { $cookieConsent } from '../../core/stores/cookie-consent';
import { $signup } from '../../core/stores/signup';
import { closeDialog } from '../../core/ui/dialogStore';
import type * as ResizeModule from '../../core/ui/resizeImage';
import { Signup, type SignupProps } from '.';
import { signupExamples, type SignupExample } from './examples';
import { startSignupPage } from './test-support';
import { takeSteps } from '../../core/testing/page';
import { expectNoAxeViolations } from '../../core/testing/axe';

// jsdom has no canvas: the resize itself is proven in Chromium (signup.browser.test.ts); here it
// answers as the browser would, or refuses as for a file that is not a picture.
const resize = vi.hoisted(() => ({ refuse: false }));
vi.mock('../../core/ui/resizeImage', async (importOriginal) => ({
  ...(await importOriginal<typeof ResizeModule>()),
  resizeImage: async (file: File) => {
    if (resize.refuse) throw new Error('The source image could not be decoded.');
    return { upload: { fileName: file.name.replace(/\.[^.]*$/, '.png'), content: 'iVBORw0KGgo=' }, preview: 'data:image/png;base64,iVBORw0KGgo=' };
  },
}));

afterEach(() => {
  closeDialog();
  vi.unstubAllGlobals();
  resize.refuse = false;
  history.replaceState(null, '', '/');
});

const heading = () => screen.getByRole('heading', { level: 2 });
const summary = () => screen.getByRole('alert', { name: t('ui.errorSummary.heading') });
const summaryLinks = () => within(summary()).getAllByRole('link').map((link) => link.textContent);
const paths = (calls: { method: string; path: string }[]) => calls.map((call) => `${call.method} ${call.path}`);

/** Renders `Signup` for an example with a recording, cancelling `emit`, and takes the example's steps. */
async function walk(example: SignupExample, props: SignupProps = {}) {
  const calls = startSignupPage(example);
  const events: [string, unknown][] = [];
  const emit: EmitFn = (name, detail) => {
    events.push([name, detail]);
    return name !== 'portico-navigate';
  };
  const user = userEvent.setup();
  const view = render(<Signup emit={emit} {...props} />);
  await takeSteps(user, example);
  return { ...view, calls, events, user };
}

/** The step's heading, once its form (loaded on demand, behind a spinner) is there too. */
async function stepHeading(id: string): Promise<HTMLElement> {
  const found = await screen.findByRole('heading', { level: 2, name: t(id) });
  await waitFor(() => expect(document.querySelector('.portico-signup__main .portico-spinner')).toBeNull());
  return found;
}

describe('Signup: step 1, Invitation Key', () => {
  it('lists the three steps in a side panel, the first current, and asks for the code', async () => {
    await walk(signupExamples.keyStep);
    const steps = within(screen.getByRole('navigation', { name: t('signup.steps.label') })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Invitation Key', '2Confirm Identity', '3Create Portal Profile']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(heading().textContent).toBe('Invitation Key');
    screen.getByText('Step 1 of 3');
    // The step's form loads on demand.
    await screen.findByLabelText('Invitation code');
  });

  it('an empty submit says This field is required in a focused summary and calls nothing', async () => {
    const { calls } = await walk(signupExamples.keyMissing);
    expect(summaryLinks()).toEqual(['This field is required']);
    // The summary takes focus in the effect after it renders.
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(calls).toEqual([]);
  });

  it('an unknown key shows the API message inline and keeps the key', async () => {
    const { calls } = await walk(signupExamples.keyUnknown);
    await screen.findByText('This invitation key is not valid. Please check it and try again.');
    expect(calls[0]?.body).toEqual({ invitationKey: 'INVITE-NOBODY-1' });
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('INVITE-NOBODY-1');
    expect(heading().textContent).toBe('Invitation Key');
  });

  it.each([
    ['keyUsed', 'Invitation key already used'],
    ['existingUser', 'Signing up with existing user'],
  ] as const)('%s: the dialog %s, then the sign-in page (signin-href, default /signin)', async (name, title) => {
    const { events, user } = await walk(signupExamples[name]);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(t('signup.refused.description'));
    expect(events).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(events).toEqual([['portico-navigate', { href: '/signin' }]]));
  });

  it('takes the key from the invitationKey query parameter and submits it at once, once', async () => {
    const { calls } = await walk(signupExamples.identityKnownEmail);
    await stepHeading('signup.step.confirmIdentity');
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
    expect(calls[0]?.body).toEqual({ invitationKey: 'INVITE-OWNER-1' });
  });

  it('takes the key from the invitation-key attribute before the URL', async () => {
    const { calls } = await walk(signupExamples.identityKnownEmail, { invitationKey: 'INVITE-OTHER-1' });
    await stepHeading('signup.step.confirmIdentity');
    expect(calls[0]?.body).toEqual({ invitationKey: 'INVITE-OTHER-1' });
  });
});

describe('Signup: step 2, Confirm Identity', () => {
  it('a known e-mail is prefilled and locked, with no confirm field; the reference label names the premises', async () => {
    await walk(signupExamples.identityKnownEmail);
    await stepHeading('signup.step.confirmIdentity');
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe('new.owner@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.queryByLabelText('Confirm email address')).toBeNull();
    screen.getByLabelText('Tenant reference number for Apartment 16');
    // The new step's heading takes focus (an effect after the step renders).
    await waitFor(() => expect(heading()).toBe(document.activeElement));
  });

  it('an unknown e-mail is asked twice, and the reference of any premises with its postcode', async () => {
    await walk(signupExamples.identityUnknownEmail);
    await stepHeading('signup.step.confirmIdentity');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).readOnly).toBe(false);
    screen.getByLabelText('Confirm email address');
    screen.getByLabelText('Tenant reference number for any of your premises');
    const postcode = screen.getByLabelText('Postcode of the premises') as HTMLInputElement;
    expect(postcode.autocomplete).toBe('postal-code');
    expect(screen.getByText(t('signup.identity.postcode.hint')).id).toBe(postcode.getAttribute('aria-describedby'));
  });

  it('asks no postcode of an invitation that names its premises', async () => {
    await walk(signupExamples.identityKnownEmail);
    await stepHeading('signup.step.confirmIdentity');
    expect(screen.queryByLabelText('Postcode of the premises')).toBeNull();
  });

  it('asks and sends no postcode when step 1 does not say it is needed (an API without postcodeRequired)', async () => {
    const { calls, user } = await walk({
      ...signupExamples.identityUnknownEmail,
      answers: { 'POST /user/signup/1': { status: 200, body: { data: { email: null, admin: false, role: { type: 'customer', payload: 'owner' }, premisesName: null, titles: ['Ms'] } } }, 'POST /user/signup/2': { status: 204 } },
      steps: [...signupExamples.identityUnknownEmail.steps, { type: { 'common.email': 'una@example.com', 'common.confirmEmail': 'una@example.com', 'signup.identity.tenantReference.any': 'HL-0007' } }],
    });
    expect(screen.queryByLabelText('Postcode of the premises')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('signup.step.createProfile');
    expect(calls[1]?.body).toEqual({ invitationKey: 'INVITE-UNCONFIRMED-1', email: 'una@example.com', tenantAccountNumber: 'HL-0007' });
  });

  it('a postcode of another shape or length is said on its field, and nothing is sent', async () => {
    const { calls, user } = await walk(signupExamples.postcodeInvalid);
    await waitFor(() => expect(summaryLinks()).toEqual(['Enter a full UK postcode, like SW1A 1AA']));
    const postcode = screen.getByLabelText('Postcode of the premises') as HTMLInputElement;
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    for (const value of ['LS1', 'LS1  4BPX']) {
      await user.clear(postcode);
      await user.type(postcode, value);
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(summaryLinks()).toEqual(['Enter a full UK postcode, like SW1A 1AA']));
    }
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });

  it('sends the postcode with the reference, and a pair the API refuses marks both fields with one message, keeping what was typed', async () => {
    const { calls } = await walk(signupExamples.premisesMismatch);
    await screen.findByText(t('signup.identity.mismatch'));
    expect(calls[1]?.body).toEqual({ invitationKey: 'INVITE-UNCONFIRMED-1', email: 'una@example.com', tenantAccountNumber: 'HL-0007', postalCode: 'SE16 4JX' });
    const reference = screen.getByLabelText('Tenant reference number for any of your premises') as HTMLInputElement;
    const postcode = screen.getByLabelText('Postcode of the premises') as HTMLInputElement;
    expect([reference.value, postcode.value]).toEqual(['HL-0007', 'SE16 4JX']);
    expect([reference.getAttribute('aria-invalid'), postcode.getAttribute('aria-invalid')]).toEqual(['true', 'true']);
    expect(summaryLinks()).toEqual([t('signup.identity.premisesMismatch'), t('signup.identity.premisesMismatch')]);
  });

  it('a subtenant has no tenant reference field, and none is sent', async () => {
    const { calls, user } = await walk(signupExamples.identitySubtenant);
    await stepHeading('signup.step.confirmIdentity');
    expect(screen.queryByLabelText(/Tenant reference number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /user/signup/2'));
    expect(calls[1]?.body).toEqual({ invitationKey: 'INVITE-SUBTENANT-1', email: 'new.subtenant@example.com' });
  });

  it('an empty submit marks both e-mails, the reference and the postcode', async () => {
    const { calls } = await walk(signupExamples.identityMissing);
    await waitFor(() => expect(summaryLinks()).toEqual(['Enter a valid email address', 'Enter a valid email address', 'This field is required', 'This field is required']));
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });

  it("two different e-mails open Emails don't match and send nothing", async () => {
    const { calls } = await walk(signupExamples.emailsDontMatch);
    const dialog = await screen.findByRole('dialog', { name: "Emails don't match" });
    expect(dialog.textContent).toContain('Please make sure that you typed the email correctly in both fields and then try again.');
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });

  it('the same e-mail in another case and with spaces is the same, and goes on', async () => {
    const { calls, user } = await walk({
      ...signupExamples.emailsDontMatch,
      answers: { ...signupExamples.emailsDontMatch.answers, 'POST /user/signup/2': { status: 204 } },
      steps: [
        signupExamples.emailsDontMatch.steps[0]!,
        { type: { 'common.email': 'Una@Example.com', 'common.confirmEmail': ' una@example.com', 'signup.identity.tenantReference.any': 'HL-0007', 'signup.identity.postcode.label': 'ls1 4bp' } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('signup.step.createProfile');
    expect(calls[1]?.body).toEqual({ invitationKey: 'INVITE-UNCONFIRMED-1', email: 'Una@Example.com', tenantAccountNumber: 'HL-0007', postalCode: 'ls1 4bp' });
  });

  it("a reference the API does not match is said on its field in the form's words, and kept", async () => {
    await walk(signupExamples.referenceMismatch);
    await screen.findByText(t('signup.identity.mismatch'));
    const field = screen.getByLabelText('Tenant reference number for Apartment 16') as HTMLInputElement;
    expect(field.value).toBe('EC-9999');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(summaryLinks()).toEqual([t('signup.identity.referenceMismatch')]);
  });

  it('Back returns to step 1 with the key, without submitting it again', async () => {
    const { calls, user } = await walk(signupExamples.identityKnownEmail);
    await stepHeading('signup.step.confirmIdentity');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('signup.step.invitationKey');
    expect((screen.getByLabelText('Invitation code') as HTMLInputElement).value).toBe('INVITE-OWNER-1');
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });
});

describe('Signup: step 3, Create Portal Profile', () => {
  it('asks for the picture, title, names, numbers, password, news and cookie preferences; the earlier steps done', async () => {
    await walk(signupExamples.profileStep, { termsHref: '/terms/', privacyHref: '/privacy/' });
    await stepHeading('signup.step.createProfile');
    for (const label of ['Profile picture', 'Title', 'First name', 'Last name', 'Main number', 'Mobile number', 'Password']) {
      screen.getByLabelText(label, { exact: true });
    }
    const news = screen.getByRole('group', { name: 'News preferences' });
    expect(within(news).getAllByRole('checkbox').map((box) => [box.getAttribute('name'), (box as HTMLInputElement).checked])).toEqual([
      ['urgentNewsText', false],
      ['urgentNewsEmail', true],
      ['importantNewsEmail', true],
      ['standardNewsEmail', true],
    ]);
    expect(screen.queryByLabelText('SMS number')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Allow optional cookies' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['No title', 'Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr']);
    expect(screen.getByRole('link', { name: /Terms and conditions/ }).getAttribute('href')).toBe('/terms/');
    expect(screen.getByRole('link', { name: /Privacy policy/ }).getAttribute('target')).toBe('_blank');
    const steps = within(screen.getByRole('navigation')).getAllByRole('listitem');
    expect(steps.map((step) => step.className.match(/--(\w+)$/)?.[1])).toEqual(['done', 'done', 'current']);
  });

  it('an admin skips step 2: the panel strikes it through with Admin account confirmed; Back returns to step 1', async () => {
    const { calls, user } = await walk(signupExamples.adminProfile);
    await stepHeading('signup.step.createProfile');
    const second = within(screen.getByRole('navigation')).getAllByRole('listitem')[1]!;
    expect(second.querySelector('s')?.textContent).toBe('Confirm Identity');
    expect(second.textContent).toContain('Admin account confirmed');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('signup.step.invitationKey');
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });

  it('a non-admin goes Back to step 2', async () => {
    const { user } = await walk(signupExamples.profileStep);
    await stepHeading('signup.step.createProfile');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('signup.step.confirmIdentity');
  });

  it('an invalid submit marks every rule: names, main number over 17, weak password, SMS number required with text alerts', async () => {
    const { calls } = await walk(signupExamples.profileInvalid);
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        'This field is required',
        'This field is required',
        'Phone number must be 17 characters or fewer',
        'Password must include a letter, a number and at least 4 different characters',
        'Enter a phone number',
      ]),
    );
    // The summary takes focus in the effect after it renders.
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(paths(calls)).not.toContain('POST /user/signup/3');
  });

  it('an SMS number of another country is refused', async () => {
    await walk(signupExamples.smsNotGb);
    await waitFor(() => expect(summaryLinks()).toEqual(['Enter a valid UK phone number']));
  });

  it('a refusal of the API is shown inline and on its field; everything typed stays', async () => {
    await walk(signupExamples.profileFailed);
    await screen.findByText('password: must contain a letter, a digit and at least four different characters');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Nora');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('Portal-Demo-1');
  });

  it('sends the profile: names trimmed, the SMS number normalised, the picture as resized, optional cookies recorded', async () => {
    const { calls, user } = await walk(signupExamples.profileStep);
    await stepHeading('signup.step.createProfile');
    await user.upload(screen.getByLabelText('Profile picture'), new File(['picture'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: t('signup.profile.picturePreview') });
    await user.selectOptions(screen.getByLabelText('Title'), 'Ms');
    await user.type(screen.getByLabelText('First name'), ' Nora ');
    await user.type(screen.getByLabelText('Last name'), 'New');
    await user.type(screen.getByLabelText('Mobile number'), '07400 123456');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Portal-Demo-1');
    await user.click(screen.getByLabelText('Urgent news by text'));
    await user.type(screen.getByLabelText('SMS number'), '07400 123456');
    await user.click(screen.getByLabelText('Allow optional cookies'));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /user/signup/3'));
    expect(calls.at(-1)?.body).toEqual({
      invitationKey: 'INVITE-OWNER-1',
      profile: { title: 'Ms', firstName: 'Nora', lastName: 'New' },
      password: 'Portal-Demo-1',
      profilePicture: { fileName: 'me.png', content: 'iVBORw0KGgo=' },
      contactInformation: { mobileNumber: '07400 123456' },
      newsPreferences: { urgentNewsText: true, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: '+447400123456' },
    });
    await waitFor(() => expect($cookieConsent.get()).toBe('accepted'));
  });

  it('an invitation that needs no password shows no password field and registers without one', async () => {
    const { calls, user } = await walk(signupExamples.profileWithoutPassword);
    await stepHeading('signup.step.createProfile');
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    expect(screen.queryByRole('button', { name: /show password/i })).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Sunil');
    await user.type(screen.getByLabelText('Last name'), 'Singh');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(paths(calls)).toContain('POST /user/signup/3'));
    expect(calls.at(-1)?.body).toEqual({
      invitationKey: 'INVITE-SSO-1',
      profile: { firstName: 'Sunil', lastName: 'Singh' },
      profilePicture: null,
      contactInformation: {},
      newsPreferences: { urgentNewsText: false, urgentNewsEmail: true, importantNewsEmail: true, standardNewsEmail: true, smsNumber: null },
    });
  });

  it('a file that is not a picture is refused with a message; Remove drops a chosen picture', async () => {
    const { user } = await walk(signupExamples.profileStep);
    await stepHeading('signup.step.createProfile');
    resize.refuse = true;
    await user.upload(screen.getByLabelText('Profile picture'), new File(['%PDF'], 'lease.pdf', { type: 'image/png' }));
    await screen.findByText(t('signup.profile.pictureRefused'));
    resize.refuse = false;
    await user.upload(screen.getByLabelText('Profile picture'), new File(['picture'], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: t('settings.profilePicture.remove') }));
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('Show password shows what was typed', async () => {
    const { user } = await walk(signupExamples.profileStep);
    await stepHeading('signup.step.createProfile');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).type).toBe('password');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).type).toBe('text');
  });
});

describe('Signup: how it ends (spec 1 §4)', () => {
  it('an unconfirmed e-mail ends with the confirm-e-mail dialog, then the sign-in page; no one is signed in', async () => {
    const { events, user } = await walk(signupExamples.confirmEmail, { signinHref: '/account/' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your email address' });
    expect(dialog.textContent).toContain(t('signup.confirmEmail.text'));
    expect($user.get()).toBeNull();
    expect($signup.get()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: t('dialog.close') }));
    await waitFor(() => expect(events).toEqual([['portico-navigate', { href: '/account/' }]]));
  });

  it('otherwise the new user is signed in: portico-signed-in, then done-href', async () => {
    const { events } = await walk(signupExamples.signedIn, { doneHref: '/dashboard' });
    await waitFor(() => expect(events.map(([name]) => name)).toEqual(['portico-signed-in', 'portico-navigate']));
    expect(events[1]).toEqual(['portico-navigate', { href: '/dashboard' }]);
    expect($user.get()?.profile.firstName).toBe('Nora');
    expect($signup.get()).toBeNull();
  });

  it('without done-href it says who is signed in', async () => {
    await walk(signupExamples.signedIn);
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe('You are signed in as Nora New. Welcome to the portal.');
  });
});

describe('Signup under a routing host (step, step-href)', () => {
  it('announces each move with portico-navigate and follows the step the host sets', async () => {
    const calls = startSignupPage(signupExamples.profileStep);
    const events: string[] = [];
    const emit: EmitFn = (name, detail) => {
      if (name === 'portico-navigate') events.push((detail as { href: string }).href);
      return name !== 'portico-navigate';
    };
    const user = userEvent.setup();
    const view = render(<Signup step={1} stepHref="/signup/{step}" emit={emit} />);
    await user.type(screen.getByLabelText('Invitation code'), 'INVITE-OWNER-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(events).toEqual(['/signup/2']));
    // The host routes: its step wins.
    view.rerender(<Signup step={2} stepHref="/signup/{step}" emit={emit} />);
    await stepHeading('signup.step.confirmIdentity');
    expect(paths(calls)).toEqual(['POST /user/signup/1']);
  });

  it('without a host that cancels, the URL follows each step in place', async () => {
    startSignupPage(signupExamples.profileStep);
    const user = userEvent.setup();
    render(<Signup stepHref="/signup/{step}" />);
    await user.type(screen.getByLabelText('Invitation code'), 'INVITE-OWNER-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('signup.step.confirmIdentity');
    expect(location.pathname).toBe('/signup/2');
  });

  it('a step 2 or 3 without an invitation key shows step 1 and sends the host there', async () => {
    startSignupPage(signupExamples.keyStep);
    const events: string[] = [];
    const emit: EmitFn = (name, detail) => {
      events.push((detail as { href: string }).href);
      return false;
    };
    await act(async () => {
      render(<Signup step={3} stepHref="/signup/{step}" emit={emit} />);
    });
    expect(heading().textContent).toBe('Invitation Key');
    expect(events).toEqual(['/signup/1']);
  });
});

describe('Signup: every named example', () => {
  it.each(Object.entries(signupExamples))('the %s example passes axe', async (_name, example) => {
    const { container } = await walk(example);
    await waitFor(() => expect(container.querySelector('.portico-spinner')).toBeNull());
    await expectNoAxeViolations(document.body);
  });
});
