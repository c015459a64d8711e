/**
 * React's entry points and their preact/compat equivalents, for the bundles where size matters
 * most: the CDN element bundles (scripts/cdn-rollup.ts) and the portal shell (vite.config.ts).
 * @r2wc/react-to-web-component 2.1 imports `react` and `react-dom/client`; with these four aliases
 * it renders under Preact (DESIGN.md, verified facts), so no adapter of our own is needed.
 */
export const preactAliases: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};
