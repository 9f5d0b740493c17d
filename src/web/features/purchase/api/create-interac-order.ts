// POST /api/payments/interac/orders: an Interac (Gigadat) transaction for a package (and
// coupon), with the payment page the buyer completes in a new tab.
import { useMutation } from '@tanstack/react-query';
import { InteracOrderCreatedSchema, type CreateOrderRequest } from '#shared/api/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { cancelsSettled } from './cancel-order.ts';

export async function createInteracOrder(order: CreateOrderRequest) {
  // Not before the server has ended an order this page just cancelled (its coupon is free then).
  await cancelsSettled();
  return apiRequest('/api/payments/interac/orders', {
    method: 'POST',
    body: order,
    schema: InteracOrderCreatedSchema,
  });
}

/** Never retried: each call starts a transaction. */
export function useCreateInteracOrder() {
  return useMutation({ mutationFn: createInteracOrder });
}
