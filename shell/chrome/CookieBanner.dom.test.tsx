import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { $cookieConsent, setCookieConsent } from '../../core/stores/cookie-consent';
import { COOKIE_BANNER_FADE_MS, COOKIE_BANNER_STAY_MS, CookieBanner } from './CookieBanner';
import { forgetCookieConsent, startAs } from './test-support';

function renderBanner(hidden = false) {
  return render(
    <>
      <CookieBanner hidden={hidden} />
      <main id="main" tabIndex={-1} />
    </>,
  );
}

const region = () => screen.queryByRole('region', { name: t('shell.cookieBanner.title') });

beforeEach(() => {
  startAs(null);
  forgetCookieConsent();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CookieBanner (spec 1 §2, §4)', () => {
  it('asks with Reject all and Accept all, equally prominent, in a labelled region that is not a dialog', () => {
    renderBanner();
    expect(region()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const reject = screen.getByRole('button', { name: t('shell.cookieBanner.rejectAll') });
    const accept = screen.getByRole('button', { name: t('shell.cookieBanner.acceptAll') });
    expect(reject.className).toBe(accept.className);
    expect(accept.className).toBe('portico-button');
  });

  it('Accept all stores accepted, says so with a Close button, fades out after 5 s and is gone 0.5 s later, leaving focus on the page', () => {
    vi.useFakeTimers();
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: t('shell.cookieBanner.acceptAll') }));
    expect(localStorage.getItem('portico.cookieConsent')).toBe('accepted');
    expect($cookieConsent.get()).toBe('accepted');
    const message = screen.getByText(t('shell.cookieBanner.accepted'), { exact: false });
    expect(document.activeElement).toBe(message);
    // spec 1 §2: the follow-up links to the settings' cookie preferences.
    expect(screen.getByRole('link', { name: t('shell.cookieBanner.settingsLink') }).getAttribute('href')).toBe('/settings/privacy-preferences');
    screen.getByRole('button', { name: t('common.close') });
    expect(screen.queryByRole('button', { name: t('shell.cookieBanner.acceptAll') })).toBeNull();

    act(() => vi.advanceTimersByTime(COOKIE_BANNER_STAY_MS - 1));
    expect(region()?.classList.contains('shell-cookie-banner--fading')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(region()?.classList.contains('shell-cookie-banner--fading')).toBe(true);
    act(() => vi.advanceTimersByTime(COOKIE_BANNER_FADE_MS - 1));
    expect(region()).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('Reject all stores rejected; Close hides the banner at once', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: t('shell.cookieBanner.rejectAll') }));
    expect(localStorage.getItem('portico.cookieConsent')).toBe('rejected');
    screen.getByText(t('shell.cookieBanner.rejected'));
    fireEvent.click(screen.getByRole('button', { name: t('common.close') }));
    expect(region()).toBeNull();
  });

  it('does not ask once an answer is stored, nor on the sign-up routes', () => {
    setCookieConsent('rejected');
    const { unmount } = renderBanner();
    expect(region()).toBeNull();
    unmount();
    forgetCookieConsent();
    renderBanner(true);
    expect(region()).toBeNull();
  });
});
