import type { Plugin } from 'vite';

/** What this plugin reads of the bundle: each chunk's static imports. */
type ImportGraph = Readonly<Record<string, { type: 'chunk'; imports: readonly string[] } | { type: 'asset' }>>;

/**
 * Leaner preload lists for lazy imports. For each `import()` Vite lists every chunk the imported
 * chunk needs, so the browser fetches them in parallel, even chunks the importing chunk itself
 * imports statically, which are loaded before its code runs. Those names only cost bytes: 23 of
 * them for a section the dashboard loads lazily. This plugin keeps the bundle's import graph, and
 * `withoutLoadedChunks` (Vite's `build.modulePreload.resolveDependencies`) drops from a list every
 * chunk its host chunk already loaded statically.
 * @example const lean = leanPreloads(); defineConfig({ plugins: [lean.plugin], build: { modulePreload: { resolveDependencies: lean.withoutLoadedChunks } } });
 */
export function leanPreloads(): { plugin: Plugin; withoutLoadedChunks: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[] } {
  let bundle: ImportGraph | undefined;
  /** The chunks `file` imports statically, directly or through others. */
  const loadedWith = (file: string, seen = new Set<string>()): Set<string> => {
    const chunk = bundle?.[file];
    if (chunk?.type !== 'chunk') return seen;
    for (const imported of chunk.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      loadedWith(imported, seen);
    }
    return seen;
  };
  return {
    plugin: {
      name: 'portico-lean-preloads',
      apply: 'build',
      // Before Vite writes the preload lists (its own generateBundle), so the graph is there.
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    withoutLoadedChunks(_file, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
