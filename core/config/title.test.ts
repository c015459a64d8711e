import { beforeAll, describe, expect, test } from 'vitest';
import { activateCatalogue } from '../i18n';
import en from '../i18n/en.json';
import { buildPageTitle, detectEnvironment } from './index';

beforeAll(() => activateCatalogue(en));

describe('buildPageTitle (spec 1 §1)', () => {
  test.each([
    ['dev', '[dev] Charges | Portico'],
    ['stage', '[stage] Charges | Portico'],
    ['localhost', '[localhost] Charges | Portico'],
    ['production', 'Charges | Portico'],
  ] as const)('in %s: %s', (environment, title) => {
    expect(buildPageTitle('Charges', environment, 'Portico')).toBe(title);
  });

  test('an empty route title leaves the prefix and the product', () => {
    expect(buildPageTitle('', 'stage', 'Portico')).toBe('[stage] Portico');
    expect(buildPageTitle('  ', 'production', 'Portico')).toBe('Portico');
  });

  test('without a configured product name, the catalogue names the product', () => {
    expect(buildPageTitle('Dashboard', 'production')).toBe('Dashboard | Portico');
    expect(buildPageTitle('Dashboard', 'dev', 'Harbour Homes')).toBe('[dev] Dashboard | Harbour Homes');
  });
});

describe('detectEnvironment', () => {
  test('a loopback host is localhost whatever the configuration says', () => {
    for (const hostname of ['localhost', 'LOCALHOST', 'portal.localhost', '127.0.0.1', '[::1]']) {
      expect(detectEnvironment({ hostname }, { environment: 'production' }), hostname).toBe('localhost');
    }
  });

  test("any other host takes the configuration's environment, production when it names none", () => {
    expect(detectEnvironment({ hostname: 'dev.portal.example.com' }, { environment: 'dev' })).toBe('dev');
    expect(detectEnvironment({ hostname: 'stage.portal.example.com' }, { environment: 'stage' })).toBe('stage');
    expect(detectEnvironment({ hostname: 'portal.example.com' }, { environment: 'production' })).toBe('production');
    expect(detectEnvironment({ hostname: 'portal.example.com' }, {})).toBe('production');
    expect(detectEnvironment({ hostname: 'portal.example.com' }, null)).toBe('production');
  });
});
