// Customers who bought packages last month (business time), written in bulk with what a real
// purchase leaves: the completed order, the purchase, and the ledger rows whose sum is the
// balance. What the monthly cashback is computed from.
import type { Database } from '#server/db/database.ts';
import { newId } from '#server/db/ids.ts';
import type { NewCustomer } from '#server/db/tables/customers.ts';
import type { NewMinuteLedgerEntry } from '#server/db/tables/minute-ledger.ts';
import type { NewPaymentOrder } from '#server/db/tables/payment-orders.ts';
import type { NewPurchase } from '#server/db/tables/purchases.ts';
import { findBundle, type BundleId } from '#shared/pricing/bundles.ts';
import { cashbackMinutes } from '#shared/pricing/cashback.ts';
import { orderTotals } from '#shared/pricing/totals.ts';
import { businessMonth, previousMonth, zonedTimeToInstant } from '#shared/time/business-time.ts';

export interface Buyer {
  customerId: string;
  /** The cashback the month's purchases earn (the rule in src/shared). */
  expectedCashback: number;
}

/** Last month in business time (Montréal), as YYYY-MM. */
export const lastMonth = () => previousMonth(businessMonth(new Date()));

/** Purchases of each buyer, by index: one to three packages of the three that earn cashback. */
function basketOf(index: number): BundleId[] {
  const earning: BundleId[] = ['bundle-20', 'bundle-40', 'bundle-80'];
  return earning
    .slice(0, (index % 3) + 1)
    .map((_, offset) => earning[(index + offset) % 3] ?? 'bundle-20');
}

export async function addLastMonthBuyers(database: Database, count: number): Promise<Buyer[]> {
  const [year, month] = lastMonth().split('-').map(Number) as [number, number];
  const at = zonedTimeToInstant({ year, month, day: 15, hour: 12 }).toISOString();
  const customers: NewCustomer[] = [];
  const orders: NewPaymentOrder[] = [];
  const purchases: NewPurchase[] = [];
  const ledger: NewMinuteLedgerEntry[] = [];
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const customerId = newId();
    let balance = 0;
    const bought = basketOf(index).map((bundleId) => {
      const bundle = findBundle(bundleId);
      if (!bundle) throw new Error(`unknown bundle ${bundleId}`);
      return bundle;
    });
    for (const bundle of bought) {
      const totals = orderTotals(bundle);
      const orderId = newId();
      const purchaseId = newId();
      orders.push({
        id: orderId,
        customerId,
        provider: 'paypal',
        providerOrderId: `PAYPAL-${orderId}`,
        providerCaptureId: `CAPTURE-${orderId}`,
        bundleId: bundle.id,
        couponId: null,
        priceCents: totals.priceCents,
        discountCents: totals.discountCents,
        gstCents: totals.gstCents,
        qstCents: totals.qstCents,
        totalCents: totals.totalCents,
        minutes: totals.minutes,
        giftMinutes: totals.giftMinutes,
        bonusMinutes: 0,
        status: 'completed',
        failureReason: null,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      });
      purchases.push({
        id: purchaseId,
        customerId,
        kind: 'package',
        paymentOrderId: orderId,
        bundleName: bundle.name,
        minutes: totals.totalMinutes,
        amountCents: totals.totalCents,
        cashbackMonth: null,
        purchasedAt: at,
      });
      for (const [reason, minutes] of [
        ['purchase', totals.minutes],
        ['gift', totals.giftMinutes],
      ] as const) {
        balance += minutes;
        ledger.push({
          id: newId(),
          customerId,
          deltaMinutes: minutes,
          balanceAfter: balance,
          reason,
          purchaseId,
          callId: null,
          note: null,
          createdAt: at,
        });
      }
    }
    customers.push({
      id: customerId,
      name: `Buyer ${index + 1}`,
      email: `buyer-${customerId.toLowerCase()}@reliability.example`,
      credits: balance,
      createdAt: at,
      updatedAt: at,
      adultConfirmedAt: at,
    });
    buyers.push({ customerId, expectedCashback: cashbackMinutes(bought) });
  }
  await database.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('customers').values(customers).execute();
    await trx.insertInto('paymentOrders').values(orders).execute();
    await trx.insertInto('purchases').values(purchases).execute();
    await trx.insertInto('minuteLedger').values(ledger).execute();
  });
  return buyers;
}
