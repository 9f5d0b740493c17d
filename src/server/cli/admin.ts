// `npm run admin -- <command>`: the operator commands (CONTRACTS.md "Command line"). Reads the
// same configuration as the server (.env if present, then the environment), opens and migrates
// the same database, runs one command, and closes everything. Exit code 0 when the command did
// its job, 1 otherwise.
import { existsSync } from 'node:fs';
import { systemClock } from '#server/clock.ts';
import { ConfigError, parseConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { AdminIo } from './command.ts';
import { createAdminContext } from './context.ts';
import { runAdmin } from './run-admin.ts';

function loadConfig(): Config | null {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

const io: AdminIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config) return 1;
  let database: Database | undefined;
  try {
    return await runAdmin(process.argv.slice(2), {
      io,
      openContext: async () => {
        database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
        await migrateToLatest(database);
        return createAdminContext({ config, database, clock: systemClock, warn: io.err });
      },
    });
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
