// One lint config for the whole repo. Type-aware rules catch promises nobody awaits (a classic
// source of lost cart updates) and promises handed to callbacks that ignore them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import features from './web/build/feature-cycles.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'var/**', '**/__generated__/**', '**/var/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Relay: operations named after their module (<Module><Name>Query/Mutation,
    // fragments <Component>_<prop>), no selected field left unread, a fragment spread only where
    // its component is imported, and the generated types on every Relay hook.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  {
    // Code a newcomer can follow: no module cycles (the load order stays obvious), and no function
    // longer than a screen (split it into named steps). Tests are exempt from the length rule: a
    // `describe` callback is a list of cases, not a procedure. Violations that predate a rule are
    // listed in eslint-suppressions.json; fixing one means `npx eslint . --prune-suppressions`.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // A feature folder imports no feature that depends on it (web README "Rules of this folder").
    files: ['web/src/features/**/*.{ts,tsx}'],
    plugins: { features },
    rules: { 'features/no-cycle': 'error' },
  },
  {
    // One translation hook for the storefront (web/src/i18n/useTranslation.ts): react-i18next's
    // copies the i18next instance for every component that calls it. Each machine is imported from
    // its own module, so the shell's chunk takes in only the machines the shell uses
    // (web/build/shell-chunk.ts). Both: web README "Speed on a phone".
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/i18n/useTranslation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message: 'use useTranslation from web/src/i18n/useTranslation.ts: one shared t per language',
            },
            {
              name: '@nails/machines',
              message:
                "import from the machine's own module (@nails/machines/cartMachine): the index brings every machine",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
