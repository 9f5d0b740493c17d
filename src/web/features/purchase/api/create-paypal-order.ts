// POST /api/payments/paypal/orders: a PayPal order for a package (and coupon), whose amount the
// server computes; its id is what PayPal's buttons ask the buyer to approve.
import { useMutation } from '@tanstack/react-query';
import { PayPalOrderCreatedSchema, type CreateOrderRequest } from '#shared/api/payments.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { cancelsSettled } from './cancel-order.ts';

export async function createPayPalOrder(order: CreateOrderRequest) {
  // Not before the server has ended an order this page just cancelled (its coupon is free then).
  await cancelsSettled();
  return apiRequest('/api/payments/paypal/orders', {
    method: 'POST',
    body: order,
    schema: PayPalOrderCreatedSchema,
  });
}

/** Never retried: each call creates an order. */
export function useCreatePayPalOrder() {
  return useMutation({ mutationFn: createPayPalOrder });
}
