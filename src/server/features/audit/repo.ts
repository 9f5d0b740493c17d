// The audit log's table (Kysely only). Rows are inserted, never updated or deleted (a trigger
// refuses both: migrations/20261126T140000-operators-and-audit-log.ts).
import type { Kysely } from 'kysely';
import { containsIgnoringCase } from '#server/db/text-search.ts';
import type { DB } from '#server/db/schema.ts';
import type { NewAuditLogRow } from '#server/db/tables/audit-log.ts';

export async function insertAuditRow(db: Kysely<DB>, row: NewAuditLogRow): Promise<void> {
  await db.insertInto('auditLog').values(row).execute();
}

/** What a search narrows to: instants as ISO strings, `from` included and `until` excluded. */
export interface AuditWhere {
  text?: string | undefined;
  operatorId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  /** Only rows after this one in newest-first order. */
  olderThan?: { at: string; id: string } | undefined;
}

function matching(db: Kysely<DB>, where: AuditWhere) {
  let query = db
    .selectFrom('auditLog')
    .leftJoin('operators', 'operators.id', 'auditLog.operatorId');
  if (where.operatorId !== undefined)
    query = query.where('auditLog.operatorId', '=', where.operatorId);
  if (where.action !== undefined) query = query.where('auditLog.action', '=', where.action);
  if (where.from !== undefined) query = query.where('auditLog.at', '>=', where.from);
  if (where.until !== undefined) query = query.where('auditLog.at', '<', where.until);
  const older = where.olderThan;
  if (older !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('auditLog.at', '<', older.at),
        eb.and([eb('auditLog.at', '=', older.at), eb('auditLog.id', '<', older.id)]),
      ]),
    );
  }
  const text = where.text;
  if (text !== undefined) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase('auditLog.subjectId', text),
        containsIgnoringCase('auditLog.reason', text),
      ]),
    );
  }
  return query;
}

export async function countAuditRows(db: Kysely<DB>, where: AuditWhere): Promise<number> {
  const row = await matching(db, where)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, `limit` rows after the first `offset`. */
export function selectAuditRows(
  db: Kysely<DB>,
  where: AuditWhere,
  window: { limit: number; offset: number },
) {
  return matching(db, where)
    .select([
      'auditLog.id',
      'auditLog.at',
      'auditLog.operatorId',
      'operators.email as operatorEmail',
      'auditLog.action',
      'auditLog.subjectType',
      'auditLog.subjectId',
      'auditLog.reason',
      'auditLog.beforeJson',
      'auditLog.afterJson',
    ])
    .orderBy('auditLog.at', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}
export type AuditRowFound = Awaited<ReturnType<typeof selectAuditRows>>[number];
