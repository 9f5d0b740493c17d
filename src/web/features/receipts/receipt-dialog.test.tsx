import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import type { Receipt } from '#shared/api/payments.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { ReceiptButton } from './components/receipt-button.tsx';
import { ReceiptDialog } from './components/receipt-dialog.tsx';

const t = accountCopy.checkout.receipt;

// Standard with WELCOME25: $50.00 − $12.50 = $37.50, GST $1.88 + QST $3.74, $43.12 in all.
const receipt: Receipt = {
  purchaseId: 'purchase-1',
  orderId: '5O190127TN364715T',
  paymentMethod: 'paypal',
  purchasedAt: '2026-11-21T15:30:00.000Z',
  brandName: 'Test Psychics',
  businessAddress: '1000 rue Sherbrooke Ouest\nMontréal, Québec H3A 3G4, Canada',
  gstRegistrationNumber: '123456789 RT0001',
  qstRegistrationNumber: '1234567890 TQ0001',
  customerName: 'Morgan',
  customerEmail: 'morgan@example.com',
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
  paymentStatus: undisturbedPayment,
};

const RECEIPT = 'GET /api/me/purchases/purchase-1/receipt';
const answering = (body: Receipt): ApiHandlers => ({ [RECEIPT]: () => jsonResponse(body) });

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ReceiptDialog purchaseId="purchase-1" open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: t.title });
/** The value beside a label in the receipt. */
const valueOf = (label: string) =>
  within(dialog()).getByText(label).nextElementSibling?.textContent ?? null;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the receipt dialog', () => {
  it('shows the seller, the buyer, the order, the minutes and every figure, GST and QST apart', async () => {
    const { user } = renderWithProviders(<Harness />, { api: answering(receipt) });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await within(dialog()).findByText('Test Psychics')).toBeInTheDocument();
    expect(within(dialog()).getByText(/1000 rue Sherbrooke Ouest\s+Montréal/)).toBeInTheDocument();
    expect(within(dialog()).getByText('GST registration no. 123456789 RT0001')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('QST registration no. 1234567890 TQ0001'),
    ).toBeInTheDocument();
    expect(valueOf(t.billedTo)).toBe('Morganmorgan@example.com');
    expect(valueOf(t.orderId)).toBe('5O190127TN364715T');
    expect(valueOf(t.date)).toBe('Nov 21, 2026, 10:30 AM');
    expect(valueOf(t.paymentMethod)).toBe('PayPal');
    expect(valueOf(t.package)).toBe('Standard');
    expect(valueOf(t.paidMinutes)).toBe('20');
    expect(valueOf(t.freeMinutes)).toBe('5');
    expect(within(dialog()).queryByText(t.bonusMinutes)).not.toBeInTheDocument();
    expect(valueOf(t.totalMinutes)).toBe('25');
    expect(valueOf(t.price)).toBe('$50.00');
    expect(valueOf(t.discountWithCode('WELCOME25'))).toBe('−$12.50');
    expect(valueOf(t.gst('5%'))).toBe('$1.88');
    expect(valueOf(t.qst('9.975%'))).toBe('$3.74');
    expect(valueOf(t.total)).toBe('$43.12');
    // Nothing happened to the payment since: no status line.
    expect(within(dialog()).queryByText(t.paymentStatus)).not.toBeInTheDocument();
  });

  it('says when the payment was partly refunded and then disputed', async () => {
    const { user } = renderWithProviders(<Harness />, {
      api: answering({
        ...receipt,
        paymentStatus: {
          refund: 'partial',
          refundedCents: 1000,
          reversed: false,
          dispute: 'seller_favour',
        },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await within(dialog()).findByText(t.paymentStatus)).toBeInTheDocument();
    const words = accountCopy.purchase.paymentStatus;
    expect(valueOf(t.paymentStatus)).toBe(
      `${words.partlyRefunded('$10.00')}${words.disputeSellerFavour}`,
    );
  });

  it('shows bonus minutes, and no discount line without a coupon', async () => {
    const { user } = renderWithProviders(<Harness />, {
      api: answering({
        ...receipt,
        paymentMethod: 'interac',
        couponCode: null,
        discountCents: 0,
        bonusMinutes: 4,
        gstCents: 250,
        qstCents: 499,
        totalCents: 5749,
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await within(dialog()).findByText(t.bonusMinutes)).toBeInTheDocument();
    expect(valueOf(t.bonusMinutes)).toBe('4');
    expect(valueOf(t.totalMinutes)).toBe('29');
    expect(valueOf(t.paymentMethod)).toBe('Interac');
    expect(within(dialog()).queryByText(t.discount)).not.toBeInTheDocument();
    expect(valueOf(t.total)).toBe('$57.49');
  });

  it('prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderWithProviders(<Harness />, { api: answering(receipt) });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await within(dialog()).findByText('Test Psychics');

    await user.click(within(dialog()).getByRole('button', { name: t.print }));

    expect(print).toHaveBeenCalledOnce();
  });

  it('closes, and asks for nothing while closed', async () => {
    let reads = 0;
    const { user } = renderWithProviders(<Harness />, {
      api: {
        [RECEIPT]: () => {
          reads += 1;
          return jsonResponse(receipt);
        },
      },
    });
    expect(reads).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await within(dialog()).findByText('Test Psychics');

    const closeButtons = within(dialog()).getAllByRole('button', { name: copy.common.close });
    await user.click(closeButtons[closeButtons.length - 1] ?? dialog());

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(reads).toBe(1);
  });

  it('says why when the server refuses the receipt', async () => {
    const { user } = renderWithProviders(<Harness />, {
      api: {
        [RECEIPT]: () =>
          errorResponse(404, 'RECEIPT_NOT_FOUND', 'We could not find a receipt for this purchase.'),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(
      await within(dialog()).findByText('We could not find a receipt for this purchase.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: t.print })).toBeDisabled();
  });

  it('says it could not load the receipt when the server fails', async () => {
    const { user } = renderWithProviders(<Harness />, {
      api: { [RECEIPT]: () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down') },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await within(dialog()).findByText(t.loadFailed)).toBeInTheDocument();
  });
});

describe('the receipt button of a purchase row', () => {
  it('is named after the order and opens that purchase’s receipt', async () => {
    const { user } = renderWithProviders(
      <ReceiptButton purchaseId="purchase-1" orderId="5O190127TN364715T" />,
      { api: answering(receipt) },
    );

    await user.click(
      screen.getByRole('button', { name: 'View the receipt of order 5O190127TN364715T' }),
    );

    expect(await within(dialog()).findByText('Test Psychics')).toBeInTheDocument();
  });
});
