// Server integration tests build the real app on a freshly migrated database (SQLite, or
// PostgreSQL when the `postgres` test project runs) with a fake clock, and drive it with
// `inject` (docs/architecture.md §7): no port is opened.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { DevOutboxResponseSchema, type DevOutboxMessage } from '#shared/api/dev-outbox.ts';
import { lastTenDigits } from '#shared/phone/phone.ts';
import { buildApp } from '#server/app.ts';
import { createFakeClock, type FakeClock } from './fake-clock.ts';
import { parseConfig, type Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createSimulatedProviders, type Providers } from '#server/providers/index.ts';
import { createSelfFetch } from './self-fetch.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: FakeClock;
  config: Config;
  providers: Providers;
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
  options: {
    env?: Record<string, string>;
    clock?: FakeClock;
    /** Replaces simulated providers (the default, whatever the env says), e.g. a failing one. */
    providers?: Partial<Providers>;
    /** Runs the periodic work (the outbox sweeper) as main.ts does; off by default. */
    backgroundWork?: boolean;
    /**
     * Changes the parsed configuration, for a test of what parseConfig would refuse (e.g. a
     * production configuration with simulated providers, to show the app still mounts none).
     */
    adjustConfig?: (parsed: Config) => Config;
    /** A logger for the app (e.g. production's, writing to a buffer); none by default. */
    logger?: FastifyBaseLogger;
    /**
     * A migrated database the test opened itself (e.g. a SQLite file that another connection
     * opens too) instead of a fresh one; the app closes it with the rest.
     */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIR: createWebFixture(),
    ...options.env,
  });
  const config = options.adjustConfig ? options.adjustConfig(parsed) : parsed;
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? createFakeClock();
  // The payment clients reach the stand-ins under PUBLIC_URL/sim/... through this very app's
  // `inject` (it never listens in tests), so the real client code is what the tests run.
  const built: { app?: FastifyInstance } = {};
  const selfFetch = createSelfFetch(config.publicUrl, () => {
    if (!built.app) throw new Error('the test app is not built yet');
    return built.app;
  });
  const providers: Providers = {
    ...createSimulatedProviders({
      publicUrl: config.publicUrl,
      brandName: config.brandName,
      fetch: selfFetch,
      clock,
    }),
    ...options.providers,
  };
  const app = await buildApp({
    config,
    database,
    clock,
    providers,
    logger: options.logger ?? false,
    backgroundWork: options.backgroundWork ?? false,
  });
  built.app = app;
  preferEnglish(app);
  return {
    app,
    database,
    clock,
    config,
    providers,
    async close() {
      await app.close();
      await providers.email.close();
      await database.close();
    },
  };
}

/**
 * Requests come from an English-preferring browser unless a test names another language: the
 * product answers a request that prefers neither language in French (http/request-locale.ts),
 * and most tests read the English texts.
 */
function preferEnglish(app: FastifyInstance): void {
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) =>
    inject({
      ...options,
      headers: { 'accept-language': 'en', ...options.headers },
    })) as typeof app.inject;
}

// ---- Reading what was "sent": the dev outbox, as a person or a browser test reads it ----------

/** Every message in the dev outbox (GET /api/dev/outbox), newest first. */
export async function readOutbox(app: FastifyInstance): Promise<DevOutboxMessage[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  if (res.statusCode !== 200) {
    throw new Error(`GET /api/dev/outbox answered ${res.statusCode}: is the dev outbox enabled?`);
  }
  return DevOutboxResponseSchema.parse(res.json()).messages;
}

/** The newest message to this email address or phone number (any format), if any. */
export async function latestMessageTo(
  app: FastifyInstance,
  recipient: string,
): Promise<DevOutboxMessage | undefined> {
  const digits = recipient.includes('@') ? null : lastTenDigits(recipient);
  const messages = await readOutbox(app);
  return messages.find((message) =>
    digits === null
      ? message.channel === 'email' && message.to.toLowerCase() === recipient.toLowerCase()
      : message.channel === 'sms' && message.to === digits,
  );
}

/** The 6-digit code of the newest SMS to this phone number; throws when there is none. */
export async function latestSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const message = await latestMessageTo(app, phone);
  const code = message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
  if (code === undefined) throw new Error(`no SMS code for ${phone} in the dev outbox`);
  return code;
}

/**
 * The link in the newest email to this address that has one whose URL contains `containing`
 * (e.g. '/confirm-email'); throws when there is none.
 */
export async function latestEmailLink(
  app: FastifyInstance,
  email: string,
  containing = '',
): Promise<URL> {
  const emails = (await readOutbox(app)).filter(
    (message) => message.channel === 'email' && message.to.toLowerCase() === email.toLowerCase(),
  );
  for (const message of emails) {
    const link = (message.text.match(/https?:\/\/[^\s<>"']+/g) ?? [])
      // A sentence's full stop or closing bracket is not part of the link.
      .map((url) => url.replace(/[.,;:!?)\]}]+$/, ''))
      .find((url) => url.includes(containing));
    if (link !== undefined) return new URL(link);
  }
  throw new Error(`no link containing "${containing}" for ${email} in the dev outbox`);
}

/**
 * The secret an email link carries in its fragment (`#token=…`), where the server puts it so that
 * no server log, Referer or third-party script sees it; null when the fragment has none (a link
 * with the secret in its query string gives null too).
 */
export function linkSecret(link: URL, name: string): string | null {
  return new URLSearchParams(link.hash.replace(/^#/, '')).get(name);
}
