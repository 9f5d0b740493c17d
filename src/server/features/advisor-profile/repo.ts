// The advisors' profile changes waiting for approval (advisor_profile_changes). Every function
// takes the Kysely to run on.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  AdvisorProfileChangeRow,
  NewAdvisorProfileChange,
  ProfileChangeKind,
} from '#server/db/tables/advisor-profile-changes.ts';

export type ChangeRow = AdvisorProfileChangeRow;

/** The advisor's pending change of that kind, if any. */
export const findPending = (db: Kysely<DB>, advisorId: string, kind: ProfileChangeKind) =>
  db
    .selectFrom('advisorProfileChanges')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .where('kind', '=', kind)
    .where('status', '=', 'pending')
    .executeTakeFirst();

export async function deletePending(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .deleteFrom('advisorProfileChanges')
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertChange(db: Kysely<DB>, row: NewAdvisorProfileChange): Promise<void> {
  await db.insertInto('advisorProfileChanges').values(row).execute();
}

export const findById = (db: Kysely<DB>, id: string) =>
  db.selectFrom('advisorProfileChanges').selectAll().where('id', '=', id).executeTakeFirst();

/** The advisor's latest change of each kind (newest first; the caller keeps the first of each). */
export const listOfAdvisor = (db: Kysely<DB>, advisorId: string) =>
  db
    .selectFrom('advisorProfileChanges')
    .selectAll()
    .where('advisorId', '=', advisorId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(30)
    .execute();

/** Every pending change with its advisor, oldest first. */
export const listPending = (db: Kysely<DB>) =>
  db
    .selectFrom('advisorProfileChanges')
    .innerJoin('advisors', 'advisors.id', 'advisorProfileChanges.advisorId')
    .selectAll('advisorProfileChanges')
    .select(['advisors.extension', 'advisors.name'])
    .where('advisorProfileChanges.status', '=', 'pending')
    .orderBy('advisorProfileChanges.createdAt')
    .orderBy('advisorProfileChanges.id')
    .execute();

/** Decides a pending change; false when it was decided already (or replaced). */
export async function decide(
  db: Kysely<DB>,
  id: string,
  decision: {
    status: 'approved' | 'declined';
    decidedAt: string;
    decidedBy: string;
    declineReason: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('advisorProfileChanges')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
