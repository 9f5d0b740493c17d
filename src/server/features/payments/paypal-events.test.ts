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
