import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { validate } from 'superstruct';
import { Config } from '../schemas';
import { portalConfig } from './portal';

const folder = new URL('./defaults/', import.meta.url);

describe('the shipped default configurations', () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));

  test('are the remote default and the localhost one', () => {
    expect(files.sort()).toEqual(['config.json', 'config.localhost.json']);
  });

  test.each(files)('%s is a valid Config for the local reference API in English', (name) => {
    const [invalid, config] = validate(JSON.parse(readFileSync(new URL(name, folder), 'utf8')), Config);
    expect(invalid).toBeUndefined();
    expect(config?.baseUrl).toBe('http://localhost:4300');
    expect(config?.availableLangs?.[0]).toBe('en');
    // The demo customers must reach their charges (docs/demo-data.md), so the restriction is off.
    expect(config?.featureFlags?.RestrictChargesToGlobalAndSl1).toBe(false);
  });

  test.each(files)("%s gives the portal its sign-up links and the reference API's demo identity provider", (name) => {
    const config = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Config;
    expect(portalConfig({ status: 'ready', config, source: 'remote' })).toEqual({
      termsHref: 'http://localhost:4400/legal/#terms',
      privacyHref: 'http://localhost:4400/legal/#privacy',
      identityProvider: { name: 'Portico demo ID', signInUrl: 'http://localhost:4300/dev/sso/authorize' },
    });
  });
});
