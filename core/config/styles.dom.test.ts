import { afterEach, describe, expect, test, vi } from 'vitest';
import defaults from './defaults/config.json';
import { fetchByUrl } from '../testing/static-files';
import { appendStyleUrls } from './styles';

afterEach(() => {
  document.head.replaceChildren();
});

function stylesheets(): string[] {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href);
}

describe('appendStyleUrls (spec 1 §1: custom stylesheets are appended)', () => {
  test('appends each style URL once, however often it is called', () => {
    const config = { styleUrls: ['https://agent.example.com/portal.css', '/themes/harbour.css'] };
    const added = appendStyleUrls(config, document);
    expect(added).toHaveLength(2);
    appendStyleUrls(config, document);
    appendStyleUrls({ styleUrls: ['/themes/harbour.css', 'https://agent.example.com/portal.css'] }, document);
    expect(stylesheets()).toEqual(['https://agent.example.com/portal.css', new URL('/themes/harbour.css', document.baseURI).href]);
  });

  test('skips a stylesheet the page already links, and a URL that cannot be parsed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = 'https://agent.example.com/portal.css';
    document.head.append(own);
    expect(appendStyleUrls({ styleUrls: ['https://agent.example.com/portal.css', 'http://[bad'] }, document)).toEqual([]);
    expect(stylesheets()).toEqual(['https://agent.example.com/portal.css']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('loadConfig on a host page', () => {
  test('the page names the configuration files with meta tags', async () => {
    document.head.innerHTML = `
      <meta name="portico-config-url" content="https://cdn.agent.example.com/portico/config.json">
      <meta name="portico-local-config-url" content="https://cdn.agent.example.com/portico/config.{hostname}.json">`;
    const { loadConfig } = await import('./index');
    const fetch = fetchByUrl({ 'https://cdn.agent.example.com/portico/config.www.agent.example.com.json': { json: defaults } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = await loadConfig({ fetch, location: { hostname: 'www.agent.example.com', port: '', search: '' } });
    warn.mockRestore();
    expect(state).toMatchObject({ status: 'ready', source: 'local' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://cdn.agent.example.com/portico/config.json',
      'https://cdn.agent.example.com/portico/config.www.agent.example.com.json',
    ]);
  });
});
