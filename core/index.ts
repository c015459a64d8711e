/**
 * The core's public surface: one barrel for the layer. Widgets and the shell import
 * from here or from one concern's own index. Build-time helpers (`core/i18n/compile`) and the
 * phone rules with their GB metadata (`core/domain/phones`, loaded only by the forms that need
 * them) are separate entries on purpose, so the bundles that import this file stay small.
 * `core/elements` (the element factory) is its own entry too: it carries @r2wc and the compact
 * sign-in, which would put this barrel over its size budget (36 KB gzip against 33), and only
 * element files need it. `core/stores` (the resource stores, with @nanostores/query) is its own
 * entry for the same reason: only the views that read server state import it (2.6 KB gzip).
 */
export * from './config';
export * from './i18n';
export * from './session';
export * from './api';
export * from './schemas';
export * from './domain';
export * from './ui';
export * from './events';
export * from './runtime';
