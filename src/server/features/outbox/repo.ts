// The outbox table: every email and SMS, its delivery attempts, and the claims that make sure
// one instance alone sends a given message. Claims are compare-and-set updates in plain SQL
// both dialects run (no row locks, no dialect-specific SQL).
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  NewOutboxMessage,
  OutboxChannel,
  OutboxMessage,
} from '#server/db/tables/outbox-messages.ts';

export async function insertMessage(db: Kysely<DB>, message: NewOutboxMessage): Promise<void> {
  await db.insertInto('outboxMessages').values(message).execute();
}

export async function findMessage(db: Kysely<DB>, id: string): Promise<OutboxMessage | undefined> {
  return db.selectFrom('outboxMessages').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one delivery attempt of an unsent message: moves its due time from the value the caller
 * read to `leaseUntil` and counts the attempt, only if nobody changed it in between. True when
 * this caller won the message; exactly one of several concurrent callers does.
 */
export async function claimAttempt(
  db: Kysely<DB>,
  claim: { id: string; expectedNextAttemptAt: string; leaseUntil: string },
): Promise<boolean> {
  const result = await db
    .updateTable('outboxMessages')
    .set((eb) => ({ nextAttemptAt: claim.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', claim.id)
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '=', claim.expectedNextAttemptAt)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function recordSent(
  db: Kysely<DB>,
  sent: { id: string; sentAt: string; providerMessageId: string },
): Promise<void> {
  await db
    .updateTable('outboxMessages')
    .set({ sentAt: sent.sentAt, providerMessageId: sent.providerMessageId, nextAttemptAt: null })
    .where('id', '=', sent.id)
    .where('sentAt', 'is', null)
    .execute();
}

/**
 * Records a failed attempt and when (if ever) to try again. Only while the attempt's claim still
 * holds: an attempt that outlived its lease must not overwrite what a later one recorded.
 */
export async function recordFailure(
  db: Kysely<DB>,
  failure: { id: string; leaseUntil: string; lastError: string; nextAttemptAt: string | null },
): Promise<void> {
  await db
    .updateTable('outboxMessages')
    .set({ lastError: failure.lastError, nextAttemptAt: failure.nextAttemptAt })
    .where('id', '=', failure.id)
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '=', failure.leaseUntil)
    .execute();
}

/** Unsent messages of a channel whose next attempt is due, the longest waiting first. */
export async function findDue(
  db: Kysely<DB>,
  query: { channel: OutboxChannel; now: string; limit: number },
): Promise<OutboxMessage[]> {
  return db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('nextAttemptAt', 'is not', null)
    .where('nextAttemptAt', '<=', query.now)
    .where('sentAt', 'is', null)
    .where('channel', '=', query.channel)
    .orderBy('nextAttemptAt')
    .limit(query.limit)
    .execute();
}

/** The latest sent messages of the given channels, newest first. */
export async function listRecentSent(
  db: Kysely<DB>,
  query: { channels: readonly OutboxChannel[]; limit: number },
): Promise<OutboxMessage[]> {
  if (query.channels.length === 0) return [];
  return db
    .selectFrom('outboxMessages')
    .selectAll()
    .where('channel', 'in', query.channels)
    .where('sentAt', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}
