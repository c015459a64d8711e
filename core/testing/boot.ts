// The one boot mock of the DOM tests (not part of the public surface): the page boot
// (configuration, language, user) is the element factory's and is tested with it; a widget's
// tests start with the page booted already, as `startPage` (page.ts) sets it up.
//   vi.mock('../../core/elements/boot', () => import('../../core/testing/boot'));

/** The boot has finished: `startPage` has set the configuration, language and session. */
export function bootPage(): Promise<void> {
  return Promise.resolve();
}

/** Loading the signed-in user did not fail. */
export function bootUserFailure(): null {
  return null;
}
