// The payments' queries: payment orders and their status changes (each a compare-and-set, so
// of several requests racing on one order exactly one moves it), purchases, and what receipts
// and providers need to know about a customer. Every function takes the Kysely to run on, so
// the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import {
  openPaymentOrderStatuses,
  type NewPaymentOrder,
  type PaymentOrder,
  type PaymentOrderStatus,
  type PaymentProvider,
} from '#server/db/tables/payment-orders.ts';
import type { NewPurchase, Purchase } from '#server/db/tables/purchases.ts';

/** Orders whose payment has not reached an end: the only ones that may still complete. */
export const openStatuses = openPaymentOrderStatuses;

export async function insertOrder(db: Kysely<DB>, order: NewPaymentOrder): Promise<void> {
  await db.insertInto('paymentOrders').values(order).execute();
}

export async function findOrderById(db: Kysely<DB>, id: string): Promise<PaymentOrder | null> {
  const row = await db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findOrderByProviderId(
  db: Kysely<DB>,
  provider: PaymentProvider,
  providerOrderId: string,
): Promise<PaymentOrder | null> {
  const row = await db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('provider', '=', provider)
    .where('providerOrderId', '=', providerOrderId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findOrderByCaptureId(
  db: Kysely<DB>,
  captureId: string,
): Promise<PaymentOrder | null> {
  const row = await db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('providerCaptureId', '=', captureId)
    .executeTakeFirst();
  return row ?? null;
}

export async function setProviderOrderId(
  db: Kysely<DB>,
  input: { id: string; providerOrderId: string; at: string },
): Promise<void> {
  await db
    .updateTable('paymentOrders')
    .set({ providerOrderId: input.providerOrderId, updatedAt: input.at })
    .where('id', '=', input.id)
    .execute();
}

/**
 * Moves an order from one of `from` (by default the open statuses) to 'completed'
 * (compare-and-set). False when it was in none of them: another request completed it first, or
 * it ended otherwise.
 */
export async function markCompleted(
  db: Kysely<DB>,
  input: {
    id: string;
    captureId: string | null;
    at: string;
    from?: readonly PaymentOrderStatus[];
  },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({
      status: 'completed',
      completedAt: input.at,
      updatedAt: input.at,
      failureReason: null,
      ...(input.captureId === null ? {} : { providerCaptureId: input.captureId }),
    })
    .where('id', '=', input.id)
    .where('status', 'in', input.from ?? openStatuses)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Moves a created (or approved) order to 'pending': the provider holds the payment. */
export async function markPending(
  db: Kysely<DB>,
  input: { id: string; captureId: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({
      status: 'pending',
      updatedAt: input.at,
      ...(input.captureId === null ? {} : { providerCaptureId: input.captureId }),
    })
    .where('id', '=', input.id)
    .where('status', 'in', ['created', 'approved'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves an order from one of `from` (by default the open statuses) to 'failed' with the reason;
 * false when it was in none of them.
 */
export async function markFailed(
  db: Kysely<DB>,
  input: { id: string; reason: string; at: string; from?: readonly PaymentOrderStatus[] },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({ status: 'failed', failureReason: input.reason, updatedAt: input.at })
    .where('id', '=', input.id)
    .where('status', 'in', input.from ?? openStatuses)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves an order in one of `from` to 'cancelled' with the reason (the customer's cancel, or the
 * sweep's expiry); false when it was in none of them.
 */
export async function markCancelled(
  db: Kysely<DB>,
  input: { id: string; reason: string; at: string; from: readonly PaymentOrderStatus[] },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({ status: 'cancelled', failureReason: input.reason, updatedAt: input.at })
    .where('id', '=', input.id)
    .where('status', 'in', input.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Open orders created before `createdBefore`, oldest first: the ones the expiry sweep reviews.
 */
export async function findOpenOrdersCreatedBefore(
  db: Kysely<DB>,
  createdBefore: string,
): Promise<PaymentOrder[]> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('status', 'in', openStatuses)
    .where('createdAt', '<', createdBefore)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Cancelled Interac orders made before `createdBefore` whose reason is one of `reasons`: those
 * ended while Gigadat could still take the payment, which the sweep asks about again.
 */
export async function findCancelledInteracOrdersCreatedBefore(
  db: Kysely<DB>,
  input: { createdBefore: string; reasons: readonly string[] },
): Promise<PaymentOrder[]> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('provider', '=', 'interac')
    .where('status', '=', 'cancelled')
    .where('failureReason', 'in', input.reasons)
    .where('createdAt', '<', input.createdBefore)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Replaces a cancelled order's reason (compare-and-set on the reason it had). */
export async function noteCancelReason(
  db: Kysely<DB>,
  input: { id: string; from: string; reason: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({ failureReason: input.reason, updatedAt: input.at })
    .where('id', '=', input.id)
    .where('status', '=', 'cancelled')
    .where('failureReason', '=', input.from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves a completed order to 'refunded', noting which refund did it; false when it was not
 * 'completed' (a replayed or second refund, or an order never paid).
 */
export async function markRefunded(
  db: Kysely<DB>,
  input: { id: string; note: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('paymentOrders')
    .set({ status: 'refunded', failureReason: input.note, updatedAt: input.at })
    .where('id', '=', input.id)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function insertPurchase(db: Kysely<DB>, purchase: NewPurchase): Promise<void> {
  await db.insertInto('purchases').values(purchase).execute();
}

export async function findPurchaseByOrder(
  db: Kysely<DB>,
  paymentOrderId: string,
): Promise<Purchase | null> {
  const row = await db
    .selectFrom('purchases')
    .selectAll()
    .where('paymentOrderId', '=', paymentOrderId)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCustomer(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'name', 'email', 'credits', 'language'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function customerCredits(db: Kysely<DB>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('customers')
    .select('credits')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.credits ?? null;
}

/** The customer's primary (earliest) verified phone number, 10 digits, or null. */
export async function primaryPhone(db: Kysely<DB>, customerId: string): Promise<string | null> {
  const row = await db
    .selectFrom('customerPhoneNumbers')
    .select('phone')
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.phone ?? null;
}

export async function findCouponCode(db: Kysely<DB>, couponId: string): Promise<string | null> {
  const row = await db
    .selectFrom('coupons')
    .select('code')
    .where('id', '=', couponId)
    .executeTakeFirst();
  return row?.code ?? null;
}

/** A package purchase of this customer with its order, coupon code and the customer: a receipt. */
export async function findReceiptSource(db: Kysely<DB>, customerId: string, purchaseId: string) {
  const row = await db
    .selectFrom('purchases')
    .innerJoin('paymentOrders', 'paymentOrders.id', 'purchases.paymentOrderId')
    .innerJoin('customers', 'customers.id', 'purchases.customerId')
    .leftJoin('coupons', 'coupons.id', 'paymentOrders.couponId')
    .select([
      'purchases.id as purchaseId',
      'purchases.purchasedAt',
      'purchases.bundleName',
      'paymentOrders.id as orderId',
      'paymentOrders.bundleId',
      'paymentOrders.provider',
      'paymentOrders.providerOrderId',
      'paymentOrders.priceCents',
      'paymentOrders.discountCents',
      'paymentOrders.gstCents',
      'paymentOrders.qstCents',
      'paymentOrders.totalCents',
      'paymentOrders.minutes',
      'paymentOrders.giftMinutes',
      'paymentOrders.bonusMinutes',
      'coupons.code as couponCode',
      'customers.name as customerName',
      'customers.email as customerEmail',
    ])
    .where('purchases.id', '=', purchaseId)
    .where('purchases.customerId', '=', customerId)
    .where('purchases.kind', '=', 'package')
    .executeTakeFirst();
  return row ?? null;
}
