// ESLint flat config for the whole monorepo. Errors are for real problems (hooks misuse, unused code, unsafe
// patterns); style is Prettier's job (`npm run format`); types are tsc's (`npm run typecheck`), so no type-aware
// rules here: lint stays fast.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Boundaries (ARCH-LAYOUT): a web feature never imports another feature (shared parts live in web/src/components or
// web/src/lib); components and lib never import a feature; common imports nothing of ours. Each feature folder is
// its own zone, read from the disk so a new feature is covered without editing this file.
const features = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The API's adapters: only functions/src/index.ts (and tests) may import them. */
const ADAPTERS = [
  'store/sqlite-store',
  'store/firestore-store',
  'blobs/fs-blobs',
  'blobs/cloud-storage-blobs',
  'identity/firebase-identity',
  'mail/smtp-mailer',
];
const boundaryZones = [
  ...features.map((f) => ({
    target: `./web/src/features/${f}`,
    from: './web/src/features',
    except: [`./${f}`],
    message: `A feature does not import another feature: move the shared part to web/src/components or web/src/lib.`,
  })),
  {
    target: ['./web/src/components', './web/src/lib', './web/src/theme'],
    from: './web/src/features',
    message: 'Shared web code does not import a feature.',
  },
  {
    target: './common',
    from: ['./web', './functions', './scripts', './e2e'],
    message: 'common/ imports nothing of ours: it is shared by web and functions.',
  },
];

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
    // Boundaries and import cycles (ARCH-LAYOUT-2, ARCH-LAYOUT-3), resolved the way TypeScript resolves them.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'common/tsconfig.json',
            'functions/tsconfig.json',
            'web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
    },
  },
  {
    // Ports and adapters (ARCH-PORTS-2): only the Cloud Function's entry (index.ts) picks adapters; the rest of the
    // API uses the ports. Tests, the demo seed and the adapters themselves are exempt.
    files: ['functions/src/**/*.ts'],
    ignores: [
      'functions/src/index.ts',
      'functions/src/**/*.test.ts',
      'functions/src/api-tests/**',
      'functions/src/seed/**',
      ...ADAPTERS.map((a) => `functions/src/${a}.ts`),
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...boundaryZones,
            {
              target: './functions/src',
              from: ADAPTERS.map((a) => `./functions/src/${a}.ts`),
              message:
                'Use the port (store/store.ts, blobs/blobs.ts, identity/identity.ts, mail/mailer.ts); only index.ts picks adapters.',
            },
          ],
        },
      ],
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
  {
    // Small enough to read (ARCH-LAYOUT): no source file over 500 lines, no function over 120. Tests, journeys, the
    // demo seed and content (articles, FAQs, rules tables as data) are long by nature and exempt.
    files: ['{common,functions,web,scripts}/**/*.{ts,tsx,mts,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/api-tests/**',
      '**/*.contract.ts',
      'e2e/**',
      'functions/src/seed/**',
      '**/content/**',
    ],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
);
