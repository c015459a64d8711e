/**
 * The notification preferences view's own CSS, adopted in its shadow root after core/ui's sheet
 * (buttons, inputs, alert, spinner; the field and error summary adopt their own). Colours and
 * spacing come from core/ui's private tokens (`--_p-*`), so a host themes it as the rest and the
 * dark scheme follows. Checkboxes are the native ones in the primary colour, 24px with a 44px row,
 * each label beside its box and clickable.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(notificationPreferencesCss);
 */
export const notificationPreferencesCss = `
:host { --portico-loading-height: 28rem; }
.portico-notification-preferences, .portico-notification-preferences__body { display: grid; gap: calc(var(--_p-space) * 2); min-inline-size: 0; }
.portico-notification-preferences__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.portico-notification-preferences__text, .portico-notification-preferences__question { margin: 0; }
.portico-notification-preferences__notice:empty { display: none; }
.portico-notification-preferences__choices { margin: 0 0 calc(var(--_p-space) * 2); padding: 0; border: 0; min-inline-size: 0; }
.portico-notification-preferences__legend { margin-block-end: var(--_p-space); padding: 0; font-weight: 600; }
.portico-notification-preferences__choice { display: flex; align-items: center; gap: var(--_p-space); min-block-size: 2.75rem; }
.portico-notification-preferences__choice input { flex: none; inline-size: 1.5rem; block-size: 1.5rem; margin: 0; accent-color: var(--_p-primary); cursor: pointer; }
.portico-notification-preferences__choice label { cursor: pointer; }
.portico-notification-preferences__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_p-space); }
.portico-notification-preferences__unsubscribe {
  display: grid;
  gap: var(--_p-space);
  padding-block-start: calc(var(--_p-space) * 2);
  border-block-start: 1px solid var(--_p-border);
}
.portico-notification-preferences__confirm {
  display: grid;
  gap: calc(var(--_p-space) * 1.5);
  padding: calc(var(--_p-space) * 2);
  border: 1px solid var(--_p-warning);
  border-inline-start-width: 0.375rem;
  border-radius: var(--_p-radius);
  background-color: var(--_p-warning-surface);
}
.portico-notification-preferences__question { font-weight: 600; }
`;
