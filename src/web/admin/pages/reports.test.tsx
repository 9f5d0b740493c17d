import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MinutesTalkedView, PayoutsView, SalesReportView } from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCalendarDate } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.reports;
const october = { from: '2026-10-01', to: '2026-10-31' };

const figures = {
  orders: 0,
  priceCents: 0,
  discountCents: 0,
  gstCents: 0,
  qstCents: 0,
  totalCents: 0,
  refunds: 0,
  refundedCents: 0,
  refundedGstCents: 0,
  refundedQstCents: 0,
};

const sales: SalesReportView = {
  period: october,
  by: 'month',
  buckets: ['2026-10'],
  lines: [
    {
      ...figures,
      bucket: '2026-10',
      bundleId: 'bundle-20',
      bundleName: 'Standard',
      paymentMethod: 'paypal',
      orders: 1,
      priceCents: 5000,
      discountCents: 1250,
      gstCents: 188,
      qstCents: 374,
      totalCents: 4312,
      refunds: 1,
      refundedCents: 1000,
      refundedGstCents: 44,
      refundedQstCents: 87,
    },
  ],
  totals: {
    ...figures,
    orders: 1,
    priceCents: 5000,
    discountCents: 1250,
    gstCents: 188,
    qstCents: 374,
    totalCents: 4312,
    refunds: 1,
    refundedCents: 1000,
    refundedGstCents: 44,
    refundedQstCents: 87,
    netGstCents: 144,
    netQstCents: 287,
    netTotalCents: 3312,
  },
};

const aurora = { advisorId: 'adv-1', name: 'Aurora', extension: 4901 };
const talked: MinutesTalkedView = {
  period: october,
  by: 'month',
  buckets: ['2026-10'],
  lines: [{ ...aurora, bucket: '2026-10', calls: 2, minutes: 7 }],
  advisors: [{ ...aurora, calls: 2, minutes: 7 }],
  totals: { calls: 2, minutes: 7 },
};
const payouts: PayoutsView = {
  period: october,
  advisors: [
    {
      ...aurora,
      calls: 2,
      minutes: 7,
      atRates: [
        {
          perMinuteHundredthsOfCent: 3525,
          appliesFrom: '2026-10-05',
          minutes: 7,
          amountHundredthsOfCent: 24675,
        },
      ],
      unratedMinutes: 0,
      payoutCents: 247,
    },
  ],
  totals: { calls: 2, minutes: 7, unratedMinutes: 0, payoutCents: 247 },
};

/** Every report's route, answering `empty` periods with nothing; each query string asked kept. */
function reportsApi(asked: Map<string, URLSearchParams[]>, { empty = false } = {}) {
  const route =
    (name: string, body: (search: URLSearchParams) => unknown) => (request: Request) => {
      const search = new URL(request.url).searchParams;
      asked.set(name, [...(asked.get(name) ?? []), search]);
      return jsonResponse(body(search));
    };
  const period = (search: URLSearchParams) => ({
    from: search.get('from'),
    to: search.get('to'),
  });
  const by = (search: URLSearchParams) => (search.get('by') ?? 'day') as 'day';
  const counts = (search: URLSearchParams, extra: Record<string, number>) => ({
    period: period(search),
    by: by(search),
    lines: [{ bucket: '2026-10', count: empty ? 0 : 3, ...extra }],
    total: { count: empty ? 0 : 3, ...extra },
  });
  return {
    'GET /api/admin/reports/sales': route('sales', (search) =>
      empty
        ? { ...sales, period: period(search), lines: [], totals: { ...sales.totals, ...figures } }
        : sales,
    ),
    'GET /api/admin/reports/outstanding-minutes': route('outstanding', () => ({
      minutes: 1234,
      customers: 56,
      deletedAccountMinutes: 7,
      deletedAccounts: 1,
    })),
    'GET /api/admin/reports/minutes-talked': route('minutes', () =>
      empty ? { ...talked, lines: [], advisors: [], totals: { calls: 0, minutes: 0 } } : talked,
    ),
    'GET /api/admin/reports/payouts': route('payouts', () =>
      empty ? { ...payouts, advisors: [], totals: { ...payouts.totals, payoutCents: 0 } } : payouts,
    ),
    'GET /api/admin/reports/coupons': route('coupons', (search) => ({
      period: period(search),
      coupons: empty
        ? []
        : [
            {
              code: 'WELCOME25',
              type: 'percentage_off',
              source: 'operator',
              uses: 1,
              discountCents: 1250,
              bonusMinutes: 0,
            },
          ],
      totals: { uses: empty ? 0 : 1, discountCents: empty ? 0 : 1250, bonusMinutes: 0 },
    })),
    'GET /api/admin/reports/tarot': route('tarot', (search) => counts(search, { wins: 0 })),
    'GET /api/admin/reports/cashback': route('cashback', (search) =>
      counts(search, { minutes: 0 }),
    ),
    'GET /api/admin/reports/new-customers': route('new-customers', (search) => counts(search, {})),
  };
}

// recharts measures its container; jsdom lays nothing out.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const section = (title: string) => screen.getByRole('region', { name: title });
const cellsOf = (table: HTMLElement, rowName: string) =>
  within(within(table).getByRole('row', { name: new RegExp(`^${rowName}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the reports page', () => {
  it('shows each report’s figures as the API gave them, formatted, with the period asked for', async () => {
    const asked = new Map<string, URLSearchParams[]>();
    renderAdmin('/admin/reports?from=2026-10-01&to=2026-10-31&by=month', {
      operator: testOwner,
      api: reportsApi(asked),
    });
    const taxes = await screen.findByRole('table', { name: t.sales.taxesCaption });
    expect(cellsOf(taxes, t.sales.gst)).toEqual([formatCad(188), formatCad(44), formatCad(144)]);
    expect(cellsOf(taxes, t.sales.qst)).toEqual([formatCad(374), formatCad(87), formatCad(287)]);
    const lines = screen.getByRole('table', { name: t.sales.linesCaption });
    expect(
      within(lines).getByRole('row', { name: new RegExp(t.month(2026, 10)) }),
    ).toHaveTextContent(formatCad(4312));
    expect(screen.getByRole('figure', { name: t.sales.chartTitle })).toBeInTheDocument();

    const owed = section(t.outstanding.title);
    expect(within(owed).getByText(t.number(1234))).toBeInTheDocument();

    const pay = await screen.findByRole('table', { name: t.payouts.caption });
    const aurorasPay = within(pay).getByRole('row', { name: /Aurora/ });
    expect(aurorasPay).toHaveTextContent(formatCad(247));
    expect(aurorasPay).toHaveTextContent(
      t.payouts.atRate(t.ratePerMinute(3525), formatCalendarDate('2026-10-05'), t.number(7)),
    );
    expect(
      await screen.findByRole('table', { name: t.minutesTalked.advisorsCaption }),
    ).toHaveTextContent('Aurora');
    expect(await screen.findByRole('table', { name: t.coupons.caption })).toHaveTextContent(
      'WELCOME25',
    );
    expect(
      await screen.findByRole('figure', { name: t.newCustomers.chartTitle }),
    ).toBeInTheDocument();

    for (const name of ['sales', 'minutes', 'tarot', 'cashback', 'new-customers']) {
      expect(Object.fromEntries(asked.get(name)?.[0] ?? []), name).toEqual({
        from: '2026-10-01',
        to: '2026-10-31',
        by: 'month',
      });
    }
    expect(Object.fromEntries(asked.get('payouts')?.[0] ?? [])).toEqual(october);
  });

  it('links the CSV downloads of the period shown', async () => {
    renderAdmin('/admin/reports?from=2026-10-01&to=2026-10-31&by=week', {
      operator: testOwner,
      api: reportsApi(new Map()),
    });
    const salesCsv = await screen.findByRole('link', { name: t.sales.downloadCsv });
    expect(salesCsv).toHaveAttribute(
      'href',
      '/api/admin/reports/sales.csv?from=2026-10-01&to=2026-10-31&by=week',
    );
    expect(salesCsv).toHaveAttribute('download');
    expect(await screen.findByRole('link', { name: t.payouts.downloadCsv })).toHaveAttribute(
      'href',
      '/api/admin/reports/payouts.csv?from=2026-10-01&to=2026-10-31',
    );
  });

  it('puts a custom period in the address, asks for it and moves focus to what is shown', async () => {
    const asked = new Map<string, URLSearchParams[]>();
    const { user, router } = renderAdmin('/admin/reports?from=2026-10-01&to=2026-10-31&by=month', {
      operator: testOwner,
      api: reportsApi(asked),
    });
    await screen.findByRole('table', { name: t.sales.taxesCaption });
    await user.selectOptions(screen.getByLabelText(t.period.preset), 'custom');
    const from = screen.getByLabelText(t.period.from);
    const to = screen.getByLabelText(t.period.to);
    // A backwards range is refused here, the error tied to its field, which takes focus.
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await user.click(screen.getByRole('button', { name: t.period.apply }));
    expect(to).toHaveAccessibleDescription(t.period.order);
    expect(to).toHaveFocus();
    expect(router.state.location.search).toBe('?from=2026-10-01&to=2026-10-31&by=month');

    await user.clear(from);
    await user.type(from, '2026-11-02');
    await user.clear(to);
    await user.type(to, '2026-11-15');
    await user.selectOptions(screen.getByLabelText(t.period.by), 'day');
    await user.click(screen.getByRole('button', { name: t.period.apply }));
    const shown = await screen.findByText(
      t.period.showing(formatCalendarDate('2026-11-02'), formatCalendarDate('2026-11-15')),
    );
    expect(shown).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({ from: '2026-11-02', to: '2026-11-15', by: 'day' }),
    );
    await vi.waitFor(() =>
      expect(Object.fromEntries(asked.get('sales')?.at(-1) ?? [])).toEqual({
        from: '2026-11-02',
        to: '2026-11-15',
        by: 'day',
      }),
    );
  });

  it('says when a period has nothing, and shows no empty chart', async () => {
    renderAdmin('/admin/reports?from=2026-10-01&to=2026-10-31&by=month', {
      operator: testOwner,
      api: reportsApi(new Map(), { empty: true }),
    });
    const lines = await screen.findByRole('table', { name: t.sales.linesCaption });
    expect(lines).toHaveTextContent(t.empty);
    expect(await screen.findByRole('table', { name: t.payouts.caption })).toHaveTextContent(
      t.empty,
    );
    expect(await screen.findByRole('table', { name: t.newCustomers.caption })).toHaveTextContent(
      t.empty,
    );
    expect(screen.queryAllByRole('figure')).toEqual([]);
  });

  it('is listed for owners only', async () => {
    const { unmount } = renderAdmin('/admin', { operator: testOwner });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      within(nav).getByRole('link', { name: adminCopy.shell.sections.reports }),
    ).toHaveAttribute('href', '/admin/reports');
    unmount();
    renderAdmin('/admin/reports', { operator: testSupport });
    const navigation = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      within(navigation).queryByRole('link', { name: adminCopy.shell.sections.reports }),
    ).not.toBeInTheDocument();
    expect(await screen.findByText(adminCopy.operators.forbidden)).toBeInTheDocument();
  });
});
