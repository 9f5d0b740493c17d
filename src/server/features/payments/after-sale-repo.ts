// The queries of what happens to a purchase after it was paid (docs/decisions/027): the PayPal
// events applied to it (refunds, reversals, disputes) and the disputes themselves. Every
// function takes the Kysely to run on, so the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewPaymentDispute, PaymentDispute } from '#server/db/tables/payment-disputes.ts';
import type {
  NewPaymentEvent,
  PaymentEvent,
  PaymentEventKind,
} from '#server/db/tables/payment-events.ts';

/** Fails with a unique violation when the event, or its refund or dispute phase, was applied. */
export async function insertEvent(db: Kysely<DB>, event: NewPaymentEvent): Promise<void> {
  await db.insertInto('paymentEvents').values(event).execute();
}

export async function findEventByProviderId(
  db: Kysely<DB>,
  providerEventId: string,
  provider: PaymentEvent['provider'] = 'paypal',
): Promise<PaymentEvent | null> {
  const row = await db
    .selectFrom('paymentEvents')
    .selectAll()
    .where('provider', '=', provider)
    .where('providerEventId', '=', providerEventId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findEventByResource(
  db: Kysely<DB>,
  kind: PaymentEventKind,
  resourceId: string,
): Promise<PaymentEvent | null> {
  const row = await db
    .selectFrom('paymentEvents')
    .selectAll()
    .where('provider', '=', 'paypal')
    .where('kind', '=', kind)
    .where('resourceId', '=', resourceId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * What the purchase's events add up to: the minutes claimed back (net of what resolved
 * disputes gave back), the amount refunded so far and the minutes its refunds claimed.
 */
export async function purchaseClaims(db: Kysely<DB>, purchaseId: string) {
  const row = await db
    .selectFrom('paymentEvents')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('minutesClaimed'), eb.lit(0)).as('claimed'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('kind', '=', 'refund').then(eb.ref('amountCents')).end(),
          ),
          eb.lit(0),
        )
        .as('refundedCents'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(
            eb.case().when('kind', '=', 'refund').then(eb.ref('minutesClaimed')).end(),
          ),
          eb.lit(0),
        )
        .as('refundClaimed'),
    ])
    .where('purchaseId', '=', purchaseId)
    .executeTakeFirstOrThrow();
  // PostgreSQL's sum of integers is a bigint, which pg reads as a string.
  return {
    claimed: Number(row.claimed),
    refundedCents: Number(row.refundedCents),
    refundClaimed: Number(row.refundClaimed),
  };
}

export async function insertDispute(db: Kysely<DB>, dispute: NewPaymentDispute): Promise<void> {
  await db.insertInto('paymentDisputes').values(dispute).execute();
}

export async function findDispute(
  db: Kysely<DB>,
  providerDisputeId: string,
): Promise<PaymentDispute | null> {
  const row = await db
    .selectFrom('paymentDisputes')
    .selectAll()
    .where('provider', '=', 'paypal')
    .where('providerDisputeId', '=', providerDisputeId)
    .executeTakeFirst();
  return row ?? null;
}

/** Moves an open dispute to 'resolved' (compare-and-set); false when it was not open. */
export async function markDisputeResolved(
  db: Kysely<DB>,
  input: { id: string; outcomeCode: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentDisputes')
    .set({ status: 'resolved', outcomeCode: input.outcomeCode, resolvedAt: input.at })
    .where('id', '=', input.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The customer's open disputes, oldest first: while there is one, the account is on hold. */
export async function openDisputesOf(db: Kysely<DB>, customerId: string) {
  return db
    .selectFrom('paymentDisputes')
    .select(['id', 'providerDisputeId', 'purchaseId', 'openedAt'])
    .where('customerId', '=', customerId)
    .where('status', '=', 'open')
    .orderBy('openedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The events and disputes of these purchases of the customer, oldest first. */
export async function afterSaleOf(db: Kysely<DB>, customerId: string, purchaseIds: string[]) {
  if (purchaseIds.length === 0) return { events: [], disputes: [] };
  const events = await db
    .selectFrom('paymentEvents')
    .innerJoin('purchases', 'purchases.id', 'paymentEvents.purchaseId')
    .select(['paymentEvents.purchaseId', 'paymentEvents.kind', 'paymentEvents.amountCents'])
    .where('purchases.customerId', '=', customerId)
    .where('paymentEvents.purchaseId', 'in', purchaseIds)
    .where('paymentEvents.kind', 'in', ['refund', 'reversal'])
    .orderBy('paymentEvents.createdAt', 'asc')
    .orderBy('paymentEvents.id', 'asc')
    .execute();
  const disputes = await db
    .selectFrom('paymentDisputes')
    .select(['purchaseId', 'status', 'outcomeCode'])
    .where('customerId', '=', customerId)
    .where('purchaseId', 'in', purchaseIds)
    .orderBy('openedAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return { events, disputes };
}
