import { describe, expect, it } from 'vitest';
import { refundClaim, refundedShareOfMinutes } from './refund-share.ts';

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

describe('refundClaim', () => {
  const standard = { purchasedMinutes: 25, paidCents: 4312 };

  it('shares two partial refunds cumulatively: together they claim the share of their sum', () => {
    // $10.00 claims 6 (25 × 1000 / 4312 = 5.8); with $21.56 more, $31.56 is worth 18 (18.3),
    // so the second claims 18 − 6 = 12.
    const first = refundClaim({
      ...standard,
      refundedBeforeCents: 0,
      refundCents: 1000,
      unclaimedMinutes: 25,
    });
    const second = refundClaim({
      ...standard,
      refundedBeforeCents: 1000,
      refundCents: 2156,
      unclaimedMinutes: 25 - first,
    });
    expect([first, second]).toEqual([6, 12]);
    expect(first + second).toBe(refundedShareOfMinutes({ ...standard, refundedCents: 3156 }));
  });

  it('never claims past the purchase, however the refunds are split', () => {
    let claimed = 0;
    let refunded = 0;
    for (const cents of [1, 1000, 2000, 1311]) {
      claimed += refundClaim({
        ...standard,
        refundedBeforeCents: refunded,
        refundCents: cents,
        unclaimedMinutes: 25 - claimed,
      });
      refunded += cents;
    }
    expect(refunded).toBe(4312);
    expect(claimed).toBe(25);
  });

  it('claims no more than is left unclaimed (a reversal or a dispute took the rest)', () => {
    expect(
      refundClaim({ ...standard, refundedBeforeCents: 0, refundCents: 4312, unclaimedMinutes: 4 }),
    ).toBe(4);
    expect(
      refundClaim({ ...standard, refundedBeforeCents: 0, refundCents: 4312, unclaimedMinutes: 0 }),
    ).toBe(0);
  });
});
