import { describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { describePaymentStatus } from './payment-status.ts';

const t = accountCopy.purchase.paymentStatus;

describe('describePaymentStatus', () => {
  it('says nothing of a payment nothing happened to', () => {
    expect(describePaymentStatus(undisturbedPayment)).toEqual([]);
  });

  it('names a refund, with the amount of a partial one, a reversal and a dispute', () => {
    expect(
      describePaymentStatus({ ...undisturbedPayment, refund: 'partial', refundedCents: 2156 }),
    ).toEqual([t.partlyRefunded('$21.56')]);
    expect(
      describePaymentStatus({ ...undisturbedPayment, refund: 'full', refundedCents: 4312 }),
    ).toEqual([t.refunded]);
    expect(
      describePaymentStatus({ ...undisturbedPayment, reversed: true, dispute: 'buyer_favour' }),
    ).toEqual([t.reversed, t.disputeBuyerFavour]);
    expect(describePaymentStatus({ ...undisturbedPayment, dispute: 'open' })).toEqual([
      t.disputeOpen,
    ]);
    expect(describePaymentStatus({ ...undisturbedPayment, dispute: 'seller_favour' })).toEqual([
      t.disputeSellerFavour,
    ]);
    expect(describePaymentStatus({ ...undisturbedPayment, dispute: 'closed' })).toEqual([
      t.disputeClosed,
    ]);
  });
});
