import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'packages/contract/generated/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'packages/app/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/ui/**/*.tsx', 'packages/app/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...pluginQuery.configs['flat/recommended'],
  ...storybook.configs['flat/recommended'],
  {
    // Tests may assert that a thing exists with `!`; a wrong assumption fails the test loudly.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'e2e/**/*.ts', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Imports flow one way (docs/decisions/001): domain imports nothing of ours; ui never imports api or app.
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@buddy/*', 'react', 'react-dom'] }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@buddy/api', '@buddy/app', '@buddy/server'] }],
    },
  },
  {
    files: ['packages/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@buddy/ui', '@buddy/app', '@buddy/server'] }] },
  },
  {
    files: ['packages/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@buddy/ui', '@buddy/app', '@buddy/api'] }] },
  },
);
