// The cashback's queries: each customer's paid minutes per package bought in a month (completed
// orders only: a refunded purchase earns nothing), who already has that month's grant, and the
// grant itself.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';

export interface CustomerPaidMinutes {
  customerId: string;
  bundleId: string;
  minutes: number;
}

export async function paidMinutesInRange(
  db: Kysely<DB>,
  range: { start: string; end: string },
): Promise<CustomerPaidMinutes[]> {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('paymentOrders', 'paymentOrders.id', 'purchases.paymentOrderId')
    .innerJoin('customers', 'customers.id', 'purchases.customerId')
    .select((eb) => [
      'purchases.customerId',
      'paymentOrders.bundleId',
      eb.fn.sum<number>('paymentOrders.minutes').as('minutes'),
    ])
    .where('purchases.kind', '=', 'package')
    .where('paymentOrders.status', '=', 'completed')
    .where('purchases.purchasedAt', '>=', range.start)
    .where('purchases.purchasedAt', '<', range.end)
    .where('customers.deletedAt', 'is', null)
    .where('customers.isActive', '=', true)
    .groupBy(['purchases.customerId', 'paymentOrders.bundleId'])
    .execute();
  return rows.map((row) => ({ ...row, minutes: Number(row.minutes) }));
}

export async function customersGranted(db: Kysely<DB>, month: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('purchases')
    .select('customerId')
    .where('kind', '=', 'cashback')
    .where('cashbackMonth', '=', month)
    .execute();
  return new Set(rows.map((row) => row.customerId));
}

export async function insertCashbackPurchase(
  db: Kysely<DB>,
  input: {
    id: string;
    customerId: string;
    name: string;
    minutes: number;
    month: string;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('purchases')
    .values({
      id: input.id,
      customerId: input.customerId,
      kind: 'cashback',
      paymentOrderId: null,
      bundleName: input.name,
      minutes: input.minutes,
      amountCents: 0,
      cashbackMonth: input.month,
      purchasedAt: input.at,
    })
    .execute();
}
