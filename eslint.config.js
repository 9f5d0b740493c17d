// Lint rules, including the import boundaries of the design (README "How it is built", decision
// 032): shared code is isomorphic, the web never reaches into the server, routes never touch the
// database, repositories never call providers, a feature uses another only through its
// service.ts (a web feature never imports another), raw (dialect-specific) SQL lives only in
// src/server/db, and code that ships never imports test code (decision 031).
//
// The boundaries are `no-restricted-imports` patterns, which ESLint reads like .gitignore lines:
// a leading `#` starts a comment there, so every alias is written `\#server/…`, `\#web/…`.
// tests/lint/import-boundaries.test.ts lints one forbidden import of each kind and expects each
// error, so a rule that stops firing fails the tests.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const testFiles = '**/*.test.{ts,tsx}';

// Each boundary is a set of `paths` and `patterns` for no-restricted-imports.
const sharedIsIsomorphic = {
  patterns: [
    {
      group: ['\\#server/*', '**/server/**'],
      message: 'src/shared is isomorphic: it never imports server code.',
    },
    {
      group: ['\\#web/*', '**/web/**'],
      message: 'src/shared is isomorphic: it never imports web code.',
    },
    {
      group: ['node:*'],
      message: 'src/shared has no I/O and runs in the browser: no Node built-ins.',
    },
  ],
  paths: builtinModules.map((name) => ({
    name,
    message: 'src/shared has no I/O and runs in the browser: no Node built-ins.',
  })),
};
const webWithoutServer = {
  patterns: [
    {
      group: ['\\#server/*', '**/server/**'],
      message:
        'The web app talks to the server over HTTP; the contract is the zod schema in src/shared.',
    },
  ],
};
const noTestCode = {
  patterns: [
    {
      group: ['\\#tests/*', '**/tests/**'],
      message: 'Code that ships never imports test code (decision 031); only *.test.ts files may.',
    },
  ],
};
const rawSqlInDbOnly = {
  paths: [
    {
      name: 'kysely',
      importNames: ['sql'],
      message: 'Raw SQL is dialect-specific: put it behind a helper in src/server/db.',
    },
  ],
};
/** Outside a feature, by alias or by a relative path from src/server or one of its folders. */
const featureThroughService = (alsoAllowed = []) => ({
  patterns: [
    {
      group: [
        '\\#server/features/*/*',
        './features/*/*',
        '../features/*/*',
        '../../features/*/*',
        ...['service.ts', ...alsoAllowed].flatMap((file) => [
          `!\\#server/features/*/${file}`,
          `!./features/*/${file}`,
          `!../features/*/${file}`,
          `!../../features/*/${file}`,
        ]),
      ],
      message: 'A feature uses another feature only through its service.ts.',
    },
  ],
});
/**
 * Inside a feature: relative imports stay in the feature (a file `depth` folders below the
 * feature's own folder may climb that far and no further); anything else by its alias, which
 * the other boundaries check.
 */
const staysInFeature = (depth, message) => ({
  patterns: [{ group: [`${'../'.repeat(depth + 1)}**`], message }],
});
const serverFeatureOutward = (depth) =>
  staysInFeature(
    depth,
    'A relative import stays inside its feature; reach other code by its #server/… alias.',
  );
const webFeatureOutward = (depth) =>
  staysInFeature(
    depth,
    'A web feature never imports another (routes compose them); reach shared code by its #web/… alias.',
  );
const routesWithoutDatabase = {
  paths: [{ name: 'kysely', message: 'Routes never touch the database: call service.ts.' }],
  patterns: [
    {
      group: ['\\#server/db/*', './repo.ts', './*-repo.ts'],
      message: 'Routes never touch the database: call service.ts.',
    },
  ],
};
const reposWithoutProviders = {
  patterns: [{ group: ['\\#server/providers/*'], message: 'Repositories never call a provider.' }],
};
const webFeaturesApart = {
  patterns: [
    {
      group: ['\\#web/features/*', '\\#web/routes/*', '\\#web/app/*'],
      message:
        'Web features never import each other, and components and lib sit below them: routes compose features.',
    },
  ],
};
const belowFeatures = {
  patterns: [
    {
      group: ['../features/*', '../../features/*', '../routes/*', '../../routes/*'],
      message: 'Components and lib sit below the features and routes: they never import them.',
    },
  ],
};

/**
 * The import boundaries of `files`: every set given, plus, for files that ship (not tests), no
 * test code. Later entries override earlier ones for the same file (flat config replaces a
 * rule's options), so each entry lists every set its files must keep.
 */
function boundaries(files, sets, { ignores = [] } = {}) {
  const rule = (all) => [
    'error',
    {
      paths: all.flatMap((set) => set.paths ?? []),
      patterns: all.flatMap((set) => set.patterns ?? []),
    },
  ];
  return [
    {
      files,
      ignores: [...ignores, testFiles],
      rules: { 'no-restricted-imports': rule([...sets, noTestCode]) },
    },
    {
      files: files.map((pattern) => [pattern, testFiles]),
      ignores,
      rules: { 'no-restricted-imports': rule(sets) },
    },
  ];
}

const serverFeature = (depth) => [
  rawSqlInDbOnly,
  featureThroughService(),
  serverFeatureOutward(depth),
];
const webFeature = (depth) => [webWithoutServer, webFeaturesApart, webFeatureOutward(depth)];

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
    // The PayPal stand-in's script runs in the browser (src/server/…/simulator/sdk-script.ts).
    files: ['src/server/providers/paypal/simulator/browser/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/web/**', 'tests/support/web/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },

  // Shared code.
  ...boundaries(['src/shared/**'], [sharedIsIsomorphic]),

  // The server. Its composition root (app.ts) also mounts each feature's routes.ts.
  ...boundaries(['src/server/**'], [rawSqlInDbOnly, featureThroughService()], {
    ignores: ['src/server/db/**'],
  }),
  ...boundaries(['src/server/db/**'], [featureThroughService()]),
  ...boundaries(['src/server/app.ts'], [rawSqlInDbOnly, featureThroughService(['routes.ts'])]),
  ...boundaries(['src/server/features/*/*'], serverFeature(0)),
  ...boundaries(['src/server/features/*/*/*'], serverFeature(1)),
  ...boundaries(['src/server/features/*/*/*/*'], serverFeature(2)),
  ...boundaries(['src/server/features/*/routes.ts'], [...serverFeature(0), routesWithoutDatabase]),
  ...boundaries(['src/server/features/*/*repo.ts'], [...serverFeature(0), reposWithoutProviders]),

  // The web app: routes and app/ compose features; components and lib sit below them.
  ...boundaries(['src/web/**'], [webWithoutServer]),
  ...boundaries(['src/web/features/*/*'], webFeature(0)),
  ...boundaries(['src/web/features/*/*/*'], webFeature(1)),
  ...boundaries(['src/web/features/*/*/*/*'], webFeature(2)),
  ...boundaries(
    ['src/web/components/**', 'src/web/lib/**'],
    [webWithoutServer, webFeaturesApart, belowFeatures],
  ),
  prettier,
);
