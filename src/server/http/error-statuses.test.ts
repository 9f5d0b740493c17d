// The API answers a DomainError with the status of its code (./error-statuses.ts), the one place
// statuses are decided: each code keeps the status the API has always answered it with, and the
// error's details become the body's `fields` and `detail` and the Retry-After header.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DomainError, invalidRequest } from '#server/domain-error.ts';
import { apiErrorCodes, type ApiErrorCode } from '#shared/api/error-envelope.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { registerErrorHandling } from './error-handler.ts';
import { httpStatusByCode, httpStatusOf, statusOfError } from './error-statuses.ts';

/** Each code's status, as the endpoints answered before the services stopped naming statuses. */
const answeredBefore: Record<ApiErrorCode, number> = {
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  FORBIDDEN_ORIGIN: 403,
  INVALID_SIGNATURE: 403,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  UNAUTHENTICATED: 401,
  RECENT_SIGN_IN_REQUIRED: 403,
  FORBIDDEN: 403,
  EMAIL_TAKEN: 409,
  CUSTOMER_EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 400,
  CONFIRMATION_LINK_INVALID: 400,
  WRONG_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  TOO_MANY_SIGN_IN_ATTEMPTS: 429,
  ACCOUNT_DELETED: 403,
  ACCOUNT_INACTIVE: 403,
  CUSTOMER_MISSING: 403,
  RESET_LINK_INVALID: 400,
  SETUP_LINK_INVALID: 400,
  INVALID_PHONE: 400,
  PHONE_TAKEN: 409,
  PHONE_NOT_FOUND: 404,
  PHONE_PRIMARY: 409,
  COUPON_INVALID: 404,
  COUPON_EXPIRED: 410,
  COUPON_LIMIT_REACHED: 409,
  COUPON_FIRST_PURCHASE_ONLY: 409,
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
  NO_CUSTOMER_FOR_PHONE: 404,
  CODE_INCORRECT: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  CODE_RESEND_TOO_SOON: 429,
  CODE_SEND_FAILED: 502,
  PHONE_CODES_DAILY_LIMIT: 429,
  PHONE_CODES_LOCKED: 429,
  AUDIO_UNAVAILABLE: 503,
  TAROT_NO_ACTIVE_GAME: 404,
  TAROT_ALREADY_PLAYED: 409,
  // The operators' codes, new with the back office in mind: a refusal of what was asked is a
  // 400, a name that matches nothing a 404.
  CHANGE_REFUSED: 400,
  ADVISOR_NOT_FOUND: 404,
  ANNOUNCEMENT_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  PROMOTION_NOT_FOUND: 404,
  TAROT_GAME_NOT_FOUND: 404,
  TAROT_WEEK_START_INVALID: 400,
  CASHBACK_MONTH_INVALID: 400,
  CALL_NOT_FOUND: 404,
  PURCHASE_NOT_FOUND: 404,
  CONFLICTING_CHANGE: 409,
  REFUND_OVER_LIMIT: 403,
  PAYMENT_PROVIDER_REFUSED: 502,
  APPLICATION_ALREADY_OPEN: 409,
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_DECIDED: 409,
  MONTHLY_LIMIT_REACHED: 403,
  CLAIM_REFUSED: 409,
  CLAIM_NOT_FOUND: 404,
  CLAIM_DECIDED: 409,
  PROFILE_CHANGE_NOT_FOUND: 404,
  PROFILE_CHANGE_DECIDED: 409,
  QUEUE_ADVISOR_NOT_BUSY: 409,
  QUEUE_NO_MINUTES: 409,
  QUEUE_NO_PHONE: 409,
  NOTICE_ADVISOR_AVAILABLE: 409,
  NOTICE_NO_PHONE: 409,
  REVIEW_NOT_ALLOWED: 403,
  REVIEW_EXISTS: 409,
  REVIEW_NOT_FOUND: 404,
};

describe('the status of each error code', () => {
  it.each(apiErrorCodes)('%s keeps the status the API answered it with', (code) => {
    expect(httpStatusOf(new DomainError(code, 'message'))).toBe(answeredBefore[code]);
  });

  it('has a status for every code and nothing else', () => {
    expect(Object.keys(httpStatusByCode).sort()).toEqual([...apiErrorCodes].sort());
  });

  it('is 401 when the refusal ended the session, whatever its code (403 at sign-in)', () => {
    const signedOut = new DomainError('ACCOUNT_DELETED', 'message', { sessionEnded: true });
    expect(httpStatusOf(signedOut)).toBe(401);
    expect(httpStatusOf(new DomainError('ACCOUNT_DELETED', 'message'))).toBe(403);
  });

  it("is, for a stand-in's own error handler, the table's or the one Fastify gave (else 500)", () => {
    expect(statusOfError(invalidRequest())).toBe(400);
    expect(statusOfError(Object.assign(new Error('too large'), { statusCode: 413 }))).toBe(413);
    expect(statusOfError(new Error('bug'))).toBe(500);
  });
});

describe("a DomainError's answer", () => {
  async function answer(error: DomainError) {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/refused', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/refused' });
    await app.close();
    return res;
  }

  it('is the code and the message, with no header of a wait', async () => {
    const message = accountCopy.customer.dashboard.primaryPhoneNotDeletable;
    const res = await answer(new DomainError('PHONE_PRIMARY', message));
    expect(res.statusCode).toBe(409);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ error: { code: 'PHONE_PRIMARY', message } });
  });

  it("carries the fields' messages and the second line", async () => {
    const fields = await answer(
      invalidRequest({ pin: accountCopy.phonePin.rules.endOfPhoneNumber }),
    );
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({
      error: {
        code: 'INVALID_REQUEST',
        message: copy.errors.invalidRequest,
        fields: { pin: accountCopy.phonePin.rules.endOfPhoneNumber },
      },
    });
    const texts = accountCopy.purchase.coupon;
    const detail = await answer(
      new DomainError('COUPON_LIMIT_REACHED', texts.limitReached, {
        detail: texts.heldByUnfinishedOrder,
      }),
    );
    expect(detail.json()).toEqual({
      error: {
        code: 'COUPON_LIMIT_REACHED',
        message: texts.limitReached,
        detail: texts.heldByUnfinishedOrder,
      },
    });
  });

  it('says how long to wait in Retry-After', async () => {
    const res = await answer(
      new DomainError('PHONE_CODES_LOCKED', copy.auth.otp.phoneLocked, { retryAfterSeconds: 90 }),
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('90');
    expect(res.json()).toEqual({
      error: { code: 'PHONE_CODES_LOCKED', message: copy.auth.otp.phoneLocked },
    });
  });

  it('is 401 with its own code when it ended the session', async () => {
    const res = await answer(
      new DomainError('ACCOUNT_INACTIVE', copy.auth.signIn.inactiveOrDeleted, {
        sessionEnded: true,
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('ACCOUNT_INACTIVE');
  });
});
