import { describe, expect, it } from 'vitest';
import { readPayPalEvent } from './paypal-events.ts';

describe('readPayPalEvent', () => {
  it('reads a completed capture with our order id and the PayPal order', () => {
    expect(
      readPayPalEvent({
        id: 'WH-1',
        event_type: 'PAYMENT.CAPTURE.COMPLETED',
        resource: {
          id: '3C679366HH908993F',
          status: 'COMPLETED',
          amount: { currency_code: 'CAD', value: '43.12' },
          custom_id: 'order-1',
          supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
        },
      }),
    ).toEqual({
      kind: 'capture_completed',
      eventId: 'WH-1',
      captureId: '3C679366HH908993F',
      customId: 'order-1',
      paypalOrderId: '5O190127TN364715T',
    });
  });

  it('reads a refund, its amount in cents and the capture its "up" link names', () => {
    expect(
      readPayPalEvent({
        id: 'WH-2',
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: {
          id: '1JU08902781691411',
          amount: { currency_code: 'CAD', value: '21.5' },
          status: 'COMPLETED',
          links: [
            { rel: 'self', href: 'https://api-m.paypal.com/v2/payments/refunds/1JU08902781691411' },
            { rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/2GG279541U471931P' },
          ],
        },
      }),
    ).toEqual({
      kind: 'capture_refunded',
      eventId: 'WH-2',
      refundId: '1JU08902781691411',
      amountCents: 2150,
      currency: 'CAD',
      captureId: '2GG279541U471931P',
      customId: null,
      invoiceId: null,
    });
  });

  it('reads a reversal as PayPal sends it: refund-shaped, its capture named by the "up" link', () => {
    expect(
      readPayPalEvent({
        id: 'WH-6F207351SC284371F-0KX52201050121307',
        event_type: 'PAYMENT.CAPTURE.REVERSED',
        resource_type: 'refund',
        resource: {
          id: '09E71677NS257044M',
          amount: { currency_code: 'CAD', value: '43.12' },
          status: 'COMPLETED',
          note_to_payer: 'Payment reversed',
          links: [
            { rel: 'self', href: 'https://api-m.paypal.com/v2/payments/refunds/09E71677NS257044M' },
            { rel: 'up', href: 'https://api-m.paypal.com/v2/payments/captures/4L335234718889942' },
          ],
        },
      }),
    ).toEqual({
      kind: 'capture_reversed',
      eventId: 'WH-6F207351SC284371F-0KX52201050121307',
      reversalId: '09E71677NS257044M',
      amountCents: 4312,
      currency: 'CAD',
      captureId: '4L335234718889942',
      customId: null,
      invoiceId: null,
    });
  });

  it('reads a dispute: its id, the disputed captures and, once resolved, the outcome code', () => {
    const dispute = {
      dispute_id: 'PP-D-27803',
      disputed_transactions: [
        { buyer_transaction_id: '4DV78168SM660625N', seller_transaction_id: '3C679366HH908993F' },
        { buyer_transaction_id: '5FX61201BB2297015' },
      ],
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: 'WAITING_FOR_SELLER_RESPONSE',
      dispute_amount: { currency_code: 'CAD', value: '43.12' },
    };
    expect(
      readPayPalEvent({ id: 'WH-7', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: dispute }),
    ).toEqual({
      kind: 'dispute_created',
      eventId: 'WH-7',
      disputeId: 'PP-D-27803',
      captureIds: ['3C679366HH908993F'],
      outcomeCode: null,
    });
    expect(
      readPayPalEvent({
        id: 'WH-8',
        event_type: 'CUSTOMER.DISPUTE.RESOLVED',
        resource: {
          ...dispute,
          status: 'RESOLVED',
          dispute_outcome: { outcome_code: 'RESOLVED_SELLER_FAVOUR' },
        },
      }),
    ).toMatchObject({ kind: 'dispute_resolved', outcomeCode: 'RESOLVED_SELLER_FAVOUR' });
    // A dispute without its id cannot be applied: "other".
    expect(
      readPayPalEvent({ id: 'WH-9', event_type: 'CUSTOMER.DISPUTE.CREATED', resource: {} }),
    ).toEqual({ kind: 'other', eventId: 'WH-9', eventType: 'CUSTOMER.DISPUTE.CREATED' });
  });

  it('calls other and unreadable events "other", and a non-event null', () => {
    expect(
      readPayPalEvent({ id: 'WH-3', event_type: 'CHECKOUT.ORDER.APPROVED', resource: {} }),
    ).toEqual({ kind: 'other', eventId: 'WH-3', eventType: 'CHECKOUT.ORDER.APPROVED' });
    expect(
      readPayPalEvent({
        event_type: 'PAYMENT.CAPTURE.REFUNDED',
        resource: { id: 'R', amount: { currency_code: 'CAD', value: 'lots' } },
      }),
    ).toEqual({ kind: 'other', eventId: null, eventType: 'PAYMENT.CAPTURE.REFUNDED' });
    expect(readPayPalEvent('hello')).toBeNull();
    expect(readPayPalEvent({ resource: {} })).toBeNull();
  });
});
