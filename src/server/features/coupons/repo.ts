// The coupons' queries: coupons by code or id, a customer's uses and held uses, whether they
// already bought or are buying, and recording a use. Each takes the Kysely to run on, so checks
// can share a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { openPaymentOrderStatuses } from '#server/db/tables/payment-orders.ts';
import type { Coupon, CouponUpdate, NewCoupon } from '#server/db/tables/coupons.ts';
import type { NewCouponUse } from '#server/db/tables/coupon-uses.ts';

export async function findCouponByCode(db: Kysely<DB>, code: string): Promise<Coupon | null> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  return row ?? null;
}

export async function findCouponById(db: Kysely<DB>, id: string): Promise<Coupon | null> {
  const row = await db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** The customer's recorded uses of a coupon, not counting the use of `excludingOrderId`. */
export async function countUses(
  db: Kysely<DB>,
  couponId: string,
  customerId: string,
  excludingOrderId: string | null,
): Promise<number> {
  let query = db
    .selectFrom('couponUses')
    .select((eb) => eb.fn.countAll<number>().as('uses'))
    .where('couponId', '=', couponId)
    .where('customerId', '=', customerId);
  if (excludingOrderId !== null) query = query.where('paymentOrderId', '<>', excludingOrderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** Whether the customer has a completed package purchase other than that of `excludingOrderId`. */
export async function hasPackagePurchase(
  db: Kysely<DB>,
  customerId: string,
  excludingOrderId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('purchases')
    .select('id')
    .where('customerId', '=', customerId)
    .where('kind', '=', 'package');
  if (excludingOrderId !== null) query = query.where('paymentOrderId', '<>', excludingOrderId);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The customer's unfinished orders carrying the coupon, not counting `excludingOrderId`: each
 * holds one use until it completes (the use is then recorded) or ends unpaid.
 */
export async function countHolds(
  db: Kysely<DB>,
  couponId: string,
  customerId: string,
  excludingOrderId: string | null,
): Promise<number> {
  let query = db
    .selectFrom('paymentOrders')
    .select((eb) => eb.fn.countAll<number>().as('holds'))
    .where('customerId', '=', customerId)
    .where('couponId', '=', couponId)
    .where('status', 'in', openPaymentOrderStatuses);
  if (excludingOrderId !== null) query = query.where('id', '<>', excludingOrderId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.holds);
}

/** Whether the customer has an unfinished order other than `excludingOrderId`. */
export async function hasOpenOrder(
  db: Kysely<DB>,
  customerId: string,
  excludingOrderId: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('paymentOrders')
    .select('id')
    .where('customerId', '=', customerId)
    .where('status', 'in', openPaymentOrderStatuses);
  if (excludingOrderId !== null) query = query.where('id', '<>', excludingOrderId);
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertCouponUse(db: Kysely<DB>, use: NewCouponUse): Promise<void> {
  await db.insertInto('couponUses').values(use).execute();
}

// ---- For operators ---------------------------------------------------------------------------

export async function insertCoupon(db: Kysely<DB>, coupon: NewCoupon): Promise<void> {
  await db.insertInto('coupons').values(coupon).execute();
}

export async function updateCoupon(db: Kysely<DB>, id: string, values: CouponUpdate) {
  await db.updateTable('coupons').set(values).where('id', '=', id).execute();
}

/** Coupons with their recorded uses (all customers), newest first; tarot prizes only if asked. */
export async function listWithUses(
  db: Kysely<DB>,
  options: { includePrizes: boolean; code?: string },
): Promise<(Coupon & { uses: number })[]> {
  let query = db
    .selectFrom('coupons')
    .selectAll('coupons')
    .select((eb) =>
      eb
        .selectFrom('couponUses')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('couponUses.couponId', '=', 'coupons.id')
        .as('uses'),
    );
  if (!options.includePrizes) query = query.where('source', '=', 'operator');
  if (options.code !== undefined) query = query.where('code', '=', options.code);
  const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, uses: Number(row.uses ?? 0) }));
}
