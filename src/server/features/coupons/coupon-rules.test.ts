import { describe, expect, it } from 'vitest';
import { couponRefusal, normalizeCouponCode, type CouponFacts } from './coupon-rules.ts';

const now = new Date('2026-11-21T15:00:00.000Z');
const open = {
  isActive: true,
  expiresAt: null,
  maxUses: null,
  firstPurchaseOnly: false,
  customerId: null,
};
const facts: CouponFacts = { customerId: 'me', usesByCustomer: 0, hasCompletedPurchase: false };

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

describe('normalizeCouponCode', () => {
  it('upper-cases and trims', () => {
    expect(normalizeCouponCode('  welcome25 ')).toBe('WELCOME25');
  });
});
