import { describe, expect, it } from 'vitest';
import { clockFrom, ConfigError, readConfig } from './config';

describe('demo mode (PORTICO_DEMO)', () => {
  it('is off unless asked for with 1', () => {
    for (const value of [undefined, '', '0']) expect(readConfig({ PORTICO_DEMO: value }).demoMode, String(value)).toBe(false);
    expect(readConfig({ PORTICO_DEMO: '1' }).demoMode).toBe(true);
  });

  it('refuses any other value, saying what it takes', () => {
    for (const value of ['yes', 'true', 'on', '2']) expect(() => readConfig({ PORTICO_DEMO: value }), value).toThrow(/PORTICO_DEMO must be 1/);
  });
});

describe('the extensions switch (PORTICO_EXTENSIONS)', () => {
  it('serves the extensions unless switched off', () => {
    for (const value of [undefined, '', 'on']) expect(readConfig({ PORTICO_EXTENSIONS: value }).extensions, String(value)).toBe(true);
    expect(readConfig({ PORTICO_EXTENSIONS: 'off' }).extensions).toBe(false);
  });

  it('refuses any other value, saying what it takes', () => {
    for (const value of ['0', 'false', 'OFF']) expect(() => readConfig({ PORTICO_EXTENSIONS: value }), value).toThrow(/PORTICO_EXTENSIONS must be off/);
  });
});

describe('the pinned clock (PORTICO_CLOCK_START)', () => {
  it('is the real clock unless set', () => {
    expect(readConfig({}).clockStart).toBeNull();
    expect(readConfig({ PORTICO_CLOCK_START: '' }).clockStart).toBeNull();
  });

  it('reads an ISO instant with its offset', () => {
    const demo = (value: string) => readConfig({ PORTICO_DEMO: '1', PORTICO_CLOCK_START: value }).clockStart;
    expect(demo('2026-12-05T10:00:00Z')).toEqual(new Date('2026-12-05T10:00:00Z'));
    expect(demo('2026-03-29T00:15:00+00:00')).toEqual(new Date('2026-03-29T00:15:00Z'));
    expect(demo('2026-10-25T01:30:00.000+01:00')).toEqual(new Date('2026-10-25T00:30:00Z'));
  });

  it('refuses an instant the machine would read in its own zone, or no instant at all, saying what it wants', () => {
    for (const value of ['2026-12-05', '2026-12-05T10:00:00', 'tomorrow', '2026-13-05T10:00:00Z']) {
      expect(() => readConfig({ PORTICO_DEMO: '1', PORTICO_CLOCK_START: value }), value).toThrow(ConfigError);
      expect(() => readConfig({ PORTICO_DEMO: '1', PORTICO_CLOCK_START: value }), value).toThrow(/ISO instant with its offset, such as 2026-12-05T10:00:00Z/);
    }
  });

  it('is refused outside demo mode, so a production API never runs on another day', () => {
    expect(() => readConfig({ PORTICO_DEMO: '0', PORTICO_CLOCK_START: '2026-12-05T10:00:00Z' })).toThrow(/for tests and demos only/);
    expect(() => readConfig({ PORTICO_CLOCK_START: '2026-12-05T10:00:00Z' })).toThrow(/turn demo mode on \(PORTICO_DEMO=1\)/);
    expect(readConfig({ PORTICO_DEMO: '0' }).clockStart).toBeNull();
  });

  it('starts at the pinned instant and runs on at the real pace', () => {
    let real = Date.UTC(2030, 0, 1);
    const now = clockFrom(new Date('2026-12-05T10:00:00Z'), () => real);
    expect(now().toISOString()).toBe('2026-12-05T10:00:00.000Z');
    real += 90_000;
    expect(now().toISOString()).toBe('2026-12-05T10:01:30.000Z');
  });

  it('without a start, is the real clock', () => {
    const now = clockFrom(null, () => Date.UTC(2030, 0, 1));
    expect(now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('the database and the address (PORTICO_DATABASE_URL, PORTICO_API_HOST)', () => {
  it('runs on SQLite unless a PostgreSQL URL is given, and refuses any other URL with what to write', () => {
    expect(readConfig({}).databaseUrl).toBeNull();
    expect(readConfig({ PORTICO_DATABASE_URL: ' ' }).databaseUrl).toBeNull();
    expect(readConfig({ PORTICO_DATABASE_URL: 'postgres://portico:secret@db.internal:5432/portico' }).databaseUrl).toBe('postgres://portico:secret@db.internal:5432/portico');
    expect(readConfig({ PORTICO_DATABASE_URL: 'postgresql://db/portico' }).databaseUrl).toBe('postgresql://db/portico');
    expect(() => readConfig({ PORTICO_DATABASE_URL: 'mysql://db/portico' })).toThrow(ConfigError);
    expect(() => readConfig({ PORTICO_DATABASE_URL: 'mysql://db/portico' })).toThrow(/must be a PostgreSQL URL \(postgres:\/\/user:password@host:5432\/database\)/);
  });

  it('trusts no proxy unless told which', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ PORTICO_TRUSTED_PROXIES: ' 10.0.0.5, 10.0.0.6 ,' }).trustedProxies).toEqual(['10.0.0.5', '10.0.0.6']);
  });

  it('listens on loopback unless told otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ PORTICO_API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
