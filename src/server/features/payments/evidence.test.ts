import { describe, expect, it } from 'vitest';
import { evidenceMismatch, type PaymentEvidence } from './evidence.ts';

const paypalOrder = {
  id: 'order-1',
  customerId: 'customer-1',
  provider: 'paypal' as const,
  providerOrderId: 'PAYPAL123',
  totalCents: 4312,
  currency: 'CAD' as const,
};
const paypalEvidence: PaymentEvidence = {
  provider: 'paypal',
  providerOrderId: 'PAYPAL123',
  captureId: 'CAPTURE1',
  amountCents: 4312,
  currency: 'CAD',
  reference: 'order-1',
};

describe('evidenceMismatch', () => {
  it('accepts evidence about exactly this order', () => {
    expect(evidenceMismatch(paypalOrder, paypalEvidence)).toBeNull();
  });

  it('refuses another amount, another currency or another order', () => {
    expect(evidenceMismatch(paypalOrder, { ...paypalEvidence, amountCents: 4311 })).toContain(
      'amount 4311',
    );
    expect(evidenceMismatch(paypalOrder, { ...paypalEvidence, currency: 'USD' })).toContain(
      'currency USD',
    );
    expect(
      evidenceMismatch(paypalOrder, { ...paypalEvidence, providerOrderId: 'OTHER' }),
    ).toContain('provider order OTHER');
    expect(evidenceMismatch(paypalOrder, { ...paypalEvidence, provider: 'interac' })).toContain(
      'provider interac',
    );
  });

  it("checks PayPal's custom_id against our order id", () => {
    expect(evidenceMismatch(paypalOrder, { ...paypalEvidence, reference: 'order-2' })).toContain(
      'reference order-2',
    );
    expect(evidenceMismatch(paypalOrder, { ...paypalEvidence, reference: null })).toContain(
      'reference missing',
    );
  });

  it("checks Gigadat's userId against our customer id", () => {
    const interacOrder = {
      ...paypalOrder,
      provider: 'interac' as const,
      providerOrderId: 'order-1',
    };
    const interacEvidence: PaymentEvidence = {
      provider: 'interac',
      providerOrderId: 'order-1',
      captureId: null,
      amountCents: 4312,
      currency: 'CAD',
      reference: 'customer-1',
    };
    expect(evidenceMismatch(interacOrder, interacEvidence)).toBeNull();
    expect(
      evidenceMismatch(interacOrder, { ...interacEvidence, reference: 'customer-2' }),
    ).toContain('reference customer-2');
  });

  it('refuses anything for an order the provider never acknowledged', () => {
    expect(evidenceMismatch({ ...paypalOrder, providerOrderId: null }, paypalEvidence)).toContain(
      'order has none',
    );
  });
});
