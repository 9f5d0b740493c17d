// The operators' tables (Kysely only): operators, their set-up links, recovery codes and sessions.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type {
  NewOperator,
  NewOperatorRecoveryCode,
  NewOperatorSession,
  NewOperatorSetupLink,
} from '#server/db/tables/operators.ts';

export const findOperatorByEmail = (db: Kysely<DB>, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

export const findOperatorById = (db: Kysely<DB>, id: string) =>
  db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();

export const listOperators = (db: Kysely<DB>) =>
  db.selectFrom('operators').selectAll().orderBy('createdAt').orderBy('id').execute();

export async function insertOperator(db: Kysely<DB>, row: NewOperator): Promise<void> {
  await db.insertInto('operators').values(row).execute();
}

export async function disableOperator(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ disabledAt: at })
    .where('id', '=', id)
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Enrols a pending operator: only one that is not enrolled yet (a second completion loses). */
export async function enrolOperator(
  db: Kysely<DB>,
  id: string,
  values: { passwordHash: string; totpSecret: string; totpLastStep: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({
      passwordHash: values.passwordHash,
      totpSecret: values.totpSecret,
      totpLastStep: values.totpLastStep,
      enrolledAt: values.at,
      lastSignInAt: values.at,
    })
    .where('id', '=', id)
    .where('enrolledAt', 'is', null)
    .where('disabledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Moves the last accepted TOTP step forward, only past the one read: of two sign-ins with the
 * same code at once, one wins.
 */
export async function advanceTotpStep(
  db: Kysely<DB>,
  id: string,
  read: number | null,
  step: number,
): Promise<boolean> {
  let query = db.updateTable('operators').set({ totpLastStep: step }).where('id', '=', id);
  query =
    read === null
      ? query.where('totpLastStep', 'is', null)
      : query.where('totpLastStep', '=', read);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordSignIn(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable('operators').set({ lastSignInAt: at }).where('id', '=', id).execute();
}

// ---- Set-up links ---------------------------------------------------------------------------------

export async function insertSetupLink(db: Kysely<DB>, row: NewOperatorSetupLink): Promise<void> {
  await db.insertInto('operatorSetupLinks').values(row).execute();
}

export const findSetupLink = (db: Kysely<DB>, id: string) =>
  db.selectFrom('operatorSetupLinks').selectAll().where('id', '=', id).executeTakeFirst();

/** Retires an operator's unused links (a fresh one replaces them). */
export async function retireSetupLinks(db: Kysely<DB>, operatorId: string, at: string) {
  await db
    .updateTable('operatorSetupLinks')
    .set({ usedAt: at })
    .where('operatorId', '=', operatorId)
    .where('usedAt', 'is', null)
    .execute();
}

/** Uses the link up: only an unused one (of two completions at once, one wins). */
export async function useSetupLink(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('operatorSetupLinks')
    .set({ usedAt: at })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- Recovery codes -----------------------------------------------------------------------------

export async function insertRecoveryCodes(
  db: Kysely<DB>,
  rows: NewOperatorRecoveryCode[],
): Promise<void> {
  await db.insertInto('operatorRecoveryCodes').values(rows).execute();
}

/** Uses an unused recovery code up; false when there is none with this hash. */
export async function useRecoveryCode(
  db: Kysely<DB>,
  operatorId: string,
  codeHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('operatorRecoveryCodes')
    .set({ usedAt: at })
    .where('operatorId', '=', operatorId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ---- Sessions -------------------------------------------------------------------------------------

export async function insertSession(db: Kysely<DB>, row: NewOperatorSession): Promise<void> {
  await db.insertInto('operatorSessions').values(row).execute();
}

export const findSessionByTokenHash = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('operatorSessions')
    .innerJoin('operators', 'operators.id', 'operatorSessions.operatorId')
    .select([
      'operatorSessions.id',
      'operatorSessions.createdAt',
      'operatorSessions.lastSeenAt',
      'operatorSessions.expiresAt',
      'operators.id as operatorId',
      'operators.email',
      'operators.role',
      'operators.disabledAt',
    ])
    .where('operatorSessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();

export async function slideSession(db: Kysely<DB>, id: string, at: string, expiresAt: string) {
  await db
    .updateTable('operatorSessions')
    .set({ lastSeenAt: at, expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('operatorSessions').where('id', '=', id).execute();
}

export async function deleteSessionByTokenHash(db: Kysely<DB>, tokenHash: string): Promise<void> {
  await db.deleteFrom('operatorSessions').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteSessionsOfOperator(db: Kysely<DB>, operatorId: string): Promise<void> {
  await db.deleteFrom('operatorSessions').where('operatorId', '=', operatorId).execute();
}
