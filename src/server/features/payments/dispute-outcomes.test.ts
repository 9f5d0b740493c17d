import { describe, expect, it } from 'vitest';
import { disputeOutcome } from './dispute-outcomes.ts';

describe('disputeOutcome', () => {
  it('gives the minutes back only when the buyer did not get the money back', () => {
    for (const code of ['RESOLVED_SELLER_FAVOUR', 'CANCELED_BY_BUYER', 'DENIED']) {
      expect(disputeOutcome(code)).toBe('seller_favour');
    }
    for (const code of ['RESOLVED_BUYER_FAVOUR', 'ACCEPTED', 'RESOLVED_WITH_PAYOUT']) {
      expect(disputeOutcome(code)).toBe('buyer_favour');
    }
  });

  it('calls no outcome, a missing one and an unknown one unclear (minutes stay taken)', () => {
    expect(disputeOutcome('NONE')).toBe('unclear');
    expect(disputeOutcome(null)).toBe('unclear');
    expect(disputeOutcome('RESOLVED_SELLER_FAVOR')).toBe('unclear');
  });
});
