import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { $config } from '../../core/config';
import { useT } from '../../core/i18n';
import { preferredLanguage, setPreferredLanguage } from '../../core/i18n/preference';
import { Field } from '../../core/ui/Field';
import { Section } from './parts';

/** The languages the configuration offers (spec 1 §3 availableLangs); the section shows only with more than one. */
export function useAvailableLanguages(): readonly string[] {
  const config = useStore($config);
  return config.status === 'ready' ? config.config.availableLangs : [];
}

/** A language's own name for itself (cy: Cymraeg), which a reader of that language finds. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The language (spec 2 §2 settings), where the configuration offers more than one: the choice is
 * kept on the device (core/i18n `setPreferredLanguage`) and the page reloads, since the language
 * file is loaded once, at start. A select and a button, so choosing alone never reloads the page
 * (WCAG 3.2.2).
 * @example {languages.length > 1 ? <LanguageSection languages={languages} /> : null}
 */
export function LanguageSection({ languages, reload = () => globalThis.location.reload() }: { languages: readonly string[]; reload?: () => void }) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState(() => preferredLanguage(languages));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPreferredLanguage(chosen);
    reload();
  };
  return (
    <Section id="language" heading={t('settings.language.title')}>
      <form noValidate aria-label={t('settings.language.title')} onSubmit={apply}>
        <Field id={id} label={t('settings.language.title')} hint={t('settings.language.hint')}>
          <select name="language" value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {languages.map((code) => (
              <option key={code} value={code} lang={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="portico-button">
          {t('settings.language.apply')}
        </button>
      </form>
    </Section>
  );
}
