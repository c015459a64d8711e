import { useT } from '../../core/i18n';
import type { Banner } from '../../core/schemas/config';
import { Alert, type AlertType } from '../../core/ui/Alert';
import { keepFocusOnPage } from './focus';
import { DISMISSED_BANNERS_KEY, tabStorage, useStoredValue } from './storage';

const KNOWN_TYPES: readonly string[] = ['info', 'warning', 'error', 'success'] satisfies AlertType[];

/**
 * The banners to show now (spec 1 §3: type, text, dismissible, enabled, requireAuth): enabled
 * ones, those that require a sign-in only to a signed-in user, none the user dismissed. A banner is
 * known by its text: the configuration gives banners no id, and a changed text is a new message.
 * @example visibleBanners(config.banners, true, ['Planned maintenance on Sunday'])
 */
export function visibleBanners(banners: readonly Banner[], signedIn: boolean, dismissed: readonly string[]): Banner[] {
  return banners.filter((banner) => banner.enabled && (signedIn || !banner.requireAuth) && !dismissed.includes(banner.text));
}

/** The alert type of a banner: core/schemas lets `type` be free text, so an unknown one is `info`. */
export function bannerAlertType(type: string): AlertType {
  return KNOWN_TYPES.includes(type) ? (type as AlertType) : 'info';
}

function parseDismissed(value: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The configuration's banners, top of the page. A dismissible banner has a Dismiss message button;
 * the dismissal lasts for the browser session (sessionStorage), so an announcement still running
 * shows again on the next visit. The text is shown as text: the configuration is a static file
 * anyone with access to the host may edit, so it is not trusted as HTML.
 */
export function ConfigBanners({ banners, signedIn }: { banners: readonly Banner[]; signedIn: boolean }) {
  const t = useT();
  const [stored, setStored] = useStoredValue(tabStorage, DISMISSED_BANNERS_KEY);
  const dismissed = parseDismissed(stored);
  const shown = visibleBanners(banners, signedIn, dismissed);
  if (shown.length === 0) return null;
  return (
    <section className="shell-chrome-banners" aria-label={t('shell.banners.label')}>
      {shown.map((banner) => (
        <Alert key={banner.text} type={bannerAlertType(banner.type)} className="shell-chrome-banner">
          <p className="shell-chrome-banner__text">{banner.text}</p>
          {banner.dismissible ? (
            <button
              type="button"
              className="portico-button portico-button--secondary shell-chrome-banner__dismiss"
              onClick={(event) => {
                keepFocusOnPage(event.currentTarget);
                setStored(JSON.stringify([...dismissed, banner.text]));
              }}
            >
              {t('shell.banner.dismiss')}
            </button>
          ) : null}
        </Alert>
      ))}
    </section>
  );
}
