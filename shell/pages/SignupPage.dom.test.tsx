import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { $config } from '../../core/config';
import { t } from '../../core/i18n';
import { sampleSignupInvitation } from '../../core/testing/samples/signup';
import { ok } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { $router } from '../router';
import { SignupPage } from './SignupPage';
import { expectNoAxeViolations } from '../../core/testing/axe';

afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

/** Opens /signup/1 with the configuration's own keys as given, and goes on to step 3 with an admin invitation. */
async function toProfileStep(keys: Record<string, unknown>) {
  startPage({ session: null, answers: { 'POST /user/signup/1': ok({ ...sampleSignupInvitation, admin: true }) } });
  const current = $config.get();
  if (current.status === 'ready') $config.set({ ...current, config: { ...current.config, ...keys } as typeof current.config });
  act(() => $router.open('/signup/1'));
  const view = render(<SignupPage page={$router.get()!} />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(t('signup.invitationKey.label')), 'INVITE-ADMIN-1');
  await user.click(screen.getByRole('button', { name: t('common.continue') }));
  await screen.findByRole('heading', { level: 1, name: t('signup.step.createProfile') });
  await screen.findByRole('button', { name: t('signup.register') });
  return view;
}

describe('SignupPage: the terms and privacy links of the configuration (spec 1 §2 step 3)', () => {
  it('links the configured terms and privacy policy in a new tab; axe finds nothing', async () => {
    const { container } = await toProfileStep({ termsHref: 'https://agent.example/terms', privacyHref: '/privacy/' });
    const terms = screen.getByRole('link', { name: /Terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('https://agent.example/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /Privacy policy/ }).getAttribute('href')).toBe('/privacy/');
    await expectNoAxeViolations(container);
  });

  it('shows no link the configuration does not give, nor one that is not a web address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await toProfileStep({ termsHref: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: /Terms and conditions/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Privacy policy/ })).toBeNull();
    warn.mockRestore();
  });
});
