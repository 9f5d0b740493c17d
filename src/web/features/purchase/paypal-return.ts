// Coming back from PayPal in the same tab. When a browser blocks PayPal's window, the approval
// page opens in this tab instead and comes back to /purchase?token=<order id>&PayerID=<payer>
// (PayPal's return-URL convention; the local stand-in does this). The page's state is gone by
// then, so each PayPal order is remembered for the tab (sessionStorage) when it is created: on
// the way back the checkout step is restored for it, PayPal's buttons render again and report the
// approval (or the cancel) of that order, and the purchase completes as it would have in a popup.
import * as z from 'zod/mini';
import { OrderTotalsSchema } from '#shared/api/payments.ts';
import { BundleIdSchema, findBundle } from '#shared/pricing/bundles.ts';
import type { PurchaseOrder } from './purchase-order.ts';

export const PAYPAL_RETURN_PARAMS = ['token', 'PayerID'] as const;

const storageKey = (orderId: string) => `purchase:paypal-order:${orderId}`;

const RememberedOrderSchema = z.object({
  bundleId: BundleIdSchema,
  couponCode: z.nullable(z.string()),
  totals: OrderTotalsSchema,
});

/** Private browsing or a full storage must not stop a payment: remembering is best effort. */
function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPayPalOrder(orderId: string, order: PurchaseOrder): void {
  try {
    store()?.setItem(
      storageKey(orderId),
      JSON.stringify({
        bundleId: order.bundle.id,
        couponCode: order.couponCode,
        totals: order.totals,
      }),
    );
  } catch {
    // Only the same-tab return needs it.
  }
}

export function forgetPayPalOrder(orderId: string): void {
  try {
    store()?.removeItem(storageKey(orderId));
  } catch {
    // Nothing to forget.
  }
}

/** The order a PayPal return address is about, if this tab created it. */
export function recallPayPalOrder(searchParams: URLSearchParams): PurchaseOrder | null {
  const orderId = searchParams.get('token');
  if (!orderId) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(store()?.getItem(storageKey(orderId)) ?? 'null');
  } catch {
    return null;
  }
  const parsed = RememberedOrderSchema.safeParse(saved);
  const bundle = parsed.success ? findBundle(parsed.data.bundleId) : null;
  if (!parsed.success || !bundle) return null;
  return {
    bundle,
    method: 'paypal',
    couponCode: parsed.data.couponCode,
    totals: parsed.data.totals,
  };
}

export function hasPayPalReturn(searchParams: URLSearchParams): boolean {
  return PAYPAL_RETURN_PARAMS.some((name) => searchParams.has(name));
}

export function withoutPayPalReturn(searchParams: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  for (const name of PAYPAL_RETURN_PARAMS) next.delete(name);
  return next;
}
