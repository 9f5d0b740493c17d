// The signed-in customer's own area (docs/product.md §2 /dashboard and /profile, §3 Customer, Purchase,
// Credit usage, Promo code; §4 delete account; docs/product.md §10.12–15). Every path is under /api/me
// and answers only the session's own customer; a visitor gets 401 UNAUTHENTICATED.
import * as z from 'zod/mini';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { DeleteConfirmationSchema } from '#shared/schemas/account.ts';
import { AccountHoldSchema, PaymentStatusSchema } from './payment-status.ts';

// ---- GET /api/me --------------------------------------------------------------------------------

export const CustomerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Read-only on the profile. */
  email: z.string(),
  /** Whole minutes. */
  credits: z.int(),
  /** Verified numbers, 10 digits each, oldest first: the first is the primary. */
  phoneNumbers: z.array(z.string()),
  /** "Member since". */
  createdAt: z.string(),
  /** YYYY-MM-DD or null. */
  birthDate: z.nullable(z.string()),
  emailNotifications: z.boolean(),
  /** Completed package purchases (cashback grants not counted). */
  purchasesCount: z.int(),
  /** Set while a payment dispute is open: no purchase, no call (docs/decisions/027). */
  accountHold: AccountHoldSchema,
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export const CustomerProfileResponseSchema = z.object({ customer: CustomerProfileSchema });

// ---- GET /api/me/purchases (newest first) ------------------------------------------------------

export const PurchaseRowSchema = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  /** The package's name, or "Monthly Cashback", in the page's language. */
  packageName: z.string(),
  /** Minutes credited by this purchase. */
  minutes: z.int(),
  /** What was paid, tax included; 0 for cashback. */
  amountCents: z.int(),
  /** The payment provider's order id in full (the table shows its first 8 characters); null for cashback. */
  orderId: z.nullable(z.string()),
  kind: z.enum(['package', 'cashback']),
  /** Refunds, a reversal or a dispute since (nothing for cashback). */
  paymentStatus: PaymentStatusSchema,
});
export type PurchaseRow = z.infer<typeof PurchaseRowSchema>;
export const PurchaseHistoryResponseSchema = z.object({ purchases: z.array(PurchaseRowSchema) });

// ---- GET /api/me/usage (newest first) -----------------------------------------------------------

export const UsageRowSchema = z.object({
  id: z.string(),
  /** When the call was placed. */
  createdAt: z.string(),
  callStart: z.nullable(z.string()),
  callEnd: z.nullable(z.string()),
  minutesUsed: z.int(),
  durationSeconds: z.int(),
});
export type UsageRow = z.infer<typeof UsageRowSchema>;
export const UsageHistoryResponseSchema = z.object({ usage: z.array(UsageRowSchema) });

// ---- GET /api/me/promo-code: the latest tarot coupon won in the last 7 days ---------------------

export const PromoCodeSchema = z.object({
  code: z.string(),
  percentOff: z.number(),
  wonAt: z.string(),
  /** Null when the coupon never expires. */
  expiresAt: z.nullable(z.string()),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeResponseSchema = z.object({ promoCode: z.nullable(PromoCodeSchema) });

// ---- PATCH /api/me/profile → 200 CustomerProfileResponse ----------------------------------------

export const NAME_MAX_LENGTH = 80;
export const MINIMUM_AGE_YEARS = 18;

export const ProfileUpdateSchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => accountCopy.customer.profile.nameRequired }),
      z.maxLength(NAME_MAX_LENGTH, { error: () => accountCopy.customer.profile.nameTooLong }),
    ),
  /** YYYY-MM-DD, in the past, 18 or older (checked against today on the server); null clears it. */
  birthDate: z.nullable(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, {
        error: () => accountCopy.customer.profile.birthDateInvalid,
      }),
    ),
  ),
  emailNotifications: z.boolean(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

// ---- DELETE /api/me/phone-numbers/:phone → 200 CustomerProfileResponse ---------------------------
// The primary number cannot be deleted (409 PHONE_PRIMARY); a number not on this account is 404
// PHONE_NOT_FOUND. Adding a number: POST /api/auth/phone/add/request-code and /verify.

// ---- POST /api/me/deletion → 204, the session ended and its cookie cleared ----------------------

export const AccountDeletionRequestSchema = z.strictObject({
  confirmation: DeleteConfirmationSchema,
});

// ---- GET /api/me/export → 200 application/json attachment: everything held about the customer ---
