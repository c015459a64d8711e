// The reference API as the benchmarks run it: its own process (so a load generator or a browser
// driver does not share its event loop), on loopback, against a fresh demo database in a temporary
// directory that is removed when it stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running reference API: its base URL, its data directory and how to stop it. */
export interface BenchApi {
  base: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the API on `port` with a fresh data directory and waits (60 s at most) until it answers.
 * `env` adds to the API's environment (PORTICO_CORS_ORIGINS for a page on another origin).
 * @example const api = await startBenchApi(4391); try { ... } finally { await api.stop(); }
 */
export async function startBenchApi(port: number, env: Record<string, string> = {}): Promise<BenchApi> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  // node itself with tsx's loader: one process, so stopping it stops the API (npx would leave it running).
  const api = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORTICO_API_PORT: String(port),
      // Image addresses on the origin the pages' policy allows (127.0.0.1, not localhost).
      PORTICO_API_PUBLIC_URL: base,
      PORTICO_DATA_DIR: dataDir,
      PORTICO_QUIET: '1',
      PORTICO_DEMO: '1',
      PORTICO_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => api.once('exit', resolve));
  const stop = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForApi(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}

async function waitForApi(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/developments`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The API did not start within 60 s.');
}

/** The tokens of a password sign-in (an account without MFA). */
export interface BenchSession {
  authToken: string;
  refreshToken: string;
}

/**
 * Signs `email` in with a password through the API.
 * @example const { authToken } = await signIn(api.base, 'owner@example.com', 'Portal-Demo-1');
 */
export async function signIn(base: string, email: string, password: string): Promise<BenchSession> {
  const response = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'password', email, password }),
  });
  if (!response.ok) throw new Error(`The sign-in of ${email} answered ${response.status}.`);
  const body = (await response.json()) as { data: BenchSession };
  return body.data;
}
