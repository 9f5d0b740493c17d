// `backup create | restore <file>`: a copy of the whole database, and the way back from one.
// SQLite: SQLite's online backup API, safe while the server runs. PostgreSQL: `pg_dump` in custom
// format of the schema the service works in, and `pg_restore` (PostgreSQL's client tools must
// be installed). A restore goes only into an empty database — no table at all — and refuses,
// changing nothing, a database in use or a file of the other dialect (docs/decisions/038).
// Neither command migrates the database first: a backup holds what the database holds, and the
// restored database is migrated by the next server start or command.
import path from 'node:path';
import {
  createBackup,
  restoreBackup,
  type BackupReport,
  type BackupTarget,
} from '#server/db/backup/backup.ts';
import type { AdminIo, CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand } from '../define-command.ts';
import { fileSize, table } from '../format.ts';

const group = 'backup';
const dialectNames = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

const filePositional = (what: string) => ({ name: 'file', description: what });

function targetOf(context: AdminContext): BackupTarget {
  return {
    database: context.database,
    databaseUrl: context.config.databaseUrl,
    dataDir: context.config.dataDir,
  };
}

const thousands = (count: number) => count.toLocaleString('en-CA');

/** Every table and its rows, then the totals. */
function printTables(report: BackupReport, io: AdminIo): void {
  const rows = report.tables.reduce((sum, entry) => sum + entry.rows, 0);
  for (const line of table([
    ['Table', 'Rows'],
    ...report.tables.map((entry) => [entry.table, thousands(entry.rows)]),
  ])) {
    io.out(`  ${line}`);
  }
  io.out(`${report.tables.length} tables, ${thousands(rows)} rows.`);
}

const create = defineCommand({
  group,
  name: 'create',
  positionals: [filePositional('the file to write, e.g. backups/lumina-2026-11-26.backup')],
  summary: 'Back the whole database up to a new file (safe while the server runs).',
  databaseAsIs: true,
  options: {},
  examples: ['backup create /var/backups/lumina/lumina-2026-11-26.backup'],
  async run({ args: [given = ''] }, context, io) {
    const file = path.resolve(given);
    const report = await createBackup(targetOf(context), file);
    io.out(
      `Backed up the ${dialectNames[report.dialect]} database (${report.source}) to ${file}: ${fileSize(report.bytes)}.`,
    );
    printTables(report, io);
  },
});

const restore = defineCommand({
  group,
  name: 'restore',
  positionals: [filePositional('the backup file "backup create" wrote')],
  summary: 'Restore a backup into an empty database (refused if the database has any table).',
  databaseAsIs: true,
  options: {},
  examples: ['backup restore /var/backups/lumina/lumina-2026-11-26.backup'],
  async run({ args: [given = ''] }, context, io) {
    const file = path.resolve(given);
    const report = await restoreBackup(targetOf(context), file);
    io.out(
      `Restored ${file} (${fileSize(report.bytes)}) into the ${dialectNames[report.dialect]} database (${report.source}).`,
    );
    printTables(report, io);
    io.out('The server migrates it to its version when it starts.');
  },
});

export const backupCommands: CommandGroup = {
  name: group,
  title: 'Backups (the whole database)',
  commands: [create, restore],
};
