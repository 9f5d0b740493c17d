import { describe, expect, it } from 'vitest';
import {
  couponRefusal,
  isLimitedCoupon,
  normalizeCouponCode,
  type CouponFacts,
} from './coupon-rules.ts';

const now = new Date('2026-11-21T15:00:00.000Z');
const open = {
  isActive: true,
  expiresAt: null,
  maxUses: null,
  firstPurchaseOnly: false,
  customerId: null,
};
const facts: CouponFacts = {
  customerId: 'me',
  usesByCustomer: 0,
  hasCompletedPurchase: false,
  heldByCustomer: 0,
  hasOpenOrder: false,
};

describe('couponRefusal', () => {
  it('accepts an active coupon with no limits', () => {
    expect(couponRefusal(open, facts, now)).toBeNull();
  });

  it('calls an unknown, inactive or another customer’s coupon invalid', () => {
    expect(couponRefusal(null, facts, now)).toBe('invalid');
    expect(couponRefusal({ ...open, isActive: false }, facts, now)).toBe('invalid');
    expect(couponRefusal({ ...open, customerId: 'someone-else' }, facts, now)).toBe('invalid');
    expect(couponRefusal({ ...open, customerId: 'me' }, facts, now)).toBeNull();
  });

  it('refuses a coupon from the instant it expires', () => {
    expect(
      couponRefusal({ ...open, expiresAt: '2026-11-21T15:00:00.001Z' }, facts, now),
    ).toBeNull();
    expect(couponRefusal({ ...open, expiresAt: '2026-11-21T15:00:00.000Z' }, facts, now)).toBe(
      'expired',
    );
  });

  it("refuses once this customer's uses reach max_uses", () => {
    const limited = { ...open, maxUses: 2 };
    expect(couponRefusal(limited, { ...facts, usesByCustomer: 1 }, now)).toBeNull();
    expect(couponRefusal(limited, { ...facts, usesByCustomer: 2 }, now)).toBe('limit_reached');
  });

  it('keeps a first-purchase coupon for customers without a completed purchase', () => {
    const welcome = { ...open, firstPurchaseOnly: true };
    expect(couponRefusal(welcome, facts, now)).toBeNull();
    expect(couponRefusal(welcome, { ...facts, hasCompletedPurchase: true }, now)).toBe(
      'first_purchase_only',
    );
  });

  it('counts the uses held by unfinished orders with the recorded ones', () => {
    const limited = { ...open, maxUses: 2 };
    expect(couponRefusal(limited, { ...facts, heldByCustomer: 1 }, now)).toBeNull();
    expect(couponRefusal(limited, { ...facts, usesByCustomer: 1, heldByCustomer: 1 }, now)).toBe(
      'held_by_open_order',
    );
    expect(couponRefusal(limited, { ...facts, heldByCustomer: 2 }, now)).toBe('held_by_open_order');
    // Used up is said as such, whatever is held besides.
    expect(couponRefusal(limited, { ...facts, usesByCustomer: 2, heldByCustomer: 1 }, now)).toBe(
      'limit_reached',
    );
  });

  it('counts an unfinished order as a purchase for a first-purchase coupon', () => {
    const welcome = { ...open, firstPurchaseOnly: true };
    expect(couponRefusal(welcome, { ...facts, hasOpenOrder: true }, now)).toBe(
      'first_purchase_pending',
    );
    // An unfinished order carrying the coupon itself holds it.
    expect(couponRefusal(welcome, { ...facts, hasOpenOrder: true, heldByCustomer: 1 }, now)).toBe(
      'held_by_open_order',
    );
    expect(
      couponRefusal(welcome, { ...facts, hasOpenOrder: true, hasCompletedPurchase: true }, now),
    ).toBe('first_purchase_only');
    // Unfinished orders mean nothing to a coupon without limits.
    expect(
      couponRefusal(open, { ...facts, hasOpenOrder: true, heldByCustomer: 3 }, now),
    ).toBeNull();
  });

  it('gives the first reason in the order the customer is told', () => {
    const everything = {
      isActive: false,
      expiresAt: '2026-01-01T00:00:00.000Z',
      maxUses: 1,
      firstPurchaseOnly: true,
      customerId: null,
    };
    const used = { ...facts, usesByCustomer: 1, hasCompletedPurchase: true };
    expect(couponRefusal(everything, used, now)).toBe('invalid');
    expect(couponRefusal({ ...everything, isActive: true }, used, now)).toBe('expired');
    expect(couponRefusal({ ...everything, isActive: true, expiresAt: null }, used, now)).toBe(
      'limit_reached',
    );
  });
});

describe('isLimitedCoupon', () => {
  it('holds a use for a coupon with a use limit or for a first purchase only', () => {
    expect(isLimitedCoupon({ maxUses: 1, firstPurchaseOnly: false })).toBe(true);
    expect(isLimitedCoupon({ maxUses: null, firstPurchaseOnly: true })).toBe(true);
    expect(isLimitedCoupon({ maxUses: null, firstPurchaseOnly: false })).toBe(false);
  });
});

describe('normalizeCouponCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizeCouponCode('  welcome25 ')).toBe('WELCOME25');
  });
});
