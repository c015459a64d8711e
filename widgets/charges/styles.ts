/**
 * The charges view's own CSS, adopted in its shadow root after core/ui's sheet (which styles the
 * buttons, alerts and spinner; the table and dialog bring their own). Colours and spacing come
 * from core/ui's private tokens (`--_p-*`), each of which resolves a public `--portico-*` custom
 * property or its light or dark default, so a host themes this view as it themes the rest and the
 * dark scheme follows. The list and the detail panel sit side by side where the view is wide
 * enough and wrap below each other where it is not (a narrow column on a wide screen).
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(chargesCss);
 */
export const chargesCss = `
:host { --portico-loading-height: 25rem; } .portico-signed-out { --portico-loading-height: 5.25rem; }
.portico-charges { display: grid; gap: calc(var(--_p-space) * 3); }
.portico-charges__empty { margin: 0; color: var(--_p-text-muted); }

.portico-charges__summary {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--_p-space) calc(var(--_p-space) * 2);
  margin: 0;
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
  background-color: var(--_p-surface);
}
.portico-charges__summary dt { font-weight: 600; }
.portico-charges__summary dd { margin: 0; font-size: 1.375em; font-weight: 700; }
.portico-charges__amount, .portico-amount { font-variant-numeric: tabular-nums; white-space: nowrap; }
.portico-amount__label { font-weight: 600; }

.portico-charges__layout {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: calc(var(--_p-space) * 3);
  align-items: start;
}
.portico-charges__developments { display: grid; gap: calc(var(--_p-space) * 3); min-inline-size: 0; }
.portico-charges__development-heading, .portico-charges__detail-heading { margin: 0 0 var(--_p-space); font-size: 1.25em; line-height: 1.3; }

.portico-charges__choice {
  display: inline-flex;
  align-items: center;
  min-block-size: 1.5rem;
  padding: 0;
  border: 0;
  font: inherit;
  font-weight: 600;
  text-align: start;
  color: var(--_p-primary);
  background: none;
  text-decoration: underline;
  text-decoration-thickness: from-font;
  text-underline-offset: 0.15em;
  cursor: pointer;
}
.portico-charges__choice:hover { text-decoration-thickness: 2px; }
.portico-charges__choice[aria-current="true"] { color: var(--_p-text); text-decoration: none; }
/* The selected premises' row: a tinted background and a bar at its start, not colour alone. */
.portico-charges__premises tr:has([aria-current="true"]) > * { background-color: var(--_p-info-surface); }
.portico-charges__premises tr:has([aria-current="true"]) > :first-child { box-shadow: inset 0.25rem 0 0 var(--_p-primary); }

.portico-charges__detail {
  display: grid;
  gap: calc(var(--_p-space) * 2);
  min-inline-size: 0;
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
  background-color: var(--_p-surface);
}
.portico-charges__detail-heading { margin: 0; }
.portico-charges__detail-development { margin: 0; color: var(--_p-text-muted); }
.portico-charges__overlay .portico-charges__detail-development { margin-block-end: calc(var(--_p-space) * 2); }

.portico-charges__accounts { display: grid; gap: calc(var(--_p-space) * 2); margin: 0; padding: 0; list-style: none; }
.portico-charges__account-card {
  display: grid;
  gap: calc(var(--_p-space) * 1.5);
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
}
.portico-charges__account-heading { margin: 0; font-size: 1.125em; line-height: 1.3; }
.portico-charges__account-details {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: calc(var(--_p-space) * 0.5) calc(var(--_p-space) * 2);
  margin: 0;
}
.portico-charges__account-details dt { font-weight: 600; }
.portico-charges__account-details dd { margin: 0; overflow-wrap: anywhere; }
.portico-charges__account-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space) calc(var(--_p-space) * 2); }
.portico-charges__statement-link { display: inline-flex; align-items: center; min-block-size: 2.75rem; font-weight: 600; }
`;
