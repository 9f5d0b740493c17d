// What became of each purchase's payment (docs/decisions/027), for the purchase history and the
// receipt: refunded (partly or fully, with how much), reversed, disputed and how that ended.
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { undisturbedPayment, type PaymentStatus } from '#shared/api/payment-status.ts';
import * as afterSaleRepo from './after-sale-repo.ts';
import { disputeOutcome } from './dispute-outcomes.ts';

const closedAs = {
  seller_favour: 'seller_favour',
  buyer_favour: 'buyer_favour',
  unclear: 'closed',
} as const;

/** Each of the customer's purchases named (with what was paid for it) → its payment's status. */
export async function paymentStatuses(
  db: Kysely<DB>,
  customerId: string,
  purchases: readonly { id: string; amountCents: number }[],
): Promise<Map<string, PaymentStatus>> {
  const { events, disputes } = await afterSaleRepo.afterSaleOf(
    db,
    customerId,
    purchases.map((purchase) => purchase.id),
  );
  const statuses = new Map<string, PaymentStatus>();
  for (const purchase of purchases) {
    const status: PaymentStatus = { ...undisturbedPayment };
    let refunded = false;
    for (const event of events) {
      if (event.purchaseId !== purchase.id) continue;
      if (event.kind === 'refund') {
        refunded = true;
        status.refundedCents += event.amountCents ?? 0;
      } else {
        status.reversed = true;
      }
    }
    if (refunded) {
      status.refund = status.refundedCents >= purchase.amountCents ? 'full' : 'partial';
    }
    // The latest dispute tells (disputes come oldest first).
    for (const dispute of disputes) {
      if (dispute.purchaseId !== purchase.id) continue;
      status.dispute =
        dispute.status === 'open' ? 'open' : closedAs[disputeOutcome(dispute.outcomeCode)];
    }
    statuses.set(purchase.id, status);
  }
  return statuses;
}
