// The queries of operators' refunds and the back office's settings (docs/decisions/047). Each
// takes the Kysely to run on, so the service decides what shares a transaction.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import type { BackOfficeSettingKey } from '#server/db/tables/back-office-settings.ts';
import type { NewOperatorRefund, OperatorRefund } from '#server/db/tables/operator-refunds.ts';

/** The customer's purchase, with the order that paid it (none for a cashback grant). */
export async function findPaidPurchase(db: Kysely<DB>, customerId: string, purchaseId: string) {
  const purchase = await db
    .selectFrom('purchases')
    .selectAll()
    .where('id', '=', purchaseId)
    .where('customerId', '=', customerId)
    .executeTakeFirst();
  if (!purchase) return null;
  const order = purchase.paymentOrderId
    ? await db
        .selectFrom('paymentOrders')
        .selectAll()
        .where('id', '=', purchase.paymentOrderId)
        .executeTakeFirst()
    : undefined;
  return { purchase, order: order ?? null };
}

/** Fails with a unique violation when a refund of the purchase is pending already. */
export async function insertRefund(db: Kysely<DB>, refund: NewOperatorRefund): Promise<void> {
  await db.insertInto('operatorRefunds').values(refund).execute();
}

export async function completeRefund(
  db: Kysely<DB>,
  input: { id: string; providerRefundId: string; paymentEventId: string | null; at: string },
): Promise<void> {
  await db
    .updateTable('operatorRefunds')
    .set({
      status: 'completed',
      providerRefundId: input.providerRefundId,
      paymentEventId: input.paymentEventId,
      endedAt: input.at,
    })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .execute();
}

export async function failRefund(
  db: Kysely<DB>,
  input: { id: string; failure: string; at: string },
): Promise<void> {
  await db
    .updateTable('operatorRefunds')
    .set({ status: 'failed', failure: input.failure, endedAt: input.at })
    .where('id', '=', input.id)
    .where('status', '=', 'pending')
    .execute();
}

/** The customer's refunds asked by operators, the latest first. */
export async function refundsOf(db: Kysely<DB>, customerId: string): Promise<OperatorRefund[]> {
  return db
    .selectFrom('operatorRefunds')
    .selectAll()
    .where('customerId', '=', customerId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function readSetting(db: Kysely<DB>, key: BackOfficeSettingKey): Promise<number> {
  const row = await db
    .selectFrom('backOfficeSettings')
    .select('intValue')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.intValue;
}

export async function writeSetting(
  db: Kysely<DB>,
  input: { key: BackOfficeSettingKey; value: number; by: string; at: string },
): Promise<void> {
  await db
    .updateTable('backOfficeSettings')
    .set({ intValue: input.value, updatedBy: input.by, updatedAt: input.at })
    .where('key', '=', input.key)
    .execute();
}
