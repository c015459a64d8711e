import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How long a view-as session (staff seeing the portal as a customer, spec 2 §4) may last from its
 * start: its refreshes rotate the token but never carry the session past this.
 */
export const VIEW_AS_SESSION_SECONDS = 60 * 60;

/** Everything the reference API reads from its environment, with the defaults `npm start` uses. */
export interface ServerConfig {
  /** Port on the loopback interface (DESIGN.md: 4300). */
  readonly port: number;
  /** Where the SQLite database, the JWT secret and stored files live (git-ignored). */
  readonly dataDir: string;
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
  /** Requests per window per client and route group before a 429 (login, MFA, forgotten password). */
  readonly rateLimit: { readonly max: number; readonly windowSeconds: number };
  /** The API's own absolute base, for links in answers (public images): no trailing slash. */
  readonly publicUrl: string;
}

/**
 * Reads the configuration from environment variables: PORTICO_API_PORT, PORTICO_DATA_DIR,
 * PORTICO_CORS_ORIGINS (comma-separated), PORTICO_DEMO (`0` turns demo mode off), PORTICO_PORTAL_ORIGIN,
 * PORTICO_VIEW_AS_SESSION_SECONDS,
 * PORTICO_API_PUBLIC_URL (the API's absolute base for links in answers, default http://localhost:<port>).
 * @example const config = readConfig(process.env);
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: Number(env.PORTICO_API_PORT ?? 4300),
    dataDir: resolve(env.PORTICO_DATA_DIR ?? '.data'),
    corsOrigins: (env.PORTICO_CORS_ORIGINS ?? 'http://localhost:4200,http://127.0.0.1:4200,http://localhost:4400,http://127.0.0.1:4400')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    demoMode: env.PORTICO_DEMO !== '0',
    quiet: env.PORTICO_QUIET === '1',
    accessTokenSeconds: Number(env.PORTICO_ACCESS_TOKEN_SECONDS ?? 300),
    refreshTokenSeconds: Number(env.PORTICO_REFRESH_TOKEN_SECONDS ?? 60 * 60 * 24 * 30),
    viewAsSessionSeconds: Number(env.PORTICO_VIEW_AS_SESSION_SECONDS ?? VIEW_AS_SESSION_SECONDS),
    portalOrigin: (env.PORTICO_PORTAL_ORIGIN ?? 'http://localhost:4200').replace(/\/+$/, ''),
    rateLimit: { max: Number(env.PORTICO_RATE_LIMIT_MAX ?? 10), windowSeconds: Number(env.PORTICO_RATE_LIMIT_WINDOW ?? 60) },
    publicUrl: (env.PORTICO_API_PUBLIC_URL ?? `http://localhost:${env.PORTICO_API_PORT ?? 4300}`).replace(/\/+$/, ''),
  };
}

/**
 * The key that signs this API's tokens: made once per data directory and kept there, so tokens
 * survive a restart and no secret lives in the repository.
 * @example const secret = loadSigningSecret(config.dataDir);
 */
export function loadSigningSecret(dataDir: string): Uint8Array {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8'), 'base64');
}
