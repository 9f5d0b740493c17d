// The product's app, in process, on the scale benchmark's database: buildApp with simulated
// providers and the benchmark's fixed clock, driven by `inject` (no port, no network), so a
// figure is the server's own work — routing, the session cookie, the queries — and what changes
// with the number of customers is the database's part. Every query the product sends can be
// recorded as compiled SQL, for the query-plan check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  type CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { buildApp } from '#server/app.ts';
import { createFakeClock, type FakeClock } from '#tests/support/fake-clock.ts';
import { parseConfig, type Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createSimulatedProviders } from '#server/providers/index.ts';
import type { Defer } from '../support/cleanup.ts';
import { SCALE_NOW } from './generate.ts';

/** Compiles each query the product runs while `recording` is on, as the database receives it. */
export class QueryRecorder implements KyselyPlugin {
  recording = false;
  readonly queries: CompiledQuery[] = [];
  private readonly compiler: PostgresQueryCompiler | SqliteQueryCompiler;

  constructor(dialect: Database['dialect']) {
    this.compiler =
      dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) this.queries.push(this.compiler.compileQuery(args.node, args.queryId));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }

  /** The queries recorded while `work` ran. */
  async during(work: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const from = this.queries.length;
    this.recording = true;
    try {
      await work();
    } finally {
      this.recording = false;
    }
    return this.queries.slice(from);
  }
}

export interface ScaleApp {
  app: FastifyInstance;
  config: Config;
  clock: FakeClock;
  /** The database as the product sees it (queries pass the recorder). */
  database: Database;
  recorder: QueryRecorder;
}

export async function startScaleApp(database: Database, defer: Defer): Promise<ScaleApp> {
  const webDir = mkdtempSync(join(tmpdir(), 'lumina-scale-web-'));
  defer(() => rmSync(webDir, { recursive: true, force: true }));
  const config = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIR: webDir,
    SEED: 'none',
  });
  const clock = createFakeClock(SCALE_NOW);
  const recorder = new QueryRecorder(database.dialect);
  const recorded: Database = { ...database, kysely: database.kysely.withPlugin(recorder) };
  const providers = createSimulatedProviders({ publicUrl: config.publicUrl, fetch, clock });
  const app = await buildApp({ config, database: recorded, clock, providers, logger: false });
  defer(async () => {
    await app.close();
    await providers.email.close();
  });
  return { app, config, clock, database: recorded, recorder };
}
