// The dashboard's cards and tables (docs/product.md §2): what a signed-in customer sees, with data and
// without.
import { reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import {
  findCard,
  renderDashboard,
  testCustomer,
  testPromo,
  testPurchases,
  testUsage,
} from '#tests/support/web/dashboard-server.ts';

const d = accountCopy.customer.dashboard;
const t = accountCopy.customerArea.dashboard;

const card = (name: string) => screen.getByRole('region', { name });

async function loaded() {
  return findCard(t.phoneNumbers.heading);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the phone numbers card', () => {
  it('labels the first number Primary and offers to delete only the others', async () => {
    renderDashboard({
      customer: { ...testCustomer, phoneNumbers: ['5145550100', '5145550101', '4165550199'] },
    });
    const phones = await loaded();

    const items = within(phones).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('(514) 555-0100');
    expect(within(items[0] as HTMLElement).getByText(d.primary)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    expect(items[1]).toHaveTextContent('(514) 555-0101');
    expect(within(items[1] as HTMLElement).queryByText(d.primary)).not.toBeInTheDocument();
    expect(
      within(phones).getByRole('button', { name: 'Delete (514) 555-0101' }),
    ).toBeInTheDocument();
    expect(
      within(phones).getByRole('button', { name: 'Delete (416) 555-0199' }),
    ).toBeInTheDocument();
    expect(within(phones).queryByRole('button', { name: /0100/ })).not.toBeInTheDocument();
    expect(within(phones).getByRole('button', { name: d.addPhone })).toBeInTheDocument();
  });

  it('says there is no number yet', async () => {
    renderDashboard({ customer: { ...testCustomer, phoneNumbers: [] } });
    const phones = await loaded();

    expect(within(phones).getByText(t.phoneNumbers.none)).toBeInTheDocument();
    expect(within(phones).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(phones).queryByText(d.primary)).not.toBeInTheDocument();
  });
});

describe('the credit balance and account cards', () => {
  it('show the minutes, the account and the ways on', async () => {
    renderDashboard();
    await loaded();

    const credits = card(t.creditBalance.heading);
    expect(credits).toHaveTextContent('42 minutes');
    expect(within(credits).getByRole('link', { name: d.purchaseMoreCredits })).toHaveAttribute(
      'href',
      '/purchase',
    );

    const account = card(t.accountInfo.heading);
    expect(within(account).getByText('Morgan Tremblay')).toBeInTheDocument();
    expect(account).toHaveTextContent(`${t.accountInfo.memberSince}Oct 1, 2026`);
    expect(account).toHaveTextContent(`${t.accountInfo.totalPurchases}3`);
    expect(within(account).getByRole('link', { name: d.editProfile })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('say "1 minute" for a single minute, and 0 for a new customer', async () => {
    renderDashboard({ customer: { ...testCustomer, credits: 1, purchasesCount: 0 } });
    await loaded();

    expect(card(t.creditBalance.heading)).toHaveTextContent('1 minute');
    expect(card(t.creditBalance.heading)).not.toHaveTextContent('1 minutes');
    expect(card(t.accountInfo.heading)).toHaveTextContent(`${t.accountInfo.totalPurchases}0`);
  });
});

describe('the purchase history', () => {
  it('lists the purchases newest first, with the order id cut to 8 characters', async () => {
    renderDashboard();
    const table = within(await findCard(t.purchaseHistory.heading)).getByRole('table');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Package', 'Minutes', 'Amount', 'Order ID']);

    const [, cashback, standard] = within(table).getAllByRole('row');
    expect(cashback).toHaveTextContent('Nov 1, 2026');
    expect(cashback).toHaveTextContent(accountCopy.purchase.monthlyCashback);
    expect(cashback).toHaveTextContent('$0.00');

    // Montréal's date, not UTC's.
    expect(standard).toHaveTextContent('Oct 20, 2026');
    expect(standard).toHaveTextContent('Standard');
    expect(standard).toHaveTextContent('25');
    expect(standard).toHaveTextContent('$57.49');
    const shortId = within(standard as HTMLElement).getByText('5O190127…');
    expect(shortId).toBeVisible();
    expect(shortId.closest('[title]')).toHaveAttribute('title', '5O190127TN364715T');
    // Screen readers get the whole id, not the cut one.
    expect(within(standard as HTMLElement).getByText('5O190127TN364715T')).toHaveClass('sr-only');
  });

  it('says there is nothing yet', async () => {
    renderDashboard({ purchases: [] });
    const history = await findCard(t.purchaseHistory.heading);

    await waitFor(() => expect(history).toHaveTextContent(t.purchaseHistory.empty));
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the credit usage history', () => {
  it('lists the calls newest first, with the duration in minutes', async () => {
    renderDashboard();
    const table = within(await findCard(t.usageHistory.heading)).getByRole('table');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // The last column is the rating's (decision 053): empty, no call here may be rated.
    expect(headers).toEqual([
      'Date',
      'Minutes Used',
      'Call Duration (minutes)',
      reviewsCopyFor('en').reviewColumn,
    ]);

    const [, latest, unanswered] = within(table).getAllByRole('row');
    const cells = within(latest as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Nov 5, 2026, 3:00 PM', '3', '2.1', '']);
    expect(unanswered).toHaveTextContent('Oct 22, 2026, 10:00 AM');
    expect(unanswered).toHaveTextContent('0.0');
    expect(testUsage).toHaveLength(2);
  });

  it('says there is nothing yet', async () => {
    renderDashboard({ usage: [] });
    const history = await findCard(t.usageHistory.heading);

    await waitFor(() => expect(history).toHaveTextContent(t.usageHistory.empty));
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the last promo code won', () => {
  const banner = () => screen.queryByRole('region', { name: d.lastPromoCodeWon });

  it('is not shown without a recent win', async () => {
    const { fetchMock } = renderDashboard({ promoCode: null });
    await loaded();
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(2));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/me/promo-code')).toBe(true);

    expect(banner()).not.toBeInTheDocument();
  });

  it('shows the code, the discount, until when, and a link that applies it', async () => {
    renderDashboard({ promoCode: testPromo });

    const shown = await screen.findByRole('region', { name: d.lastPromoCodeWon });
    expect(within(shown).getByText('TAROTK7Q2ZD')).toBeInTheDocument();
    expect(shown).toHaveTextContent(t.promoCode.discount(15));
    expect(shown).toHaveTextContent(t.promoCode.validUntil('Nov 25, 2026'));
    expect(within(shown).getByRole('link', { name: t.promoCode.useNow })).toHaveAttribute(
      'href',
      '/purchase?coupon=TAROTK7Q2ZD',
    );
  });

  it('copies the code to the clipboard', async () => {
    const { user } = renderDashboard({ promoCode: testPromo });
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(writeText);

    const shown = await screen.findByRole('region', { name: d.lastPromoCodeWon });
    await user.click(within(shown).getByRole('button', { name: t.promoCode.copyCode }));

    expect(await screen.findByText(copy.tarot.copied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('TAROTK7Q2ZD');
  });

  it('says when the code could not be copied', async () => {
    const { user } = renderDashboard({ promoCode: testPromo });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));

    const shown = await screen.findByRole('region', { name: d.lastPromoCodeWon });
    await user.click(within(shown).getByRole('button', { name: t.promoCode.copyCode }));

    expect(await screen.findByText(copy.tarot.copyFailed)).toBeInTheDocument();
    expect(screen.queryByText(copy.tarot.copied)).not.toBeInTheDocument();
  });
});

describe('the data download', () => {
  it('is a link to the export, saved as a file', async () => {
    renderDashboard();
    await loaded();

    const data = card(t.dataExport.heading);
    expect(data).toHaveTextContent(t.dataExport.description);
    const link = within(data).getByRole('link', { name: t.dataExport.download });
    expect(link).toHaveAttribute('href', '/api/me/export');
    expect(link).toHaveAttribute('download');
  });
});

describe('while loading', () => {
  it('shows the page’s shape and says it is loading', async () => {
    renderDashboard({
      api: { 'GET /api/me': () => new Promise<Response>(() => {}) },
    });

    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.dashboard, level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(copy.common.loading);
    expect(screen.queryByRole('region', { name: t.phoneNumbers.heading })).not.toBeInTheDocument();
    expect(testPurchases).toHaveLength(2);
  });
});
