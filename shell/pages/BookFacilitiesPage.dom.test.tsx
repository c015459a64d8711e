import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import { sampleDevelopment, sampleElmCourt } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { App } from '../App';
import { $router } from '../router';

const list = (developments: Development[]): ExampleAnswer => ({ status: 200, body: { data: { developments } } });

describe('/book-facilities (spec 2 §2)', () => {
  it('takes a resident straight to their first development with facilities booking, keeping the facility and booking asked for', async () => {
    startPage(signedIn, { 'GET /developments': list([sampleElmCourt, sampleDevelopment]) });
    act(() => $router.open('/book-facilities?facilityId=fac-1&bookingId=bkg-1'));
    render(<App />);
    await screen.findByRole('heading', { level: 1, name: t('routes.bookFacilities') });
    await waitFor(() => expect($router.get()?.route).toBe('bookFacilities'));
    expect($router.get()).toMatchObject({
      route: 'bookFacilities',
      params: { developmentId: sampleIds.riversideWharf },
      search: { facilityId: 'fac-1', bookingId: 'bkg-1' },
    });
    expect(document.title).toContain(t('routes.bookFacilities'));
  });

  it('leaves it to the component to say there is nothing to book when no development has facilities booking; the header has no link', async () => {
    startPage(signedIn, { 'GET /developments': list([sampleElmCourt]) });
    act(() => $router.open('/book-facilities'));
    render(<App />);
    await screen.findByText(t('facilities.empty'));
    expect($router.get()?.path).toBe('/book-facilities');
    // The header's signed-in part renders in its turn, after the first paint (shell/renderTurn.tsx).
    const nav = within(await screen.findByRole('navigation', { name: t('shell.nav.label') }));
    expect(nav.queryByRole('link', { name: t('routes.bookFacilities') })).toBeNull();
  });

  it('links Book facilities in the header for a customer with a development that has facilities booking', async () => {
    startPage(signedIn, { 'GET /developments': list([sampleElmCourt, sampleDevelopment]) });
    act(() => $router.open('/dashboard'));
    render(<App />);
    // The header's signed-in part renders in its turn, after the first paint (shell/renderTurn.tsx).
    const nav = within(await screen.findByRole('navigation', { name: t('shell.nav.label') }));
    const link = await nav.findByRole('link', { name: t('routes.bookFacilities') });
    expect(link.getAttribute('href')).toBe(`/book-facilities/${sampleIds.riversideWharf}`);
  });
});
