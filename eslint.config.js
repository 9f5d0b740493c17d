// Lint rules, including the import boundaries of the design handbook (DESIGN.md §3):
// shared code is isomorphic, the web never reaches into the server, routes never touch the
// database, repositories never call providers, features meet only through service.ts, and
// raw (dialect-specific) SQL lives only in src/server/db.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const noServerOrWeb = [
  {
    group: ['#server/*', '**/server/**'],
    message: 'src/shared is isomorphic: it never imports server code.',
  },
  {
    group: ['#web/*', '**/web/**'],
    message: 'src/shared is isomorphic: it never imports web code.',
  },
  {
    group: ['node:*'],
    message: 'src/shared has no I/O and runs in the browser: no Node built-ins.',
  },
];
const noServerFromWeb = {
  group: ['#server/*', '**/server/**'],
  message:
    'The web app talks to the server over HTTP; the contract is the zod schema in src/shared.',
};
const rawSqlOutsideDb = {
  name: 'kysely',
  importNames: ['sql'],
  message: 'Raw SQL is dialect-specific: put it behind a helper in src/server/db.',
};
const otherFeatureInternals = {
  group: ['#server/features/*/*', '!#server/features/*/service.ts'],
  message: 'A feature uses another feature only through its service.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'coverage/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/e2e/.artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/**', 'scripts/**', 'bench/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: noServerOrWeb }] },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [rawSqlOutsideDb], patterns: [otherFeatureInternals] },
      ],
    },
  },
  {
    files: ['src/server/features/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawSqlOutsideDb, { name: 'kysely', message: 'Routes never touch the database.' }],
          patterns: [
            otherFeatureInternals,
            {
              group: ['#server/db/*', './repo.ts'],
              message: 'Routes never touch the database: call service.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/features/*/repo.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [rawSqlOutsideDb],
          patterns: [
            otherFeatureInternals,
            { group: ['#server/providers/*'], message: 'Repositories never call a provider.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [noServerFromWeb] }],
    },
  },
  {
    // Web features never import each other (they use relative paths inside themselves);
    // routes compose them. Layout and UI components sit below features.
    files: ['src/web/features/**', 'src/web/components/**', 'src/web/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServerFromWeb,
            {
              group: ['#web/features/*', '#web/routes/*'],
              message: 'Features never import each other; routes compose them.',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
