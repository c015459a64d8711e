/**
 * The calendar's CSS, loaded with it and adopted where it renders (core/ui `styleRef`). A slot's
 * kind is said in words as well as by its colour and edge (free, taken, yours); the week's seven
 * days sit side by side on a wide screen and wrap on a narrow one; the facility's pictures keep
 * their box while they load.
 * @example <section ref={styleRef(calendarCss)}>…</section>
 */
export const calendarCss = `
.portico-facility-booking__allowance, .portico-facility-booking__range { margin: 0; }
.portico-facility-booking__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_p-space) calc(var(--_p-space) * 2); }
.portico-facility-booking__nav, .portico-facility-booking__views { display: flex; flex-wrap: wrap; gap: var(--_p-space); }
.portico-facility-booking__range { font-weight: 600; }
.portico-facility-booking__views [aria-pressed="true"] { box-shadow: inset 0 -0.25rem 0 currentColor; }
.portico-facility-booking__days { display: grid; gap: var(--_p-space); grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); }
.portico-facility-booking__days--1 { grid-template-columns: minmax(0, 1fr); }
.portico-facility-booking__day { display: grid; align-content: start; gap: calc(var(--_p-space) * 0.5); min-inline-size: 0; }
.portico-facility-booking__day-name { margin: 0; font-size: 1em; }
.portico-facility-booking__no-slots { margin: 0; color: var(--_p-text-muted); }
.portico-facility-booking__slots { display: grid; gap: calc(var(--_p-space) * 0.5); }
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
.portico-facility-booking__next-free { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space) calc(var(--_p-space) * 2); }
.portico-facility-booking__next-free p { margin: 0; }
/* The width and height attributes give each picture its box before it loads; cover keeps it. */
.portico-facility-booking__images { display: grid; gap: var(--_p-space); max-inline-size: 37.5rem; }
.portico-facility-booking__image { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 2 / 1; object-fit: cover; border-radius: var(--_p-radius); background-color: var(--_p-border); }
.portico-facility-booking__thumbnails { display: flex; flex-wrap: wrap; gap: var(--_p-space); margin: 0; padding: 0; list-style: none; }
.portico-facility-booking__thumbnails li { inline-size: 10rem; max-inline-size: calc(50% - var(--_p-space)); }
`;
