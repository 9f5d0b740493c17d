// `npm run admin -- <command>`: the operator commands (docs/contracts.md "Command line"). Reads the
// same configuration as the server (.env if present, then the environment), opens and migrates
// the same database (all but the backup commands migrate it first), runs one command, and closes
// everything. Exit code 0 when the command did
// its job, 1 otherwise.
import { systemClock } from '#server/clock.ts';
import { loadCliConfig } from './load-config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import type { AdminIo } from './command.ts';
import { createAdminContext } from './context.ts';
import { runAdmin } from './run-admin.ts';

const io: AdminIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

async function main(): Promise<number> {
  const config = loadCliConfig((line) => console.error(line));
  if (!config) return 1;
  let database: Database | undefined;
  try {
    return await runAdmin(process.argv.slice(2), {
      io,
      openContext: async ({ migrate }) => {
        database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
        if (migrate) await migrateToLatest(database);
        return createAdminContext({ config, database, clock: systemClock, warn: io.err });
      },
    });
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
