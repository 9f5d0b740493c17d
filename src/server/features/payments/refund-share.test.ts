import { describe, expect, it } from 'vitest';
import { refundedShareOfMinutes } from './refund-share.ts';

describe('refundedShareOfMinutes', () => {
  it('takes back every minute of a full refund', () => {
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 4312, paidCents: 4312 }),
    ).toBe(25);
  });

  it('takes back the refunded share, rounded half up', () => {
    // 25 × 2156 / 4312 = 12.5 → 13
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 2156, paidCents: 4312 }),
    ).toBe(13);
    // 25 × 1000 / 4312 = 5.79… → 6
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 1000, paidCents: 4312 }),
    ).toBe(6);
    // 25 × 100 / 5749 = 0.43… → 0
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 100, paidCents: 5749 }),
    ).toBe(0);
  });

  it('never takes more than the purchase added', () => {
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 9999, paidCents: 4312 }),
    ).toBe(25);
    expect(
      refundedShareOfMinutes({ purchasedMinutes: 25, refundedCents: 0, paidCents: 4312 }),
    ).toBe(0);
  });
});
