// The audit log (docs/decisions/044): every operator action, who did it, when, on what, the
// subject before and after, and the reason given. Append-only: `record` inserts, nothing updates
// or deletes (a database trigger refuses both). The only file of this feature other features
// import. A feature records its action in the transaction of the change it makes, so the change
// and its row commit together or not at all:
//
//   await db.transaction().execute(async (trx) => {
//     const before = …; const after = …;            // the change itself
//     await audit.record(trx, {
//       operatorId: operator.id, action: 'customer.minutes.add', subjectType: 'customer',
//       subjectId: customer.id, reason, before, after,
//     });
//   });
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import type { Kysely } from 'kysely';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { DB } from '#server/db/schema.ts';
import type {
  AuditEntryView,
  AuditFilters,
  AuditPage,
  AuditSearchQuery,
} from '#shared/api/admin/audit.ts';
import { businessDayRange } from '#shared/time/business-time.ts';
import { auditStyle, csvLine } from '#server/csv.ts';
import {
  countAuditRows,
  insertAuditRow,
  selectAuditRows,
  type AuditRowFound,
  type AuditWhere,
} from './repo.ts';

export interface AuditEntry {
  /** Who acted; null for the server's command line (`npm run admin`). */
  operatorId: string | null;
  /** What was done, by its subject: 'operator.add', 'customer.minutes.add'… */
  action: string;
  /** What was acted on ('customer', 'operator', 'coupon'…) and its id (null for none). */
  subjectType: string;
  subjectId: string | null;
  reason: string | null;
  /** The subject before and after, as JSON-ready values (undefined and null: none). */
  before: unknown;
  after: unknown;
}

/** Rows the CSV export reads from the database at a time. */
const EXPORT_BATCH = 500;

const asJson = (value: unknown) =>
  value === undefined || value === null ? null : JSON.stringify(value);
const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The filters as the table reads them: days become the instants they span. */
function whereOf(filters: AuditFilters): AuditWhere {
  return {
    text: filters.q,
    operatorId: filters.operatorId,
    action: filters.action,
    from:
      filters.from === undefined ? undefined : businessDayRange(filters.from).start.toISOString(),
    until: filters.to === undefined ? undefined : businessDayRange(filters.to).end.toISOString(),
  };
}

function entryView(row: AuditRowFound): AuditEntryView {
  return {
    id: row.id,
    at: row.at,
    // The command line acts without an operator account: it is named in the operator's place.
    operator:
      row.operatorId === null
        ? { id: '', email: adminCopy.operators.commandLine }
        : { id: row.operatorId, email: row.operatorEmail ?? '' },
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    reason: row.reason,
    before: fromJson(row.beforeJson),
    after: fromJson(row.afterJson),
  };
}

export function createAuditService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const db = database.kysely;

  return {
    /** Writes one entry, with `executor` (the transaction of the change it records). */
    async record(executor: Kysely<DB>, entry: AuditEntry): Promise<void> {
      await insertAuditRow(executor, {
        id: newId(),
        at: clock.now().toISOString(),
        operatorId: entry.operatorId,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        reason: entry.reason,
        beforeJson: asJson(entry.before),
        afterJson: asJson(entry.after),
      });
    },

    /** One page of the entries the filters match, newest first, and how many match in all. */
    async search(query: AuditSearchQuery): Promise<AuditPage> {
      const { page, pageSize, ...filters } = query;
      const where = whereOf(filters);
      const [total, rows] = await Promise.all([
        countAuditRows(db, where),
        selectAuditRows(db, where, {
          limit: pageSize,
          offset: (page - 1) * pageSize,
        }),
      ]);
      return { entries: rows.map(entryView), total, page, pageSize };
    },

    /**
     * Every entry the filters match as CSV lines, the header first, newest first, read in
     * batches so a long log never sits in memory whole.
     */
    async *exportCsv(filters: AuditFilters): AsyncGenerator<string> {
      const columns = adminCopy.operators.auditCsv;
      yield csvLine(
        [
          columns.at,
          columns.operator,
          columns.action,
          columns.subjectType,
          columns.subjectId,
          columns.reason,
          columns.before,
          columns.after,
        ],
        auditStyle,
      );
      const where = whereOf(filters);
      // Each batch starts after the last row of the one before (not at an offset), so an entry
      // recorded during the export shifts nothing: none is written twice or left out.
      let after: AuditWhere['olderThan'];
      for (;;) {
        const rows = await selectAuditRows(
          db,
          { ...where, olderThan: after },
          { limit: EXPORT_BATCH, offset: 0 },
        );
        for (const row of rows) {
          const entry = entryView(row);
          yield csvLine(
            [
              entry.at,
              entry.operator.email,
              entry.action,
              entry.subjectType,
              entry.subjectId ?? '',
              entry.reason ?? '',
              row.beforeJson ?? '',
              row.afterJson ?? '',
            ],
            auditStyle,
          );
        }
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH || last === undefined) return;
        after = { at: last.at, id: last.id };
      }
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
