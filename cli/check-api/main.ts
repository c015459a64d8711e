// `portico check-api`: the package's command (its `bin`, built to dist/npm/bin/portico.js).
// Exit codes: 0 every call the portal needs passed (warnings and skips allowed), 1 a failure,
// 2 the command was not given what it needs.
import { parseArgs } from 'node:util';
import { checkApi, type Account } from './check';
import type { Role } from './calls';
import { formatJson, formatSummary } from './report';
import { shippedExtensions } from './extensions';

export const USAGE = `Usage: portico check-api --api URL --account ROLE:EMAIL:PASSWORD [--account ...] [options]

Checks that an API answers the calls the Portico portal makes as the portal expects: it signs in
with each account, makes every read call it can reach by following the data, validates each
answer with the portal's own structs, and checks that a call without a token gets 401 and a
customer's record asked for by another account, or under a made-up id, gets 403 or 404.

Options:
  --api URL            the API's base URL (the portal's apiBaseUrl)
  --account R:E:P      an account to sign in with; R is resident, staff or client. Give a
                       resident and a staff account at least; a second resident checks that
                       customers cannot read each other's records. An account with multi-factor
                       authentication is skipped: its codes cannot be automated.
  --writes             also the write calls, with records it creates and removes again (a
                       request is closed, as the API cannot delete it). Only against a test
                       system: never against the one your residents use.
  --json               print the report as JSON (for CI) instead of the summary
  --timeout MS         each call's time limit (default 20000)
  --help               this text

Exit codes: 0 every call the portal needs passed (warnings allowed), 1 a call failed, 2 usage.`;

const ROLES: readonly Role[] = ['resident', 'staff', 'client'];

/** The accounts of `--account role:email:password` (the password may hold colons), or the first bad one. */
export function parseAccounts(values: readonly string[]): Account[] | string {
  const accounts: Account[] = [];
  for (const value of values) {
    const [role, email, ...password] = value.split(':');
    if (!ROLES.includes(role as Role) || !email || password.length === 0) return value;
    accounts.push({ role: role as Role, email, password: password.join(':') });
  }
  return accounts;
}

/**
 * Runs the command with its arguments (after `check-api`); resolves to the exit code.
 * @example process.exitCode = await main(['--api', 'http://127.0.0.1:3000', '--account', 'resident:owner@example.com:Portal-Demo-1']);
 */
export async function main(args: readonly string[], io = { out: process.stdout, err: process.stderr }): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        api: { type: 'string' },
        account: { type: 'string', multiple: true, default: [] },
        writes: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        timeout: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    io.err.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) {
    io.out.write(`${USAGE}\n`);
    return 0;
  }
  const accounts = parseAccounts(values.account);
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  const problem = !values.api
    ? '--api is required'
    : !URL.canParse(values.api)
      ? `--api ${values.api} is not a URL`
      : typeof accounts === 'string'
        ? `--account ${accounts} is not role:email:password with a role of ${ROLES.join(', ')}`
        : accounts.length === 0
          ? 'at least one --account is required'
          : timeoutMs !== undefined && !(timeoutMs > 0)
            ? '--timeout is a number of milliseconds'
            : undefined;
  if (problem || typeof accounts === 'string' || !values.api) {
    io.err.write(`${problem}\n\n${USAGE}\n`);
    return 2;
  }

  // A progress line rewritten in place on a terminal; plain lines in a log, unless the report is JSON.
  const tty = 'isTTY' in io.err && io.err.isTTY === true;
  const onProgress = tty
    ? (label: string, done: number) => io.err.write(`\r\u001b[2K${done + 1} ${label}`.slice(0, ('columns' in io.err && Number(io.err.columns)) || 100))
    : values.json
      ? undefined
      : (label: string) => io.err.write(`${label}\n`);
  const report = await checkApi({ api: values.api, accounts, writes: values.writes, timeoutMs, extensions: shippedExtensions(), onProgress });
  if (tty) io.err.write('\r\u001b[2K');
  io.out.write(values.json ? formatJson(report) : `${formatSummary(report)}\n`);
  return report.failures > 0 ? 1 : 0;
}
