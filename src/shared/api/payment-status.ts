// What became of a purchase's payment after it was made (docs/decisions/027), as the purchase
// history (GET /api/me/purchases) and the receipt show it, and whether the account is on hold.
import * as z from 'zod/mini';

export const PaymentStatusSchema = z.object({
  /** 'partial' until refunds add up to everything paid. */
  refund: z.enum(['none', 'partial', 'full']),
  /** What the refunds returned so far, tax included. */
  refundedCents: z.int(),
  /** The payment was reversed (a chargeback): the money went back to the buyer. */
  reversed: z.boolean(),
  /**
   * The latest dispute of the purchase: open, or how it ended — 'buyer_favour' (the buyer got
   * the money back), 'seller_favour' (the payment stands, the minutes came back) or 'closed'
   * (no clear outcome).
   */
  dispute: z.enum(['none', 'open', 'buyer_favour', 'seller_favour', 'closed']),
});
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** A payment nothing happened to since. */
export const undisturbedPayment: PaymentStatus = {
  refund: 'none',
  refundedCents: 0,
  reversed: false,
  dispute: 'none',
};

/**
 * Why the account may not buy minutes or call: a payment dispute is open (since when its oldest
 * open one was heard of), or an operator put the account on hold (since then; decision 047).
 * Null when it is not on hold.
 */
export const AccountHoldSchema = z.nullable(
  z.object({ reason: z.enum(['payment_dispute', 'operator_hold']), since: z.string() }),
);
export type AccountHold = z.infer<typeof AccountHoldSchema>;
