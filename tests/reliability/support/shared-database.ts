// One PostgreSQL schema that several real processes share, as instances behind a load balancer
// share one database: created from TEST_DATABASE_URL, migrated and seeded with the demo data
// (advisors, this week's tarot game) by the test, and dropped afterwards. The processes reach it
// through DATABASE_URL, whose `options` parameter sets their search_path to the schema.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { systemClock } from '#server/clock.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoData } from '#server/db/seed/index.ts';

export interface SharedDatabase {
  /** DATABASE_URL for a server or command-line process working in this schema. */
  url: string;
  /** The test's own connection, for setting up and for checking what the processes did. */
  database: Database;
  /** Drops the schema; call it once every process using it has ended. */
  drop(): Promise<void>;
}

function requirePostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The reliability tests run on PostgreSQL: set TEST_DATABASE_URL.');
  return url;
}

/** TEST_DATABASE_URL with `-c search_path=<schema>` added to its connection options. */
function urlForSchema(baseUrl: string, schema: string): string {
  const url = new URL(baseUrl);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', [options, `-c search_path=${schema}`].filter(Boolean).join(' '));
  return url.toString();
}

export async function createSharedDatabase(): Promise<SharedDatabase> {
  const baseUrl = requirePostgresUrl();
  // The prefix lets a person find (and drop) a schema a crashed run left behind.
  const schema = `reliability_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = openDatabase({
    databaseUrl: baseUrl,
    dataDir: ':memory:',
    postgresSchema: schema,
  });
  const drop = async () => {
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.kysely);
    } finally {
      await database.close();
    }
  };
  try {
    await database.kysely.schema.createSchema(schema).execute();
    await migrateToLatest(database);
    await seedDemoData(database, { clock: systemClock });
  } catch (error) {
    await drop();
    throw error;
  }
  return { url: urlForSchema(baseUrl, schema), database, drop };
}
