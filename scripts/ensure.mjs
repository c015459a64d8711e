// Makes a fresh clone ready for `npm test` and `npm start` with nothing but Node and npm:
// installs the locked npm packages when node_modules is missing or older than the lock file,
// and, for `npm test` only (`npm start` passes --no-browser), Debian's Chromium when the browser
// is absent (scripts/browser-path.mjs: PORTICO_CHROMIUM names another) and Debian's PostgreSQL
// when its programs are (scripts/postgres.mjs). Root is needed only for those installs. Node built-ins only: it runs before any dependency exists.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { browserStep, chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './browser-path.mjs';
import { requireSupportedNode } from './node-version.mjs';
import { postgresBin } from './postgres.mjs';

requireSupportedNode();

const needsBrowser = !process.argv.includes('--no-browser');

function run(command, args, env = {}) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

// The browser first: a user who must install or point at one hears it before the long npm install.
if (needsBrowser) {
  const path = chromiumPath();
  const [isRoot, hasApt] = [process.getuid?.() === 0, existsSync('/usr/bin/apt-get')];
  const step = browserStep({ path, exists: existsSync(path), isRoot, hasApt });
  // The end-to-end suites' faster headless shell (browser-path.mjs), beside the browser the other
  // suites and the benches need; where it cannot be installed, the suites use Chromium itself.
  const shell = step.action !== 'stop' && isRoot && hasApt && path === DEBIAN_CHROMIUM && !existsSync(DEBIAN_HEADLESS_SHELL);
  // The server suite's second run, on PostgreSQL: without root, the gate skips it and says so.
  const postgres = isRoot && hasApt && postgresBin() === null;
  const packages = [...(step.action === 'install' ? ['chromium'] : []), ...(shell ? ['chromium-headless-shell'] : []), ...(postgres ? ['postgresql'] : [])];
  if (packages.length > 0) {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { DEBIAN_FRONTEND: 'noninteractive' });
  } else if (step.action === 'stop') {
    console.error(step.message);
    process.exit(1);
  }
}

// npm writes node_modules/.package-lock.json on every install; older than the lock means stale.
// Native modules (better-sqlite3) are built for one Node ABI: installed under another Node, stale too.
const installed = 'node_modules/.package-lock.json';
const builtFor = 'node_modules/.portico-node-abi';
const abi = process.versions.modules;
const stale =
  !existsSync(installed) ||
  statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs ||
  !existsSync(builtFor) ||
  readFileSync(builtFor, 'utf8').trim() !== abi;
if (stale) {
  // Browsers come from Debian, never from a test tool's own download (DESIGN.md).
  run('npm', ['ci', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}
writeFileSync(builtFor, `${abi}\n`);
