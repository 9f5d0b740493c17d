// Refunds reported by PayPal's PAYMENT.CAPTURE.REFUNDED webhook (issue "Buying minutes"): the
// refunded share of the purchase's minutes that the customer has not used yet is removed, as a
// 'refund' ledger row tied to the purchase whose note names the PayPal refund and its amount;
// the balance never goes below zero (minutes already talked are not clawed back). The order
// moves from 'completed' to 'refunded' with a compare-and-set in the same transaction, so a
// replayed delivery of the same refund changes nothing.
import { centsToDecimalString } from '#shared/pricing/money.ts';
import type { PaymentsContext } from './context.ts';
import type { PayPalWebhookEvent } from './paypal-events.ts';
import { refundedShareOfMinutes } from './refund-share.ts';
import * as repo from './repo.ts';

type RefundEvent = Extract<PayPalWebhookEvent, { kind: 'capture_refunded' }>;

export function createRefunds(ctx: PaymentsContext) {
  const { logger } = ctx;
  const db = ctx.database.kysely;

  async function orderOf(event: RefundEvent) {
    // The refund names its capture; our order id travels as custom_id or invoice_id where the
    // refund carries them.
    const byCapture = event.captureId ? await repo.findOrderByCaptureId(db, event.captureId) : null;
    if (byCapture) return byCapture;
    for (const id of [event.customId, event.invoiceId]) {
      const order = id ? await repo.findOrderById(db, id) : null;
      if (order) return order;
    }
    return null;
  }

  return {
    async onPayPalRefund(event: RefundEvent): Promise<'processed' | 'ignored'> {
      const details = {
        eventId: event.eventId,
        refundId: event.refundId,
        captureId: event.captureId,
      };
      const order = await orderOf(event);
      if (!order || order.provider !== 'paypal') {
        logger.warn(details, 'PayPal refund for an order we do not know: nothing changed');
        return 'ignored';
      }
      if (event.currency !== order.currency) {
        logger.error(
          { ...details, orderId: order.id, currency: event.currency },
          'PayPal refund in another currency: nothing changed; review',
        );
        return 'ignored';
      }
      const purchase = await repo.findPurchaseByOrder(db, order.id);
      if (!purchase) {
        logger.warn(
          { ...details, orderId: order.id, status: order.status },
          'PayPal refund for an order that never credited minutes: nothing to remove',
        );
        return 'ignored';
      }

      const note =
        `PayPal refund ${event.refundId}: CAD ${centsToDecimalString(event.amountCents)}` +
        ` of CAD ${centsToDecimalString(order.totalCents)}`;
      const applied = await db.transaction().execute(async (trx) => {
        const won = await repo.markRefunded(trx, { id: order.id, note, at: ctx.nowIso() });
        if (!won) return null;
        const share = refundedShareOfMinutes({
          purchasedMinutes: purchase.minutes,
          refundedCents: event.amountCents,
          paidCents: order.totalCents,
        });
        const change = await ctx.wallet.debit(trx, order.customerId, [
          { minutes: share, reason: 'refund', purchaseId: purchase.id, note },
        ]);
        return { share, removed: change.total, balance: change.balance };
      });

      if (!applied) {
        const current = await repo.findOrderById(db, order.id);
        if (current?.status === 'refunded' && current.failureReason?.includes(event.refundId)) {
          logger.info(
            { ...details, orderId: order.id },
            'PayPal refund already applied: nothing changed',
          );
        } else {
          // One refund row per purchase (the ledger's key): a later partial refund of the same
          // purchase is left to an operator's adjustment.
          logger.warn(
            {
              ...details,
              orderId: order.id,
              status: current?.status,
              amountCents: event.amountCents,
            },
            'further PayPal refund of an order already refunded: minutes unchanged; adjust by hand if needed',
          );
        }
        return 'ignored';
      }
      logger.info(
        { ...details, orderId: order.id, customerId: order.customerId, ...applied },
        'PayPal refund applied: unused minutes removed',
      );
      return 'processed';
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
