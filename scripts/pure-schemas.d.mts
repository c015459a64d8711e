import type { Plugin } from 'esbuild';

/** Marks the struct constructor calls of core/schemas pure (see pure-schemas.mjs). */
export declare const pureSchemas: Plugin;
