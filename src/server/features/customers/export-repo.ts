// The queries behind the data export (Québec Law 25 portability): every row held about one
// customer, oldest first. Secrets are never selected: no password hash, no code or token hash,
// no message body (an SMS body is a live sign-in code, an email body may hold a link).
//
// The back office's customer page (operator-page.ts) reads the same rows a page at a time, newest
// first: the lists it shows are built by the `…Query` functions here, given the order.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

/** Oldest first (the export), or newest first (the back office's pages). */
export type RowOrder = 'asc' | 'desc';

export async function findAccount(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customers')
    .leftJoin('credentials', 'credentials.customerId', 'customers.id')
    .select([
      'customers.id',
      'customers.name',
      'customers.email',
      'customers.birthDate',
      'customers.emailNotifications',
      'customers.credits',
      'customers.isActive',
      'customers.adultConfirmedAt',
      // The language of the account's messages, and of the Terms accepted (with the English
      // choice's moment and wording when English was chosen).
      'customers.language',
      'customers.termsLanguage',
      'customers.englishTermsChosenAt',
      'customers.englishTermsWording',
      'customers.lastConnectedAt',
      'customers.createdAt',
      'customers.updatedAt',
      'credentials.emailConfirmedAt',
      'credentials.passwordChangedAt',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The advisors kept as favourites (docs/decisions/051), oldest first. */
export async function listFavourites(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('customerFavourites')
    .innerJoin('advisors', 'advisors.id', 'customerFavourites.advisorId')
    .select(['advisors.extension', 'advisors.name', 'customerFavourites.createdAt as addedAt'])
    .where('customerFavourites.customerId', '=', customerId)
    .orderBy('customerFavourites.createdAt', 'asc')
    .orderBy('advisors.extension', 'asc')
    .execute();
}

export async function listPaymentOrders(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('paymentOrders')
    .leftJoin('coupons', 'coupons.id', 'paymentOrders.couponId')
    .select([
      'paymentOrders.id',
      'paymentOrders.provider',
      'paymentOrders.providerOrderId',
      'paymentOrders.providerCaptureId',
      'paymentOrders.bundleId',
      'coupons.code as couponCode',
      'paymentOrders.priceCents',
      'paymentOrders.discountCents',
      'paymentOrders.gstCents',
      'paymentOrders.qstCents',
      'paymentOrders.totalCents',
      'paymentOrders.currency',
      'paymentOrders.minutes',
      'paymentOrders.giftMinutes',
      'paymentOrders.bonusMinutes',
      'paymentOrders.status',
      'paymentOrders.failureReason',
      'paymentOrders.createdAt',
      'paymentOrders.updatedAt',
      'paymentOrders.completedAt',
    ])
    .where('paymentOrders.customerId', '=', customerId)
    .orderBy('paymentOrders.createdAt', 'asc')
    .orderBy('paymentOrders.id', 'asc')
    .execute();
}

export function purchasesQuery(db: Kysely<DB>, customerId: string, order: RowOrder) {
  return db
    .selectFrom('purchases')
    .select([
      'id',
      'kind',
      'bundleName',
      'minutes',
      'amountCents',
      'paymentOrderId',
      'cashbackMonth',
      'purchasedAt',
    ])
    .where('customerId', '=', customerId)
    .orderBy('purchasedAt', order)
    .orderBy('id', order);
}

export async function listAllPurchases(db: Kysely<DB>, customerId: string) {
  return purchasesQuery(db, customerId, 'asc').execute();
}

export function ledgerQuery(db: Kysely<DB>, customerId: string, order: RowOrder) {
  return db
    .selectFrom('minuteLedger')
    .select([
      'id',
      'deltaMinutes',
      'balanceAfter',
      'reason',
      'purchaseId',
      'callId',
      'paymentEventId',
      'note',
      'createdAt',
    ])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', order)
    .orderBy('id', order);
}

export async function listLedger(db: Kysely<DB>, customerId: string) {
  return ledgerQuery(db, customerId, 'asc').execute();
}

/** The PayPal refunds, reversals and disputes applied to the customer's purchases. */
export async function listPaymentEvents(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('paymentEvents')
    .innerJoin('purchases', 'purchases.id', 'paymentEvents.purchaseId')
    .select([
      'paymentEvents.id',
      'paymentEvents.eventType',
      'paymentEvents.kind',
      'paymentEvents.purchaseId',
      'paymentEvents.resourceId',
      'paymentEvents.amountCents',
      'paymentEvents.minutesMoved',
      'paymentEvents.createdAt',
    ])
    .where('purchases.customerId', '=', customerId)
    .orderBy('paymentEvents.createdAt', 'asc')
    .orderBy('paymentEvents.id', 'asc')
    .execute();
}

export async function listPaymentDisputes(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('paymentDisputes')
    .select(['providerDisputeId', 'purchaseId', 'status', 'outcomeCode', 'openedAt', 'resolvedAt'])
    .where('customerId', '=', customerId)
    .orderBy('openedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

export function callsQuery(db: Kysely<DB>, customerId: string, order: RowOrder) {
  return db
    .selectFrom('calls')
    .innerJoin('advisors', 'advisors.id', 'calls.advisorId')
    .select([
      'calls.id',
      'advisors.name as advisorName',
      'advisors.extension as advisorExtension',
      'calls.status',
      'calls.reservedMinutes',
      'calls.dialedAt',
      'calls.callStart',
      'calls.callEnd',
      'calls.durationSeconds',
      'calls.minutesUsed',
      'calls.settledAt',
      'calls.createdAt',
    ])
    .where('calls.customerId', '=', customerId)
    .orderBy('calls.createdAt', order)
    .orderBy('calls.id', order);
}

export async function listAllCalls(db: Kysely<DB>, customerId: string) {
  return callsQuery(db, customerId, 'asc').execute();
}

export function couponUsesQuery(db: Kysely<DB>, customerId: string, order: RowOrder) {
  return db
    .selectFrom('couponUses')
    .innerJoin('coupons', 'coupons.id', 'couponUses.couponId')
    .select([
      'coupons.code',
      'coupons.type',
      'coupons.value',
      'couponUses.paymentOrderId',
      'couponUses.usedAt',
    ])
    .where('couponUses.customerId', '=', customerId)
    .orderBy('couponUses.usedAt', order)
    .orderBy('couponUses.id', order);
}

export async function listCouponUses(db: Kysely<DB>, customerId: string) {
  return couponUsesQuery(db, customerId, 'asc').execute();
}

export async function listTarotAttempts(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('tarotGameAttempts')
    .innerJoin('tarotGames', 'tarotGames.id', 'tarotGameAttempts.gameId')
    .innerJoin('tarotCards as firstCard', 'firstCard.id', 'tarotGameAttempts.firstCardId')
    .innerJoin('tarotCards as secondCard', 'secondCard.id', 'tarotGameAttempts.secondCardId')
    .innerJoin('tarotCards as thirdCard', 'thirdCard.id', 'tarotGameAttempts.thirdCardId')
    .leftJoin('coupons', 'coupons.id', 'tarotGameAttempts.couponId')
    .select([
      'tarotGames.weekStart',
      'tarotGames.weekEnd',
      'firstCard.name as firstCardName',
      'secondCard.name as secondCardName',
      'thirdCard.name as thirdCardName',
      // Selected under its own name: the SQLite boolean plugin converts columns by name.
      'tarotGameAttempts.won',
      'coupons.code as couponCode',
      'coupons.value as couponPercentOff',
      'coupons.expiresAt as couponExpiresAt',
      'tarotGameAttempts.createdAt',
    ])
    .where('tarotGameAttempts.customerId', '=', customerId)
    .orderBy('tarotGameAttempts.createdAt', 'asc')
    .orderBy('tarotGameAttempts.id', 'asc')
    .execute();
}

export function consentRecordsQuery(db: Kysely<DB>, customerId: string, order: RowOrder) {
  return db
    .selectFrom('consentRecords')
    .select(['kind', 'granted', 'wording', 'recordedAt'])
    .where('customerId', '=', customerId)
    .orderBy('recordedAt', order)
    .orderBy('id', order);
}

export async function listConsentRecords(db: Kysely<DB>, customerId: string) {
  return consentRecordsQuery(db, customerId, 'asc').execute();
}

/** Open sessions, without the token hash. */
export async function listSessions(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('sessions')
    .select(['createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Codes and links issued to the customer: what, where and when, never the hash. */
export async function listOneTimeCodes(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('oneTimeCodes')
    .select(['purpose', 'target', 'createdAt', 'expiresAt', 'consumedAt'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Messages addressed to the customer, without their bodies. Outbox rows name a recipient, not a
 * customer, and addresses change hands (a number released by one account can be verified by
 * another), so a row counts only from when the address was the customer's: emails from the
 * account's creation, SMS to a current number from `since` (a little before the number was
 * added, so the code that verified it is included).
 */
export function messagesQuery(
  db: Kysely<DB>,
  recipients: { email: string; emailSince: string; phones: { phone: string; since: string }[] },
  order: RowOrder,
) {
  return db
    .selectFrom('outboxMessages')
    .select(['channel', 'recipient', 'subject', 'createdAt', 'sentAt'])
    .where((eb) =>
      eb.or([
        eb.and([
          eb('channel', '=', 'email'),
          eb('recipient', '=', recipients.email),
          eb('createdAt', '>=', recipients.emailSince),
        ]),
        ...recipients.phones.map(({ phone, since }) =>
          eb.and([
            eb('channel', '=', 'sms'),
            eb('recipient', '=', phone),
            eb('createdAt', '>=', since),
          ]),
        ),
      ]),
    )
    .orderBy('createdAt', order)
    .orderBy('id', order);
}

export async function listMessages(
  db: Kysely<DB>,
  recipients: { email: string; emailSince: string; phones: { phone: string; since: string }[] },
) {
  return messagesQuery(db, recipients, 'asc').execute();
}

/** The customer's healthy limits (docs/decisions/054), null when they never set any. */
export async function findLimits(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customerLimits')
    .select([
      'monthlyCents',
      'monthlyPendingCents',
      'monthlyPendingAt',
      'callMinutes',
      'callPendingMinutes',
      'callPendingAt',
      'updatedAt',
    ])
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

/** The customer's satisfaction-guarantee claims, oldest first, without the operator's id. */
export async function listGuaranteeClaims(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('guaranteeClaims')
    .select(['callId', 'minutes', 'reason', 'status', 'createdAt', 'decidedAt', 'decisionMessage'])
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The customer's ratings and reviews, with the advisor's reply and, if hidden, why (053). */
export async function listReviews(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('reviews')
    .innerJoin('advisors', 'advisors.id', 'reviews.advisorId')
    .select([
      'reviews.callId',
      'advisors.name as advisorName',
      'reviews.rating',
      'reviews.text',
      'reviews.createdAt',
      'reviews.hiddenAt',
      'reviews.hiddenReason',
      'reviews.replyText',
      'reviews.repliedAt',
    ])
    .where('reviews.customerId', '=', customerId)
    .orderBy('reviews.createdAt', 'asc')
    .orderBy('reviews.id', 'asc')
    .execute();
}
