// The base of bench/shell.bench.ts's side-by-side run: another commit's shell built into
// a temporary folder, so that today's build and the new one are measured in the same run on the
// same machine. The base is the merge-base with main when the bench starts, or the commit
// PORTICO_BENCH_BASE names. Its sources are checked out in a detached git worktree of their own
// (the repository's node_modules linked in), built with that commit's own vite.config.ts, and the
// worktree is removed afterwards, on failure too.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The environment variable naming the base commit (any name git resolves: a hash, a branch, `main~3`). */
export const BASE_VARIABLE = 'PORTICO_BENCH_BASE';

/** The commit to compare with, and how it was chosen. */
export interface BaseCommit {
  commit: string;
  /** In words, for the results: `PORTICO_BENCH_BASE=…` or `merge-base with main`. */
  chosenBy: string;
  /** True when the working tree is that commit (no change to any tracked file, no new file): one build is enough. */
  isWorkingTree: boolean;
}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * The base commit: `PORTICO_BENCH_BASE` when set, else the merge-base of HEAD with main (or
 * origin/main in a clone without a local main).
 * @example const base = resolveBase(); if (!base.isWorkingTree) await buildBase(base.commit);
 */
export function resolveBase(env = process.env, cwd = process.cwd()): BaseCommit {
  const named = env[BASE_VARIABLE]?.trim();
  let commit: string;
  let chosenBy: string;
  if (named) {
    commit = git(['rev-parse', '--verify', `${named}^{commit}`], cwd);
    chosenBy = `${BASE_VARIABLE}=${named}`;
  } else {
    const main = ['main', 'origin/main'].find((ref) => {
      try {
        git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
        return true;
      } catch {
        return false;
      }
    });
    if (!main) throw new Error(`Neither main nor origin/main exists: name the base commit with ${BASE_VARIABLE}.`);
    commit = git(['merge-base', 'HEAD', main], cwd);
    chosenBy = `merge-base with ${main}`;
  }
  return { commit, chosenBy, isWorkingTree: workingTreeIs(commit, cwd) };
}

/** Whether the working tree holds exactly `commit`: no tracked file differs from it and there is no new file. */
function workingTreeIs(commit: string, cwd: string): boolean {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--'], { cwd, stdio: 'ignore' });
  } catch {
    return false;
  }
  return git(['ls-files', '--others', '--exclude-standard'], cwd) === '';
}

/** A built base: where its shell is, and how to remove it. */
export interface BaseBuild {
  /** The built shell (what dist/shell is for the working tree). */
  dist: string;
  /** Removes the worktree and the build; safe to call twice. */
  remove(): void;
}

/**
 * Checks `commit` out into a temporary detached worktree, links the repository's node_modules
 * into it and builds its shell (`npx vite build`, that commit's vite.config.ts) into the temporary
 * folder. On failure the worktree is removed before the error is thrown.
 * @example const base = await buildBase(commit); try { serveShell({ dir: base.dist, port }) } finally { base.remove(); }
 */
export async function buildBase(commit: string, cwd = process.cwd()): Promise<BaseBuild> {
  const folder = mkdtempSync(join(tmpdir(), 'portico-bench-base-'));
  const sources = join(folder, 'sources');
  const dist = join(folder, 'shell');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      git(['worktree', 'remove', '--force', sources], cwd);
    } catch {
      // Already gone, or never added: git forgets it with prune once the folder is removed.
    }
    rmSync(folder, { recursive: true, force: true });
    try {
      git(['worktree', 'prune'], cwd);
    } catch {
      // Nothing to prune.
    }
  };
  // Ctrl-C during the build (or the runs) must not leave a worktree behind either.
  const onSignal = (signal: NodeJS.Signals) => {
    remove();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    git(['worktree', 'add', '--detach', sources, commit], cwd);
    symlinkSync(realpathSync(resolve(cwd, 'node_modules')), join(sources, 'node_modules'), 'dir');
    await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], sources);
  } catch (error) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    remove();
    throw error;
  }
  return {
    dist,
    remove: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      remove();
    },
  };
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} ended with ${signal ?? code}`))));
  });
}
