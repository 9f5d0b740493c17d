// What a provider says about a payment, and whether it matches the order we created. Nothing is
// credited on a provider's word unless the amount, the currency and our own reference (PayPal's
// custom_id is our order id; Gigadat's userId is our customer id) are exactly what we asked for.
import type { PaymentOrder, PaymentProvider } from '#server/db/tables/payment-orders.ts';

export interface PaymentEvidence {
  provider: PaymentProvider;
  /** PayPal order id or Interac transaction id. */
  providerOrderId: string;
  /** PayPal's capture id; null for Interac. */
  captureId: string | null;
  amountCents: number;
  currency: string;
  /** PayPal: custom_id (our order id). Interac: userId (our customer id). */
  reference: string | null;
}

type CheckedOrder = Pick<
  PaymentOrder,
  'id' | 'customerId' | 'provider' | 'providerOrderId' | 'totalCents' | 'currency'
>;

/** Null when the evidence is about this order exactly; otherwise what differs, for the log. */
export function evidenceMismatch(order: CheckedOrder, evidence: PaymentEvidence): string | null {
  if (evidence.provider !== order.provider) {
    return `provider ${evidence.provider}, order is ${order.provider}`;
  }
  if (order.providerOrderId === null || evidence.providerOrderId !== order.providerOrderId) {
    return `provider order ${evidence.providerOrderId}, order has ${order.providerOrderId ?? 'none'}`;
  }
  if (evidence.currency !== order.currency) {
    return `currency ${evidence.currency}, order is in ${order.currency}`;
  }
  if (evidence.amountCents !== order.totalCents) {
    return `amount ${evidence.amountCents} cents, order total is ${order.totalCents} cents`;
  }
  const expected = order.provider === 'paypal' ? order.id : order.customerId;
  if (evidence.reference !== expected) {
    return `reference ${evidence.reference ?? 'missing'}, expected ${expected}`;
  }
  return null;
}
