// Which text a failed coupon check or payment call shows (docs/product.md §8: "Server-supplied error text
// is shown when present"). The server words every refusal (a 4xx) in the spec's text, and its
// payment failures (502 PAYMENT_CREATE_FAILED / PAYMENT_CAPTURE_FAILED, 503
// PAYMENT_PROVIDER_UNAVAILABLE) too: those texts are shown as they are. Without one (no answer,
// another server failure) each call has its own spec text; anything this app cannot read at all
// gets the general 'An error occurred during payment processing'.
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { hasServerMessage, isApiError, NETWORK_ERROR } from '#web/lib/api-client.ts';

/** Server failures whose text is meant for the buyer (it says whether anything was charged). */
const buyerWordedFailures: ReadonlySet<string> = new Set<ApiErrorCode>([
  'PAYMENT_CREATE_FAILED',
  'PAYMENT_CAPTURE_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
]);

export function paymentFailureMessage(error: unknown, callFallback: string): string {
  if (hasServerMessage(error)) return error.message;
  if (!isApiError(error)) return accountCopy.purchase.payment.fallback;
  if (error.status >= 500 && buyerWordedFailures.has(error.code)) return error.message;
  if (error.code === NETWORK_ERROR || error.status >= 500) return callFallback;
  return accountCopy.purchase.payment.fallback;
}

/** A coupon refused by the server says why; otherwise 'Failed to validate coupon'. */
export function couponFailureMessage(error: unknown): string {
  return hasServerMessage(error) ? error.message : accountCopy.purchase.coupon.validateFailed;
}

/**
 * The server's second line under a coupon refusal, when it gave one: an unfinished order holds
 * the coupon, and what to do about it.
 */
export function couponFailureDetail(error: unknown): string | null {
  return hasServerMessage(error) ? (error.detail ?? null) : null;
}

const couponRefusals: ReadonlySet<string> = new Set<ApiErrorCode>([
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_LIMIT_REACHED',
  'COUPON_FIRST_PURCHASE_ONLY',
]);

/**
 * An order refused because of its coupon (it expired, or another order holds it, since it was
 * applied): said under the coupon field, like a refusal of the field's own check.
 */
export function isCouponRefusal(error: unknown): boolean {
  return hasServerMessage(error) && couponRefusals.has(error.code);
}

/** PayPal refused the buyer's funding source: they may pick another and pay again. */
export function isDeclined(error: unknown): boolean {
  return isApiError(error) && error.code === ('PAYMENT_DECLINED' satisfies ApiErrorCode);
}
