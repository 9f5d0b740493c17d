// Helpers for the advisors' tests: the demo data, calls and advisor changes written straight to
// the database (as the phone line and operators will), a temporary DATA_DIR, and the feature's
// routes mounted alone on a service the test holds — so a test can change presence through the
// service the routes use, count database queries, or give it a failing synthesiser.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import { seedDemoData } from '#server/db/seed/index.ts';
import type { AdvisorUpdate } from '#server/db/tables/advisors.ts';
import { registerErrorHandling } from '#server/http/error-handler.ts';
import { registerRequestContext } from '#server/http/request-context.ts';
import { useZodRouteSchemas } from '#server/http/route-schemas.ts';
import type { SpeechSynthesizer } from '#server/speech/speech-synthesizer.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { advisorRoutes } from '#server/features/advisors/routes.ts';
import { createAdvisorsService, type AdvisorsService } from '#server/features/advisors/service.ts';

/** A fresh DATA_DIR; remove() deletes it. */
export type TemporaryDataDir = ReturnType<typeof temporaryDataDir>;

export function temporaryDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'lumina-advisors-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function seedDemo(t: TestApp) {
  await seedDemoData(t.database, { clock: t.clock });
}

/** A test app with the demo advisors, its data (photos, audio) in a folder of its own. */
export async function startWithDemoAdvisors() {
  const data = temporaryDataDir();
  const t = await createTestApp({ env: { DATA_DIR: data.dir } });
  await seedDemo(t);
  return { t, data };
}

export async function stopWithDemoAdvisors(t: TestApp, data: TemporaryDataDir) {
  await t.close();
  data.remove();
}

export async function updateAdvisor(t: TestApp, extension: number, values: AdvisorUpdate) {
  await t.database.kysely
    .updateTable('advisors')
    .set(values)
    .where('extension', '=', extension)
    .execute();
}

const secondsBefore = (t: TestApp, seconds: number) =>
  new Date(t.clock.now().getTime() - seconds * 1000).toISOString();

/**
 * A call open to the advisor right now, as the phone line records it: dialled `dialedSecondsAgo`,
 * answered `answeredSecondsAgo` (still ringing when left out), with `reservedMinutes` prepaid.
 */
export async function openCall(
  t: TestApp,
  extension: number,
  options: { reservedMinutes: number; dialedSecondsAgo: number; answeredSecondsAgo?: number },
): Promise<string> {
  const db = t.database.kysely;
  const advisor = await db
    .selectFrom('advisors')
    .select('id')
    .where('extension', '=', extension)
    .executeTakeFirstOrThrow();
  const customer = await db.selectFrom('customers').select('id').executeTakeFirstOrThrow();
  const id = newId();
  await db
    .insertInto('calls')
    .values({
      id,
      customerId: customer.id,
      advisorId: advisor.id,
      providerCallSid: `CA${id.replace(/-/g, '')}`,
      dialCallSid: null,
      status: 'dialing',
      reservedMinutes: options.reservedMinutes,
      dialedAt: secondsBefore(t, options.dialedSecondsAgo),
      callStart:
        options.answeredSecondsAgo === undefined
          ? null
          : secondsBefore(t, options.answeredSecondsAgo),
      callEnd: null,
      durationSeconds: null,
      minutesUsed: null,
      settledAt: null,
      createdAt: secondsBefore(t, options.dialedSecondsAgo),
    })
    .execute();
  return id;
}

export async function answerCall(t: TestApp, callId: string, secondsAgo: number) {
  await t.database.kysely
    .updateTable('calls')
    .set({ callStart: secondsBefore(t, secondsAgo) })
    .where('id', '=', callId)
    .execute();
}

/** The same database, counting every query run through it. */
export function countingDatabase(database: Database) {
  let count = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const counted: Database = {
    kysely: database.kysely.withPlugin(counter),
    dialect: database.dialect,
    ping: () => database.ping(),
    close: () => database.close(),
  };
  return { database: counted, queries: () => count };
}

export interface MountedAdvisors {
  app: FastifyInstance;
  service: AdvisorsService;
  /** Database queries the service has run so far. */
  queries(): number;
}

/**
 * The advisor routes under /api on a service the test holds, over the test app's database,
 * answering in each request's language as the app does (Accept-Language, English by default; no
 * cookies here).
 */
export async function mountAdvisors(
  t: TestApp,
  options: {
    dataDir: string;
    speech?: SpeechSynthesizer;
    logger?: { warn: (...args: unknown[]) => void; error: (...args: unknown[]) => void };
  },
): Promise<MountedAdvisors> {
  const { database, queries } = countingDatabase(t.database);
  const service = createAdvisorsService({
    database,
    clock: t.clock,
    dataDir: options.dataDir,
    logger: options.logger ?? { warn: () => {}, error: () => {} },
    ...(options.speech ? { speech: options.speech } : {}),
  });
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  useZodRouteSchemas(app);
  // As in createTestApp, a request speaks as an English-preferring browser unless it says otherwise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.headers['accept-language'] ??= 'en';
    done();
  });
  registerRequestContext(app);
  await app.register(advisorRoutes(service), { prefix: '/api' });
  app.addHook('onClose', async () => service.close());
  await app.ready();
  return { app, service, queries };
}
