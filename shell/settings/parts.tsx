import { useId, type ReactNode } from 'react';
import { useT } from '../../core/i18n';
import { Spinner } from '../../core/ui/Spinner';
import { styleRef } from '../../core/ui/styles';

// The settings page's own CSS, adopted where it renders (core/ui `styleRef`), so it travels in the
// page's chunk and needs no stylesheet of the shell's HTML.
const settingsCss = `
.shell-settings { display: grid; gap: 2rem; max-inline-size: 48rem; }
.shell-settings__section { display: grid; gap: 0.75rem; padding-block-start: 1.5rem; border-block-start: 1px solid var(--_p-border); scroll-margin-block-start: 1rem; }
.shell-settings__section > h2 { margin: 0; }
.shell-settings__section p { margin: 0; }
.shell-settings fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
.shell-settings legend { font-weight: 600; margin-block-end: 0.5rem; padding: 0; }
.shell-settings__check { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 0.5rem; align-items: start; margin-block-end: 0.5rem; }
.shell-settings__check input { inline-size: 1.5rem; block-size: 1.5rem; margin: 0; }
.shell-settings__check p { grid-column: 2; color: var(--_p-text-muted); }
.shell-settings__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.shell-settings__picture { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.shell-settings__picture img { inline-size: 132px; block-size: auto; border-radius: 50%; }
.shell-settings__nav ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0; padding: 0; list-style: none; }
`;

/**
 * One section of the page: a region named by its h2, with an id the page's contents link to.
 * @example <Section id="password" heading={t('common.password')}>...</Section>
 */
export function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="shell-settings__section">
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The page's layout around its sections (and its CSS).
 * @example <SettingsLayout><Section ... /></SettingsLayout>
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    // portico-ui: the ui's colour tokens (light and dark) for the hints and rules below.
    <div ref={styleRef(settingsCss)} className="portico-ui shell-settings">
      {children}
    </div>
  );
}

/**
 * A checkbox with its label and an optional hint that describes it.
 * @example <Checkbox name="urgentNewsEmail" label={t('common.newsPreferences.urgentNewsEmail')} checked={v} onChange={set} />
 */
export function Checkbox({ name, label, hint, checked, onChange }: { name: string; label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="shell-settings__check">
      <input type="checkbox" id={id} name={name} checked={checked} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
      {hint ? <p id={`${id}-hint`}>{hint}</p> : null}
    </div>
  );
}

/**
 * A form's submit button, marked busy (not disabled, so it keeps focus) while the save is out.
 * @example <SaveButton pending={form.pending} />
 */
export function SaveButton({ pending, label }: { pending: boolean; label?: string }) {
  const t = useT();
  return (
    <div className="shell-settings__actions">
      <button type="submit" className="portico-button" aria-disabled={pending || undefined}>
        {label ?? t('common.save')}
      </button>
      {pending ? <Spinner hideLabel /> : null}
    </div>
  );
}
