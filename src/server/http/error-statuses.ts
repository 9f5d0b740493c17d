// The HTTP status of every error code: the one place the API decides them. Services throw a
// DomainError (../domain-error.ts) that names only a code; the error handler answers with the
// status written here. A new code in the shared list does not compile until it has its line.
import type { ApiErrorCode } from '#shared/api/error-envelope.ts';
import { DomainError } from '../domain-error.ts';

export const httpStatusByCode: Readonly<Record<ApiErrorCode, number>> = {
  // Generic
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  FORBIDDEN_ORIGIN: 403,
  INVALID_SIGNATURE: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  // Sessions
  UNAUTHENTICATED: 401,
  RECENT_SIGN_IN_REQUIRED: 403,
  FORBIDDEN: 403,
  // Sign-up and email confirmation
  EMAIL_TAKEN: 409,
  CUSTOMER_EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  CONFIRMATION_LINK_INVALID: 400,
  // Sign-in, and the account states checked after it (401 instead when they end a session)
  WRONG_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  TOO_MANY_SIGN_IN_ATTEMPTS: 429,
  ACCOUNT_DELETED: 403,
  ACCOUNT_INACTIVE: 403,
  CUSTOMER_MISSING: 403,
  // Password reset
  RESET_LINK_INVALID: 400,
  SETUP_LINK_INVALID: 400,
  // Phone numbers and their codes
  INVALID_PHONE: 400,
  PHONE_TAKEN: 409,
  PHONE_NOT_FOUND: 404,
  PHONE_PRIMARY: 409,
  NO_CUSTOMER_FOR_PHONE: 404,
  CODE_INCORRECT: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  CODE_RESEND_TOO_SOON: 429,
  CODE_SEND_FAILED: 502,
  PHONE_CODES_DAILY_LIMIT: 429,
  PHONE_CODES_LOCKED: 429,
  // Coupons
  COUPON_INVALID: 404,
  COUPON_EXPIRED: 410,
  COUPON_LIMIT_REACHED: 409,
  COUPON_FIRST_PURCHASE_ONLY: 409,
  // Payments
  INVALID_BUNDLE: 400,
  ORDER_NOT_FOUND: 404,
  PAYMENT_CREATE_FAILED: 502,
  PAYMENT_CAPTURE_FAILED: 502,
  PAYMENT_DECLINED: 402,
  PAYMENT_NOT_APPROVED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYMENT_METHOD_NOT_OFFERED: 400,
  RECEIPT_NOT_FOUND: 404,
  ACCOUNT_ON_HOLD: 403,
  // Advisors
  AUDIO_UNAVAILABLE: 503,
  // Weekly tarot game
  TAROT_NO_ACTIVE_GAME: 404,
  TAROT_ALREADY_PLAYED: 409,
  // Operators
  CHANGE_REFUSED: 400,
  ADVISOR_NOT_FOUND: 404,
  ANNOUNCEMENT_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  CALL_NOT_FOUND: 404,
  PURCHASE_NOT_FOUND: 404,
  CONFLICTING_CHANGE: 409,
  REFUND_OVER_LIMIT: 403,
  PAYMENT_PROVIDER_REFUSED: 502,
  PROMOTION_NOT_FOUND: 404,
  TAROT_GAME_NOT_FOUND: 404,
  TAROT_WEEK_START_INVALID: 400,
  CASHBACK_MONTH_INVALID: 400,
  // Applications to become an advisor
  APPLICATION_ALREADY_OPEN: 409,
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_DECIDED: 409,
  // A healthy limit and the satisfaction guarantee
  MONTHLY_LIMIT_REACHED: 403,
  CLAIM_REFUSED: 409,
  CLAIM_NOT_FOUND: 404,
  CLAIM_DECIDED: 409,
  PROFILE_CHANGE_NOT_FOUND: 404,
  PROFILE_CHANGE_DECIDED: 409,
  // The call-back queue and notices (docs/decisions/052)
  QUEUE_ADVISOR_NOT_BUSY: 409,
  QUEUE_NO_MINUTES: 409,
  QUEUE_NO_PHONE: 409,
  NOTICE_ADVISOR_AVAILABLE: 409,
  NOTICE_NO_PHONE: 409,
  // Reviews
  REVIEW_NOT_ALLOWED: 403,
  REVIEW_EXISTS: 409,
  REVIEW_NOT_FOUND: 404,
};

/**
 * The status of a DomainError's answer: its code's, except that a refusal which ended the
 * session is 401 (the client is signed out and should sign in again).
 */
export function httpStatusOf(error: Pick<DomainError, 'code' | 'sessionEnded'>): number {
  return error.sessionEnded === true ? 401 : httpStatusByCode[error.code];
}

/**
 * The status of anything a route or hook throws, for an error handler of its own (a provider's
 * stand-in answering in the provider's envelope): a DomainError's as above, otherwise the one
 * Fastify gave the error, or 500.
 */
export function statusOfError(error: Error & { statusCode?: number }): number {
  return error instanceof DomainError ? httpStatusOf(error) : (error.statusCode ?? 500);
}
