import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerAccount } from '#shared/api/admin/customers.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { renderAdmin, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.customerPages;
const id = '0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const purchaseId = '0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

const account = (balance: number): CustomerAccount => ({
  id,
  name: 'Aurora Lightfoot',
  email: 'aurora@example.com',
  language: 'en',
  birthDate: null,
  createdAt: '2026-11-01T15:00:00.000Z',
  lastConnectedAt: null,
  deletedAt: null,
  emailConfirmedAt: '2026-11-01T15:00:00.000Z',
  emailNotifications: false,
  phoneNumbers: [{ phone: '5145550177', verifiedAt: '2026-11-01T15:00:00.000Z' }],
  balance,
  ledgerSum: balance,
  pinSet: false,
  openSessions: 1,
  hold: null,
  disputeHold: false,
});

const empty = { rows: [], total: 0, page: 1, pageSize: 10 };
const purchases = {
  rows: [
    {
      id: purchaseId,
      purchasedAt: '2026-11-02T15:00:00.000Z',
      kind: 'package',
      bundleName: 'Standard',
      minutes: 20,
      amountCents: 4312,
      order: {
        id: 'order-1',
        provider: 'paypal',
        providerOrderId: 'PAY-1',
        status: 'completed',
        totalCents: 4312,
        refundedCents: 0,
        refundableCents: 4312,
      },
      events: [],
      unfinishedRefunds: [],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

function customerApi(state: { balance: number; bodies: unknown[]; refuse?: string }) {
  const base = `/api/admin/customers/${id}`;
  return {
    [`GET ${base}`]: () => jsonResponse(account(state.balance)),
    [`GET ${base}/purchases`]: () => jsonResponse(purchases),
    ...Object.fromEntries(
      ['calls', 'ledger', 'coupons', 'consent', 'messages'].map((section) => [
        `GET ${base}/${section}`,
        () => jsonResponse(empty),
      ]),
    ),
    [`POST ${base}/purchases/${purchaseId}/refund`]: async (request: Request) => {
      state.bodies.push(await request.json());
      if (state.refuse) return errorResponse(403, 'REFUND_OVER_LIMIT', state.refuse);
      state.balance = 19;
      return jsonResponse({
        action: 'customer.purchase.refund',
        before: { balance: 25 },
        after: { balance: 19 },
        applied: 'now',
      });
    },
  };
}

describe('the customer search', () => {
  it('searches by what the operator types and links each customer to their page', async () => {
    const asked: string[] = [];
    const { user, router } = renderAdmin('/admin/customers', {
      operator: testSupport,
      api: {
        'GET /api/admin/customers': (request: Request) => {
          const search = new URL(request.url).searchParams;
          asked.push(search.get('q') ?? '');
          const rows =
            search.get('q') === 'aurora@'
              ? [
                  {
                    id,
                    name: 'Aurora Lightfoot',
                    email: 'aurora@example.com',
                    credits: 25,
                    createdAt: '2026-11-01T15:00:00.000Z',
                    deletedAt: null,
                  },
                ]
              : [];
          return jsonResponse({ rows, total: rows.length, more: false, page: 1, pageSize: 50 });
        },
      },
    });
    await screen.findByRole('table', { name: t.caption });
    await user.type(screen.getByRole('searchbox', { name: t.search }), 'aurora@');
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    const link = await screen.findByRole('link', { name: 'Aurora Lightfoot' });
    expect(router.state.location.search).toContain('q=aurora%40');
    expect(asked.at(-1)).toBe('aurora@');
    expect(link).toHaveAttribute('href', `/admin/customers/${id}`);
  });
});

describe('a customer’s page', () => {
  it('refunds a purchase with a reason asked in a dialog, then shows the outcome and the new balance', async () => {
    const state = { balance: 25, bodies: [] as unknown[] };
    const { user } = renderAdmin(`/admin/customers/${id}`, {
      operator: testSupport,
      api: customerApi(state),
    });
    expect(await screen.findByTestId('balance')).toHaveTextContent(t.minutes(25));
    const purchasesTable = await screen.findByRole('table', { name: t.sections.purchases });
    await user.click(within(purchasesTable).getByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog');
    // No reason: refused in the dialog, the field marked and focused, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: t.dialog.confirm }));
    const reason = within(dialog).getByRole('textbox', { name: t.dialog.reason });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(await within(dialog).findByText(t.dialog.reasonRequired)).toBeInTheDocument();
    expect(state.bodies).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: t.dialog.amount }), '10.00');
    await user.type(reason, 'Cut off');
    await user.click(within(dialog).getByRole('button', { name: t.dialog.confirm }));
    const outcome = await screen.findByText(t.done['customer.purchase.refund'] ?? '');
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.bodies).toEqual([{ method: 'paypal', amountCents: 1000, reason: 'Cut off' }]);
    expect(await screen.findByTestId('balance')).toHaveTextContent(t.minutes(19));
  });

  it('shows the server’s refusal of a refund over the support limit in the dialog', async () => {
    const message = adminCopy.customers.refundOverLimit(formatCad(5000));
    const state = { balance: 25, bodies: [] as unknown[], refuse: message };
    const { user } = renderAdmin(`/admin/customers/${id}`, {
      operator: testSupport,
      api: customerApi(state),
    });
    const purchasesTable = await screen.findByRole('table', { name: t.sections.purchases });
    await user.click(within(purchasesTable).getByRole('button', { name: /^Refund/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t.dialog.reason }), 'All');
    await user.click(within(dialog).getByRole('button', { name: t.dialog.confirm }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent(t.minutes(25));
  });

  it('asks to type the word before deleting the account', async () => {
    const state = { balance: 25, bodies: [] as unknown[] };
    const { user } = renderAdmin(`/admin/customers/${id}`, {
      operator: testSupport,
      api: customerApi(state),
    });
    await user.click(await screen.findByRole('button', { name: t.actions.deleteAccount }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: t.dialog.reason }), 'Asked');
    await user.click(within(dialog).getByRole('button', { name: t.dialog.confirm }));
    expect(await within(dialog).findByText(t.dialog.confirmDeleteWrong)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.actions.deleteAccount })).toHaveFocus();
  });
});
