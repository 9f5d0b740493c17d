// The applications to become an advisor in the database (docs/decisions/049).
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  AdvisorApplicationStatus,
  NewAdvisorApplication,
} from '#server/db/tables/advisor-applications.ts';

export async function insertApplication(db: Kysely<DB>, row: NewAdvisorApplication) {
  await db.insertInto('advisorApplications').values(row).execute();
}

/** This email's open (not yet decided) application, if any. */
export async function findOpenByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('advisorApplications')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'received')
    .executeTakeFirst();
}

/** One application, with the deciding operator's email and the created advisor's extension. */
export async function findById(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('advisorApplications as a')
    .leftJoin('operators as o', 'o.id', 'a.decidedBy')
    .leftJoin('advisors as adv', 'adv.id', 'a.advisorId')
    .selectAll('a')
    .select(['o.email as decidedByEmail', 'adv.extension as advisorExtension'])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof findById>>>;

/** A page of applications, newest first, and how many match. */
export async function listPage(
  db: Kysely<DB>,
  query: { status?: AdvisorApplicationStatus | undefined; page: number; pageSize: number },
) {
  let base = db.selectFrom('advisorApplications');
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'name', 'email', 'specialties', 'status', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/**
 * Records the decision if the application is still open; false when it was decided already (by
 * another operator a moment before: the status is compared and set in one statement).
 */
export async function decide(
  db: Kysely<DB>,
  id: string,
  decision: {
    status: Exclude<AdvisorApplicationStatus, 'received'>;
    decidedAt: string;
    decidedBy: string;
    decisionMessage: string | null;
    advisorId: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('advisorApplications')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
