import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every element of the package: each `widgets/<area>/element.ts`, keyed by its tag
 * (`portico-<area>`). The builds (tsup.config.ts, scripts/build-cdn.ts) and the manifest (scripts/manifest.ts) share it,
 * so a new widget folder with an element file joins them all without a list to keep.
 * @example elementEntries() // { 'portico-account': 'widgets/account/element.ts', 'portico-signin': 'widgets/signin/element.ts' }
 */
export function elementEntries(root = '.'): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const area of readdirSync(join(root, 'widgets'), { withFileTypes: true })) {
    const file = join('widgets', area.name, 'element.ts');
    if (area.isDirectory() && existsSync(join(root, file))) entries[`portico-${area.name}`] = file;
  }
  return entries;
}
