// POST /api/payments/{paypal|interac}/orders/:id/cancel: the buyer left the checkout (Cancel
// Purchase, or cancel in PayPal's window), so the server ends the unpaid order and the coupon
// it held is free at once, not after 30 minutes. Nobody waits for the answer: the page goes back
// to the select step at once, and the server ends a forgotten order by itself anyway. A new
// order waits for cancels still on their way, so it is never refused for the coupon the buyer
// has just let go of.
import { OrderCancelResponseSchema, type PaymentMethod } from '#shared/api/payments.ts';
import { apiRequest, isApiError, NETWORK_ERROR } from '#web/lib/api-client.ts';
import { MAX_RETRIES } from '#web/lib/query-client.ts';

export interface StartedOrder {
  method: PaymentMethod;
  /** The PayPal order id, or the Interac transaction id. */
  id: string;
}

const underWay = new Set<Promise<unknown>>();

async function cancelWithRetries({ method, id }: StartedOrder): Promise<void> {
  // A cancel is idempotent on the server: asking again when no answer came is safe.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await apiRequest(`/api/payments/${method}/orders/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
        schema: OrderCancelResponseSchema,
      });
      return;
    } catch (error) {
      const lost = isApiError(error) && error.code === NETWORK_ERROR;
      if (!lost || attempt >= MAX_RETRIES) return;
    }
  }
}

/** Asks the server to end the order; never fails (the server's sweep is the fallback). */
export function cancelOrder(order: StartedOrder): Promise<void> {
  const cancelling = cancelWithRetries(order);
  underWay.add(cancelling);
  void cancelling.finally(() => underWay.delete(cancelling));
  return cancelling;
}

/** Resolves once every cancel sent from this page has had its answer. */
export async function cancelsSettled(): Promise<void> {
  await Promise.allSettled([...underWay]);
}
