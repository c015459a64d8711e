/**
 * The requests view's own CSS, adopted in its shadow root after core/ui's sheet (buttons, inputs,
 * alert, spinner, field, dialog). Colours and spacing come from core/ui's private tokens
 * (`--_p-*`), each of which resolves a public `--portico-*` custom property or its light or dark
 * default, so a host themes the requests as the rest and the dark scheme follows. Text sits on
 * the background or on the status surfaces with its status colour, pairs that pass AA in both
 * schemes; the status badge carries its word, never colour alone.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(requestsCss);
 */
export const requestsCss = `
:host { --portico-loading-height: 36rem; } .portico-signed-out { --portico-loading-height: 5.25rem; }
.portico-requests, .portico-requests__raise { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-requests__list-view, .portico-requests__detail, .portico-requests__ticket, .portico-requests__success { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-requests__heading { margin: 0; font-size: 1.5em; line-height: 1.25; overflow-wrap: anywhere; }
.portico-requests__heading:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-requests__subheading { margin: 0; font-size: 1.125em; }
.portico-requests__raise-row, .portico-requests__back-row { margin: 0; }
.portico-requests__empty, .portico-requests__closed, .portico-requests__note { margin: 0; color: var(--_p-text-muted); }
.portico-requests__closed { padding: calc(var(--_p-space) * 1.5); border: 1px solid var(--_p-border); border-radius: var(--_p-radius); }
.portico-requests__list { display: grid; gap: calc(var(--_p-space) * 1.5); margin: 0; padding: 0; list-style: none; }
.portico-requests__item {
  display: grid;
  gap: calc(var(--_p-space) * 0.5);
  justify-items: start;
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
  background-color: var(--_p-background);
}
.portico-requests__title { margin: 0; font-size: 1.125em; line-height: 1.3; overflow-wrap: anywhere; }
.portico-requests__title a { color: var(--_p-primary); }
.portico-requests__open, .portico-requests__file {
  padding: 0;
  border: 0;
  background: none;
  color: var(--_p-primary);
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
}
.portico-requests__open:focus-visible, .portico-requests__file:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-requests__status {
  display: inline-block;
  padding: 0 var(--_p-space);
  border: 1px solid currentColor;
  border-radius: var(--_p-radius);
  color: var(--_p-info);
  background-color: var(--_p-info-surface);
  font-size: 0.875em;
  font-weight: 700;
}
.portico-requests__status--resolved { color: var(--_p-success); background-color: var(--_p-success-surface); }
.portico-requests__status--closed { color: var(--_p-text-muted); background-color: var(--_p-background); }
.portico-requests__status--in-progress { color: var(--_p-warning); background-color: var(--_p-warning-surface); }
.portico-requests__dates { margin: 0; color: var(--_p-text-muted); display: flex; flex-wrap: wrap; gap: 0 calc(var(--_p-space) * 2); }
.portico-requests__description { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.portico-requests__attachments { margin: 0; padding-inline-start: calc(var(--_p-space) * 3); }
.portico-requests__feed { display: grid; gap: var(--_p-space); margin: 0; padding: 0; list-style: none; }
.portico-requests__event { padding: var(--_p-space) calc(var(--_p-space) * 1.5); border-inline-start: calc(var(--_p-space) * 0.5) solid var(--_p-border); }
.portico-requests__event--staff { border-inline-start-color: var(--_p-primary); }
.portico-requests__event-meta { margin: 0; color: var(--_p-text-muted); }
.portico-requests__event-meta strong { color: var(--_p-text); }
.portico-requests__event-text { margin: calc(var(--_p-space) * 0.5) 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
/* One column as wide as the form, never wider: a file input's own width (wider than a phone's dialog) would otherwise set it. */
.portico-requests__form, .portico-requests__composer { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0; min-inline-size: 0; }
.portico-requests__phones { margin-block-end: calc(var(--_p-space) * 2); }
.portico-requests__phones p { margin: 0; }
.portico-requests__note { margin-block-end: calc(var(--_p-space) * 2); }
.portico-requests__create-error { margin-block-end: calc(var(--_p-space) * 2); }
.portico-requests__message { display: flex; flex-direction: column; gap: calc(var(--_p-space) * 0.5); margin-block-end: calc(var(--_p-space) * 2); }
.portico-requests__message--invalid { padding-inline-start: calc(var(--_p-space) * 1.5); border-inline-start: 0.25rem solid var(--_p-error); }
.portico-requests__label { font-weight: 600; }
.portico-requests__count { margin: 0; color: var(--_p-text-muted); }
.portico-requests__count--over { color: var(--_p-error); font-weight: 600; }
.portico-requests__radios { margin: 0 0 calc(var(--_p-space) * 3); padding: 0; border: 0; min-inline-size: 0; }
.portico-requests__radios--invalid { padding-inline-start: calc(var(--_p-space) * 1.5); border-inline-start: 0.25rem solid var(--_p-error); }
.portico-requests__legend { margin-block-end: calc(var(--_p-space) * 0.5); padding: 0; font-weight: 600; }
.portico-requests__radio { display: flex; align-items: center; gap: var(--_p-space); min-block-size: 2.75rem; }
.portico-requests__radio input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; accent-color: var(--_p-primary); }
.portico-requests__radio input:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-requests__error { margin: 0 0 calc(var(--_p-space) * 0.5); color: var(--_p-error); font-weight: 600; }
.portico-requests__files { display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(var(--_p-space) * 0.5); margin-block-end: calc(var(--_p-space) * 3); justify-items: start; }
.portico-requests__files-label { font-weight: 600; }
.portico-requests__hint { margin: 0; color: var(--_p-text-muted); }
.portico-requests__problems { margin: 0; padding-inline-start: calc(var(--_p-space) * 3); color: var(--_p-error); font-weight: 600; }
.portico-requests__file-input { max-inline-size: 100%; color: var(--_p-text); font: inherit; }
.portico-requests__file-input::file-selector-button {
  margin-inline-end: var(--_p-space);
  padding: calc(var(--_p-space) * 0.75) calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-primary);
  border-radius: var(--_p-radius);
  color: var(--_p-primary);
  background-color: var(--_p-background);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.portico-requests__file-input:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-requests__upload-list { display: grid; gap: calc(var(--_p-space) * 0.5); margin: 0; padding: 0; list-style: none; inline-size: 100%; }
.portico-requests__upload { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space); }
.portico-requests__upload-name { overflow-wrap: anywhere; }
.portico-requests__progress { inline-size: 10rem; accent-color: var(--_p-primary); }
.portico-requests__upload-state { color: var(--_p-success); font-weight: 600; }
.portico-requests__upload-state--failed { color: var(--_p-error); }
.portico-requests__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space); margin: 0; }
.portico-requests__partial { margin-block-end: calc(var(--_p-space) * 2); }
.portico-requests__partial p { margin: 0 0 var(--_p-space); }
a.portico-button { text-decoration: none; }
`;
