// ESLint flat config for the whole monorepo. Errors are for real problems (hooks misuse, unused code, unsafe
// patterns); style is Prettier's job (`npm run format`); types are tsc's (`npm run typecheck`), so no type-aware
// rules here: lint stays fast.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// eslint-plugin-react-hooks 7 ships the React Compiler's diagnostics in its preset. This project does not use the
// compiler, so those are advice (warnings); the classic rules of hooks stay errors.
const hooksPreset = reactHooks.configs['recommended-latest'].rules;
const hooksRules = Object.fromEntries(Object.keys(hooksPreset).map((rule) => [rule, 'warn']));
hooksRules['react-hooks/rules-of-hooks'] = 'error';
hooksRules['react-hooks/set-state-in-render'] = 'error';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/.react-router/**',
      'functions/lib/**',
      '.data/**',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
      // `any` is sometimes the honest type at a boundary (third-party data); keep it visible, not blocking.
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    // Node code: the API, scripts, configs, Playwright.
    files: [
      'functions/**',
      'scripts/**',
      'web/scripts/**',
      'e2e/**',
      'common/**',
      '*.{js,mjs,cjs,ts,mts}',
      '*/*.config.{js,mjs,ts,mts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: hooksRules,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
