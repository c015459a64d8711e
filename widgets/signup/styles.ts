/**
 * The sign-up's own CSS, adopted in its shadow root after core/ui's sheet (which styles fields,
 * buttons and alerts): the steps panel beside the form on wide screens, above it on narrow ones.
 * Themed through the same `--portico-*` custom properties.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(signupCss);
 */
export const signupCss = `
.portico-signup { display: grid; gap: calc(var(--_p-space) * 3); }
@media (min-width: 48rem) { .portico-signup { grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr); align-items: start; } }
.portico-signup__steps { padding: calc(var(--_p-space) * 2); border: 1px solid var(--_p-border); border-radius: var(--_p-radius); }
.portico-signup__steps ol { display: grid; gap: calc(var(--_p-space) * 1.5); margin: 0; padding: 0; list-style: none; }
.portico-signup__step { display: grid; grid-template-columns: auto 1fr; column-gap: var(--_p-space); align-items: center; color: var(--_p-text-muted); }
.portico-signup__step-number { display: inline-grid; place-items: center; inline-size: 2rem; block-size: 2rem; border: 2px solid currentColor; border-radius: 50%; font-weight: 700; }
.portico-signup__step--current { color: var(--_p-text); font-weight: 700; }
.portico-signup__step--current .portico-signup__step-number { color: var(--_p-on-primary); background-color: var(--_p-primary); border-color: var(--_p-primary); }
.portico-signup__step--done .portico-signup__step-number { color: var(--_p-success); }
.portico-signup__step-note { grid-column: 2; font-size: 0.875em; color: var(--_p-success); font-weight: 600; }
.portico-signup__main { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-signup__progress { margin: 0; color: var(--_p-text-muted); }
.portico-signup__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.portico-signup__heading:focus { outline: none; }
.portico-signup__heading:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-signup__form { display: grid; gap: var(--_p-space); }
.portico-signup__group { margin: 0 0 calc(var(--_p-space) * 2); padding: calc(var(--_p-space) * 2); border: 1px solid var(--_p-border); border-radius: var(--_p-radius); display: grid; gap: var(--_p-space); }
.portico-signup__group legend { padding: 0 calc(var(--_p-space) * 0.5); }
.portico-signup__group-heading { margin: 0; font-size: 1.125em; }
.portico-signup__checkbox { display: grid; grid-template-columns: auto 1fr; column-gap: var(--_p-space); align-items: center; min-block-size: 2.75rem; }
.portico-signup__checkbox input { inline-size: 1.5rem; block-size: 1.5rem; margin: 0; accent-color: var(--_p-primary); }
.portico-signup__hint { grid-column: 2; margin: 0; color: var(--_p-text-muted); }
.portico-signup__preview { display: flex; flex-wrap: wrap; gap: calc(var(--_p-space) * 2); align-items: center; margin-block-end: calc(var(--_p-space) * 2); }
.portico-signup__preview img { block-size: auto; border-radius: 50%; }
.portico-signup__terms p, .portico-signup__done { margin: 0; }
.portico-signup__terms ul { margin: var(--_p-space) 0 0; padding-inline-start: 1.25rem; }
.portico-signup__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space); }
`;
