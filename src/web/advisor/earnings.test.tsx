// The advisors' "My calls" and "Statements" pages in the browser (jsdom): the navigation between
// presence, calls and statements; the calls with their earnings (a day with no rate unpaid), the
// pages of calls, the totals by week; the loading, empty and error states; a month's statement
// with its totals, print button and CSV link.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvisorCallLine } from '#shared/api/advisor/earnings.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { formatBusinessDateTime, formatCalendarDate } from '#shared/format/display.ts';
import { formatCad, formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { renderAdvisorApp, testAdvisor } from '#tests/support/web/advisor-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = advisorAppCopy;
const e = advisorAppCopy.earnings;
afterEach(() => window.history.replaceState(null, '', '/'));

const aCall = (over: Partial<AdvisorCallLine> = {}): AdvisorCallLine => ({
  id: 'call-1',
  startedAt: '2026-10-21T16:00:00.000Z',
  callerFirstName: 'Marie-Ève',
  durationSeconds: 410,
  minutesBilled: 7,
  perMinuteHundredthsOfCent: 3525,
  earnedHundredthsOfCent: 24_675,
  ...over,
});

const totalsOf = (
  lines: { bucket: string; calls: number; minutes: number; payoutCents: number }[],
) =>
  jsonResponse({
    period: { from: '2026-10-01', to: '2026-10-31' },
    by: 'week',
    lines: lines.map((line) => ({ unratedMinutes: 0, ...line })),
    totals: { calls: 2, minutes: 9, unratedMinutes: 2, payoutCents: 247 },
  });

const callsApi = (calls: AdvisorCallLine[], total = calls.length) => ({
  'GET /api/advisor/calls': () => jsonResponse({ calls, page: 1, pageSize: 20, total }),
  'GET /api/advisor/earnings': () =>
    totalsOf([{ bucket: '2026-10-19', calls: 1, minutes: 7, payoutCents: 247 }]),
});

describe('My calls', () => {
  it('is reached from the layout’s navigation and lists each call with its earnings', async () => {
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: callsApi([
        aCall(),
        aCall({
          id: 'call-2',
          startedAt: '2026-10-03T16:00:00.000Z',
          minutesBilled: 2,
          perMinuteHundredthsOfCent: null,
          earnedHundredthsOfCent: null,
        }),
      ]),
    });
    const nav = await screen.findByRole('navigation', { name: e.nav.label });
    expect(within(nav).getByRole('link', { name: e.nav.presence })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: e.nav.calls }));
    expect(
      await screen.findByRole('heading', { level: 1, name: e.calls.title }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/advisor/calls');
    expect(document.title).toBe(t.pageTitle(e.calls.title));
    expect(within(nav).getByRole('link', { name: e.nav.calls })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const table = await screen.findByRole('table', { name: e.calls.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(formatBusinessDateTime('2026-10-21T16:00:00.000Z'));
    expect(rows[1]).toHaveTextContent('Marie-Ève');
    expect(rows[1]).toHaveTextContent(t.call.duration(410));
    expect(rows[1]).toHaveTextContent(formatHundredthsOfCent(24_675));
    expect(rows[1]).toHaveTextContent(e.perMinute(formatHundredthsOfCent(3525)));
    expect(rows[2]).toHaveTextContent(e.noRate);
    expect(rows[2]).toHaveTextContent(e.noRateShort);

    const totals = await screen.findByRole('table', { name: e.totals.caption });
    expect(totals).toHaveTextContent(formatCad(247));
    expect(screen.getByText(e.totals.unpaid(2))).toBeInTheDocument();

    // Back to presence, and Back in the browser follows.
    await user.click(within(nav).getByRole('link', { name: e.nav.presence }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t.presence.title }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/advisor');
  });

  it('says when there is no call yet, and offers to try again when the calls cannot be read', async () => {
    window.history.replaceState(null, '', '/advisor/calls');
    let fail = true;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        ...callsApi([]),
        'GET /api/advisor/calls': () =>
          fail
            ? errorResponse(500, 'INTERNAL', 'boom')
            : jsonResponse({ calls: [], page: 1, pageSize: 20, total: 0 }),
      },
    });
    expect(await screen.findByText(e.loadFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: e.retry }));
    expect(await screen.findByText(e.calls.empty)).toBeInTheDocument();
  });

  it('says in the field when the period runs backwards or is too long, and asks nothing', async () => {
    window.history.replaceState(null, '', '/advisor/calls');
    const periods: string[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        ...callsApi([aCall()]),
        'GET /api/advisor/earnings': (request) => {
          const query = new URL(request.url).searchParams;
          periods.push(`${query.get('from')}..${query.get('to')}`);
          return totalsOf([{ bucket: '2026-10-19', calls: 1, minutes: 7, payoutCents: 247 }]);
        },
      },
    });
    await screen.findByRole('table', { name: e.totals.caption });
    const asked = periods.length;
    const from = screen.getByLabelText(e.totals.from);
    const to = screen.getByLabelText(e.totals.to);
    const show = screen.getByRole('button', { name: e.totals.show });

    await user.clear(from);
    await user.type(from, '2026-10-10');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(show);
    expect(to).toHaveAccessibleDescription(e.totals.endsBeforeStart);
    expect(to).toHaveFocus();

    await user.clear(from);
    await user.type(from, '2025-01-01');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(show);
    expect(to).toHaveAccessibleDescription(e.totals.tooLong(366));
    expect(periods).toHaveLength(asked);

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(show);
    await vi.waitFor(() => expect(periods.at(-1)).toBe('2026-10-01..2026-10-31'));
    expect(to).not.toHaveAccessibleDescription(e.totals.tooLong(366));
  });

  it('pages through older calls', async () => {
    window.history.replaceState(null, '', '/advisor/calls');
    const asked: string[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        ...callsApi([]),
        'GET /api/advisor/calls': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          asked.push(String(page));
          return jsonResponse({
            calls: [
              aCall({ id: `call-p${page}`, callerFirstName: page === 1 ? 'Marie-Ève' : 'Jean' }),
            ],
            page,
            pageSize: 20,
            total: 25,
          });
        },
      },
    });
    expect(await screen.findByText(e.calls.pageOf(1, 2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: e.calls.newer })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: e.calls.older }));
    expect(await screen.findByText(e.calls.pageOf(2, 2))).toBeInTheDocument();
    expect(screen.getByRole('table', { name: e.calls.caption })).toHaveTextContent('Jean');
    expect(asked).toEqual(['1', '2']);
  });
});

describe('Statements', () => {
  it('shows a month’s statement with its calls and totals, a print button and the CSV link', async () => {
    window.history.replaceState(null, '', '/advisor/statements');
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/statement': (request) => {
          expect(new URL(request.url).searchParams.get('month')).toBe('2026-10');
          return jsonResponse({
            advisor: { name: 'Celeste Moreau', extension: 4001 },
            month: '2026-10',
            period: { from: '2026-10-01', to: '2026-10-31' },
            calls: [aCall({ id: 'call-0', perMinuteHundredthsOfCent: 3000 }), aCall()],
            totals: {
              calls: 2,
              minutes: 14,
              unratedMinutes: 0,
              payoutCents: 457,
              atRates: [
                {
                  perMinuteHundredthsOfCent: 3000,
                  appliesFrom: '2026-10-05',
                  minutes: 7,
                  amountHundredthsOfCent: 21_000,
                },
                {
                  perMinuteHundredthsOfCent: 3525,
                  appliesFrom: '2026-10-20',
                  minutes: 7,
                  amountHundredthsOfCent: 24_675,
                },
              ],
            },
          });
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: e.statements.title }),
    ).toBeInTheDocument();
    const month = screen.getByLabelText(e.statements.month);
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(screen.getByRole('button', { name: e.statements.show }));
    const statement = await screen.findByRole('article');
    expect(
      within(statement).getByText(e.statements.advisor('Celeste Moreau', 4001)),
    ).toBeInTheDocument();
    expect(within(statement).getByRole('table', { name: e.statements.caption })).toHaveTextContent(
      'Marie-Ève',
    );
    expect(statement).toHaveTextContent(e.statements.totalCalls(2));
    expect(statement).toHaveTextContent(e.statements.totalMinutes(14));
    expect(statement).toHaveTextContent(formatCad(457));
    // A month with a rate change: each call's rate, and the minutes at each rate.
    const rows = within(statement).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(e.perMinute(formatHundredthsOfCent(3000)));
    expect(rows[2]).toHaveTextContent(e.perMinute(formatHundredthsOfCent(3525)));
    expect(statement).toHaveTextContent(
      e.statements.atRate(7, formatHundredthsOfCent(3000), formatCalendarDate('2026-10-05')),
    );
    expect(statement).toHaveTextContent(
      e.statements.atRate(7, formatHundredthsOfCent(3525), formatCalendarDate('2026-10-20')),
    );
    expect(within(statement).getByRole('button', { name: e.statements.print })).toBeInTheDocument();
    expect(within(statement).getByRole('link', { name: e.statements.downloadCsv })).toHaveAttribute(
      'href',
      '/api/advisor/statement.csv?month=2026-10',
    );
  });

  it('says how to write the month where the browser has no month picker', async () => {
    window.history.replaceState(null, '', '/advisor/statements');
    let asked = 0;
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/statement': () => {
          asked += 1;
          return errorResponse(500, 'INTERNAL', 'not expected');
        },
      },
    });
    const month = await screen.findByLabelText(e.statements.month);
    await user.clear(month);
    await user.type(month, 'octobre 2026');
    await user.click(screen.getByRole('button', { name: e.statements.show }));
    expect(month).toHaveAccessibleDescription(e.statements.monthFormat);
    expect(month).toHaveFocus();
    expect(asked).toBe(0);
  });

  it('says a month without calls has none', async () => {
    window.history.replaceState(null, '', '/advisor/statements');
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/statement': () =>
          jsonResponse({
            advisor: { name: 'Celeste Moreau', extension: 4001 },
            month: '2026-09',
            period: { from: '2026-09-01', to: '2026-09-30' },
            calls: [],
            totals: { calls: 0, minutes: 0, unratedMinutes: 0, payoutCents: 0, atRates: [] },
          }),
      },
    });
    await user.click(await screen.findByRole('button', { name: e.statements.show }));
    expect(await screen.findByText(e.statements.empty)).toBeInTheDocument();
  });
});
