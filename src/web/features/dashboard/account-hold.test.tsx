// The dashboard of an account on hold (docs/decisions/027): a notice says why (an open payment
// dispute) and how to resolve it (write to support, at the configured address); the purchase
// history says which payments were refunded, reversed or disputed, and how a dispute ended, in
// the page's language.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import { accountCopy, accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { inPageLanguage } from '#tests/support/web/page-language.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { PurchaseHistoryTable } from './components/purchase-history-table.tsx';
import {
  findCard,
  renderDashboard,
  testCustomer,
  testPurchases,
} from '#tests/support/web/dashboard-server.ts';

const t = accountCopy.customerArea.dashboard;
const held = {
  ...testCustomer,
  accountHold: { reason: 'payment_dispute' as const, since: '2026-11-20T15:00:00.000Z' },
};

describe('an account on hold', () => {
  it('is told why and how to resolve it, with the support address', async () => {
    renderDashboard({ customer: held });
    const notice = await screen.findByRole('region', { name: t.accountHold.heading });

    expect(notice).toHaveTextContent(t.accountHold.body);
    expect(notice).toHaveTextContent(t.accountHold.contact);
    expect(
      within(notice).getByRole('link', { name: testPublicConfig.supportEmail }),
    ).toHaveAttribute('href', `mailto:${testPublicConfig.supportEmail}`);
  });

  it('says our support team put it on hold, when an operator did (decision 047)', async () => {
    renderDashboard({
      customer: {
        ...testCustomer,
        accountHold: { reason: 'operator_hold', since: '2026-11-20T15:00:00.000Z' },
      },
    });
    const notice = await screen.findByRole('region', { name: t.accountHold.heading });

    expect(notice).toHaveTextContent(t.accountHold.heldBody);
    expect(notice).not.toHaveTextContent(t.accountHold.body);
    expect(notice).toHaveTextContent(t.accountHold.contact);
  });

  it('shows no such notice when the account is not on hold', async () => {
    renderDashboard();
    await findCard(t.phoneNumbers.heading);
    expect(screen.queryByRole('region', { name: t.accountHold.heading })).not.toBeInTheDocument();
  });
});

describe('the purchase history after a refund or a dispute', () => {
  const [cashback, standard] = testPurchases;
  if (!cashback || !standard) throw new Error('test purchases missing');
  const disputed = [
    cashback,
    {
      ...standard,
      id: 'p2',
      paymentStatus: { ...undisturbedPayment, refund: 'partial' as const, refundedCents: 2156 },
    },
    { ...standard, id: 'p1', paymentStatus: { ...undisturbedPayment, dispute: 'open' as const } },
    {
      ...standard,
      id: 'p0',
      paymentStatus: { ...undisturbedPayment, reversed: true, dispute: 'buyer_favour' as const },
    },
  ];

  function packageCells() {
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    return rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent);
  }

  it('says what became of each payment, beside its package', () => {
    const words = accountCopy.purchase.paymentStatus;
    render(<PurchaseHistoryTable purchases={disputed} loading={false} failed={false} />);
    expect(packageCells()).toEqual([
      accountCopy.purchase.monthlyCashback,
      `Standard${words.partlyRefunded('$21.56')}`,
      `Standard${words.disputeOpen}`,
      `Standard${words.reversed} · ${words.disputeBuyerFavour}`,
    ]);
  });

  it('says it in French on a French page', () => {
    const words = accountCopyFor('fr-CA').purchase.paymentStatus;
    inPageLanguage('fr-CA', () => {
      render(<PurchaseHistoryTable purchases={disputed} loading={false} failed={false} />);
      expect(packageCells().slice(1)).toEqual([
        `Standard${words.partlyRefunded('21,56\u00a0$')}`,
        `Standard${words.disputeOpen}`,
        `Standard${words.reversed} · ${words.disputeBuyerFavour}`,
      ]);
    });
  });
});
