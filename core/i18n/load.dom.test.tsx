import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fetchByUrl } from '../testing/static-files';
import { DialogHost } from '../ui';
import { $activeLanguage, $language, loadLanguage } from './index';

// jsdom 27 has no `showModal()` or `close()`; toggling `open` is all this test needs
// (core/ui/testSetup.dom.ts is not used: it activates the whole English catalogue, which this page
// must not have).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

afterEach(() => cleanup());

test('a page whose language file fails shows the Language file error dialog in English, buttons included', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect($activeLanguage.get()).toBeNull();
  render(<DialogHost onReload={() => undefined} />);

  // No showErrorDialog option: the loader goes through core/ui's dialog store, as on a real page.
  await act(() => loadLanguage({ availableLangs: ['en'] }, { fetch: fetchByUrl({ '/i18n/en.json': { status: 404 } }) }));

  expect($language.get()).toEqual({ status: 'error', lang: 'en' });
  const dialog = screen.getByRole('dialog', { name: 'Language file' });
  within(dialog).getByText("Couldn't load language file");
  within(dialog).getByRole('button', { name: 'Reload the page' });
  within(dialog).getByRole('button', { name: 'Close' });
  error.mockRestore();
});
