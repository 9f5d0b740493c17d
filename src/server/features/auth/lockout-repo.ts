// The queries of the wrong-password streaks (password_lockouts). Every change is a
// compare-and-set on the count the caller read, so two attempts never both take one place.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewPasswordLockout, PasswordLockout } from '#server/db/tables/password-lockouts.ts';

export async function findPasswordLockout(
  db: Kysely<DB>,
  email: string,
): Promise<PasswordLockout | null> {
  const row = await db
    .selectFrom('passwordLockouts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

/** Starts a streak; false when another attempt started one first. */
export async function insertPasswordLockout(
  db: Kysely<DB>,
  row: NewPasswordLockout,
): Promise<boolean> {
  const inserted = await db
    .insertInto('passwordLockouts')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Moves a streak on from the state read (`failures`, not locked at `now`); false when another
 * attempt changed it first.
 */
export async function updatePasswordLockout(
  db: Kysely<DB>,
  read: { email: string; failures: number; now: string },
  next: Pick<PasswordLockout, 'failures' | 'lastAttemptAt' | 'lockedUntil' | 'ownerWarnedAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('passwordLockouts')
    .set(next)
    .where('email', '=', read.email)
    .where('failures', '=', read.failures)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', read.now)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the streak's owner as told; true for the one call that did it. */
export async function markOwnerWarned(db: Kysely<DB>, email: string, at: string) {
  const result = await db
    .updateTable('passwordLockouts')
    .set({ ownerWarnedAt: at })
    .where('email', '=', email)
    .where('ownerWarnedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deletePasswordLockout(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('passwordLockouts').where('email', '=', email).execute();
}
