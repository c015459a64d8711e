import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import { ChangelogPage, changelogHtml, CHANGELOG_URL } from './ChangelogPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('changelogHtml', () => {
  it('renders markdown with every heading one level down (the page has the only h1)', async () => {
    expect(await changelogHtml('# Title\n## 0.1.0\n- Sign-in')).toBe('<h2>Title</h2>\n<h3>0.1.0</h3>\n<ul>\n<li>Sign-in</li>\n</ul>\n');
  });
});

describe('ChangelogPage', () => {
  it('shows the file, sanitised: a script or an event handler in it never reaches the page', async () => {
    const fetch = vi.fn(async () => new Response('## 0.2.0\n- Premises <img src="x" onerror="alert(1)"><script>alert(2)</script>', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<ChangelogPage />);
    screen.getByRole('heading', { level: 1, name: t('routes.changelog') });
    await screen.findByRole('heading', { level: 3, name: '0.2.0' });
    expect(fetch).toHaveBeenCalledWith(CHANGELOG_URL, expect.objectContaining({ cache: 'no-cache' }));
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says so when the file cannot be fetched, and Try again fetches it again', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('Not found', { status: 404 }))
      .mockResolvedValueOnce(new Response('## 0.1.0', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(<ChangelogPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(t('shell.changelog.failed'));
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('heading', { level: 3, name: '0.1.0' });
  });
});
