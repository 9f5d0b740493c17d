// Buying minutes (docs/product.md §2 /purchase, §4 purchase flow, PayPal and Interac, §5 coupons and totals,
// §7 payment calls; docs/product.md §10.3, 4, 7, 8, 21). The browser asks; the server computes every
// amount from the bundle and the coupon, and credits an order exactly once. All paths need the
// session except the providers' callbacks.
import * as z from 'zod/mini';
import { CouponTypeSchema } from '#shared/pricing/coupon-effect.ts';
import { paymentMethods } from './payment-methods.ts';
import { PaymentStatusSchema } from './payment-status.ts';

export type { PaymentMethod } from './payment-methods.ts';

/** An order's figures, as `orderTotals` (src/shared/pricing/totals.ts) computes them. */
export const OrderTotalsSchema = z.object({
  priceCents: z.int(),
  discountCents: z.int(),
  taxableCents: z.int(),
  gstCents: z.int(),
  qstCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  minutes: z.int(),
  giftMinutes: z.int(),
  bonusMinutes: z.int(),
  totalMinutes: z.int(),
});
export type OrderTotalsView = z.infer<typeof OrderTotalsSchema>;

const CouponCodeInputSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/** Checked by the server against the four bundles: an unknown one is 'Invalid bundle selected'. */
const BundleIdInputSchema = z.string().check(z.minLength(1), z.maxLength(40));

// ---- POST /api/coupons/check → 200 CouponCheckResponse ------------------------------------------
// Codes are upper-cased. Errors: 404 COUPON_INVALID ('Invalid coupon code': unknown, inactive, or
// another customer's prize), 410 COUPON_EXPIRED, 409 COUPON_LIMIT_REACHED (this customer's uses ≥
// max_uses), 409 COUPON_FIRST_PURCHASE_ONLY, 400 INVALID_BUNDLE; 429 TOO_MANY_REQUESTS ('Too many
// coupon attempts…', with Retry-After) after too many unknown codes, for every code until it ends.
// An unfinished order of the customer that carries a limited coupon holds one use of it: while
// held uses reach the limit, 409 COUPON_LIMIT_REACHED with `detail` 'An unfinished order is using
// this coupon…'; a first-purchase coupon while any order is unfinished, 409
// COUPON_FIRST_PURCHASE_ONLY with `detail` 'You have an unfinished order…'.

export const CouponCheckRequestSchema = z.strictObject({
  code: CouponCodeInputSchema,
  bundleId: BundleIdInputSchema,
});
export const AppliedCouponSchema = z.object({
  code: z.string(),
  type: CouponTypeSchema,
  value: z.number(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;
export const CouponCheckResponseSchema = z.object({
  coupon: AppliedCouponSchema,
  totals: OrderTotalsSchema,
  /** The success toast: '25% discount applied!' or '5 bonus minutes added!'. */
  message: z.string(),
});
export type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;

// ---- Creating an order (both methods) ----------------------------------------------------------
// Errors: 400 INVALID_BUNDLE, the coupon errors above and their 429 (checked again here), 401
// UNAUTHENTICATED ('Authentication session is missing'), 502 PAYMENT_CREATE_FAILED ('Failed to
// create PayPal order' / 'Failed to create Interac order').

export const CreateOrderRequestSchema = z.strictObject({
  bundleId: BundleIdInputSchema,
  couponCode: z.optional(CouponCodeInputSchema),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** POST /api/payments/paypal/orders → 201: the PayPal order id the buttons approve. */
export const PayPalOrderCreatedSchema = z.object({ id: z.string(), totals: OrderTotalsSchema });

/**
 * POST /api/payments/paypal/orders/:id/capture (the PayPal order id) → 200. 'completed' once the
 * money is captured and the minutes credited (a repeated capture answers the same); 'pending'
 * while PayPal holds the capture (nothing credited until it completes). Errors: 402
 * PAYMENT_DECLINED (the buyer may pick another funding source and try again), 409
 * PAYMENT_NOT_APPROVED, 404 ORDER_NOT_FOUND, 502 PAYMENT_CAPTURE_FAILED ('Failed to capture
 * PayPal order'), the coupon errors (a coupon that became invalid before the capture).
 */
export const CaptureResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('completed'),
    purchaseId: z.string(),
    bundleId: z.string(),
    /** The balance after crediting, in minutes (spec: "credits"). */
    credits: z.int(),
    minutesAdded: z.int(),
  }),
  z.object({ status: z.literal('pending') }),
]);
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;

/** POST /api/payments/interac/orders → 201: the Gigadat payment page (opened in a new tab). */
export const InteracOrderCreatedSchema = z.object({
  paymentUrl: z.string(),
  transactionId: z.string(),
  totals: OrderTotalsSchema,
});

/**
 * GET /api/payments/interac/orders/:transactionId/status → 200. The server asks Gigadat, and on
 * STATUS_SUCCESS (checked against amount, currency and customer) credits the order once. `status`
 * is Gigadat's STATUS_* value, or 'initiated' before Gigadat knows the transaction; the browser
 * follows docs/product.md §10.21.
 */
export const InteracStatusSchema = z.object({
  status: z.string(),
  /** Set once the order is credited. */
  purchaseId: z.nullable(z.string()),
  credits: z.nullable(z.int()),
});
export type InteracStatus = z.infer<typeof InteracStatusSchema>;

// ---- Cancelling an unfinished order -------------------------------------------------------------
// POST /api/payments/paypal/orders/:paypalOrderId/cancel and
// POST /api/payments/interac/orders/:transactionId/cancel (no body) → 200. The customer's own
// order only (404 ORDER_NOT_FOUND otherwise). An order not yet paid ends as 'cancelled', which
// frees the coupon use it held; cancelling again, or an order that had already ended, changes
// nothing and answers its status ('completed' when Interac reports it paid meanwhile: then the
// minutes are credited). A PayPal order whose capture PayPal holds stays 'pending'.

export const OrderCancelResponseSchema = z.object({ status: z.string() });
export type OrderCancelResponse = z.infer<typeof OrderCancelResponseSchema>;

// ---- GET /api/me/purchases/:purchaseId/receipt → 200 Receipt (404 RECEIPT_NOT_FOUND) -------------

export const ReceiptSchema = z.object({
  purchaseId: z.string(),
  /** The provider's order id (PayPal order or Interac transaction). */
  orderId: z.string(),
  paymentMethod: z.enum(paymentMethods),
  purchasedAt: z.string(),
  brandName: z.string(),
  businessAddress: z.string(),
  gstRegistrationNumber: z.string(),
  qstRegistrationNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** In the page's language (the emailed receipt: in the customer's). */
  packageName: z.string(),
  minutes: z.int(),
  giftMinutes: z.int(),
  bonusMinutes: z.int(),
  couponCode: z.nullable(z.string()),
  priceCents: z.int(),
  discountCents: z.int(),
  gstCents: z.int(),
  qstCents: z.int(),
  totalCents: z.int(),
  currency: z.literal('CAD'),
  /** Refunds, a reversal or a dispute since the purchase (docs/decisions/027). */
  paymentStatus: PaymentStatusSchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;
