/**
 * Shared set-up of the ui's jsdom tests. jsdom 27 has `HTMLDialogElement` but not `showModal()`
 * or `close()`, so they are approximated here: `open` toggles, `showModal` focuses the first
 * focusable descendant (as the dialog focusing steps do) and `close` fires `close` in a later task.
 * Top layer, inertness and Escape are real-browser behaviour, proven in `*.browser.test.tsx`.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '../i18n/en.json';
import { activateCatalogue } from '../i18n';

const focusable = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  // The modal dialogs open now, newest last: Escape asks the newest one to close.
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>(focusable)?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const at = modals.indexOf(this);
    if (at >= 0) modals.splice(at, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  document.addEventListener('keydown', (event) => {
    const newest = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== 'Escape' || !newest) return;
    if (newest.dispatchEvent(new Event('cancel', { cancelable: true }))) newest.close();
  });
}

activateCatalogue(en);

// Vitest runs without globals here, so Testing Library cannot register its own clean-up.
afterEach(() => cleanup());
