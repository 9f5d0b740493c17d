// HTML and script in names and descriptions render as text (docs/security.md, abuse and
// security): a customer whose name is markup sees it, literally, in the dashboard greeting, the
// account card, the user menu, the profile and a receipt; an advisor whose name and description
// are markup is shown the same way on the home page. Nowhere does the markup become an element.
// The server's side (the API, emails and server-made pages) is tests/abuse/markup-as-text.test.ts.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { undisturbedPayment } from '#shared/api/payment-status.ts';
import type { Receipt } from '#shared/api/payments.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { rememberAccountNoticeDismissed } from '#web/features/account-notice/dismissal-flag.ts';
import { advisorRecord } from '#tests/support/web/advisors.ts';
import {
  dashboardApi,
  renderDashboard,
  testCustomer,
  testPurchases,
} from '#tests/support/web/dashboard-server.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const markup = '<img src=x onerror=alert(1)><script>alert(1)</script>';
const customer = { ...testCustomer, name: markup };

/** A dashboard card once shown; the first render of a file also loads the page's code. */
const findCard = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

/** No element came out of the markup: no image pointing at "x", no script at all. */
function expectNoLiveMarkup() {
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(document.querySelectorAll('script')).toHaveLength(0);
}

beforeEach(() => {
  // The account notice would cover the page; it has its own tests.
  rememberAccountNoticeDismissed();
});

describe("a customer's name made of markup", () => {
  it('shows as text in the dashboard greeting, the account card and the user menu', async () => {
    renderDashboard({ customer });
    const account = await findCard(accountCopy.customerArea.dashboard.accountInfo.heading);

    expect(screen.getByText(accountCopy.customerArea.dashboard.welcome(markup))).toBeVisible();
    expect(within(account).getByText(markup)).toBeVisible();
    // The header's user menu names the customer too.
    expect(
      within(screen.getByRole('banner')).getAllByText(markup, { exact: false }).length,
    ).toBeGreaterThan(0);
    expectNoLiveMarkup();
  });

  it('shows as text on the profile', async () => {
    const { handlers } = dashboardApi({ customer });
    renderRoute('/profile', { api: handlers });
    expect(
      await screen.findByText(markup, { selector: 'main *' }, { timeout: 10_000 }),
    ).toBeVisible();
    expectNoLiveMarkup();
  });

  it('shows as text on a receipt', async () => {
    const row = testPurchases.find((purchase) => purchase.kind === 'package');
    if (!row?.orderId) throw new Error('the fixture needs a package purchase');
    const receipt: Receipt = {
      purchaseId: row.id,
      orderId: row.orderId,
      paymentMethod: 'paypal',
      purchasedAt: row.purchasedAt,
      brandName: 'Test Psychics',
      businessAddress: 'Montréal, Québec, Canada',
      gstRegistrationNumber: '123456789 RT0001',
      qstRegistrationNumber: '1234567890 TQ0001',
      customerName: markup,
      customerEmail: customer.email,
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
    const { user } = renderDashboard({
      customer,
      api: { [`GET /api/me/purchases/${row.id}/receipt`]: () => jsonResponse(receipt) },
    });
    const history = await findCard(accountCopy.customerArea.dashboard.purchaseHistory.heading);
    const [open] = await within(history).findAllByRole('button', {
      name: accountCopy.checkout.receipt.openFor(row.orderId),
    });
    await user.click(open as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(markup, { exact: false })).toBeVisible();
    expectNoLiveMarkup();
  });
});

describe("an advisor's name and description made of markup", () => {
  it('show as text on the home page card', async () => {
    renderRoute('/', {
      api: {
        'GET /api/advisors': () =>
          jsonResponse([advisorRecord({ agentName: markup, descr: `${markup} Tarot.` })]),
      },
    });
    const card = await screen.findByRole('article', { name: markup }, { timeout: 10_000 });
    expect(within(card).getByRole('heading', { name: markup })).toBeVisible();
    expect(within(card).getByText(`${markup} Tarot.`)).toBeVisible();
    expectNoLiveMarkup();
  });
});
