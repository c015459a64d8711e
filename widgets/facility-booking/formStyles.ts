/**
 * The booking form's and one booking's CSS, loaded with them and adopted where they render
 * (core/ui `styleRef`, also inside the booking dialog).
 * @example <form ref={styleRef(formsCss)}>…</form>
 */
export const formsCss = `
.portico-facility-booking__when { margin: 0; }
.portico-facility-booking__actions { display: flex; flex-wrap: wrap; gap: var(--_p-space); }
.portico-facility-booking__facts { display: grid; grid-template-columns: max-content 1fr; gap: calc(var(--_p-space) * 0.5) calc(var(--_p-space) * 2); margin: 0; }
.portico-facility-booking__facts dt { font-weight: 600; }
.portico-facility-booking__facts dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
.portico-facility-booking__form, .portico-facility-booking__note-form { display: grid; gap: var(--_p-space); }
.portico-facility-booking__form textarea, .portico-facility-booking__note-form textarea { resize: vertical; }
`;
