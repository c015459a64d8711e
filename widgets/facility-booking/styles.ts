/**
 * The facility booking view's own CSS, adopted in its shadow root after core/ui's sheet (buttons,
 * inputs, alert, spinner). Colours and spacing come from core/ui's private tokens (`--_p-*`), each
 * resolving a public `--portico-*` custom property or its light or dark default, so a host themes
 * it as the rest. A slot's kind is said in words as well as by its colour and edge (free, taken,
 * yours); the week's seven days sit side by side on a wide screen and wrap on a narrow one.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(facilityBookingCss);
 */
export const facilityBookingCss = `
.portico-facility-booking, .portico-facility-booking__main, .portico-facility-booking__calendar, .portico-facility-booking__upcoming, .portico-facility-booking__detail {
  display: grid;
  gap: calc(var(--_p-space) * 2);
  min-inline-size: 0;
}
.portico-facility-booking__heading, .portico-facility-booking__subheading { margin: 0; line-height: 1.25; }
.portico-facility-booking__heading:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-facility-booking__description, .portico-facility-booking__empty, .portico-facility-booking__range, .portico-facility-booking__back-row { margin: 0; }
.portico-facility-booking__pickers { display: flex; flex-wrap: wrap; gap: var(--_p-space) calc(var(--_p-space) * 3); }
.portico-facility-booking__picker { display: grid; gap: calc(var(--_p-space) * 0.5); min-inline-size: 12rem; }
.portico-facility-booking__picker label { font-weight: 600; }
.portico-facility-booking__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_p-space) calc(var(--_p-space) * 2); }
.portico-facility-booking__nav, .portico-facility-booking__views, .portico-facility-booking__actions { display: flex; flex-wrap: wrap; gap: var(--_p-space); }
.portico-facility-booking__range { font-weight: 600; }
.portico-facility-booking__views [aria-pressed="true"] { box-shadow: inset 0 -0.25rem 0 currentColor; }
.portico-facility-booking__days { display: grid; gap: var(--_p-space); grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); }
.portico-facility-booking__days--1 { grid-template-columns: minmax(0, 1fr); }
.portico-facility-booking__day { display: grid; align-content: start; gap: calc(var(--_p-space) * 0.5); min-inline-size: 0; }
.portico-facility-booking__day-name { margin: 0; font-size: 1em; }
.portico-facility-booking__no-slots { margin: 0; color: var(--_p-text-muted); }
.portico-facility-booking__slots { display: grid; gap: calc(var(--_p-space) * 0.5); margin: 0; padding: 0; list-style: none; }
.portico-facility-booking__slot {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 var(--_p-space);
  padding: calc(var(--_p-space) * 0.5) var(--_p-space);
  border: 1px solid var(--_p-border);
  border-inline-start-width: calc(var(--_p-space) * 0.5);
  border-radius: var(--_p-radius);
  background-color: var(--_p-background);
  cursor: pointer;
}
.portico-facility-booking__slot:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-facility-booking__slot--free { border-inline-start-color: var(--_p-success); }
.portico-facility-booking__slot--free:hover { background-color: var(--_p-success-surface); }
.portico-facility-booking__slot--taken { color: var(--_p-text-muted); border-style: dashed; cursor: default; }
.portico-facility-booking__slot--mine { border-inline-start-color: var(--_p-primary); background-color: var(--_p-info-surface); }
.portico-facility-booking__slot-time { font-variant-numeric: tabular-nums; }
.portico-facility-booking__slot-status { font-size: 0.875em; font-weight: 600; }
.portico-facility-booking__bookings { display: grid; gap: var(--_p-space); margin: 0; padding: 0; list-style: none; }
.portico-facility-booking__item {
  display: grid;
  gap: calc(var(--_p-space) * 0.5);
  justify-items: start;
  padding: calc(var(--_p-space) * 1.5);
  border: 1px solid var(--_p-border);
  border-radius: var(--_p-radius);
}
.portico-facility-booking__item-title { margin: 0; font-size: 1.125em; }
.portico-facility-booking__item-when, .portico-facility-booking__item-note, .portico-facility-booking__when { margin: 0; }
.portico-facility-booking__item-note { overflow-wrap: anywhere; white-space: pre-wrap; }
.portico-facility-booking__facts { display: grid; grid-template-columns: max-content 1fr; gap: calc(var(--_p-space) * 0.5) calc(var(--_p-space) * 2); margin: 0; }
.portico-facility-booking__facts dt { font-weight: 600; }
.portico-facility-booking__facts dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.portico-facility-booking__form, .portico-facility-booking__note-form { display: grid; gap: var(--_p-space); }
.portico-facility-booking__form textarea, .portico-facility-booking__note-form textarea { resize: vertical; }
a.portico-button { text-decoration: none; }
`;
