import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../core/ui/testSetup.dom';
import { t } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import { sampleUser } from '../../core/testing/samples/account';
import { sampleDevelopment, sampleElmCourt, sampleHarbourLofts } from '../../core/testing/samples/developments';
import { sampleIds } from '../../core/testing/samples/ids';
import { signedIn, type ExampleAnswer } from '../../core/testing/examples';
import { startPage } from '../../core/testing/page';
import { Header } from '../Header';
import { MyDevelopments } from '../MyDevelopments';
import { $router } from '../router';
import { DevelopmentsPage } from './DevelopmentsPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = (developments: Development[]): ExampleAnswer => ({ status: 200, body: { data: { developments } } });
const three = list([sampleDevelopment, sampleElmCourt, sampleHarbourLofts]);

describe('DevelopmentsPage (spec 1 §2 Developments list)', () => {
  it('shows a spinner while loading, then one tile per development leading to its news tab, the first large and the second medium', async () => {
    let answer: (value: ExampleAnswer) => void = () => undefined;
    const pending = new Promise<ExampleAnswer>((resolve) => (answer = resolve));
    const calls = startPage(signedIn, { 'GET /developments': () => pending });
    render(<DevelopmentsPage />);
    screen.getByRole('heading', { level: 1, name: t('routes.developments') });
    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    await act(async () => answer(three));
    const riverside = await screen.findByRole('link', { name: 'Riverside Wharf' });
    expect(riverside.getAttribute('href')).toBe(`/developments/${sampleIds.riversideWharf}/news`);
    expect(screen.getByRole('link', { name: 'Elm Court' }).getAttribute('href')).toBe(`/developments/${sampleIds.elmCourt}/news`);
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.map((tile) => tile.className)).toEqual(['shell-tile shell-tile--large', 'shell-tile shell-tile--medium', 'shell-tile shell-tile--normal']);
    within(tiles[0]!).getByText(sampleDevelopment.addressString);
    // The picture repeats the link's name: decoration (alt=""), and the API's URL.
    const image = tiles[0]!.querySelector('img');
    expect(image?.getAttribute('src')).toBe(sampleDevelopment.imgUrl);
    expect(image?.getAttribute('alt')).toBe('');
    // Harbour Lofts has no picture.
    expect(tiles[2]!.querySelector('img')).toBeNull();
    expect(calls.filter((call) => call.path === '/developments')).toHaveLength(1);
  });

  it('says so when the list cannot be fetched, and Try again fetches it again', async () => {
    let failing = true;
    startPage(signedIn, {
      'GET /developments': async () => (failing ? { status: 500, body: { messages: ['The service is unavailable.'] } } : three),
    });
    render(<DevelopmentsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('errors.developments'));
    expect(alert.textContent).toContain('The service is unavailable.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByRole('link', { name: 'Riverside Wharf' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says You don't have any developments when there are none", async () => {
    startPage(signedIn, { 'GET /developments': list([]) });
    render(<DevelopmentsPage />);
    await screen.findByText(t('developments.empty.none'));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('filters the tiles by name as the user types, announces the count, and says No developments found when none match', async () => {
    startPage(signedIn, { 'GET /developments': three });
    render(<DevelopmentsPage />);
    const search = await screen.findByRole('searchbox', { name: t('developments.search.label') });
    await userEvent.type(search, 'ELM');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Elm Court']);
    // The one match is the first tile now, so it is the large one.
    expect(screen.getByRole('listitem').className).toContain('shell-tile--large');
    expect(screen.getByRole('status').textContent).toBe(t('developments.search.count', { count: 1 }));
    await userEvent.clear(search);
    await userEvent.type(search, 'zzz');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(t('developments.empty.search'));
    await userEvent.clear(search);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes straight to the news tab of a lone development, replacing the list in the history', async () => {
    act(() => $router.open('/developments'));
    const before = history.length;
    startPage(signedIn, { 'GET /developments': list([sampleHarbourLofts]) });
    render(<DevelopmentsPage />);
    await vi.waitFor(() => expect($router.get()?.path).toBe(`/developments/${sampleIds.harbourLofts}/news`));
    expect(history.length).toBe(before);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('MyDevelopments (spec 1 §2 Dashboard)', () => {
  it('lists the developments with links to their news tabs and to the list', async () => {
    startPage(signedIn, { 'GET /developments': list([sampleDevelopment, sampleElmCourt]) });
    render(<MyDevelopments />);
    screen.getByRole('heading', { level: 2, name: t('dashboard.developments.title') });
    expect(screen.getByRole('status').textContent).toContain(t('common.loading'));
    expect((await screen.findByRole('link', { name: 'Elm Court' })).getAttribute('href')).toBe(`/developments/${sampleIds.elmCourt}/news`);
    expect(screen.getByRole('link', { name: t('dashboard.developments.link') }).getAttribute('href')).toBe('/developments');
  });

  it('says when there are none, and shows a failure with Try again', async () => {
    let answer: ExampleAnswer = { status: 500, body: { messages: [] } };
    startPage(signedIn, { 'GET /developments': async () => answer });
    render(<MyDevelopments />);
    expect((await screen.findByRole('alert')).textContent).toContain(t('errors.developments'));
    answer = list([]);
    await userEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await screen.findByText(t('developments.empty.none'));
  });
});

describe('Header: the Developments link', () => {
  it('is there for signed-in users but client users, whose header has the client portal only (spec 1 §6)', async () => {
    const { rerender } = render(<Header user={sampleUser} showCharges={false} client={false} />);
    // The header's signed-in part renders in its turn, after the first paint (shell/renderTurn.tsx).
    expect((await screen.findByRole('link', { name: t('routes.developments') })).getAttribute('href')).toBe('/developments');
    rerender(<Header user={sampleUser} showCharges={false} client />);
    expect(screen.queryByRole('link', { name: t('routes.developments') })).toBeNull();
    rerender(<Header user={null} showCharges={false} client={false} />);
    expect(screen.queryByRole('link', { name: t('routes.developments') })).toBeNull();
  });
});
