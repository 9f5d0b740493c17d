// The customer ends an unfinished order (the purchase page's Cancel Purchase, PayPal's cancel):
// the order becomes 'cancelled', so the coupon use it held is free at once rather than when the
// expiry sweep ends it (docs/decisions/025-coupon-holds.md). Only the customer's own order, and
// only while it may still end unpaid; cancelling again changes nothing and answers the same.
// Gigadat is asked first, so an Interac payment made just before the cancel completes the order
// instead; a payment that is reported after the cancel is honoured all the same (completion.ts).
import type { PaymentOrderStatus, PaymentProvider } from '#server/db/tables/payment-orders.ts';
import type { OrderCancelResponse } from '#shared/api/payments.ts';
import type { PaymentsContext } from './context.ts';
import { orderNotFound } from './errors.ts';
import type { InteracPayments } from './interac.ts';
import * as repo from './repo.ts';

/**
 * What the customer may cancel. A 'pending' PayPal order has its capture held by PayPal (the
 * money is on its way, and PayPal's webhook settles it), so it stays; a 'pending' Interac
 * request is only Gigadat waiting for the buyer or their bank.
 */
const cancellable: Readonly<Record<PaymentProvider, readonly PaymentOrderStatus[]>> = {
  paypal: ['created', 'approved'],
  interac: ['created', 'approved', 'pending'],
};

export const CANCELLED_BY_CUSTOMER = 'cancelled by the customer';

export function createCancellation(ctx: PaymentsContext, parts: { interac: InteracPayments }) {
  const { logger } = ctx;
  const db = ctx.database.kysely;

  return {
    /**
     * POST /api/payments/{paypal|interac}/orders/:id/cancel: the order's status afterwards,
     * 'cancelled' unless it had already ended otherwise (or Interac reports it paid: then
     * 'completed', with the minutes credited). 404 for an order that is not the customer's.
     */
    async cancel(
      customerId: string,
      provider: PaymentProvider,
      providerOrderId: string,
    ): Promise<OrderCancelResponse> {
      const order = await repo.findOrderByProviderId(db, provider, providerOrderId);
      if (!order || order.customerId !== customerId) throw orderNotFound();
      const from = cancellable[provider];
      if (!from.includes(order.status)) return { status: order.status };

      if (provider === 'interac') {
        try {
          const answer = await parts.interac.reconcile(order, 'interac cancel');
          if (answer.purchaseId !== null) return { status: 'completed' };
        } catch (error) {
          // Gigadat not answering must not keep the coupon held: the order is cancelled, and a
          // payment Gigadat reports later is still credited.
          logger.warn(
            { orderId: order.id, err: error },
            'Gigadat not asked before the cancel; a later payment will be honoured',
          );
        }
      }

      const cancelled = await repo.markCancelled(db, {
        id: order.id,
        reason: CANCELLED_BY_CUSTOMER,
        at: ctx.nowIso(),
        from,
      });
      if (cancelled) {
        logger.info(
          { orderId: order.id, provider, couponId: order.couponId },
          'payment order cancelled by the customer',
        );
        return { status: 'cancelled' };
      }
      const current = await repo.findOrderById(db, order.id);
      return { status: current?.status ?? order.status };
    },
  };
}
