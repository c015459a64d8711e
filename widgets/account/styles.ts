/**
 * The account card's own CSS, adopted in its shadow root after core/ui's sheet.
 * @example const sheet = new CSSStyleSheet(); sheet.replaceSync(accountCss);
 */
export const accountCss = `
:host { --portico-loading-height: 12rem; } .portico-signed-out { --portico-loading-height: 21.5rem; }
.portico-account { display: grid; gap: calc(var(--portico-space, 0.5rem) * 2); max-width: 32rem; }
.portico-account__heading { margin: 0; font-size: 1.5em; line-height: 1.25; }
.portico-account__details { display: grid; grid-template-columns: max-content 1fr; gap: var(--portico-space, 0.5rem) calc(var(--portico-space, 0.5rem) * 3); margin: 0; }
.portico-account__details dt { font-weight: 600; }
.portico-account__details dd { margin: 0; overflow-wrap: anywhere; }
.portico-account__roles { margin: 0; padding: 0; list-style: none; }
.portico-account__actions { display: flex; align-items: center; gap: var(--portico-space, 0.5rem); }
`;
