import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { CONFIG_TEMPLATE, findDevelopmentTraces } from './build-cdn';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in for dist/cdn holding `files`. */
function cdnWith(files: Record<string, string>): string {
  folder = mkdtempSync(join(tmpdir(), 'portico-cdn-scan-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

describe('the published CDN folder carries no development configuration (the build refuses otherwise)', () => {
  test('a development configuration, a local API in a chunk and placeholder links are each found', () => {
    const found = findDevelopmentTraces(
      cdnWith({
        'config.json': readFileSync('core/config/defaults/config.json', 'utf8'),
        'chunks/shared-abc.js': 'const api="http://localhost:4300";',
        'i18n/en.json': '{"help":"https://example.com/help"}',
      }),
    );
    expect(found.sort()).toEqual([
      'chunks/shared-abc.js: a localhost address',
      'config.json: a localhost address',
      'config.json: an example.com link',
      'config.json: the dev environment',
      'i18n/en.json: an example.com link',
    ]);
  });

  test('the word localhost alone (the {hostname} default, the spec 1 §9 query flag) is no address', () => {
    expect(findDevelopmentTraces(cdnWith({ 'chunks/shared-abc.js': 'a=t?.hostname??`localhost`;new URLSearchParams(s).has(`localhost`)' }))).toEqual([]);
  });

  test('the production template that ships is clean, and leaves baseUrl for the deployer to set', () => {
    const template = readFileSync(CONFIG_TEMPLATE, 'utf8');
    expect(findDevelopmentTraces(cdnWith({ 'config.example.json': template }))).toEqual([]);
    expect(JSON.parse(template)).toMatchObject({ baseUrl: '', environment: 'production' });
  });
});

// The gate builds before its unit tests run; a checkout that has not built yet skips this one.
describe.skipIf(!existsSync('dist/cdn/portico.js'))('dist/cdn as built', () => {
  test('has no development traces and no config.json', () => {
    expect(findDevelopmentTraces('dist/cdn')).toEqual([]);
    expect(existsSync('dist/cdn/config.json')).toBe(false);
  });
});
