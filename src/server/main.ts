// The process: read the configuration, open and migrate the database, seed the demo data, build
// the app, listen, and close everything in order on SIGTERM/SIGINT: stop listening, finish the
// requests in flight, stop the background work (releasing this instance's job claims), close the
// mailer and the database (docs/architecture.md "Stopping and restarting").
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, parseConfig, type Config } from './config.ts';
import { withDefaultNodeEnv } from './default-node-env.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoData } from './db/seed/index.ts';
import { createProviders } from './providers/index.ts';
import { createLogger } from './logging/logger.ts';

const shutdownGraceMs = 10_000;

function loadConfig(): Config {
  // A developer's .env is read if present; real deployments set the environment directly.
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    const env = withDefaultNodeEnv(process.argv.slice(2), process.env);
    // The libraries read it too: React's renderer of the page shell picks its production build.
    if (env.NODE_ENV !== undefined) process.env.NODE_ENV = env.NODE_ENV;
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

  try {
    await migrateToLatest(database);
    if (config.seed === 'demo') {
      const outcome = await seedDemoData(database, { clock: systemClock });
      if (outcome === 'seeded') logger.info('seeded the demo data into an empty database');
    }
  } catch (error) {
    logger.fatal({ err: error }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }

  const providers = createProviders(config, { logger });
  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    providers,
    logger,
    backgroundWork: true,
  });

  let closing = false;
  // Node's server.close() closes the keep-alive connections idle at that moment, but one whose
  // request is still in flight stays open once answered, and close() would wait for the client
  // (a proxy's pooled connection) to hang up: close each as its last response ends instead.
  app.server.on('request', (_request, response) =>
    response.once('close', () => {
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    }),
  );
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await providers.email.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    logger.fatal({ err: error }, 'could not listen');
    await providers.email.close();
    await database.close();
    process.exit(1);
  }
  logger.info(
    `${config.brandName} is running at ${config.publicUrl} (database: ${database.dialect})`,
  );
}

await main();
