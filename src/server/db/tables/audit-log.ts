import type { Insertable, Selectable } from 'kysely';
import type { Timestamp } from './column-types.ts';

/**
 * One operator action (docs/decisions/044): who, when, what, the subject before and after (JSON
 * text) and the reason given. Append-only: rows are inserted, never updated or deleted.
 */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  /** Null for the server's command line (`npm run admin`). */
  operatorId: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  reason: string | null;
  beforeJson: string | null;
  afterJson: string | null;
}

export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
