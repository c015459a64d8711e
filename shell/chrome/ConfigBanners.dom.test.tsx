import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Banner } from '../../core/schemas/config';
import { bannerAlertType, ConfigBanners, visibleBanners } from './ConfigBanners';
import { startAs } from './test-support';

const banner = (text: string, overrides: Partial<Banner> = {}): Banner => ({
  type: 'info',
  text,
  dismissible: false,
  enabled: true,
  requireAuth: false,
  ...overrides,
});

const maintenance = banner('Planned maintenance on Sunday', { type: 'warning', dismissible: true });
const residents = banner('Residents meeting on Friday', { requireAuth: true });
const off = banner('An old message', { enabled: false });

beforeEach(() => {
  startAs(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visibleBanners (spec 1 §3)', () => {
  it('keeps enabled banners, those requiring a sign-in only for signed-in users, none dismissed', () => {
    expect(visibleBanners([maintenance, residents, off], false, [])).toEqual([maintenance]);
    expect(visibleBanners([maintenance, residents, off], true, [])).toEqual([maintenance, residents]);
    expect(visibleBanners([maintenance, residents, off], true, [maintenance.text])).toEqual([residents]);
  });

  it('styles the known types and shows any other as info', () => {
    expect(bannerAlertType('warning')).toBe('warning');
    expect(bannerAlertType('teal')).toBe('info');
  });
});

describe('ConfigBanners', () => {
  it('shows the banners in a labelled region, the text as text, a Dismiss message button only on dismissible ones', () => {
    render(<ConfigBanners banners={[maintenance, banner('<b>Bold</b> news')]} signedIn={false} />);
    const region = screen.getByRole('region', { name: t('shell.banners.label') });
    expect(region.textContent).toContain('Planned maintenance on Sunday');
    expect(region.textContent).toContain('<b>Bold</b> news');
    expect(region.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('button', { name: t('shell.banner.dismiss') })).toHaveLength(1);
  });

  it('a dismissal lasts for the browser session and moves focus to the page', () => {
    const { unmount } = render(
      <>
        <ConfigBanners banners={[maintenance]} signedIn={false} />
        <main id="main" tabIndex={-1} />
      </>,
    );
    const dismiss = screen.getByRole('button', { name: t('shell.banner.dismiss') });
    dismiss.focus();
    fireEvent.click(dismiss);
    expect(screen.queryByText(maintenance.text)).toBeNull();
    expect(document.activeElement?.id).toBe('main');
    expect(JSON.parse(sessionStorage.getItem('portico.dismissedBanners') ?? '[]')).toEqual([maintenance.text]);
    expect(localStorage.getItem('portico.dismissedBanners')).toBeNull();
    unmount();
    render(<ConfigBanners banners={[maintenance]} signedIn={false} />);
    expect(screen.queryByText(maintenance.text)).toBeNull();
  });

  it('renders nothing without a banner to show', () => {
    const { container } = render(<ConfigBanners banners={[residents, off]} signedIn={false} />);
    expect(container.innerHTML).toBe('');
  });
});
