import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { ApiError, NETWORK_ERROR, UNEXPECTED_RESPONSE } from '#web/lib/api-client.ts';
import {
  couponFailureDetail,
  couponFailureMessage,
  isCouponRefusal,
  isDeclined,
  paymentFailureMessage,
} from './payment-failure.ts';

const t = accountCopy.purchase.payment;
const apiError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

describe('the text of a failed payment call', () => {
  it('is the server’s own words for a refusal', () => {
    expect(
      paymentFailureMessage(apiError(400, 'INVALID_BUNDLE', t.invalidBundle), t.createPaypalFailed),
    ).toBe('Invalid bundle selected');
    expect(
      paymentFailureMessage(
        apiError(401, 'UNAUTHENTICATED', t.sessionMissing),
        t.createPaypalFailed,
      ),
    ).toBe('Authentication session is missing');
  });

  it('is the server’s words for a payment provider failure', () => {
    expect(
      paymentFailureMessage(
        apiError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', t.providerUnavailable),
        t.createPaypalFailed,
      ),
    ).toBe(t.providerUnavailable);
    expect(
      paymentFailureMessage(
        apiError(502, 'PAYMENT_CAPTURE_FAILED', 'Failed to capture PayPal order'),
        t.paypalCheckoutError,
      ),
    ).toBe('Failed to capture PayPal order');
  });

  it('is the call’s own text when no answer came or the server failed otherwise', () => {
    expect(
      paymentFailureMessage(
        apiError(0, NETWORK_ERROR, copy.common.requestFailed),
        t.createInteracFailed,
      ),
    ).toBe('Failed to create Interac order');
    expect(
      paymentFailureMessage(
        apiError(500, 'INTERNAL_ERROR', copy.common.unexpectedError),
        t.interacPaymentError,
      ),
    ).toBe('Interac payment error');
  });

  it('is the general payment text for anything it cannot read', () => {
    expect(
      paymentFailureMessage(
        apiError(200, UNEXPECTED_RESPONSE, copy.common.unexpectedError),
        t.createPaypalFailed,
      ),
    ).toBe('An error occurred during payment processing');
    expect(paymentFailureMessage(new Error('boom'), t.createPaypalFailed)).toBe(
      'An error occurred during payment processing',
    );
  });
});

describe('the text of a failed coupon check', () => {
  it('is the server’s words, or "Failed to validate coupon" without them', () => {
    expect(couponFailureMessage(apiError(410, 'COUPON_EXPIRED', 'Coupon has expired'))).toBe(
      'Coupon has expired',
    );
    expect(couponFailureMessage(apiError(502, 'INTERNAL_ERROR', 'Oops'))).toBe(
      'Failed to validate coupon',
    );
    expect(couponFailureMessage(new TypeError('x'))).toBe('Failed to validate coupon');
  });
});

describe('the second line of a coupon refusal', () => {
  const held = new ApiError({
    status: 409,
    code: 'COUPON_LIMIT_REACHED',
    message: accountCopy.purchase.coupon.limitReached,
    detail: accountCopy.purchase.coupon.heldByUnfinishedOrder,
  });

  it('is the server’s, when it gives one', () => {
    expect(couponFailureDetail(held)).toBe(accountCopy.purchase.coupon.heldByUnfinishedOrder);
    expect(couponFailureDetail(apiError(410, 'COUPON_EXPIRED', 'Coupon has expired'))).toBeNull();
    expect(couponFailureDetail(new TypeError('x'))).toBeNull();
  });

  it('goes with an order refused for its coupon, and only then', () => {
    expect(isCouponRefusal(held)).toBe(true);
    expect(isCouponRefusal(apiError(410, 'COUPON_EXPIRED', 'Coupon has expired'))).toBe(true);
    expect(isCouponRefusal(apiError(502, 'PAYMENT_CREATE_FAILED', t.createPaypalFailed))).toBe(
      false,
    );
    expect(isCouponRefusal(apiError(429, 'TOO_MANY_REQUESTS', 'Too many'))).toBe(false);
  });
});

describe('a declined payment', () => {
  it('is recognised by its code only', () => {
    expect(isDeclined(apiError(402, 'PAYMENT_DECLINED', t.declined))).toBe(true);
    expect(isDeclined(apiError(502, 'PAYMENT_CAPTURE_FAILED', t.capturePaypalFailed))).toBe(false);
    expect(isDeclined(new Error('PAYMENT_DECLINED'))).toBe(false);
  });
});
