// Server integration tests build the real app on a freshly migrated database (SQLite, or
// PostgreSQL when the `postgres` test project runs) with a fake clock, and drive it with
// `inject` (DESIGN.md §7): no port is opened.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { createFakeClock, type FakeClock } from '#server/clock.ts';
import { parseConfig, type Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  config: Config;
  close(): Promise<void>;
}

/** A tiny stand-in for the built web app, so SPA serving is tested without a Vite build. */
export function createWebFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lumina-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  return dir;
}

export async function createTestApp(
  options: { env?: Record<string, string>; clock?: FakeClock } = {},
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIR: createWebFixture(),
    ...options.env,
  });
  const database = await createTestDatabase();
  const clock = options.clock ?? createFakeClock();
  const app = await buildApp({ config, database, clock, providers: {}, logger: false });
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
