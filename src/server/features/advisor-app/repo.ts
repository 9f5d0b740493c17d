// The advisors' sessions (advisor_sessions): only the token's hash is stored. Every function
// takes the Kysely to run on.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewAdvisorSession } from '#server/db/tables/advisors.ts';

export async function insertSession(db: Kysely<DB>, row: NewAdvisorSession): Promise<void> {
  await db.insertInto('advisorSessions').values(row).execute();
}

/** A session by its token's hash, with its advisor's registered number (null: none now). */
export const findSessionByTokenHash = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('advisorSessions')
    .innerJoin('advisors', 'advisors.id', 'advisorSessions.advisorId')
    .select([
      'advisorSessions.id',
      'advisorSessions.advisorId',
      'advisorSessions.createdAt',
      'advisorSessions.lastSeenAt',
      'advisorSessions.expiresAt',
      'advisors.phone',
    ])
    .where('advisorSessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();

export async function slideSession(db: Kysely<DB>, id: string, at: string, expiresAt: string) {
  await db
    .updateTable('advisorSessions')
    .set({ lastSeenAt: at, expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('advisorSessions').where('id', '=', id).execute();
}

export async function deleteSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db.deleteFrom('advisorSessions').where('tokenHash', '=', tokenHash).execute();
}
