// Housekeeping's queries: what has outlived its use (expired sessions, spent or expired codes,
// rate-limit windows long closed, messages past their keeping, forgotten wrong-password
// streaks, the phone line's checks of calls long over, declined applications to become an
// advisor), and the personal data of accounts deleted long enough ago.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

export async function deleteSessionsExpiredBefore(db: Kysely<DB>, before: string) {
  return count(await db.deleteFrom('sessions').where('expiresAt', '<', before).executeTakeFirst());
}

/** Back-office sessions past their end (their look-up ends them too, when one is presented). */
export async function deleteOperatorSessionsExpiredBefore(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('operatorSessions').where('expiresAt', '<', before).executeTakeFirst(),
  );
}

export async function deleteCodesExpiredBefore(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('oneTimeCodes').where('expiresAt', '<', before).executeTakeFirst(),
  );
}

export async function deleteRateWindowsBefore(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('rateLimitCounters').where('windowStart', '<', before).executeTakeFirst(),
  );
}

/** Streaks of wrong passwords with no attempt since `before` (forgotten, their lock over). */
export async function deletePasswordLockoutsIdleSince(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('passwordLockouts').where('lastAttemptAt', '<', before).executeTakeFirst(),
  );
}

/** What the phone line established about calls begun before `before` (long over). */
export async function deleteCallerChecksBefore(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('callerChecks').where('createdAt', '<', before).executeTakeFirst(),
  );
}

/** Applications to become an advisor declined before `before` (docs/decisions/056). */
export async function deleteApplicationsDeclinedBefore(db: Kysely<DB>, before: string) {
  return count(
    await db
      .deleteFrom('advisorApplications')
      .where('status', '=', 'declined')
      .where('decidedAt', '<', before)
      .executeTakeFirst(),
  );
}

/** Deleted before `before` and not anonymised yet, oldest first. */
export async function listDeletedToAnonymise(db: Kysely<DB>, before: string, limit: number) {
  return db
    .selectFrom('customers')
    .select(['id', 'email'])
    .where('deletedAt', '<', before)
    .where('anonymizedAt', 'is', null)
    .orderBy('deletedAt')
    .limit(limit)
    .execute();
}

/**
 * Replaces the customer's personal fields (the email by an address that can never receive mail
 * and stays unique), removes what let them sign in, and blanks the messages we sent them. Their
 * purchases, ledger, calls and consent records stay, tied to the anonymous row (tax law, proof
 * of consent); so do their guarantee claims, without their words. Compare-and-set on anonymized_at: true for the run that did it.
 */
export async function anonymise(
  db: Kysely<DB>,
  customer: { id: string; email: string },
  at: string,
): Promise<boolean> {
  const changed = await db
    .updateTable('customers')
    .set({
      name: 'Deleted customer',
      email: `deleted-${customer.id}@anonymised.invalid`,
      birthDate: null,
      emailNotifications: false,
      anonymizedAt: at,
      updatedAt: at,
    })
    .where('id', '=', customer.id)
    .where('anonymizedAt', 'is', null)
    .executeTakeFirst();
  if (count(changed) === 0) return false;
  await db.deleteFrom('credentials').where('customerId', '=', customer.id).execute();
  await db.deleteFrom('sessions').where('customerId', '=', customer.id).execute();
  await db.deleteFrom('oneTimeCodes').where('customerId', '=', customer.id).execute();
  // Their messages: found by the customer they were for (SMS name only a number, released at
  // the deletion), or by the address for an email older than that record. A delivery error
  // may quote the address, so it goes too. An email keeps a subject (its table requires one),
  // emptied like the rest; an SMS has none.
  const theirs = (channel: 'email' | 'sms') =>
    db
      .updateTable('outboxMessages')
      .set({
        recipient: 'anonymised',
        subject: channel === 'email' ? '' : null,
        text: '',
        html: null,
        lastError: null,
      })
      .where('channel', '=', channel)
      .where((eb) =>
        channel === 'email'
          ? eb.or([eb('customerId', '=', customer.id), eb('recipient', '=', customer.email)])
          : eb('customerId', '=', customer.id),
      )
      .execute();
  await theirs('email');
  await theirs('sms');
  // Where "notify me" requests went (an address or a number), and the words of guarantee claims
  // (docs/decisions/054), which may name or describe the person; the requests' consent wording
  // and address stay as proof of consent, the claims' minutes and outcome with the ledger.
  await db
    .updateTable('availabilityNotices')
    .set({ destination: 'anonymised' })
    .where('customerId', '=', customer.id)
    .execute();
  await db
    .updateTable('guaranteeClaims')
    .set({ reason: 'anonymised' })
    .where('customerId', '=', customer.id)
    .execute();
  return true;
}

/** Every message written before `before`, sent or not (see OUTBOX_KEPT_DAYS). */
export async function deleteMessagesCreatedBefore(db: Kysely<DB>, before: string) {
  return count(
    await db.deleteFrom('outboxMessages').where('createdAt', '<', before).executeTakeFirst(),
  );
}
