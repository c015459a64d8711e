/**
 * The statement's own CSS, adopted in its shadow root after core/ui's sheet (and by `styleRef`
 * where the component renders outside an element). Themed through the `--portico-*` custom
 * properties (the `--_p-*` tokens resolve them, light and dark). The print rules hide the
 * controls and show every filtered line; `printDocumentCss` (print.ts) hides the host page.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(statementCss);
 */
export const statementCss = `
:host { --portico-loading-height: 30rem; } .portico-signed-out { --portico-loading-height: 5.25rem; }
.portico-statement-frame { display: grid; gap: calc(var(--_p-space) * 2); }
.portico-statement { display: grid; gap: calc(var(--_p-space) * 3); min-inline-size: 0; }
.portico-statement__back { margin: 0; }
.portico-statement__header { display: grid; gap: var(--_p-space); }
.portico-statement__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.portico-statement__to-date { margin: 0; color: var(--_p-text-muted); }
.portico-statement__details {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: calc(var(--_p-space) * 2);
  margin: 0;
}
.portico-statement__detail { display: grid; gap: calc(var(--_p-space) * 0.25); align-content: start; }
.portico-statement__detail dt { color: var(--_p-text-muted); font-weight: 600; }
.portico-statement__detail dd { margin: 0; overflow-wrap: anywhere; }
.portico-statement__balance { font-size: 1.25em; font-weight: 700; font-variant-numeric: tabular-nums; }
.portico-statement__actions { display: flex; flex-wrap: wrap; gap: var(--_p-space); }
.portico-statement__filter { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 0 calc(var(--_p-space) * 3); }
.portico-statement__filter .portico-field { margin-block-end: 0; min-inline-size: 12rem; }
.portico-statement__lines { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-statement__notes { display: grid; gap: var(--_p-space); }
.portico-statement__notes-heading { margin: 0; font-size: 1.125em; }
.portico-statement__empty { margin: 0; }
.portico-statement__pay { display: grid; gap: calc(var(--_p-space) * 2); }
.portico-statement__pay section { display: grid; gap: var(--_p-space); }
.portico-statement__pay h3 { margin: 0; font-size: 1.0625em; }
.portico-statement__pay p { margin: 0; }
.portico-statement__bank { display: grid; grid-template-columns: max-content 1fr; gap: calc(var(--_p-space) * 0.5) calc(var(--_p-space) * 2); margin: 0; }
.portico-statement__bank dt { font-weight: 600; }
.portico-statement__bank dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.portico-statement__print-table { display: none; }

@media print {
  :host, .portico-ui { color-scheme: light !important; }
  .portico-statement__back,
  .portico-statement__actions,
  .portico-statement__filter,
  .portico-statement__paginator,
  .portico-statement--printing .portico-statement__screen-table { display: none !important; }
  .portico-statement__print-table { display: block; }
  .portico-statement__print-table .portico-table-wrap { overflow: visible; }
  .portico-statement__print-table tr { break-inside: avoid; }
  .portico-statement__print-table thead { display: table-header-group; }
}
`;
