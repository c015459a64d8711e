import type { Plugin } from 'esbuild';

/** Marks the struct constructor calls of core/schemas pure (see pure-schemas.mjs). */
export declare const pureSchemas: Plugin;

/** The files whose struct constructor calls are marked: core/schemas, not its tests. */
export declare const SCHEMA_FILE: RegExp;

/** Marks the struct constructor calls in a core/schemas module pure; answers JavaScript. */
export declare function markSchemasPure(source: string, file: string): Promise<{ code: string }>;
