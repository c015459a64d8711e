/**
 * The facility booking view's own CSS, adopted in its shadow root after core/ui's sheet (buttons,
 * inputs, alert, spinner): the frame, the pickers and the upcoming bookings. The calendar's CSS
 * (calendarStyles.ts) and the forms' (formStyles.ts) come with their chunks, loaded on demand, and
 * are adopted where they render (core/ui `styleRef`). Colours and spacing come from core/ui's
 * private tokens (`--_p-*`), each resolving a public `--portico-*` custom property or its light or
 * dark default, so a host themes it as the rest.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(facilityBookingCss);
 */
export const facilityBookingCss = `
:host { --portico-loading-height: 30rem; } .portico-signed-out { --portico-loading-height: 5.25rem; }
.portico-facility-booking, .portico-facility-booking__main, .portico-facility-booking__calendar, .portico-facility-booking__upcoming, .portico-facility-booking__detail {
  display: grid;
  gap: calc(var(--_p-space) * 2);
  min-inline-size: 0;
}
.portico-facility-booking__heading, .portico-facility-booking__subheading { margin: 0; line-height: 1.25; }
.portico-facility-booking__heading:focus-visible { outline: var(--_p-focus-width) solid var(--_p-focus); outline-offset: 2px; }
.portico-facility-booking__description, .portico-facility-booking__empty, .portico-facility-booking__back-row { margin: 0; }
.portico-facility-booking__picker { display: grid; gap: calc(var(--_p-space) * 0.5); justify-self: start; min-inline-size: 12rem; }
.portico-facility-booking__picker label { font-weight: 600; }
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
.portico-facility-booking__item-when, .portico-facility-booking__item-note { margin: 0; }
.portico-facility-booking__item-note { overflow-wrap: anywhere; white-space: pre-wrap; }
a.portico-button { text-decoration: none; }
`;
