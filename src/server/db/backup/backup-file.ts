// What a backup file is, from its first bytes: a SQLite database (the online backup API writes
// one) or a pg_dump archive in custom format ("PGDMP"). A restore refuses a file of the other
// dialect, or one that is neither, before touching the database.
import { openSync, readSync, closeSync } from 'node:fs';
import type { DialectName } from '../database.ts';

const SQLITE_HEADER = 'SQLite format 3\0';
const PG_DUMP_HEADER = 'PGDMP';

export type BackupKind = DialectName | 'unknown';

export function backupKind(file: string): BackupKind {
  const head = Buffer.alloc(SQLITE_HEADER.length);
  const fd = openSync(file, 'r');
  let read: number;
  try {
    read = readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const text = head.subarray(0, read).toString('latin1');
  if (text === SQLITE_HEADER) return 'sqlite';
  if (text.startsWith(PG_DUMP_HEADER)) return 'postgres';
  return 'unknown';
}
