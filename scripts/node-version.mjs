// The oldest Node Portico runs on, and the check that `npm start` and `npm test` make before
// anything else, so an older Node stops with what to do rather than a dependency's own error.
// Node built-ins only: it runs before any dependency is installed.

/** The oldest Node major version Portico supports (package.json `engines`). */
export const OLDEST_NODE_MAJOR = 22;

/**
 * Why `version` (a `process.versions.node`) cannot run Portico, or null when it can.
 * @example nodeVersionProblem('20.20.2') // 'Portico needs Node 22 or newer; this is Node 20.20.2. ...'
 */
export function nodeVersionProblem(version) {
  const major = Number(version.split('.')[0]);
  if (major >= OLDEST_NODE_MAJOR) return null;
  return [
    `Portico needs Node ${OLDEST_NODE_MAJOR} or newer; this is Node ${version}.`,
    'Install a current Node (https://nodejs.org, or your system\'s package), or, on Linux x64, run',
    '  source scripts/local-node.sh',
    'in this folder first: it puts the npm registry\'s build of Node 24 in .tools/node for this shell.',
  ].join('\n');
}

/** Stops the process with the message of `nodeVersionProblem` when this Node is too old. */
export function requireSupportedNode() {
  const problem = nodeVersionProblem(process.versions.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
