// Exactly-once completion (docs/decisions/012-payments.md): the one function every path that learns a
// payment went through calls — the capture answer, PayPal's webhook, the Interac status poll
// and Gigadat's postback. One transaction moves the order to 'completed' with a compare-and-set
// and, only for the request that won it, writes the purchase, the ledger rows, the balance, the
// coupon use and the receipt email. Every other request (a replay, a concurrent click, a late
// webhook) finds the order completed and answers the purchase already made, crediting nothing.
// The unique keys on purchases, coupon uses and ledger rows back this up in the database.
// A payment reported for an order that was cancelled or expired unpaid is honoured all the
// same (docs/decisions/025-coupon-holds.md): money is never kept for minutes not credited.
import { newId } from '#server/db/ids.ts';
import type { PaymentOrder, PaymentOrderStatus } from '#server/db/tables/payment-orders.ts';
import { findBundle } from '#shared/pricing/bundles.ts';
import type { PaymentsContext } from './context.ts';
import { evidenceMismatch, type PaymentEvidence } from './evidence.ts';
import { buildReceipt, receiptEmail } from './receipt.ts';
import * as repo from './repo.ts';

export type Completion =
  | {
      outcome: 'completed';
      purchaseId: string;
      bundleId: string;
      /** The customer's balance now, in minutes. */
      credits: number;
      /** What this order's purchase added. */
      minutesAdded: number;
      /** True only for the request that credited the order. */
      credited: boolean;
    }
  | { outcome: 'refused'; status: PaymentOrderStatus; reason: string };

/** Which path brought the evidence, for the logs. */
export type CompletionSource =
  | 'paypal capture'
  | 'paypal webhook'
  | 'interac status'
  | 'interac postback'
  | 'interac cancel'
  | 'paypal expiry sweep'
  | 'interac expiry sweep';

export function createCompletion(ctx: PaymentsContext) {
  const { logger } = ctx;
  const db = ctx.database.kysely;

  /** The completion already made for this order, or null when it has no purchase. */
  async function existing(order: PaymentOrder): Promise<Completion | null> {
    const purchase = await repo.findPurchaseByOrder(db, order.id);
    if (!purchase) return null;
    const credits = await repo.customerCredits(db, order.customerId);
    return {
      outcome: 'completed',
      purchaseId: purchase.id,
      bundleId: order.bundleId,
      credits: credits ?? 0,
      minutesAdded: purchase.minutes,
      credited: false,
    };
  }

  async function deliverQuietly(messageId: string, orderId: string): Promise<void> {
    try {
      const outcome = await ctx.outbox.deliver(messageId);
      if (outcome !== 'sent') logger.warn({ orderId, messageId, outcome }, 'receipt not sent yet');
    } catch (error) {
      logger.error({ err: error, orderId, messageId }, 'receipt delivery failed');
    }
  }

  /** Credits an order the provider says is paid, once. `order` is re-read inside. */
  async function completeOrder(
    orderId: string,
    evidence: PaymentEvidence,
    source: CompletionSource,
  ): Promise<Completion> {
    const order = await repo.findOrderById(db, orderId);
    if (!order) throw new Error(`completeOrder: no payment order ${orderId}`);

    const mismatch = evidenceMismatch(order, evidence);
    if (mismatch !== null) {
      // Never credit on evidence about another amount, currency or order. The order is failed
      // (a cancelled one too, which a late payment could otherwise complete) so no later
      // message completes it unseen; an operator reviews it from this line.
      logger.error(
        { orderId, customerId: order.customerId, source, evidence, mismatch },
        'PAYMENT EVIDENCE MISMATCH: nothing credited, order marked failed for review',
      );
      const failed = await repo.markFailed(db, {
        id: orderId,
        reason: `evidence mismatch (${source}): ${mismatch}`.slice(0, 500),
        at: ctx.nowIso(),
        from: [...repo.openStatuses, 'cancelled'],
      });
      if (failed) ctx.metrics.paymentFailed(order.provider);
      return { outcome: 'refused', status: 'failed', reason: mismatch };
    }

    const at = ctx.nowIso();
    const written = await db.transaction().execute(async (trx) => {
      const completion = { id: orderId, captureId: evidence.captureId, at };
      const won = await repo.markCompleted(trx, completion);
      // Paid after it was cancelled or expired (a payment finished as the order was ended): the
      // money came, so the minutes and the coupon's use are recorded as for any payment.
      const late = !won && (await repo.markCompleted(trx, { ...completion, from: ['cancelled'] }));
      if (!won && !late) return null;
      if (late) {
        logger.warn(
          { orderId, customerId: order.customerId, source, couponId: order.couponId },
          'payment reported for an order that had been cancelled or expired: honoured as paid',
        );
      }

      const customer = await repo.findCustomer(trx, order.customerId);
      if (!customer) throw new Error(`completeOrder: no customer ${order.customerId}`);
      if (order.couponId !== null) {
        const refusal = await ctx.coupons.recheck(trx, {
          customerId: order.customerId,
          couponId: order.couponId,
          orderId,
        });
        // The coupon was valid when the order was created (and, for PayPal, just before the
        // capture), and the customer has paid the discounted amount: the payment is honoured
        // as charged and the use recorded like any other. Refusing now would keep money for
        // minutes never credited; the warning lets an operator see it happened.
        if (refusal !== null) {
          logger.warn(
            { orderId, couponId: order.couponId, refusal, source },
            'coupon became invalid before the payment completed; honoured as paid',
          );
        }
      }

      const bundleName = findBundle(order.bundleId)?.name ?? order.bundleId;
      const purchaseId = newId();
      const totalMinutes = order.minutes + order.giftMinutes + order.bonusMinutes;
      await repo.insertPurchase(trx, {
        id: purchaseId,
        customerId: order.customerId,
        kind: 'package',
        paymentOrderId: orderId,
        bundleName,
        minutes: totalMinutes,
        amountCents: order.totalCents,
        cashbackMonth: null,
        purchasedAt: at,
      });
      const change = await ctx.wallet.credit(trx, order.customerId, [
        { minutes: order.minutes, reason: 'purchase', purchaseId },
        { minutes: order.giftMinutes, reason: 'gift', purchaseId },
        { minutes: order.bonusMinutes, reason: 'coupon_bonus', purchaseId },
      ]);
      const couponCode =
        order.couponId === null ? null : await repo.findCouponCode(trx, order.couponId);
      if (order.couponId !== null) {
        await ctx.coupons.recordUse(trx, {
          couponId: order.couponId,
          customerId: order.customerId,
          paymentOrderId: orderId,
        });
      }
      // The receipt is emailed in the customer's language, whoever told us of the payment.
      const receipt = buildReceipt(
        {
          purchase: { id: purchaseId, purchasedAt: at, bundleName },
          order,
          couponCode,
          customer,
        },
        ctx.config,
        customer.language,
      );
      const email = receiptEmail(
        receipt,
        { supportEmail: ctx.config.supportEmail, address: ctx.config.business.address },
        customer.language,
      );
      const messageId = await ctx.outbox.enqueue(trx, {
        channel: 'email',
        to: customer.email,
        customerId: order.customerId,
        ...email,
      });
      return { purchaseId, credits: change.balance, minutesAdded: change.total, messageId };
    });

    if (written) {
      ctx.metrics.paymentCompleted(order.provider);
      logger.info(
        {
          orderId,
          customerId: order.customerId,
          purchaseId: written.purchaseId,
          minutesAdded: written.minutesAdded,
          source,
        },
        'payment completed: minutes credited',
      );
      await deliverQuietly(written.messageId, orderId);
      return {
        outcome: 'completed',
        purchaseId: written.purchaseId,
        bundleId: order.bundleId,
        credits: written.credits,
        minutesAdded: written.minutesAdded,
        credited: true,
      };
    }

    const current = (await repo.findOrderById(db, orderId)) ?? order;
    const done = await existing(current);
    if (done) return done;
    // The provider says this order is paid, but it had already failed (refused by a provider
    // or by the evidence checks): money may have been taken with nothing credited.
    logger.error(
      { orderId, customerId: order.customerId, status: current.status, source, evidence },
      'PAID ORDER NOT COMPLETABLE: the provider reports a payment for an order that ended; review',
    );
    return { outcome: 'refused', status: current.status, reason: `order is ${current.status}` };
  }

  return { completeOrder, existing };
}

export type CompletionService = ReturnType<typeof createCompletion>;
