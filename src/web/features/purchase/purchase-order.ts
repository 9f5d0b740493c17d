// What the buyer has chosen on the select step, as the checkout step receives it, and the
// request both payment methods send for it. The server computes the amount from the package
// and the coupon; the totals here are only shown (and reported to analytics once paid).
import type { CreateOrderRequest, OrderTotalsView, PaymentMethod } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { bundles, type Bundle, type BundleId } from '#shared/pricing/bundles.ts';

export interface PurchaseOrder {
  bundle: Bundle;
  method: PaymentMethod;
  /** The applied coupon's code as the server wrote it (upper-cased), or null. */
  couponCode: string | null;
  totals: OrderTotalsView;
}

/** What a payment method reports once the minutes are credited. */
export interface CompletedPayment {
  method: PaymentMethod;
  purchaseId: string;
  /** The server's figures for the order that was paid. */
  totals: OrderTotalsView;
}

export function createOrderRequest(order: Pick<PurchaseOrder, 'bundle' | 'couponCode'>) {
  const request: CreateOrderRequest = { bundleId: order.bundle.id };
  if (order.couponCode) request.couponCode = order.couponCode;
  return request;
}

/** The package's name in the visitor's language. */
export function packageName(bundle: Pick<Bundle, 'id'>): string {
  return accountCopy.purchase.bundleNames[bundle.id];
}

/**
 * The package chosen for the buyer when an address brings a coupon (`?coupon=CODE`): a code can
 * only be checked against a package, and the Best Package is the one the site recommends.
 */
export const bestPackageId: BundleId =
  bundles.find((bundle) => bundle.isBestPackage)?.id ?? 'bundle-20';
