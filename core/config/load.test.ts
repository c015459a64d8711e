import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Config } from '../schemas';
import defaults from './defaults/config.json';
import { fetchByUrl, type FakeAnswer } from '../testing/static-files';
import { discardRuntime } from '../runtime';

// Each test gets fresh modules: the configuration is loaded once per page, and a test is a page.
async function freshCore() {
  // The page's state lives in its runtime (core/runtime), which fresh modules alone would reuse.
  discardRuntime();
  vi.resetModules();
  const config = await import('./index');
  const i18n = await import('../i18n');
  return { ...config, ...i18n };
}

const REMOTE = '/config/config.json';
const LOCAL = '/config/config.portal.example.com.json';
const page = { hostname: 'portal.example.com', port: '', search: '' };
const remoteConfig: Config = { ...(defaults as Config), baseUrl: 'https://api.example.com/v1/', environment: 'stage' };
const localConfig: Config = { ...(defaults as Config), baseUrl: 'https://local-api.example.com', environment: 'dev' };

function load(answers: Record<string, FakeAnswer>, location = page) {
  const fetch = fetchByUrl(answers);
  return { fetch, run: (core: Awaited<ReturnType<typeof freshCore>>) => core.loadConfig({ fetch, location, timeoutMs: 50 }) };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('loadConfig: the fallback chain (spec 1 §1)', () => {
  test('the remote configuration is used when it loads; the local one is not fetched', async () => {
    const core = await freshCore();
    const { fetch, run } = load({ [REMOTE]: { json: remoteConfig }, [LOCAL]: { json: localConfig } });
    expect(core.$config.get()).toEqual({ status: 'loading' });
    const state = await run(core);
    expect(state).toEqual({ status: 'ready', config: remoteConfig, source: 'remote', url: REMOTE });
    expect(core.$config.get()).toBe(state);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([REMOTE]);
    expect(warn).not.toHaveBeenCalled();
  });

  test('when the remote configuration fails, the per-host local one is used', async () => {
    const core = await freshCore();
    const { fetch, run } = load({ [REMOTE]: { status: 503 }, [LOCAL]: { json: localConfig } });
    expect(await run(core)).toEqual({ status: 'ready', config: localConfig, source: 'local', url: LOCAL });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([REMOTE, LOCAL]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('when both fail, the state is technical-issue and its message can be shown without a language file', async () => {
    const core = await freshCore();
    const { run } = load({ [REMOTE]: { error: new TypeError('Failed to fetch') } });
    const technicalIssue = { status: 'technical-issue', problem: { kind: 'missing', url: REMOTE } };
    expect(await run(core)).toEqual(technicalIssue);
    expect(core.$config.get()).toEqual(technicalIssue);
    expect(core.t('config.technicalIssue.title')).toBe('Technical issue');
    expect(core.t('config.technicalIssue.description')).toBe(
      "The portal can't start because of a technical issue. Please try again in a little while.",
    );
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test('a malformed file counts as a failure: wrong fields, no language, a body that is not JSON', async () => {
    const { baseUrl: _omitted, ...withoutBaseUrl } = remoteConfig;
    for (const bad of [
      { json: withoutBaseUrl },
      { json: { ...remoteConfig, availableLangs: [] } },
      { json: { ...remoteConfig, baseUrl: 'not a url' } },
      { json: { ...remoteConfig, banners: [{ type: 'info', text: 'Hello' }] } },
      { json: { ...remoteConfig, featureFlags: { ShowResendMfaCodeButton: 'yes' } } },
      { json: { ...remoteConfig, environment: 'qa' } },
      { json: [remoteConfig] },
      { text: '<!doctype html><title>Not found</title>' },
    ] satisfies FakeAnswer[]) {
      const core = await freshCore();
      const { run } = load({ [REMOTE]: bad, [LOCAL]: { json: localConfig } });
      expect(await run(core), JSON.stringify(bad)).toMatchObject({ status: 'ready', source: 'local' });
    }
  });

  test('fields of a newer portal version are tolerated', async () => {
    const core = await freshCore();
    const extended = { ...remoteConfig, analyticsId: 'X-1', banners: [{ ...banner(), colour: 'teal' }] };
    const { run } = load({ [REMOTE]: { json: extended } });
    expect(await run(core)).toMatchObject({ status: 'ready', source: 'remote', config: { analyticsId: 'X-1' } });
  });

  test('a server that never answers counts as a failure after the timeout', async () => {
    const core = await freshCore();
    const { run } = load({ [REMOTE]: 'hang', [LOCAL]: { json: localConfig } });
    expect(await run(core)).toMatchObject({ status: 'ready', source: 'local' });
  });

  test('the URLs can be named; {hostname} is filled into the local one', async () => {
    const core = await freshCore();
    const fetch = fetchByUrl({ 'https://cfg.example.com/portico/local-portal.example.com.json': { json: localConfig } });
    const state = await core.loadConfig({
      fetch,
      location: page,
      remoteUrl: 'https://cfg.example.com/portico.json',
      localUrl: 'https://cfg.example.com/portico/local-{hostname}.json',
    });
    expect(state).toMatchObject({ status: 'ready', source: 'local' });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      'https://cfg.example.com/portico.json',
      'https://cfg.example.com/portico/local-portal.example.com.json',
    ]);
  });

  test('the files are fetched without credentials headers of the API: no bearer token', async () => {
    const core = await freshCore();
    const { fetch, run } = load({ [REMOTE]: { json: remoteConfig } });
    await run(core);
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });
});

describe('loadConfig: where the files are, and what the page is told when they fail', () => {
  const base = 'https://cdn.agent.example/portico/';

  test('with a base (the element bundles), the files are config.json and config.{hostname}.json in it', async () => {
    const core = await freshCore();
    const fetch = fetchByUrl({ [`${base}config.portal.example.com.json`]: { json: localConfig } });
    const state = await core.loadConfig({ fetch, location: page, base });
    expect(state).toMatchObject({ status: 'ready', source: 'local', url: `${base}config.portal.example.com.json` });
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([`${base}config.json`, `${base}config.portal.example.com.json`]);
  });

  test('the page still names the file: remoteUrl, or the meta tag, wins over the base', async () => {
    const core = await freshCore();
    const meta = { querySelector: () => ({ content: 'https://cfg.agent.example/portico.json' }) } as unknown as Pick<Document, 'querySelector'>;
    const fetch = fetchByUrl({ 'https://cfg.agent.example/portico.json': { json: remoteConfig } });
    expect(await core.loadConfig({ fetch, location: page, base, document: meta })).toMatchObject({ status: 'ready', source: 'remote' });
  });

  test.each([
    ['missing', { status: 404 }, { kind: 'missing' }],
    ['not JSON', { text: '<!doctype html><title>Not found</title>' }, { kind: 'unreadable' }],
    ['not an object', { json: [remoteConfig] }, { kind: 'unreadable' }],
    ['without a valid baseUrl', { json: { ...remoteConfig, baseUrl: '' } }, { kind: 'invalid', fields: expect.stringMatching(/^baseUrl: Expected a string matching/) }],
  ] satisfies [string, FakeAnswer, object][])('a remote file %s gives its problem, with its address, and English texts', async (_case, answer, problem) => {
    const core = await freshCore();
    const state = await core.loadConfig({ fetch: fetchByUrl({ [`${base}config.json`]: answer }), location: page, base, timeoutMs: 50 });
    expect(state).toEqual({ status: 'technical-issue', problem: { ...problem, url: `${base}config.json` } });
    // The whole English catalogue, not only the fallback's few messages.
    expect(core.t('config.problem.missing', { url: 'U' })).toContain('Portico found no configuration at U.');
    expect(core.t('signin.heading')).not.toBe('signin.heading');
  });
});

describe('loadConfig: the fields a configuration needs', () => {
  test('a file with baseUrl alone is used, the other fields at their defaults; a field nothing reads is accepted', async () => {
    const core = await freshCore();
    const minimal = { baseUrl: 'https://api.agent.example', defaultDateFormat: 'MMM d, y' };
    const state = await load({ [REMOTE]: { json: minimal } }).run(core);
    expect(state).toMatchObject({ status: 'ready', source: 'remote', config: { ...minimal, availableLangs: ['en'], styleUrls: [], banners: [] } });
    expect(warn).not.toHaveBeenCalled();
  });

  test('every wrong field is named at once, with what is wrong, on the page and in the console', async () => {
    const core = await freshCore();
    const { baseUrl: _omitted, ...withoutBaseUrl } = remoteConfig;
    const wrong = { ...withoutBaseUrl, availableLangs: [], banners: [{ ...banner(), enabled: 'yes' }], environment: 'qa' };
    const state = await load({ [REMOTE]: { json: wrong } }).run(core);
    const fields = state.status === 'technical-issue' && state.problem.kind === 'invalid' ? state.problem.fields.split('; ') : [];
    expect(fields.map((entry) => entry.split(': ')[0])).toEqual(['baseUrl', 'availableLangs', 'banners.0.enabled', 'environment']);
    expect(fields[0]).toBe('baseUrl: missing');
    expect(fields[2]).toContain('boolean');
    // The console gets every failure of the file too, each with its path and message.
    const logged = warn.mock.calls[0]?.[1] as { path: string[]; message: string }[];
    expect(logged.map((failure) => failure.path.join('.'))).toEqual(['baseUrl', 'availableLangs', 'banners.0.enabled', 'environment']);
  });

  test("a file the page's Content-Security-Policy blocked is named with the origin its connect-src needs", async () => {
    const core = await freshCore();
    const url = 'https://cdn.agent.example/portico/config.json';
    // What a browser does: the fetch fails as on a network error, and the page gets the violation.
    const listeners: ((event: Pick<SecurityPolicyViolationEvent, 'blockedURI'>) => void)[] = [];
    vi.stubGlobal('addEventListener', (type: string, listener: (typeof listeners)[number]) => type === 'securitypolicyviolation' && listeners.push(listener));
    const fetch = vi.fn((input: RequestInfo | URL) => {
      for (const listener of listeners) listener({ blockedURI: String(input) });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    try {
      const state = await core.loadConfig({ fetch, location: page, remoteUrl: url });
      expect(state).toEqual({ status: 'technical-issue', problem: { kind: 'blocked', url, origin: 'https://cdn.agent.example' } });
      expect(core.t('config.problem.blocked', { url, origin: 'https://cdn.agent.example' })).toBe(
        `For the site's web team: the page's Content-Security-Policy blocked ${url}: add https://cdn.agent.example to its connect-src directive.`,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('loadConfig: one load per page', () => {
  test('concurrent callers share one load', async () => {
    const core = await freshCore();
    const { fetch, run } = load({ [REMOTE]: { status: 500 }, [LOCAL]: { json: localConfig } });
    const first = run(core);
    const second = core.loadConfig();
    const third = core.loadConfig({ remoteUrl: '/elsewhere.json' });
    expect(second).toBe(first);
    expect(third).toBe(first);
    await Promise.all([first, second, third]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a later call does not load again, even after a technical issue', async () => {
    const core = await freshCore();
    const { fetch, run } = load({});
    expect(await run(core)).toMatchObject({ status: 'technical-issue' });
    const again = fetchByUrl({ [REMOTE]: { json: remoteConfig } });
    expect(await core.loadConfig({ fetch: again, location: page })).toMatchObject({ status: 'technical-issue' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again).not.toHaveBeenCalled();
  });
});

describe('getApiBaseUrl (spec 1 §9)', () => {
  test('is the configured baseUrl, without its trailing slash, on an ordinary page', async () => {
    const core = await freshCore();
    await load({ [REMOTE]: { json: remoteConfig } }).run(core);
    expect(core.getApiBaseUrl()).toBe('https://api.example.com/v1');
  });

  test('is the local reference API on port 4200', async () => {
    const core = await freshCore();
    await load({ [REMOTE]: { json: remoteConfig } }, { hostname: 'localhost', port: '4200', search: '' }).run(core);
    expect(core.getApiBaseUrl()).toBe('http://localhost:4300');
  });

  test('is the local reference API with the localhost query flag, and stays so after navigation', async () => {
    const core = await freshCore();
    const location = { hostname: 'portal.example.com', port: '', search: '?localhost' };
    await load({ [REMOTE]: { json: remoteConfig } }, location).run(core);
    expect(core.getApiBaseUrl()).toBe('http://localhost:4300');
    location.search = '';
    expect(core.getApiBaseUrl()).toBe('http://localhost:4300');
  });

  test('throws while the configuration is not ready', async () => {
    const core = await freshCore();
    expect(() => core.getApiBaseUrl()).toThrow(/loading/);
    await load({}).run(core);
    expect(() => core.getApiBaseUrl()).toThrow(/technical-issue/);
  });

  test('usesLocalApi reads the port and the flag, whatever the flag holds', async () => {
    const { usesLocalApi } = await freshCore();
    expect(usesLocalApi({ hostname: '127.0.0.1', port: '4200', search: '' })).toBe(true);
    expect(usesLocalApi({ hostname: 'portal.example.com', port: '', search: '?a=1&localhost=true' })).toBe(true);
    expect(usesLocalApi({ hostname: 'portal.example.com', port: '', search: '?localhost' })).toBe(true);
    expect(usesLocalApi({ hostname: 'localhost', port: '4400', search: '?notlocalhost=1' })).toBe(false);
    expect(usesLocalApi(undefined)).toBe(false);
  });
});

describe('isFeatureEnabled', () => {
  test('is on only for a flag the ready configuration turns on', async () => {
    const core = await freshCore();
    expect(core.isFeatureEnabled('ShowResendMfaCodeButton')).toBe(false);
    const config = { ...remoteConfig, featureFlags: { ShowResendMfaCodeButton: true, CustomerDetailDeactivate: false } };
    await load({ [REMOTE]: { json: config } }).run(core);
    expect(core.isFeatureEnabled('ShowResendMfaCodeButton')).toBe(true);
    expect(core.isFeatureEnabled('CustomerDetailDeactivate')).toBe(false);
    expect(core.isFeatureEnabled('CustomerDetailAddPremises')).toBe(false);
    expect(core.isFeatureEnabled('ShowResendMfaCodeButton', { status: 'technical-issue', problem: { kind: 'missing', url: REMOTE } })).toBe(false);
  });

  test('a configuration without featureFlags has every flag off', async () => {
    const core = await freshCore();
    const { featureFlags: _omitted, ...withoutFlags } = remoteConfig;
    await load({ [REMOTE]: { json: withoutFlags } }).run(core);
    expect(core.$config.get().status).toBe('ready');
    expect(core.isFeatureEnabled('RestrictChargesToGlobalAndSl1')).toBe(false);
  });
});

function banner() {
  return { type: 'info', text: 'Planned maintenance', dismissible: true, enabled: true, requireAuth: false };
}
