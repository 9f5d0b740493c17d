import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The kinds of tests (docs/architecture.md §7), as Vitest projects:
// - node: pure rules in src/shared, the server's integration tests and the abuse tests
//   (tests/abuse) on SQLite, and the lint rules' own tests (tests/lint);
// - postgres: the same server integration and abuse tests again on PostgreSQL, only when
//   TEST_DATABASE_URL is set (CI sets it);
// - web: component tests in jsdom;
// - reliability: real server processes on one PostgreSQL (tests/reliability), only when
//   TEST_DATABASE_URL is set.
const serverTests = ['src/server/**/*.test.ts', 'tests/abuse/**/*.test.ts', 'scripts/**/*.test.ts'];
// Server tests that never touch the database under test: no need to run them twice.
const databaseFreeTests = [
  'src/server/config.test.ts',
  'src/server/main.test.ts',
  'src/server/cli/admin-process.test.ts',
  'scripts/server-bundle.test.ts',
  'src/server/providers/**',
  'src/server/logging/**',
];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', ...serverTests, 'tests/lint/**/*.test.ts'],
          env: { TEST_DB_DIALECT: 'sqlite' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                name: 'postgres',
                environment: 'node',
                include: serverTests,
                exclude: databaseFreeTests,
                env: { TEST_DB_DIALECT: 'postgres' },
              },
            },
            // Real server processes sharing one PostgreSQL, raced and killed (SIGKILL): they
            // start processes and wait for them, hence the long timeouts.
            {
              test: {
                name: 'reliability',
                environment: 'node',
                include: ['tests/reliability/**/*.test.ts'],
                testTimeout: 120_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/web/setup.ts'],
          // A whole page rendered in jsdom and driven key by key takes about a second alone, but
          // `npm test` runs the four projects at once on CI's two cores: 5 s (the default) was
          // seen to run out on a loaded machine while the test itself was passing.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
