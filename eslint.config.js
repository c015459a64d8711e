// One lint config for the whole repository: TypeScript (typed rules off for speed),
// React hooks and jsx-a11y for every component, Node globals for scripts and configs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import compat from 'eslint-plugin-compat';
import globals from 'globals';

/** The code that ships to browsers, linted against the supported browsers. */
const BROWSER_CODE = ['core/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}'];
const NOT_SHIPPED = ['**/*.test.{ts,tsx}'];

/** Static APIs above Chrome/Edge 111, Firefox 120 or Safari 16.4, with the versions that have them. */
const NEWER_THAN_SUPPORTED = [
  ['Object', 'groupBy', 'Chrome 117, Firefox 119, Safari 17.4'],
  ['Map', 'groupBy', 'Chrome 117, Firefox 119, Safari 17.4'],
  ['Promise', 'withResolvers', 'Chrome 119, Firefox 121, Safari 17.4'],
  ['Promise', 'try', 'Chrome 128, Firefox 134, Safari 18.2'],
  ['AbortSignal', 'any', 'Chrome 116, Firefox 124, Safari 17.4'],
  ['URL', 'canParse', 'Chrome 120, Safari 17'],
  ['URL', 'parse', 'Chrome 126, Firefox 126, Safari 18'],
  ['Array', 'fromAsync', 'Chrome 121'],
  ['ReadableStream', 'from', 'Firefox only'],
  ['RegExp', 'escape', 'Chrome 136, Firefox 134, Safari 18.2'],
  ['Error', 'isError', 'Chrome 134, Firefox 138, Safari 18.4'],
  ['Uint8Array', 'fromBase64', 'Chrome 140, Firefox 133, Safari 18.2'],
  ['Uint8Array', 'fromHex', 'Chrome 140, Firefox 133, Safari 18.2'],
].map(([object, property, versions]) => ({ object, property, message: `${object}.${property}: ${versions}.` }));

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'test-results/', 'playwright-report/', '.size/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // date-fns' index loads all of its ~250 functions as separate files: about a second at the
    // start of every unit test file that reaches it, and of the API (bundles tree-shake either form).
    files: ['core/**', 'widgets/**', 'shell/**', 'server/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'date-fns', message: "Import each function from its own file: import { parseISO } from 'date-fns/parseISO'." }] }],
    },
  },
  {
    files: ['core/**', 'widgets/**', 'shell/**', 'examples/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The browser code against the supported browsers (`browserslist` in package.json, the
    // README's "Browser support"): web and JavaScript APIs alike. Tests are left out: they run
    // in Node, jsdom or Debian's Chromium only.
    files: BROWSER_CODE,
    ignores: NOT_SHIPPED,
    ...compat.configs['flat/recommended'],
    settings: { lintAllEsApis: true },
  },
  {
    // eslint-plugin-compat 7 reads its JavaScript data from ast-metadata-inferer 0.8, which
    // predates these APIs, so it passes them silently; each needs more than the supported
    // versions (MDN browser-compat-data 6.1).
    files: BROWSER_CODE,
    ignores: NOT_SHIPPED,
    rules: {
      'no-restricted-properties': ['error', ...NEWER_THAN_SUPPORTED],
      'no-restricted-globals': ['error', { name: 'scheduler', message: 'scheduler: no Safari; Firefox 142.' }, { name: 'Iterator', message: 'Iterator helpers: Chrome 122, Firefox 131, Safari 18.4.' }],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', 'bench/**', '*.{js,mjs,cjs,ts}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
);
