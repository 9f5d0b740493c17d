import { describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { messageCopyFor } from '#shared/copy/message-catalogue.ts';
import { formatReceiptDate } from '#shared/format/display.ts';
import { buildReceipt, receiptEmail, type ReceiptSource } from './receipt.ts';

// Standard with WELCOME25: $50.00 − $12.50 = $37.50; GST $1.88 + QST $3.74 = $5.62; $43.12.
const source: ReceiptSource = {
  purchase: { id: 'purchase-1', purchasedAt: '2026-11-21T15:00:00.000Z', bundleName: 'Standard' },
  order: {
    id: 'order-1',
    bundleId: 'bundle-20',
    provider: 'paypal',
    providerOrderId: '5O190127TN364715T',
    priceCents: 5000,
    discountCents: 1250,
    gstCents: 188,
    qstCents: 374,
    totalCents: 4312,
    minutes: 20,
    giftMinutes: 5,
    bonusMinutes: 0,
  },
  couponCode: 'WELCOME25',
  customer: { name: 'Ada <Lovelace>', email: 'ada@example.com' },
};
const address = {
  legalName: 'Lumina Psychics inc.',
  street: '1, rue Sainte-Catherine Est',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'H2X 1K4',
} as const;
const config = {
  brandName: 'Lumina Psychics',
  business: {
    address,
    gstRegistrationNumber: '123456789 RT0001',
    qstRegistrationNumber: '1234567890 TQ0001',
  },
};
const sender = { supportEmail: 'support@example.com', address };

describe('the receipt', () => {
  it('carries the order as charged, the provider order id and the seller details', () => {
    expect(buildReceipt(source, config, 'en')).toEqual({
      purchaseId: 'purchase-1',
      orderId: '5O190127TN364715T',
      paymentMethod: 'paypal',
      purchasedAt: '2026-11-21T15:00:00.000Z',
      brandName: 'Lumina Psychics',
      businessAddress:
        'Lumina Psychics inc.\n1, rue Sainte-Catherine Est\nMontréal QC  H2X 1K4\nCanada',
      gstRegistrationNumber: '123456789 RT0001',
      qstRegistrationNumber: '1234567890 TQ0001',
      customerName: 'Ada <Lovelace>',
      customerEmail: 'ada@example.com',
      packageName: 'Standard',
      minutes: 20,
      giftMinutes: 5,
      bonusMinutes: 0,
      couponCode: 'WELCOME25',
      priceCents: 5000,
      discountCents: 1250,
      gstCents: 188,
      qstCents: 374,
      totalCents: 4312,
      currency: 'CAD',
      // Nothing has happened to a payment when its receipt is first made.
      paymentStatus: undisturbedPayment,
    });
  });

  it('is dated in Montréal time', () => {
    expect(formatReceiptDate('2026-11-21T15:00:00.000Z', 'en')).toBe(
      'November 21, 2026 at 10:00 AM EST',
    );
    expect(formatReceiptDate('2026-07-01T03:30:00.000Z', 'en')).toBe(
      'June 30, 2026 at 11:30 PM EDT',
    );
  });

  it('emails every line, GST and QST apart, with the discount and its coupon', () => {
    const email = receiptEmail(buildReceipt(source, config, 'en'), sender, 'en');
    expect(email.subject).toBe('Your Lumina Psychics receipt for order 5O190127TN364715T');
    for (const line of [
      'Sold by: Lumina Psychics',
      'Address: Lumina Psychics inc., 1, rue Sainte-Catherine Est, Montréal QC  H2X 1K4, Canada',
      'GST registration number: 123456789 RT0001',
      'QST registration number: 1234567890 TQ0001',
      'Order ID: 5O190127TN364715T',
      'Date: November 21, 2026 at 10:00 AM EST',
      'Customer: Ada <Lovelace> (ada@example.com)',
      'Payment method: PayPal',
      'Package: Standard',
      'Minutes: 20',
      'Free minutes: 5',
      'Price: $50.00',
      'Discount (coupon WELCOME25): -$12.50',
      'GST (5%): $1.88',
      'QST (9.975%): $3.74',
      'Total (CAD): $43.12',
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).toContain('25 minutes have been added');
    // No bonus line when the coupon gave none.
    expect(email.text).not.toContain('Bonus minutes');
    expect(email.html).toContain('Ada &lt;Lovelace&gt;');
    expect(email.html).not.toContain('<Lovelace>');
    expect(email.html).toContain('$43.12');
  });

  it('shows bonus minutes and no discount line for a bonus coupon', () => {
    const bonus = receiptEmail(
      buildReceipt(
        {
          ...source,
          order: {
            ...source.order,
            discountCents: 0,
            gstCents: 250,
            qstCents: 499,
            totalCents: 5749,
            bonusMinutes: 5,
          },
          couponCode: 'BONUS5',
        },
        config,
        'en',
      ),
      sender,
      'en',
    );
    expect(bonus.text).toContain('Bonus minutes: 5');
    expect(bonus.text).not.toContain('Discount');
    expect(bonus.text).toContain('30 minutes have been added');
  });
});

describe('the receipt in French', () => {
  // Canadian French puts a no-break space between the amount and "$", and before "%" and ":".
  const nbsp = '\u00a0';
  const fr = messageCopyFor('fr-CA').receipt;
  const premium = { ...source, order: { ...source.order, bundleId: 'bundle-40' } };

  it('writes the address in its French postal form, a line each: « Montréal (Québec)  H2X 1K4 »', () => {
    expect(buildReceipt(premium, config, 'fr-CA').businessAddress).toBe(
      'Lumina Psychics inc.\n1, rue Sainte-Catherine Est\nMontréal (Québec)  H2X 1K4\nCanada',
    );
  });

  it("names the package in the customer's language, or as bought when no longer sold", () => {
    expect(buildReceipt(premium, config, 'fr-CA').packageName).toBe(
      accountCopyFor('fr-CA').purchase.bundleNames['bundle-40'],
    );
    const retired = { ...source, order: { ...source.order, bundleId: 'bundle-retired' } };
    expect(buildReceipt(retired, config, 'fr-CA').packageName).toBe('Standard');
  });

  it('is dated in Montréal time, the Québec way: « 1er », no « h 00 », no leading zero', () => {
    expect(formatReceiptDate('2026-11-21T15:00:00.000Z', 'fr-CA')).toBe(
      `21 novembre 2026 à 10${nbsp}h (HNE)`,
    );
    expect(formatReceiptDate('2026-11-01T14:05:00.000Z', 'fr-CA')).toBe(
      `1er novembre 2026 à 9${nbsp}h${nbsp}05 (HNE)`,
    );
  });

  it('words every line in French and writes amounts as "50,00 $"', () => {
    const email = receiptEmail(buildReceipt(premium, config, 'fr-CA'), sender, 'fr-CA');
    expect(email.subject).toBe(fr.subject('Lumina Psychics', '5O190127TN364715T'));
    const line = (label: string, value: string) => `${label}${nbsp}: ${value}`;
    for (const expected of [
      line(fr.labels.package, accountCopyFor('fr-CA').purchase.bundleNames['bundle-40']),
      line(
        fr.labels.address,
        'Lumina Psychics inc., 1, rue Sainte-Catherine Est, Montréal (Québec)  H2X 1K4, Canada',
      ),
      line(fr.labels.date, `21 novembre 2026 à 10${nbsp}h (HNE)`),
      line(fr.labels.paymentMethod, fr.paymentMethods.paypal),
      line(fr.labels.price, `50,00${nbsp}$`),
      line(fr.labels.discount('WELCOME25'), `-12,50${nbsp}$`),
      line(fr.labels.gst(`5${nbsp}%`), `1,88${nbsp}$`),
      line(fr.labels.qst(`9,975${nbsp}%`), `3,74${nbsp}$`),
      line(fr.labels.total, `43,12${nbsp}$`),
    ]) {
      expect(email.text).toContain(expected);
    }
    expect(email.text).toContain(fr.heading);
    expect(email.html).toContain('<html lang="fr-CA">');
    expect(email.html).toContain(`43,12${nbsp}$`);
  });
});
