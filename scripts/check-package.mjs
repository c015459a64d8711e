// The gate's package step (`npm run check:package`, after the build): packs the package once as
// npm would publish it, then lints the tarball with publint (exports, files, fields; warnings
// fail) and @arethetypeswrong/cli (every entry point resolves to its JavaScript and its types
// under Node's ESM and bundler resolution). The package is ESM only, hence attw's `esm-only`
// profile: CommonJS `require` and Node 10's resolution, which ignores `exports`, are not offered.
// The per-element entries sit behind a wildcard export, which attw does not expand: they are
// named one by one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const elements = readdirSync('widgets', { withFileTypes: true })
  .filter((area) => area.isDirectory() && existsSync(join('widgets', area.name, 'element.ts')))
  .map((area) => `./elements/portico-${area.name}`);

const folder = mkdtempSync(join(tmpdir(), 'portico-package-check-'));
let status = 0;
try {
  const [{ filename }] = JSON.parse(execFileSync(npm, ['pack', '--json', '--pack-destination', folder], { encoding: 'utf8' }));
  const tarball = join(folder, filename);
  for (const [command, ...args] of [
    ['publint', 'run', tarball, '--strict'],
    ['attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', '--include-entrypoints', ...elements],
  ]) {
    const result = spawnSync(npx, ['--no-install', command, ...args], { stdio: 'inherit' });
    if (result.status !== 0) status = result.status ?? 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
