// The customer area's queries. Every one is scoped by the customer's id, so nothing here can read
// or change another customer's rows. Each takes the Kysely to run on, so the service decides what
// shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewConsentRecord } from '#server/db/tables/consent-records.ts';

// ---- The profile ---------------------------------------------------------------------------

export async function findProfile(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'credits', 'createdAt', 'birthDate', 'emailNotifications'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The customer's numbers, the primary (earliest) first: the same order as the session's. */
export async function listPhoneNumbers(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('customerPhoneNumbers')
    .select(['phone', 'verifiedAt', 'createdAt'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Package purchases; cashback grants are history lines, not purchases the customer made. */
export async function countPackagePurchases(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('purchases')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customerId', '=', customerId)
    .where('kind', '=', 'package')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateNameAndBirthDate(
  db: Kysely<DB>,
  customerId: string,
  values: { name: string; birthDate: string | null; updatedAt: string },
) {
  await db.updateTable('customers').set(values).where('id', '=', customerId).execute();
}

/**
 * Sets the email-notifications choice; true only when this call changed it. The condition is in
 * the update itself, so of two concurrent requests making the same change only one sees it
 * change (and records the consent).
 */
export async function changeEmailNotifications(
  db: Kysely<DB>,
  customerId: string,
  emailNotifications: boolean,
  at: string,
) {
  const result = await db
    .updateTable('customers')
    .set({ emailNotifications, updatedAt: at })
    .where('id', '=', customerId)
    .where('emailNotifications', '<>', emailNotifications)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertConsentRecord(db: Kysely<DB>, record: NewConsentRecord) {
  await db.insertInto('consentRecords').values(record).execute();
}

// ---- Histories -------------------------------------------------------------------------------

/** Purchase history lines, newest first, with the provider's id of the paid order. */
export async function listPurchases(db: Kysely<DB>, customerId: string, limit: number) {
  return db
    .selectFrom('purchases')
    .leftJoin('paymentOrders', 'paymentOrders.id', 'purchases.paymentOrderId')
    .select([
      'purchases.id',
      'purchases.purchasedAt',
      'purchases.bundleName',
      'purchases.minutes',
      'purchases.amountCents',
      'purchases.kind',
      'paymentOrders.providerOrderId',
      'paymentOrders.bundleId',
    ])
    .where('purchases.customerId', '=', customerId)
    .orderBy('purchases.purchasedAt', 'desc')
    .orderBy('purchases.id', 'desc')
    .limit(limit)
    .execute();
}

/** Settled calls (minutes counted), newest first: the credit usage history. */
export async function listSettledCalls(db: Kysely<DB>, customerId: string, limit: number) {
  return db
    .selectFrom('calls')
    .select(['id', 'createdAt', 'callStart', 'callEnd', 'minutesUsed', 'durationSeconds'])
    .where('customerId', '=', customerId)
    .where('minutesUsed', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The customer's latest tarot win since `since`, with the coupon it gave. */
export async function findLatestTarotWin(db: Kysely<DB>, customerId: string, since: string) {
  const row = await db
    .selectFrom('tarotGameAttempts')
    .innerJoin('coupons', 'coupons.id', 'tarotGameAttempts.couponId')
    .select([
      'coupons.code',
      'coupons.value',
      'coupons.expiresAt',
      'tarotGameAttempts.createdAt as wonAt',
    ])
    .where('tarotGameAttempts.customerId', '=', customerId)
    .where('tarotGameAttempts.won', '=', true)
    .where('tarotGameAttempts.createdAt', '>=', since)
    .orderBy('tarotGameAttempts.createdAt', 'desc')
    .orderBy('tarotGameAttempts.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

// ---- Phone numbers and account deletion ------------------------------------------------------

export async function deletePhoneNumber(db: Kysely<DB>, customerId: string, phone: string) {
  const result = await db
    .deleteFrom('customerPhoneNumbers')
    .where('customerId', '=', customerId)
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes every number of the customer, which frees them for other accounts and the line. */
export async function deletePhoneNumbersOf(db: Kysely<DB>, customerId: string) {
  await db.deleteFrom('customerPhoneNumbers').where('customerId', '=', customerId).execute();
}

/** Deletes the customer's phone PIN (its hash), if they set one. */
export async function deletePhonePinOf(db: Kysely<DB>, customerId: string) {
  await db.deleteFrom('phonePins').where('customerId', '=', customerId).execute();
}

/** The advisors the customer kept as favourites (docs/decisions/051). */
export async function deleteFavouritesOf(db: Kysely<DB>, customerId: string) {
  await db.deleteFrom('customerFavourites').where('customerId', '=', customerId).execute();
}

/** Deletes the customer's healthy limits (docs/decisions/054), if they set any. */
export async function deleteLimitsOf(db: Kysely<DB>, customerId: string) {
  await db.deleteFrom('customerLimits').where('customerId', '=', customerId).execute();
}

/**
 * Removes the customer's reviews, rating and words (docs/decisions/053): a deleted account leaves
 * no review behind, and the advisor's average no longer counts it.
 */
export async function deleteReviewsOf(db: Kysely<DB>, customerId: string) {
  await db.deleteFrom('reviews').where('customerId', '=', customerId).execute();
}

/**
 * Ends what the customer is still waiting for (docs/decisions/052): their pending "notify me"
 * requests are cancelled and their places in call-back queues left, so nothing reaches or calls
 * a deleted account.
 */
export async function endWaitsOf(db: Kysely<DB>, customerId: string, at: string) {
  await db
    .updateTable('availabilityNotices')
    .set({ status: 'cancelled', endedAt: at })
    .where('customerId', '=', customerId)
    .where('status', '=', 'pending')
    .execute();
  await db
    .updateTable('callbackQueueEntries')
    .set({ status: 'left', endedAt: at })
    .where('customerId', '=', customerId)
    .where('status', '=', 'waiting')
    .execute();
}

/** Soft-deletes the customer; false when they already were. */
export async function markDeleted(db: Kysely<DB>, customerId: string, at: string) {
  const result = await db
    .updateTable('customers')
    .set({ deletedAt: at, updatedAt: at })
    .where('id', '=', customerId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Uses up every code and link of the customer not used yet, whatever its purpose. */
export async function retireUnusedCodes(db: Kysely<DB>, customerId: string, at: string) {
  await db
    .updateTable('oneTimeCodes')
    .set({ consumedAt: at })
    .where('customerId', '=', customerId)
    .where('consumedAt', 'is', null)
    .execute();
}

// ---- For operators: finding a customer and what an operator needs to see --------------------

export async function findIdByEmail(db: Kysely<DB>, email: string) {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The customer a verified number (10 digits) belongs to. */
export async function findIdByPhone(db: Kysely<DB>, phone: string) {
  const row = await db
    .selectFrom('customerPhoneNumbers')
    .select('customerId')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.customerId ?? null;
}

/** The account's facts, with when the email was confirmed; never a secret. */
export async function findAccountFacts(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .leftJoin('credentials', 'credentials.customerId', 'customers.id')
    .select([
      'customers.id',
      'customers.name',
      'customers.email',
      'customers.credits',
      'customers.isActive',
      'customers.deletedAt',
      'customers.anonymizedAt',
      'customers.createdAt',
      'customers.lastConnectedAt',
      'customers.birthDate',
      'customers.emailNotifications',
      'credentials.emailConfirmedAt',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** Every call placed (answered or not), newest first, with the advisor called. */
export async function listRecentCalls(db: Kysely<DB>, customerId: string, limit: number) {
  return db
    .selectFrom('calls')
    .innerJoin('advisors', 'advisors.id', 'calls.advisorId')
    .select([
      'calls.id',
      'calls.createdAt',
      'calls.status',
      'calls.durationSeconds',
      'calls.minutesUsed',
      'advisors.extension as advisorExtension',
      'advisors.name as advisorName',
    ])
    .where('calls.customerId', '=', customerId)
    .orderBy('calls.createdAt', 'desc')
    .orderBy('calls.id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest changes of the customer's minutes, newest first. */
export async function listRecentLedger(db: Kysely<DB>, customerId: string, limit: number) {
  return db
    .selectFrom('minuteLedger')
    .select(['id', 'createdAt', 'deltaMinutes', 'balanceAfter', 'reason', 'note'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
