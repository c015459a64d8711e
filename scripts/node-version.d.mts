/** The oldest Node major version Portico supports (package.json `engines`). */
export const OLDEST_NODE_MAJOR: number;

/** Why `version` (a `process.versions.node`) cannot run Portico, or null when it can. */
export function nodeVersionProblem(version: string): string | null;

/** Stops the process with the message of `nodeVersionProblem` when this Node is too old. */
export function requireSupportedNode(): void;
