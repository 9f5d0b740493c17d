// The limits' queries (docs/decisions/054): one customer's limits row, and what their orders of
// a month add up to. Every one is scoped by the customer's id.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { NewCustomerLimits } from '#server/db/tables/customer-limits.ts';
import type { PaymentOrderStatus } from '#server/db/tables/payment-orders.ts';

export async function findLimits(db: Kysely<DB>, customerId: string) {
  const row = await db
    .selectFrom('customerLimits')
    .selectAll()
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  return row ?? null;
}

export async function saveLimits(db: Kysely<DB>, row: NewCustomerLimits): Promise<void> {
  const { customerId: _key, ...values } = row;
  await db
    .insertInto('customerLimits')
    .values(row)
    .onConflict((oc) => oc.column('customerId').doUpdateSet(values))
    .execute();
}

/**
 * Orders that count against the monthly limit: those paid, and those under way that may still be
 * paid (created, approved, pending: counting them is what keeps two purchases at once from both
 * passing). Failed, cancelled and refunded ones cost nothing.
 */
const counted: readonly PaymentOrderStatus[] = ['created', 'approved', 'pending', 'completed'];

/** The totals (cents, tax included) of the customer's counted orders made in [start, end). */
export async function orderedBetween(
  db: Kysely<DB>,
  customerId: string,
  range: { start: string; end: string },
): Promise<number> {
  const row = await db
    .selectFrom('paymentOrders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('totalCents'), eb.lit(0)).as('cents'))
    .where('customerId', '=', customerId)
    .where('status', 'in', counted)
    .where('createdAt', '>=', range.start)
    .where('createdAt', '<', range.end)
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
