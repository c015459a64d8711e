// Test support for link clicks in DOM tests (not part of the public surface): the clicks a user
// makes to open a link in a new tab or window, and whether a click was cancelled.
import { fireEvent } from '@testing-library/react';

/** The clicks meant for another tab or window: the browser's to handle, never the host's. */
export const NEW_TAB_CLICKS: readonly (readonly [string, MouseEventInit])[] = [
  ['Ctrl-click', { ctrlKey: true }],
  ['Cmd-click', { metaKey: true }],
  ['Shift-click', { shiftKey: true }],
  ['Alt-click', { altKey: true }],
  ['middle click', { button: 1 }],
];

/**
 * Clicks `link` with `init` and answers whether the click reached the document cancelled; the
 * click is then cancelled anyway, so jsdom does not try to navigate.
 * @example expect(clickCancelled(link, { ctrlKey: true })).toBe(false);
 */
export function clickCancelled(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let cancelled = false;
  const record = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  try {
    fireEvent.click(link, init);
  } finally {
    document.removeEventListener('click', record);
  }
  return cancelled;
}
