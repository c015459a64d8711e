// The stored files (bills, attachments, pictures, images) under `<dataDir>/files`, copied into a
// backup and back.
import { copyFileSync, constants, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** What a copy or a count of stored files found. */
export interface StoredFiles {
  readonly count: number;
  readonly bytes: number;
}

/**
 * Every regular file under `folder`, as paths relative to it; none when there is no folder.
 * @example storedFilePaths(join(dataDir, 'files')); // ['attachments/att-1.png', ...]
 */
export function storedFilePaths(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * How many files there are under `folder`, and their size.
 * @example const { count } = countStoredFiles(join(backup, 'files'));
 */
export function countStoredFiles(folder: string): StoredFiles {
  const paths = storedFilePaths(folder);
  return { count: paths.length, bytes: paths.reduce((sum, path) => sum + statSync(join(folder, path)).size, 0) };
}

/**
 * Copies every file under `from` into `to` (made if need be), keeping each file's mode and never
 * overwriting one. A file deleted while the copy runs (the API removing an image) is left out,
 * though the database, copied first, may still name it: the one thing a backup taken while the
 * API runs can miss.
 * @example const copied = copyStoredFiles(join(dataDir, 'files'), join(folder, 'files'));
 */
export function copyStoredFiles(from: string, to: string): StoredFiles {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  let count = 0;
  let bytes = 0;
  for (const path of storedFilePaths(from)) {
    const target = join(to, path);
    mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
    try {
      copyFileSync(join(from, path), target, constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    count += 1;
    bytes += statSync(target).size;
  }
  return { count, bytes };
}
