declare global {
  interface ImportMeta {
    /**
     * The folder of the CDN bundle this code shipped in (absolute, ending in `/`). The CDN build
     * writes it from the chunk's own `import.meta.url` (scripts/cdn-rollup.ts, which knows how
     * deep under chunks/ the chunk sits); every other build leaves it undefined.
     */
    readonly porticoBundleFolder?: string;
    /** `true` in the CDN bundles, replaced before tree-shaking (scripts/cdn-rollup.ts); undefined elsewhere. */
    readonly porticoCdn?: boolean;
  }
}

/**
 * Where the element bundles were loaded from, so their configuration and language files are
 * found beside them wherever the folder is copied (another host, a sub-folder), whatever the
 * page's own address: `https://cdn.agent.example/portico/` for `.../portico/portico.js`.
 * Undefined outside the CDN bundles (the npm package, the portal shell, tests), where the page's
 * `/config/` and `/i18n/` are the defaults.
 * @example bootPage({ base: BUNDLE_FOLDER })
 */
export const BUNDLE_FOLDER: string | undefined = import.meta.porticoBundleFolder;

/**
 * True in the CDN bundles, which are production files for other people's websites: they carry no
 * switch to the local development API.
 * @example if (!IN_CDN_BUNDLE && usesLocalApi(location)) return LOCAL_API_BASE_URL;
 */
export const IN_CDN_BUNDLE: boolean = import.meta.porticoCdn === true;
