/**
 * The news view's own CSS, adopted in its shadow root after core/ui's sheet (buttons, inputs,
 * alert, spinner). Colours and spacing come from core/ui's private tokens (`--_p-*`), each of
 * which resolves a public `--portico-*` custom property or its light or dark default, so a host
 * themes the news as the rest and the dark scheme follows. The badges pair a colour with the
 * category's word, text on the status surface colours, which pass AA in both schemes.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(newsCss);
 */
export const newsCss = `
:host { --portico-loading-height: 40rem; } .portico-signed-out { --portico-loading-height: 5.25rem; }
.portico-news { display: grid; gap: calc(var(--_p-space) * 2); }
.portico-news__feed, .portico-news__single { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-news__controls { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--_p-space) calc(var(--_p-space) * 3); }
.portico-news__control { display: grid; gap: calc(var(--_p-space) * 0.5); min-inline-size: 12rem; }
.portico-news__control--search { flex: 1 1 16rem; }
.portico-news__control label { font-weight: 600; }
.portico-news__hint { margin: 0; color: var(--_p-text-muted); font-size: 0.875em; }
.portico-news__status { margin: 0; color: var(--_p-text-muted); }
.portico-news__list { display: grid; gap: calc(var(--_p-space) * 2); margin: 0; padding: 0; list-style: none; }
.portico-news__item {
  display: grid;
  gap: var(--_p-space);
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-border);
  border-inline-start-width: calc(var(--_p-space) * 0.5);
  border-radius: var(--_p-radius);
  background-color: var(--_p-background);
  scroll-margin-block-start: calc(var(--_p-space) * 2);
}
.portico-news__item:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-news__item--urgent { border-inline-start-color: var(--_p-error); }
.portico-news__item--important { border-inline-start-color: var(--_p-warning); }
.portico-news__header { display: grid; gap: calc(var(--_p-space) * 0.5); justify-items: start; }
.portico-news__title { margin: 0; font-size: 1.25em; line-height: 1.3; overflow-wrap: anywhere; }
.portico-news__title a { color: var(--_p-primary); }
.portico-news__badge {
  display: inline-block;
  padding: 0 var(--_p-space);
  border: 1px solid currentColor;
  border-radius: var(--_p-radius);
  font-size: 0.875em;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
}
.portico-news__badge--urgent { color: var(--_p-error); background-color: var(--_p-error-surface); }
.portico-news__badge--important { color: var(--_p-warning); background-color: var(--_p-warning-surface); }
.portico-news__byline { display: flex; align-items: center; gap: var(--_p-space); }
.portico-news__author-image { inline-size: 2.5rem; block-size: 2.5rem; border-radius: 50%; object-fit: cover; flex: none; }
.portico-news__posted { margin: 0; color: var(--_p-text-muted); }
.portico-news__description > * > :first-child { margin-block-start: 0; }
.portico-news__description > * > :last-child { margin-block-end: 0; }
.portico-news__files { display: grid; gap: calc(var(--_p-space) * 0.5); }
.portico-news__files-heading { margin: 0; font-size: 1em; }
.portico-news__files ul { margin: 0; padding-inline-start: calc(var(--_p-space) * 3); }
.portico-news__files a, .portico-news__file-button { color: var(--_p-primary); }
.portico-news__file-button { padding: 0; border: 0; background: none; font: inherit; text-decoration: underline; cursor: pointer; }
.portico-news__file-button:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-news__not-found { margin: 0; }
.portico-news__view-all-row, .portico-news__more-row { margin: 0; }
a.portico-button { text-decoration: none; }
`;
