// The dashboard route composes the receipts feature into the purchase history: each package row
// offers its receipt; cashback rows have none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import type { Receipt } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { findCard, renderDashboard, testPurchases } from '#tests/support/web/dashboard-server.ts';

const packageRow = testPurchases.find((purchase) => purchase.kind === 'package');
if (!packageRow?.orderId) throw new Error('the fixture needs a package purchase');

const receipt: Receipt = {
  purchaseId: packageRow.id,
  orderId: packageRow.orderId,
  paymentMethod: 'paypal',
  purchasedAt: packageRow.purchasedAt,
  brandName: 'Test Psychics',
  businessAddress: 'Montréal, Québec, Canada',
  gstRegistrationNumber: '123456789 RT0001',
  qstRegistrationNumber: '1234567890 TQ0001',
  customerName: 'Morgan Tremblay',
  customerEmail: 'morgan@example.com',
  packageName: 'Standard',
  minutes: 20,
  giftMinutes: 5,
  bonusMinutes: 0,
  couponCode: null,
  priceCents: 5000,
  discountCents: 0,
  gstCents: 250,
  qstCents: 499,
  totalCents: 5749,
  currency: 'CAD',
  paymentStatus: undisturbedPayment,
};

describe('receipts from the purchase history', () => {
  it('opens the receipt of a package purchase, and offers none for cashback', async () => {
    const { user } = renderDashboard({
      api: { [`GET /api/me/purchases/${packageRow.id}/receipt`]: () => jsonResponse(receipt) },
    });
    const history = await findCard(accountCopy.customerArea.dashboard.purchaseHistory.heading);
    const buttons = await within(history).findAllByRole('button', {
      name: accountCopy.checkout.receipt.openFor(receipt.orderId),
    });
    expect(buttons).toHaveLength(1);

    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(formatCad(receipt.totalCents))).toBeInTheDocument();
    expect(
      within(dialog).getByText(receipt.gstRegistrationNumber, { exact: false }),
    ).toBeInTheDocument();
  });
});
