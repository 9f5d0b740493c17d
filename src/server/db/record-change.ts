// A change's record, written in the change's own transaction: a service that changes a row takes
// an optional `record` and calls it with the row before (null: it is new) and after, inside the
// transaction of the change, so the back office's routes write the audit row with it and the
// change and its row commit together or not at all. The content commands pass the command
// line's (no operator), the advisor commands and the rest none.
import type { Transaction } from 'kysely';
import type { DB } from './schema.ts';

export type RecordChange<Row> = (
  trx: Transaction<DB>,
  change: { before: Row | null; after: Row },
) => Promise<void>;
