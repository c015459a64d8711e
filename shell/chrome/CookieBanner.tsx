import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../core/i18n';
import { $cookieConsent, setCookieConsent, type CookieConsent } from '../../core/stores/cookie-consent';
import { keepFocusOnPage } from './focus';

/** spec 1 §4, §9: after a choice the banner stays 5 seconds, then fades for 0.5 seconds. */
export const COOKIE_BANNER_STAY_MS = 5000;
export const COOKIE_BANNER_FADE_MS = 500;

/** The settings page at its cookie preferences (spec 1 §2 settings/privacy-preferences, shell/routes.ts `settingsPrivacy`). */
export const COOKIE_SETTINGS_PATH = '/settings/privacy-preferences';

type Phase = { step: 'ask' } | { step: 'answered'; consent: CookieConsent; fading: boolean } | { step: 'closed' };

/**
 * The cookie banner (spec 1 §2, §4): Reject all and Accept all, equally prominent (the same
 * button style), then a message saying which was chosen with a Close button; after a choice it
 * fades out on its own. It is a labelled region at the top of the page, in the flow rather than
 * fixed over the content, so it never hides a focused control (WCAG 2.4.11), and not a modal: the
 * page stays usable while the question is open. It asks only while no answer is stored
 * (core/stores `$cookieConsent`, key `portico.cookieConsent`), and not on the sign-up routes
 * (`hidden`), whose step 3 asks the same question in its form.
 *
 * The follow-up message links to the cookie preferences of the settings page (spec 1 §2:
 * settings/privacy-preferences), where the answer can be changed later.
 */
export function CookieBanner({ hidden }: { hidden: boolean }) {
  const t = useT();
  const titleId = useId();
  const stored = useStore($cookieConsent);
  const [phase, setPhase] = useState<Phase>({ step: 'ask' });
  const section = useRef<HTMLElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  const answered = phase.step === 'answered' ? phase.consent : null;
  useEffect(() => {
    if (!answered) return;
    // The choice removed the button that had focus: the message takes it, and is read out.
    message.current?.focus();
    const fade = setTimeout(() => setPhase({ step: 'answered', consent: answered, fading: true }), COOKIE_BANNER_STAY_MS);
    const close = setTimeout(() => {
      keepFocusOnPage(section.current);
      setPhase({ step: 'closed' });
    }, COOKIE_BANNER_STAY_MS + COOKIE_BANNER_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(close);
    };
  }, [answered]);

  if (hidden || phase.step === 'closed' || (phase.step === 'ask' && stored !== null)) return null;

  const choose = (consent: CookieConsent) => {
    setCookieConsent(consent);
    setPhase({ step: 'answered', consent, fading: false });
  };
  const fading = phase.step === 'answered' && phase.fading;

  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      className={['portico-ui', 'shell-cookie-banner', fading ? 'shell-cookie-banner--fading' : ''].filter(Boolean).join(' ')}
    >
      <h2 id={titleId} className="shell-cookie-banner__title">
        {t('shell.cookieBanner.title')}
      </h2>
      {phase.step === 'ask' ? (
        <>
          <p className="shell-cookie-banner__text">{t('shell.cookieBanner.text')}</p>
          <div className="shell-cookie-banner__actions">
            <button type="button" className="portico-button" onClick={() => choose('rejected')}>
              {t('shell.cookieBanner.rejectAll')}
            </button>
            <button type="button" className="portico-button" onClick={() => choose('accepted')}>
              {t('shell.cookieBanner.acceptAll')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p ref={message} tabIndex={-1} className="shell-cookie-banner__text">
            {t(phase.consent === 'accepted' ? 'shell.cookieBanner.accepted' : 'shell.cookieBanner.rejected')}{' '}
            <a href={COOKIE_SETTINGS_PATH}>{t('shell.cookieBanner.settingsLink')}</a>
          </p>
          <div className="shell-cookie-banner__actions">
            <button
              type="button"
              className="portico-button portico-button--secondary"
              onClick={(event) => {
                keepFocusOnPage(event.currentTarget);
                setPhase({ step: 'closed' });
              }}
            >
              {t('common.close')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
