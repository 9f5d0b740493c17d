// Every failed API answer has this body (docs/architecture.md §6): a stable code for programs and the
// spec's text for people. Codes are listed here so both sides agree on them.
import * as z from 'zod/mini';

export const apiErrorCodes = [
  // Generic
  'NOT_FOUND',
  'INVALID_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'FORBIDDEN_ORIGIN',
  /** A phone-line webhook without a valid X-Twilio-Signature. */
  'INVALID_SIGNATURE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Sessions
  'UNAUTHENTICATED',
  /** A sensitive change, and the session's last sign-in is older than 10 minutes. */
  'RECENT_SIGN_IN_REQUIRED',
  /** The back office: a signed-in operator whose role may not do this (support, owner-only). */
  'FORBIDDEN',
  // Sign-up and email confirmation
  'EMAIL_TAKEN',
  'CUSTOMER_EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'CONFIRMATION_LINK_INVALID',
  // Sign-in (also the account states checked after it)
  'WRONG_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'TOO_MANY_SIGN_IN_ATTEMPTS',
  'ACCOUNT_DELETED',
  'ACCOUNT_INACTIVE',
  'CUSTOMER_MISSING',
  // Password reset
  'RESET_LINK_INVALID',
  // The back office's operators: a set-up link unknown, used up or expired
  'SETUP_LINK_INVALID',
  // Phone codes
  'INVALID_PHONE',
  'PHONE_TAKEN',
  // The customer's own area
  'PHONE_NOT_FOUND',
  'PHONE_PRIMARY',
  // Coupons
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_LIMIT_REACHED',
  'COUPON_FIRST_PURCHASE_ONLY',
  // Payments
  'INVALID_BUNDLE',
  'ORDER_NOT_FOUND',
  'PAYMENT_CREATE_FAILED',
  'PAYMENT_CAPTURE_FAILED',
  'PAYMENT_DECLINED',
  'PAYMENT_NOT_APPROVED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** An order for a payment method the deployment does not offer (PAYMENT_METHODS). */
  'PAYMENT_METHOD_NOT_OFFERED',
  'RECEIPT_NOT_FOUND',
  /** A payment dispute is open: no purchase until it is resolved. */
  'ACCOUNT_ON_HOLD',
  'NO_CUSTOMER_FOR_PHONE',
  'CODE_INCORRECT',
  'CODE_EXPIRED',
  'CODE_ATTEMPTS_EXCEEDED',
  'CODE_RESEND_TOO_SOON',
  'CODE_SEND_FAILED',
  /** The number has had its codes for the day (any purpose). */
  'PHONE_CODES_DAILY_LIMIT',
  /** Too many wrong codes for the number today: it gets no code, and none is checked. */
  'PHONE_CODES_LOCKED',
  // Advisors
  'AUDIO_UNAVAILABLE',
  // Weekly tarot game
  'TAROT_NO_ACTIVE_GAME',
  'TAROT_ALREADY_PLAYED',
  // Operators (npm run admin today; the back office's API later): the message is for the
  // operator and says what to fix.
  /** A change the rules refuse: a banner ending before it starts, a duplicate coupon code… */
  'CHANGE_REFUSED',
  'ADVISOR_NOT_FOUND',
  'ANNOUNCEMENT_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'CUSTOMER_NOT_FOUND',
  'PROMOTION_NOT_FOUND',
  'TAROT_GAME_NOT_FOUND',
  /** A tarot game's week named by a date that is not a Monday written YYYY-MM-DD. */
  'TAROT_WEEK_START_INVALID',
  /** Monthly cashback asked for a month that is not YYYY-MM or has not ended. */
  'CASHBACK_MONTH_INVALID',
  // Operators' actions on customers (docs/decisions/047)
  'CALL_NOT_FOUND',
  'PURCHASE_NOT_FOUND',
  /** Done already, or being done by another operator now: a second credit-back, refund, hold. */
  'CONFLICTING_CHANGE',
  /** A refund above the support role's limit (the owner sets it). */
  'REFUND_OVER_LIMIT',
  /** PayPal refused a refund; the message gives its reason. */
  'PAYMENT_PROVIDER_REFUSED',
  // Applications to become an advisor (docs/decisions/049)
  /** This email's last application is not answered yet: one open at a time. */
  'APPLICATION_ALREADY_OPEN',
  'APPLICATION_NOT_FOUND',
  /** Approved or declined already (perhaps by another operator at the same moment). */
  'APPLICATION_DECIDED',
  // A healthy limit and the satisfaction guarantee (docs/decisions/054)
  /** A purchase past the customer's own monthly limit: nothing was ordered. */
  'MONTHLY_LIMIT_REACHED',
  /** A call's minutes asked back too late, for a call not billed, or a second time. */
  'CLAIM_REFUSED',
  'CLAIM_NOT_FOUND',
  /** Approved or declined already (perhaps by another operator at the same moment). */
  'CLAIM_DECIDED',
  // Advisors' profile changes waiting for approval (docs/decisions/050)
  'PROFILE_CHANGE_NOT_FOUND',
  /** Approved, declined or replaced already (perhaps by another operator at the same moment). */
  'PROFILE_CHANGE_DECIDED',
  // The call-back queue and "notify me when available" (docs/decisions/052)
  /** The call-back queue is for an advisor on a call; an Available one is called directly. */
  'QUEUE_ADVISOR_NOT_BUSY',
  /** Nobody without minutes joins a call-back queue. */
  'QUEUE_NO_MINUTES',
  /** The line calls back a verified number only: the customer has none. */
  'QUEUE_NO_PHONE',
  /** A notice for an advisor who is Available already. */
  'NOTICE_ADVISOR_AVAILABLE',
  /** A notice by SMS for a customer without a verified number. */
  'NOTICE_NO_PHONE',
  // Reviews (docs/decisions/053): not the customer's call or too short; rated already; unknown
  'REVIEW_NOT_ALLOWED',
  'REVIEW_EXISTS',
  'REVIEW_NOT_FOUND',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages when a request body failed validation. */
    fields: z.optional(z.record(z.string(), z.string())),
    /**
     * A second line for people, shown under the message: e.g. under 'Coupon usage limit
     * reached', that an unfinished order holds the coupon and what to do.
     */
    detail: z.optional(z.string()),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
