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

describe('a production start (PORTICO_PRODUCTION)', () => {
  const ready = {
    PORTICO_PRODUCTION: '1',
    PORTICO_SIGNING_SECRET: Buffer.alloc(32, 7).toString('base64'),
    PORTICO_PORTAL_ORIGIN: 'https://portal.example-agent.co.uk',
    PORTICO_API_PUBLIC_URL: 'https://api.example-agent.co.uk',
    PORTICO_CORS_ORIGINS: 'https://portal.example-agent.co.uk',
    PORTICO_SMTP_HOST: 'smtp.example-agent.co.uk',
    PORTICO_MAIL_FROM: 'Riverside Management <portal@example-agent.co.uk>',
  };

  it('refuses to start without its settings, naming every one in a single message', () => {
    let message = '';
    try {
      readConfig({ PORTICO_PRODUCTION: '1', PORTICO_DEMO: '1' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORTICO_DEMO', 'PORTICO_SIGNING_SECRET', 'PORTICO_PORTAL_ORIGIN', 'PORTICO_API_PUBLIC_URL', 'PORTICO_CORS_ORIGINS', 'PORTICO_SMTP_HOST', 'PORTICO_MAIL_FROM']) {
      expect(message, name).toContain(`- ${name}`);
    }
  });

  it('starts with them, with the secret it was given rather than one of its own making', () => {
    const config = readConfig(ready);
    expect(config.production).toBe(true);
    expect(config.demoMode).toBe(false);
    expect(Buffer.from(config.signingSecret!)).toEqual(Buffer.alloc(32, 7));
    expect(config.delivery.smtp).toEqual({ host: 'smtp.example-agent.co.uk', port: 587, security: 'starttls', user: null, password: null, from: ready.PORTICO_MAIL_FROM });
  });

  it('is off unless asked for with 1', () => {
    expect(readConfig({}).production).toBe(false);
    expect(() => readConfig({ PORTICO_PRODUCTION: 'yes' })).toThrow(/PORTICO_PRODUCTION must be 1/);
  });
});

describe('the signing secret (PORTICO_SIGNING_SECRET, PORTICO_SIGNING_SECRET_FILE)', () => {
  it('is made in the data folder unless given', () => {
    expect(readConfig({}).signingSecret).toBeNull();
  });

  it('refuses a short or malformed secret, saying how to make one', () => {
    for (const value of [Buffer.alloc(16).toString('base64'), 'not base64 at all!']) {
      expect(() => readConfig({ PORTICO_SIGNING_SECRET: value }), value).toThrow(/at least 32 random bytes in base64, such as the output of `openssl rand -base64 32`/);
    }
  });

  it('reads a file, and names one it cannot read', () => {
    expect(() => readConfig({ PORTICO_SIGNING_SECRET_FILE: '/nonexistent/portico-secret' })).toThrow(/PORTICO_SIGNING_SECRET_FILE names \/nonexistent\/portico-secret, which cannot be read \(ENOENT\)/);
  });
});

describe('delivery and the log (PORTICO_SMTP_*, PORTICO_MAIL_FROM, PORTICO_SMS_WEBHOOK_*, PORTICO_LOG_LEVEL)', () => {
  it('delivers nothing unless a transport is set', () => {
    expect(readConfig({}).delivery).toEqual({ smtp: null, sms: null });
  });

  it('reads SMTP, with the usual port for its security', () => {
    const smtp = (env: NodeJS.ProcessEnv) => readConfig({ PORTICO_SMTP_HOST: 'mail.internal', PORTICO_MAIL_FROM: 'portal@example.com', ...env }).delivery.smtp;
    expect(smtp({ PORTICO_SMTP_SECURITY: 'tls' })?.port).toBe(465);
    expect(smtp({ PORTICO_SMTP_SECURITY: 'none', PORTICO_SMTP_PORT: '2525' })).toMatchObject({ port: 2525, security: 'none' });
    expect(smtp({ PORTICO_SMTP_USER: 'portal', PORTICO_SMTP_PASSWORD: 'p' })).toMatchObject({ user: 'portal', password: 'p' });
  });

  it('refuses SMTP settings it cannot use, saying what to write', () => {
    const smtp = (env: NodeJS.ProcessEnv) => () => readConfig({ PORTICO_SMTP_HOST: 'mail.internal', PORTICO_MAIL_FROM: 'portal@example.com', ...env });
    expect(smtp({ PORTICO_MAIL_FROM: '' })).toThrow(/PORTICO_MAIL_FROM must be set with PORTICO_SMTP_HOST/);
    expect(smtp({ PORTICO_SMTP_SECURITY: 'ssl' })).toThrow(/PORTICO_SMTP_SECURITY must be tls/);
    expect(smtp({ PORTICO_SMTP_PORT: 'smtp' })).toThrow(/PORTICO_SMTP_PORT must be a port number/);
    expect(smtp({ PORTICO_SMTP_USER: 'portal' })).toThrow(/PORTICO_SMTP_USER and PORTICO_SMTP_PASSWORD go together/);
  });

  it('reads the text webhook, refusing what is not an http(s) URL', () => {
    expect(readConfig({ PORTICO_SMS_WEBHOOK_URL: 'https://sms.internal/send', PORTICO_SMS_WEBHOOK_SECRET: 's' }).delivery.sms).toEqual({ url: 'https://sms.internal/send', secret: 's' });
    expect(() => readConfig({ PORTICO_SMS_WEBHOOK_URL: 'ftp://sms.internal' })).toThrow(/PORTICO_SMS_WEBHOOK_URL must be an http\(s\) URL/);
  });

  it('logs at info unless told otherwise, and refuses a level pino has not', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ PORTICO_LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => readConfig({ PORTICO_LOG_LEVEL: 'verbose' })).toThrow(/PORTICO_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });
});
