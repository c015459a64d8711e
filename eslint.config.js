// One lint config for the whole repository: TypeScript (typed rules off for speed),
// React hooks and jsx-a11y for every component, Node globals for scripts and configs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    files: ['core/**', 'widgets/**', 'shell/**', 'examples/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**', 'bench/**', '*.{js,mjs,cjs,ts}', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
);
