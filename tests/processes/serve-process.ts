// The production start as an operator runs it: `node dist/server/serve.js` (npm run serve, after
// npm run build:server and npm run build:shell) in a child process, its JSON log lines read as
// they come.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/** What `npm run build:server` makes. */
export const SERVE_BUNDLE = 'dist/server/serve.js';

/** A line of the JSON log (pino): its level, message and fields. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A running (or ended) `node dist/server/serve.js`. */
export interface ServeProcess {
  readonly child: ChildProcess;
  /** Every JSON line written to stdout so far. */
  readonly lines: LogLine[];
  /** Everything written to stdout and stderr so far, as it came. */
  stdout(): string;
  stderr(): string;
  /** The first line `match` accepts, now or as soon as it is written; rejects if the process ends first. */
  waitForLine(match: (line: LogLine) => boolean, what: string): Promise<LogLine>;
  /** The exit code, once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Ends the process if it still runs (SIGKILL) and waits for it. */
  kill(): Promise<void>;
}

/**
 * Starts the built production start with `env` alone of the PORTICO_* settings (none of this
 * machine's), from the repository's folder.
 * @example const serve = spawnServe({ PORTICO_API_PORT: '0' }); await serve.waitForLine((line) => line.msg === 'serving', 'the start');
 */
export function spawnServe(env: Record<string, string>): ServeProcess {
  if (!existsSync(SERVE_BUNDLE)) throw new Error(`${SERVE_BUNDLE} is missing: run \`npm run build:server\` (and \`npm run build:shell\`) first.`);
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PORTICO_')));
  const child = spawn(process.execPath, [SERVE_BUNDLE], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  // The process must not outlive the test run, whatever happens to the test.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const lines: LogLine[] = [];
  let out = '';
  let err = '';
  let partial = '';
  const waiters = new Set<() => void>();
  // 'close', not 'exit': by then every line the process wrote has been read.
  let closed = false;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    partial += chunk;
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const text of complete) {
      // A line that is not JSON (a library's own print) stays in stdout() only.
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        continue;
      }
    }
    for (const waiter of waiters) waiter();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('close', (code) => {
      closed = true;
      process.removeListener('exit', killChild);
      for (const waiter of waiters) waiter();
      resolve(code);
    }),
  );
  return {
    child,
    lines,
    stdout: () => out,
    stderr: () => err,
    exited,
    waitForLine: (match, what) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(match);
          if (found) {
            waiters.delete(check);
            resolve(found);
          } else if (closed) {
            waiters.delete(check);
            reject(new Error(`the process ended (${child.exitCode ?? child.signalCode}) before ${what}:\n${err}${out}`));
          }
        };
        waiters.add(check);
        check();
      }),
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
