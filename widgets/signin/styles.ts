/**
 * The sign-in's own CSS, adopted in its shadow root after core/ui's sheet (core/ui styles the
 * fields, buttons, alerts and error summary; this lays them out). Themed through the same
 * `--portico-*` custom properties.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(signInCss);
 */
export const signInCss = `
.portico-signin { display: grid; gap: calc(var(--portico-space, 0.5rem) * 2); max-width: 28rem; }
.portico-signin__form, .portico-signin__signed-in { display: grid; gap: calc(var(--portico-space, 0.5rem) * 2); }
.portico-signin__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.portico-signin--compact .portico-signin__heading { font-size: 1.125em; }
.portico-signin__intro, .portico-signin__name, .portico-signin__forgot { margin: 0; }
.portico-signin__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--portico-space, 0.5rem); }
.portico-signin__resend { display: grid; gap: var(--portico-space, 0.5rem); justify-items: start; }
.portico-signin--compact { gap: var(--portico-space, 0.5rem); }
`;
