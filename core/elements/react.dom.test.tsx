// The React side of the package: `PorticoProvider` starts the page (configuration named by
// `configUrl`, then the language file) and renders its children once ready; `withEventCallbacks`
// gives a component the `on…` props of its events, with the event a DOM listener would get.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../ui/testSetup.dom';
import { $config } from '../config';
import defaults from '../config/defaults/config.json';
import { compileCatalogue } from '../i18n/compile';
import en from '../i18n/en.json';
import { t } from '../i18n';
import { createPorticoEvent, eventCallbackName, type EmitFn, type PorticoEvent } from '../events';
import { PageReady } from './PageReady';
import { PorticoProvider } from './PorticoProvider';
import { withEventCallbacks } from './withEventCallbacks';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PorticoProvider', () => {
  it('loads the configuration from configUrl and its language file, showing the fallback until then', async () => {
    const requested: string[] = [];
    let answerConfig: () => void = () => undefined;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      requested.push(new URL(url, 'http://localhost/').pathname);
      if (url.endsWith('/host/portico.json')) {
        await configAnswered;
        return Response.json({ ...defaults, baseUrl: 'https://api.example.test', languageUrl: '/host/{lang}.json' });
      }
      if (url.endsWith('/host/en.json')) return Response.json(compileCatalogue(en));
      return new Response(null, { status: 404 });
    });
    render(
      <PorticoProvider configUrl="/host/portico.json" fallback={<p>Starting</p>}>
        <p>{t('signin.heading')}</p>
      </PorticoProvider>,
    );
    screen.getByText('Starting');
    answerConfig();
    await vi.waitFor(() => expect($config.get().status).not.toBe('loading'));
    await screen.findByText(en['signin.heading']);
    expect(requested.slice(0, 2)).toEqual(['/host/portico.json', '/host/en.json']);
  });

  it('says so in words when no configuration can be used', () => {
    act(() => $config.set({ status: 'technical-issue', problem: { kind: 'missing', url: 'https://www.agent.example/portico/config.json' } }));
    render(<PageReady><p>never</p></PageReady>);
    expect(screen.getByRole('alert').textContent).toContain(t('config.technicalIssue.title'));
    // What the site's web team must set, in words.
    expect(screen.getByRole('alert').textContent).toContain('https://www.agent.example/portico/config.json');
    expect(screen.queryByText('never')).toBeNull();
  });

  it.each([
    [
      { kind: 'invalid', url: 'https://www.agent.example/portico/config.json', fields: 'baseUrl: missing; banners.0.enabled: Expected a value of type `boolean`' },
      'at https://www.agent.example/portico/config.json has missing or wrong fields: baseUrl: missing; banners.0.enabled: Expected a value of type `boolean`.',
    ],
    [
      { kind: 'blocked', url: 'https://cdn.agent.example/portico/config.json', origin: 'https://cdn.agent.example' },
      "the page's Content-Security-Policy blocked https://cdn.agent.example/portico/config.json: add https://cdn.agent.example to its connect-src directive.",
    ],
  ] as const)('names what the web team must change: %o', (problem, text) => {
    act(() => $config.set({ status: 'technical-issue', problem }));
    render(<PageReady><p>never</p></PageReady>);
    expect(screen.getByRole('alert').textContent).toContain(text);
  });
});

/** Emits `portico-navigate` when pressed and shows whether the navigation may go on. */
function Probe({ emit }: { emit?: EmitFn | undefined }) {
  return (
    <button type="button" onClick={(event) => (event.currentTarget.dataset.follow = String(emit?.('portico-navigate', { href: '/dashboard' })))}>
      go
    </button>
  );
}
const WithCallbacks = withEventCallbacks<'portico-navigate'>()(Probe);

describe('withEventCallbacks', () => {
  it('names each callback after its event', () => {
    expect([eventCallbackName('portico-navigate'), eventCallbackName('portico-signed-in'), eventCallbackName('portico-request-raised')]).toEqual([
      'onNavigate',
      'onSignedIn',
      'onRequestRaised',
    ]);
  });

  it('calls the on… prop with the event a DOM listener would get, and lets it cancel', async () => {
    const seen: PorticoEvent<'portico-navigate'>[] = [];
    const { rerender } = render(<WithCallbacks onNavigate={(event) => seen.push(event)} />);
    const button = screen.getByRole('button', { name: 'go' });
    await userEvent.click(button);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect([seen[0]?.type, seen[0]?.detail, seen[0]?.cancelable]).toEqual(['portico-navigate', { href: '/dashboard' }, true]);
    expect(button.dataset.follow).toBe('true');

    rerender(<WithCallbacks onNavigate={(event) => event.preventDefault()} />);
    await userEvent.click(button);
    expect(button.dataset.follow).toBe('false');
  });

  it('still calls an emit prop, and either one may cancel', async () => {
    const emitted: string[] = [];
    render(<WithCallbacks emit={(name) => (emitted.push(name), false)} />);
    const button = screen.getByRole('button', { name: 'go' });
    await userEvent.click(button);
    expect(emitted).toEqual(['portico-navigate']);
    expect(button.dataset.follow).toBe('false');
  });

  it('creates events as the elements dispatch them', () => {
    const event = createPorticoEvent('portico-signed-in', { userId: 'u1' });
    expect([event.bubbles, event.composed, event.cancelable, event.detail]).toEqual([true, true, false, { userId: 'u1' }]);
  });
});
