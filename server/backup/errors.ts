/**
 * A backup or restore that cannot go ahead, or that failed: its message says why and what to do,
 * in one or two sentences for the operator (the command prints it and exits with 1).
 * @example throw new BackupError(`${folder} is not empty: back up into a new folder.`);
 */
export class BackupError extends Error {}
