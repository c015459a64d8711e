import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How long a view-as session (staff seeing the portal as a customer, spec 2 §4) may last from its
 * start: its refreshes rotate the token but never carry the session past this.
 */
export const VIEW_AS_SESSION_SECONDS = 60 * 60;

/** Everything the reference API reads from its environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  /** Port to listen on (DESIGN.md: 4300). */
  readonly port: number;
  /**
   * Address to listen on (PORTICO_API_HOST): loopback unless set, so that only a proxy or balancer
   * on the same machine reaches it; `0.0.0.0` for one on another machine.
   */
  readonly host: string;
  /**
   * Where the JWT secret and stored files live (git-ignored), and the SQLite database when no
   * `databaseUrl` is set. Every API process of one portal shares this folder.
   */
  readonly dataDir: string;
  /** PostgreSQL's connection URL (PORTICO_DATABASE_URL, postgres://…); null: SQLite under `dataDir`. */
  readonly databaseUrl: string | null;
  /** Origins CORS answers; any other origin gets no CORS headers (the portal and the agent site). */
  readonly corsOrigins: readonly string[];
  /** Demo mode: the outbox route exists and the log prints what the outbox receives. */
  readonly demoMode: boolean;
  /** No log lines for outgoing messages (the test harness sets it; PORTICO_QUIET=1). */
  readonly quiet: boolean;
  /** Access tokens are short-lived; refresh tokens rotate on every use. */
  readonly accessTokenSeconds: number;
  readonly refreshTokenSeconds: number;
  /** The most a view-as session lasts from its start (`VIEW_AS_SESSION_SECONDS`). */
  readonly viewAsSessionSeconds: number;
  /** The portal's origin: links in e-mails (reset password, confirm e-mail) open pages there. */
  readonly portalOrigin: string;
  /**
   * The addresses of the balancers or proxies in front of the API (PORTICO_TRUSTED_PROXIES): from
   * them, and only them, the client's address is read from `X-Forwarded-For`, so that the rate
   * limits count each resident rather than the balancer. Empty: the TCP peer is the client.
   */
  readonly trustedProxies: readonly string[];
  /** Requests per window per client and route group before a 429 (login, MFA, forgotten password). */
  readonly rateLimit: { readonly max: number; readonly windowSeconds: number };
  /** The API's own absolute base, for links in answers (public images): no trailing slash. */
  readonly publicUrl: string;
  /**
   * Demo mode only: the instant the API's clock starts at (PORTICO_CLOCK_START), so that a test or
   * a demo sees the same "today" on every run; the clock runs on from there. Null: the real clock.
   */
  readonly clockStart: Date | null;
  /**
   * The identity provider's public key (a PEM file, PORTICO_SSO_PUBLIC_KEY_FILE) that SSO tokens
   * must be signed with, by `ssoAlgorithm` (PORTICO_SSO_ALGORITHM, RS256 or ES256). Without it, SSO
   * sign-in is refused, but in demo mode, where a demo provider's key is made (server/auth/sso-keys.ts).
   */
  readonly ssoPublicKeyFile: string | null;
  readonly ssoAlgorithm: 'ES256' | 'RS256';
  /**
   * Whether the routes the specification does not name are served (PORTICO_EXTENSIONS, `off` to
   * answer them 404): off, the API behaves as one built to the specification alone.
   */
  readonly extensions: boolean;
  /**
   * Production (PORTICO_PRODUCTION=1, which `npm run serve` sets): no demo data, and the API refuses
   * to start without the settings a real portal needs (`productionProblems`).
   */
  readonly production: boolean;
  /** How much the JSON log says (PORTICO_LOG_LEVEL): `info` shows one line per request. */
  readonly logLevel: LogLevel;
  /**
   * The key that signs tokens (PORTICO_SIGNING_SECRET, or the file PORTICO_SIGNING_SECRET_FILE names);
   * null: one is made once in the data folder (`loadSigningSecret`), which production refuses.
   */
  readonly signingSecret: Uint8Array | null;
  /** How e-mails and texts leave: a channel without a transport keeps its messages in the outbox. */
  readonly delivery: DeliveryConfig;
}

/** pino's levels; `silent` logs nothing (the test APIs). */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The transports messages are delivered through. */
export interface DeliveryConfig {
  readonly smtp: SmtpConfig | null;
  readonly sms: SmsWebhookConfig | null;
}

/** An SMTP server (PORTICO_SMTP_*) and the address e-mails come from (PORTICO_MAIL_FROM). */
export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  /** `tls` from the first byte (usually port 465), `starttls` upgraded and required (587), `none` plain (a relay on the same host only). */
  readonly security: 'tls' | 'starttls' | 'none';
  readonly user: string | null;
  readonly password: string | null;
  /** `Riverside Management <portal@example-agent.co.uk>` or a bare address. */
  readonly from: string;
}

/** The agent's text-message webhook (PORTICO_SMS_WEBHOOK_URL), called with JSON and, when set, a bearer secret. */
export interface SmsWebhookConfig {
  readonly url: string;
  readonly secret: string | null;
}

/**
 * Writes a file that must never change once made (a key): of two processes starting together on one
 * shared folder, the first one's file stands and the other's is dropped. Written whole elsewhere and
 * then linked into place, so a reader never sees it half written.
 * @example writeOnce(join(dataDir, 'jwt-secret'), secret);
 */
export function writeOnce(file: string, content: string): void {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Reads the configuration from environment variables: PORTICO_API_PORT, PORTICO_API_HOST, PORTICO_DATA_DIR, PORTICO_DATABASE_URL,
 * PORTICO_CORS_ORIGINS (comma-separated), PORTICO_TRUSTED_PROXIES (comma-separated), PORTICO_DEMO (`1` turns demo mode on; off unless asked for), PORTICO_PORTAL_ORIGIN,
 * PORTICO_VIEW_AS_SESSION_SECONDS,
 * PORTICO_API_PUBLIC_URL (the API's absolute base for links in answers, default http://localhost:<port>),
 * PORTICO_CLOCK_START (an ISO instant with its offset; demo mode only), PORTICO_SSO_PUBLIC_KEY_FILE and
 * PORTICO_SSO_ALGORITHM (the identity provider's key), PORTICO_EXTENSIONS (`off`: the specification's routes only).
 * Throws a `ConfigError` that says what to change when a value cannot be used.
 * @example const config = readConfig(process.env);
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const demoMode = readDemoMode(env.PORTICO_DEMO);
  const production = readProduction(env.PORTICO_PRODUCTION);
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) throw new ConfigError(`production (PORTICO_PRODUCTION=1) needs these settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  return {
    port: Number(env.PORTICO_API_PORT ?? 4300),
    host: env.PORTICO_API_HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.PORTICO_DATA_DIR ?? '.data'),
    databaseUrl: readDatabaseUrl(env.PORTICO_DATABASE_URL),
    corsOrigins: (env.PORTICO_CORS_ORIGINS ?? 'http://localhost:4200,http://127.0.0.1:4200,http://localhost:4400,http://127.0.0.1:4400')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    demoMode,
    quiet: env.PORTICO_QUIET === '1',
    accessTokenSeconds: Number(env.PORTICO_ACCESS_TOKEN_SECONDS ?? 300),
    refreshTokenSeconds: Number(env.PORTICO_REFRESH_TOKEN_SECONDS ?? 60 * 60 * 24 * 30),
    viewAsSessionSeconds: Number(env.PORTICO_VIEW_AS_SESSION_SECONDS ?? VIEW_AS_SESSION_SECONDS),
    portalOrigin: (env.PORTICO_PORTAL_ORIGIN ?? 'http://localhost:4200').replace(/\/+$/, ''),
    trustedProxies: (env.PORTICO_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
    rateLimit: { max: Number(env.PORTICO_RATE_LIMIT_MAX ?? 10), windowSeconds: Number(env.PORTICO_RATE_LIMIT_WINDOW ?? 60) },
    publicUrl: (env.PORTICO_API_PUBLIC_URL ?? `http://localhost:${env.PORTICO_API_PORT ?? 4300}`).replace(/\/+$/, ''),
    clockStart: readClockStart(env.PORTICO_CLOCK_START, demoMode),
    ssoPublicKeyFile: env.PORTICO_SSO_PUBLIC_KEY_FILE ? resolve(env.PORTICO_SSO_PUBLIC_KEY_FILE) : null,
    ssoAlgorithm: readSsoAlgorithm(env.PORTICO_SSO_ALGORITHM),
    extensions: readExtensions(env.PORTICO_EXTENSIONS),
    production,
    logLevel: readLogLevel(env.PORTICO_LOG_LEVEL),
    signingSecret: readSigningSecret(env),
    delivery: { smtp: readSmtp(env), sms: readSmsWebhook(env) },
  };
}

/**
 * What a production start lacks, one sentence each naming the variable to set: a signing secret
 * of its own (not one made in the data folder), the portal's public origin, the CORS origins and
 * SMTP delivery; and demo mode must be off.
 * @example productionProblems(process.env); // ['PORTICO_PORTAL_ORIGIN: the portal\'s public origin, ...']
 */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const unset = (name: string) => !env[name]?.trim();
  if (env.PORTICO_DEMO === '1') problems.push('PORTICO_DEMO: demo mode signs anyone in as staff; remove it (production never runs in demo mode)');
  if (unset('PORTICO_SIGNING_SECRET') && unset('PORTICO_SIGNING_SECRET_FILE')) {
    problems.push('PORTICO_SIGNING_SECRET (or PORTICO_SIGNING_SECRET_FILE): the key that signs sign-in tokens, at least 32 random bytes in base64 (`openssl rand -base64 32`), the same for every API process');
  }
  if (unset('PORTICO_PORTAL_ORIGIN')) problems.push('PORTICO_PORTAL_ORIGIN: the portal\'s public origin, such as https://portal.example-agent.co.uk (links in e-mails open there)');
  if (unset('PORTICO_API_PUBLIC_URL')) problems.push('PORTICO_API_PUBLIC_URL: the API\'s public address, such as https://api.example-agent.co.uk (the portal calls it, and links in answers lead there)');
  if (unset('PORTICO_CORS_ORIGINS')) problems.push('PORTICO_CORS_ORIGINS: the origins allowed to call the API from a browser, comma-separated: the portal\'s and any website that embeds the elements');
  if (unset('PORTICO_SMTP_HOST')) problems.push('PORTICO_SMTP_HOST (with PORTICO_SMTP_PORT, PORTICO_SMTP_SECURITY, PORTICO_SMTP_USER, PORTICO_SMTP_PASSWORD): the SMTP server e-mails are sent through (sign-in codes, password links)');
  if (unset('PORTICO_MAIL_FROM')) problems.push('PORTICO_MAIL_FROM: the address e-mails come from, such as "Riverside Management <portal@example-agent.co.uk>"');
  return problems;
}

function readProduction(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`PORTICO_PRODUCTION must be 1 (production) or 0 or unset; got "${value}".`);
}

function readLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  const level = LOG_LEVELS.find((each) => each === value);
  if (level) return level;
  throw new ConfigError(`PORTICO_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${value}".`);
}

// Tokens signed with a short or guessable key can be forged: at least 32 bytes, as loadSigningSecret makes.
const MIN_SECRET_BYTES = 32;

function readSigningSecret(env: NodeJS.ProcessEnv): Uint8Array | null {
  const file = env.PORTICO_SIGNING_SECRET_FILE?.trim();
  let text = env.PORTICO_SIGNING_SECRET?.trim();
  if (file) {
    try {
      text = readFileSync(resolve(file), 'utf8').trim();
    } catch (error) {
      throw new ConfigError(`PORTICO_SIGNING_SECRET_FILE names ${file}, which cannot be read (${(error as NodeJS.ErrnoException).code}).`);
    }
  }
  if (!text) return null;
  const secret = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || secret.length < MIN_SECRET_BYTES) {
    throw new ConfigError(`The signing secret must be at least ${MIN_SECRET_BYTES} random bytes in base64, such as the output of \`openssl rand -base64 32\`.`);
  }
  return secret;
}

function readSmtp(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const host = env.PORTICO_SMTP_HOST?.trim();
  if (!host) return null;
  const security = env.PORTICO_SMTP_SECURITY?.trim() || 'starttls';
  if (security !== 'tls' && security !== 'starttls' && security !== 'none') {
    throw new ConfigError(`PORTICO_SMTP_SECURITY must be tls (encrypted from the start, usually port 465), starttls (587) or none (a relay on this machine); got "${security}".`);
  }
  const port = Number(env.PORTICO_SMTP_PORT?.trim() || (security === 'tls' ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`PORTICO_SMTP_PORT must be a port number; got "${env.PORTICO_SMTP_PORT}".`);
  const from = env.PORTICO_MAIL_FROM?.trim();
  if (!from) throw new ConfigError('PORTICO_MAIL_FROM must be set with PORTICO_SMTP_HOST: the address e-mails come from.');
  const user = env.PORTICO_SMTP_USER?.trim() || null;
  const password = env.PORTICO_SMTP_PASSWORD ?? null;
  if ((user === null) !== (password === null)) throw new ConfigError('PORTICO_SMTP_USER and PORTICO_SMTP_PASSWORD go together: set both, or neither for a server that needs no sign-in.');
  return { host, port, security, user, password, from };
}

function readSmsWebhook(env: NodeJS.ProcessEnv): SmsWebhookConfig | null {
  const url = env.PORTICO_SMS_WEBHOOK_URL?.trim();
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError(`PORTICO_SMS_WEBHOOK_URL must be an http(s) URL; got "${url}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigError(`PORTICO_SMS_WEBHOOK_URL must be an http(s) URL; got "${url}".`);
  return { url, secret: env.PORTICO_SMS_WEBHOOK_SECRET?.trim() || null };
}

/** A configuration value the API cannot start with; its message says what to change. */
export class ConfigError extends Error {}

function readSsoAlgorithm(value: string | undefined): 'ES256' | 'RS256' {
  if (value === undefined || value === '') return 'RS256';
  if (value === 'RS256' || value === 'ES256') return value;
  throw new ConfigError(`PORTICO_SSO_ALGORITHM must be RS256 or ES256 (the algorithm of the identity provider's key); got "${value}".`);
}

function readExtensions(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new ConfigError(`PORTICO_EXTENSIONS must be off (only the routes the specification names) or on or unset (all routes); got "${value}".`);
}

function readDatabaseUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^postgres(ql)?:\/\//.test(value.trim())) {
    throw new ConfigError(`PORTICO_DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "${value}". Leave it unset for the embedded SQLite database.`);
  }
  return value.trim();
}

// Demo mode signs anyone in as staff (GET /dev/sso-token) and shows every code and link sent
// (GET /dev/outbox): on only when asked for, never by a typing slip.
function readDemoMode(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new ConfigError(`PORTICO_DEMO must be 1 (demo mode on) or 0 or unset (off); got "${value}".`);
}

// An instant with an explicit offset or Z: a bare date or local time would be read in the machine's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function readClockStart(value: string | undefined, demoMode: boolean): Date | null {
  if (value === undefined || value === '') return null;
  // A production API that believed another day would take payments and bookings on the wrong day.
  if (!demoMode) throw new ConfigError('PORTICO_CLOCK_START pins the clock for tests and demos only: remove it, or turn demo mode on (PORTICO_DEMO=1).');
  const start = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(start.getTime())) {
    throw new ConfigError(`PORTICO_CLOCK_START must be an ISO instant with its offset, such as 2026-12-05T10:00:00Z or 2026-12-05T10:00:00+00:00; got "${value}".`);
  }
  return start;
}

/**
 * The API's clock: the real one, or one that starts at `start` and runs on at the real pace.
 * @example const now = clockFrom(config.clockStart); now();
 */
export function clockFrom(start: Date | null, realNow: () => number = Date.now): () => Date {
  if (start === null) return () => new Date(realNow());
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}

/**
 * The key that signs this API's tokens: made once per data directory and kept there, so tokens
 * survive a restart and no secret lives in the repository.
 * @example const secret = loadSigningSecret(config.dataDir);
 */
export function loadSigningSecret(dataDir: string): Uint8Array {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  writeOnce(file, randomBytes(32).toString('base64'));
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}
