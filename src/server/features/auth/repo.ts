// The accounts' queries: customers, credentials, sessions, phone numbers and one-time codes.
// Every function takes the Kysely to run on, so the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewCredential } from '#server/db/tables/credentials.ts';
import type { Customer, NewCustomer } from '#server/db/tables/customers.ts';
import type { NewCustomerPhoneNumber } from '#server/db/tables/customer-phone-numbers.ts';
import type { NewOneTimeCode, OneTimeCodePurpose } from '#server/db/tables/one-time-codes.ts';
import type { NewSession } from '#server/db/tables/sessions.ts';

// ---- Customers and credentials -------------------------------------------------------------

export async function findCustomerIdByEmail(db: Kysely<DB>, email: string) {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findCustomerById(db: Kysely<DB>, id: string): Promise<Customer | null> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** What an email sign-in needs: the password hash, the account's state and language. */
export async function findEmailSignIn(db: Kysely<DB>, email: string) {
  const row = await db
    .selectFrom('customers')
    .innerJoin('credentials', 'credentials.customerId', 'customers.id')
    .select([
      'customers.id as customerId',
      'customers.name',
      'customers.isActive',
      'customers.deletedAt',
      'customers.language',
      'credentials.passwordHash',
      'credentials.emailConfirmedAt',
    ])
    .where('customers.email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertCustomer(db: Kysely<DB>, customer: NewCustomer): Promise<void> {
  await db.insertInto('customers').values(customer).execute();
}

export async function insertCredentials(db: Kysely<DB>, credentials: NewCredential) {
  await db.insertInto('credentials').values(credentials).execute();
}

export async function updateLastConnectedAt(db: Kysely<DB>, customerId: string, at: string) {
  await db
    .updateTable('customers')
    .set({ lastConnectedAt: at })
    .where('id', '=', customerId)
    .execute();
}

/** Confirms the email if it was not; true when this call confirmed it. */
export async function confirmEmail(db: Kysely<DB>, customerId: string, at: string) {
  const result = await db
    .updateTable('credentials')
    .set({ emailConfirmedAt: at, updatedAt: at })
    .where('customerId', '=', customerId)
    .where('emailConfirmedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setPasswordHash(
  db: Kysely<DB>,
  customerId: string,
  passwordHash: string,
  at: string,
  options: { changed: boolean },
) {
  await db
    .updateTable('credentials')
    .set({ passwordHash, updatedAt: at, ...(options.changed ? { passwordChangedAt: at } : {}) })
    .where('customerId', '=', customerId)
    .execute();
}

// ---- Phone numbers -------------------------------------------------------------------------

/** The customer's verified numbers, the primary (earliest) first. */
export async function listPhoneNumbers(db: Kysely<DB>, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('customerPhoneNumbers')
    .select('phone')
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => row.phone);
}

/** The owner of a verified number with the state a sign-in checks and their language, or null. */
export async function findPhoneOwner(db: Kysely<DB>, phone: string) {
  const row = await db
    .selectFrom('customerPhoneNumbers')
    .innerJoin('customers', 'customers.id', 'customerPhoneNumbers.customerId')
    .select([
      'customers.id as customerId',
      'customers.isActive',
      'customers.deletedAt',
      'customers.language',
    ])
    .where('customerPhoneNumbers.phone', '=', phone)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * True when the number is on an account already, or is an advisor's: the phone line greets an
 * advisor's number with the presence menu, so a customer could never call from it.
 */
export async function phoneIsRegistered(db: Kysely<DB>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('customerPhoneNumbers')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  if (row !== undefined) return true;
  const advisor = await db
    .selectFrom('advisors')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return advisor !== undefined;
}

export async function insertPhoneNumber(db: Kysely<DB>, row: NewCustomerPhoneNumber) {
  await db.insertInto('customerPhoneNumbers').values(row).execute();
}

// ---- Sessions ------------------------------------------------------------------------------

export async function insertSession(db: Kysely<DB>, session: NewSession): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionByTokenHash(db: Kysely<DB>, tokenHash: string) {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'customerId', 'createdAt', 'lastSeenAt', 'expiresAt', 'authenticatedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  return row ?? null;
}

export async function slideSession(
  db: Kysely<DB>,
  id: string,
  lastSeenAt: string,
  expiresAt: string,
) {
  await db.updateTable('sessions').set({ lastSeenAt, expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends the session a cookie's token opened, whoever's it is (a new sign-in replaces it). */
export async function deleteSessionByTokenHash(db: Kysely<DB>, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** Records that the session proved its owner again (a re-authentication). */
export async function setSessionAuthenticatedAt(db: Kysely<DB>, id: string, at: string) {
  await db.updateTable('sessions').set({ authenticatedAt: at }).where('id', '=', id).execute();
}

export async function deleteSessionsOfCustomer(db: Kysely<DB>, customerId: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- One-time codes and link tokens --------------------------------------------------------

export async function insertOneTimeCode(db: Kysely<DB>, code: NewOneTimeCode): Promise<void> {
  await db.insertInto('oneTimeCodes').values(code).execute();
}

export async function findOneTimeCode(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('oneTimeCodes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

interface CodeScope {
  purpose: OneTimeCodePurpose;
  target: string;
  /** Given: only that customer's codes. */
  customerId?: string | undefined;
}

/** The newest code of the scope that was neither used nor replaced. */
export async function findLiveCode(db: Kysely<DB>, scope: CodeScope) {
  let query = db
    .selectFrom('oneTimeCodes')
    .selectAll()
    .where('purpose', '=', scope.purpose)
    .where('target', '=', scope.target)
    .where('consumedAt', 'is', null);
  if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId);
  const row = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Marks every live code of the scope as used up: a new code replaces them. */
export async function retireLiveCodes(db: Kysely<DB>, scope: CodeScope, at: string) {
  let query = db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: at })
    .where('purpose', '=', scope.purpose)
    .where('target', '=', scope.target)
    .where('consumedAt', 'is', null);
  if (scope.customerId !== undefined) query = query.where('customerId', '=', scope.customerId);
  await query.execute();
}

/** Marks a code used; false when it already was (another request got there first). */
export async function consumeOneTimeCode(db: Kysely<DB>, id: string, at: string) {
  const result = await db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: at })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Counts one try of a code, before it is compared; answers the tries so far, this one included,
 * or null when the code has no try left or was used.
 */
export async function countTry(db: Kysely<DB>, id: string, maxTries: number) {
  const row = await db
    .updateTable('oneTimeCodes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumedAt', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? null;
}

export async function deleteOneTimeCode(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('oneTimeCodes').where('id', '=', id).execute();
}

/** Used-up marks for every unused link of a customer for one purpose (after a reset). */
export async function retireCustomerCodes(
  db: Kysely<DB>,
  customerId: string,
  purpose: OneTimeCodePurpose,
  at: string,
) {
  await db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: at })
    .where('customerId', '=', customerId)
    .where('purpose', '=', purpose)
    .where('consumedAt', 'is', null)
    .execute();
}
