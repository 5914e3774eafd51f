/**
 * ESLint flat configuration, run by `npm run lint` (and so by `npm test`): JavaScript's and typescript-eslint's
 * recommended rules everywhere, React's hook rules and jsx-a11y's accessibility rules on the SPA, and
 * eslint-config-prettier last so that formatting is Prettier's alone (`.prettierrc.json`).
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', '.e2e-data/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a callback's position, a discarded field).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The rules of hooks and complete effect dependencies. The plugin's React Compiler rules stay off: the SPA is not
    // built with the React Compiler, and they flag patterns (a ref read in render, a load started by an effect) that
    // are correct without it.
    files: ['src/**/*.{ts,tsx}', 'tests/unit/spa/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    // A dialog's first field may take focus (MUI moves it there anyway); a bare DOM element may not.
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    // Tests and benchmarks read untyped JSON answers of the API; the product's code may not use `any`.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
