// Lint rules for the project (`npm run lint`). typescript-eslint's type-aware
// rules catch promises left floating and misused; the size rules hold
// functions to a screen, as ARCHITECTURE.md asks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['vitest.config.ts', 'eslint.config.js', 'dist/**', 'node_modules/**', 'test-output/**', 'data/**', 'web/vendor/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests walk parsed JSON documents (OpenAPI, answers) whose shape the assertions check.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      complexity: ['warn', 25],
    },
  },
  {
    files: ['web/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
);
