// The import boundaries of eslint.config.js, linted with the project's own configuration through
// ESLint's Node API: one forbidden import of each kind, each placed where the rule applies, must
// be refused with the rule's message, and the imports the design allows must pass. The rules once
// matched nothing (ESLint reads their patterns like .gitignore lines, where a leading `#` starts
// a comment) and nothing said so: a rule that stops firing now fails this test.
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface Fixture {
  /** Where the file is linted as if it were (it need not exist). */
  as: string;
  source: string;
}

let eslint: ESLint;
// ESLint loads its configuration, plugins and parser on the first lint, which takes seconds on a
// busy machine: that happens here, once, rather than inside the first test's time limit.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: resolve(root, 'src/shared/warm-up.ts') });
}, 60_000);

/** The messages of the import rule for `source` linted as the file `as`. */
async function restrictedImports({ as, source }: Fixture): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, as) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const messages = {
  sharedServer: 'src/shared is isomorphic: it never imports server code.',
  sharedWeb: 'src/shared is isomorphic: it never imports web code.',
  sharedNode: 'src/shared has no I/O and runs in the browser: no Node built-ins.',
  webServer: 'The web app talks to the server over HTTP',
  routesDatabase: 'Routes never touch the database: call service.ts.',
  repoProvider: 'Repositories never call a provider.',
  featureService: 'A feature uses another feature only through its service.ts.',
  featureOutward: 'A relative import stays inside its feature',
  webFeatures: 'Web features never import each other',
  webFeatureOutward: 'A web feature never imports another',
  belowFeatures: 'Components and lib sit below the features and routes',
  rawSql: 'Raw SQL is dialect-specific: put it behind a helper in src/server/db.',
  testCode: 'Code that ships never imports test code',
};

const forbidden: [string, Fixture, string][] = [
  [
    'shared code importing the server',
    { as: 'src/shared/pricing/fixture.ts', source: "import '#server/config.ts';" },
    messages.sharedServer,
  ],
  [
    'shared code importing the server by a relative path',
    { as: 'src/shared/pricing/fixture.ts', source: "import '../../server/config.ts';" },
    messages.sharedServer,
  ],
  [
    'shared code importing the web',
    { as: 'src/shared/pricing/fixture.ts', source: "import '#web/lib/toast.ts';" },
    messages.sharedWeb,
  ],
  [
    'shared code importing a node: built-in',
    { as: 'src/shared/pricing/fixture.ts', source: "import 'node:fs';" },
    messages.sharedNode,
  ],
  [
    'shared code importing a built-in by its bare name',
    { as: 'src/shared/pricing/fixture.ts', source: "import 'crypto';" },
    messages.sharedNode,
  ],
  [
    'the web importing the server',
    { as: 'src/web/lib/fixture.ts', source: "import '#server/config.ts';" },
    messages.webServer,
  ],
  [
    'a web feature importing the server by a relative path',
    {
      as: 'src/web/features/dashboard/components/fixture.tsx',
      source: "import '../../../../server/config.ts';",
    },
    messages.webServer,
  ],
  [
    "routes importing their feature's repository",
    { as: 'src/server/features/payments/routes.ts', source: "import './repo.ts';" },
    messages.routesDatabase,
  ],
  [
    'routes importing another repository file of their feature',
    { as: 'src/server/features/payments/routes.ts', source: "import './after-sale-repo.ts';" },
    messages.routesDatabase,
  ],
  [
    'routes importing the database',
    {
      as: 'src/server/features/payments/routes.ts',
      source: "import type { Database } from '#server/db/database.ts';",
    },
    messages.routesDatabase,
  ],
  [
    'routes importing Kysely',
    { as: 'src/server/features/payments/routes.ts', source: "import 'kysely';" },
    messages.routesDatabase,
  ],
  [
    'a repository importing a provider',
    {
      as: 'src/server/features/payments/repo.ts',
      source: "import '#server/providers/paypal/port.ts';",
    },
    messages.repoProvider,
  ],
  [
    'a repository file of another name importing a provider',
    {
      as: 'src/server/features/payments/after-sale-repo.ts',
      source: "import '#server/providers/index.ts';",
    },
    messages.repoProvider,
  ],
  [
    "a feature importing another feature's repository",
    {
      as: 'src/server/features/auth/service.ts',
      source: "import '#server/features/payments/repo.ts';",
    },
    messages.featureService,
  ],
  [
    "a feature's test importing another feature's helper file",
    {
      as: 'src/server/features/telephony/fixture.test.ts',
      source: "import '#server/features/advisors/feed.ts';",
    },
    messages.featureService,
  ],
  [
    "a feature reaching another feature's file by a relative path",
    { as: 'src/server/features/auth/service.ts', source: "import '../rate-limits/repo.ts';" },
    messages.featureOutward,
  ],
  [
    "a feature's subfolder reaching another feature by a relative path",
    {
      as: 'src/server/features/advisors/portraits/fixture.ts',
      source: "import '../../payments/service.ts';",
    },
    messages.featureOutward,
  ],
  [
    "an operator command importing a feature's repository",
    {
      as: 'src/server/cli/commands/fixture.ts',
      source: "import '#server/features/coupons/repo.ts';",
    },
    messages.featureService,
  ],
  [
    "the app importing a feature's repository by a relative path",
    { as: 'src/server/app.ts', source: "import './features/auth/repo.ts';" },
    messages.featureService,
  ],
  [
    'raw SQL in a feature',
    { as: 'src/server/features/payments/service.ts', source: "import { sql } from 'kysely';" },
    messages.rawSql,
  ],
  [
    'raw SQL in the HTTP layer',
    { as: 'src/server/http/fixture.ts', source: "import { sql } from 'kysely';" },
    messages.rawSql,
  ],
  [
    'a web feature importing another feature',
    {
      as: 'src/web/features/dashboard/components/fixture.tsx',
      source: "import '#web/features/purchase/payment-failure.ts';",
    },
    messages.webFeatures,
  ],
  [
    "a web feature's test importing another feature",
    {
      as: 'src/web/features/banners/fixture.test.tsx',
      source: "import '#web/features/account-notice/account-notice.tsx';",
    },
    messages.webFeatures,
  ],
  [
    'a web feature reaching another feature by a relative path',
    {
      as: 'src/web/features/advisors/fixture.test.tsx',
      source: "import '../account-notice/dismissal-flag.ts';",
    },
    messages.webFeatureOutward,
  ],
  [
    "a web feature's subfolder reaching another feature by a relative path",
    {
      as: 'src/web/features/dashboard/components/fixture.tsx',
      source: "import '../../purchase/payment-failure.ts';",
    },
    messages.webFeatureOutward,
  ],
  [
    'a layout component importing a feature',
    {
      as: 'src/web/components/layout/fixture.tsx',
      source: "import '#web/features/banners/countdown.ts';",
    },
    messages.webFeatures,
  ],
  [
    'a layout component importing a feature by a relative path',
    {
      as: 'src/web/components/layout/fixture.tsx',
      source: "import '../../features/banners/countdown.ts';",
    },
    messages.belowFeatures,
  ],
  [
    'the web library importing a route',
    { as: 'src/web/lib/fixture.ts', source: "import '#web/routes/home.tsx';" },
    messages.webFeatures,
  ],
  [
    'server code importing test helpers',
    {
      as: 'src/server/features/payments/service.ts',
      source: "import '#tests/support/payments.ts';",
    },
    messages.testCode,
  ],
  [
    'web code importing test helpers',
    { as: 'src/web/lib/fixture.ts', source: "import '#tests/support/web/render.tsx';" },
    messages.testCode,
  ],
  [
    'shared code importing test helpers',
    { as: 'src/shared/tarot/fixture.ts', source: "import '#tests/support/random.ts';" },
    messages.testCode,
  ],
];

const allowed: [string, Fixture][] = [
  [
    'a feature using another through its service.ts',
    {
      as: 'src/server/features/auth/service.ts',
      source: "import '#server/features/outbox/service.ts';",
    },
  ],
  [
    'the app mounting routes',
    { as: 'src/server/app.ts', source: "import './features/auth/routes.ts';" },
  ],
  [
    'an operator command using a service',
    {
      as: 'src/server/cli/commands/fixture.ts',
      source: "import '#server/features/coupons/service.ts';",
    },
  ],
  [
    "a feature's files importing each other",
    { as: 'src/server/features/payments/service.ts', source: "import './repo.ts';" },
  ],
  [
    "a feature's subfolder importing its feature",
    { as: 'src/server/features/advisors/portraits/fixture.ts', source: "import '../service.ts';" },
  ],
  [
    'raw SQL in src/server/db',
    { as: 'src/server/db/fixture.ts', source: "import { sql } from 'kysely';" },
  ],
  [
    'a test importing test helpers',
    {
      as: 'src/server/features/payments/fixture.test.ts',
      source: "import '#tests/support/payments.ts';",
    },
  ],
  [
    'a web test importing test helpers',
    {
      as: 'src/web/features/dashboard/fixture.test.tsx',
      source: "import '#tests/support/web/render.tsx';",
    },
  ],
  [
    'a route composing features',
    {
      as: 'src/web/routes/fixture.tsx',
      source: "import '#web/features/advisors/components/advisor-board.tsx';",
    },
  ],
  [
    "a web feature's folders importing each other",
    {
      as: 'src/web/features/dashboard/components/fixture.tsx',
      source: "import '../api/get-promo-code.ts';",
    },
  ],
  [
    'a web feature using components and lib',
    {
      as: 'src/web/features/dashboard/components/fixture.tsx',
      source: "import '#web/components/ui/button.tsx';\nimport '#web/lib/toast.ts';",
    },
  ],
  [
    'shared code importing shared code',
    { as: 'src/shared/pricing/fixture.ts', source: "import '#shared/pricing/money.ts';" },
  ],
];

describe('the import boundaries', () => {
  it.each(forbidden)('refuse %s', async (_kind, fixture, message) => {
    expect(await restrictedImports(fixture)).toContainEqual(expect.stringContaining(message));
  });

  it.each(allowed)('allow %s', async (_kind, fixture) => {
    expect(await restrictedImports(fixture)).toEqual([]);
  });
});
