// The dashboard's healthy limits card and the satisfaction guarantee's claim form
// (docs/decisions/054): the limits in force and a raise waiting, saving them (dollars sent as
// cents), refusing a value out of range at its field; claiming a recent call's minutes back
// with a reason, the outcome announced, and a claimed call's status; in English and French.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UsageRow } from '#shared/api/customer.ts';
import type { Limits } from '#shared/api/limits.ts';
import { accountCopyFor } from '#shared/copy/account-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { findCard, renderDashboard, testCustomer } from '#tests/support/web/dashboard-server.ts';
import { CREDITS_UPDATED_EVENT } from '#web/lib/auth/credits-updated.ts';
import { LimitsCard } from './components/limits-card.tsx';

const en = accountCopyFor('en').limits;
const t = en.card;
const g = en.guarantee;

const withLimits: Limits = {
  monthly: {
    cents: 5_000,
    pending: { value: 20_000, appliesAt: '2026-11-22T15:00:00.000Z' },
    spentCents: 2_874,
  },
  call: { minutes: 30, pending: null },
};

function renderCard(api: ApiHandlers = {}, limits: Limits = withLimits) {
  return renderWithProviders(<LimitsCard customerId={testCustomer.id} />, {
    api: { 'GET /api/me/limits': () => jsonResponse({ limits }), ...api },
  });
}

describe('the limits card', () => {
  it('shows the limits in force, this month’s purchases and a raise waiting', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: t.heading });
    expect(await within(card).findByLabelText(t.monthly)).toHaveValue('50');
    expect(within(card).getByLabelText(t.perCall)).toHaveValue('30');
    expect(within(card).getByText(t.spent(formatCad(2_874, 'en')))).toBeInTheDocument();
    expect(within(card).getByLabelText(t.monthly)).toHaveAccessibleDescription(
      expect.stringContaining(t.pending(formatCad(20_000, 'en'), 'Nov 22, 2026, 10:00 AM')),
    );
  });

  it('saves the limits, the dollars as cents, and says so', async () => {
    const put = vi.fn((_body: unknown) => jsonResponse({ limits: withLimits }));
    const { user } = renderCard({
      'PUT /api/me/limits': async (request) => put(await request.json()),
    });
    const card = await screen.findByRole('region', { name: t.heading });
    const monthly = await within(card).findByLabelText(t.monthly);
    await user.clear(monthly);
    await user.type(monthly, '40');
    await user.clear(within(card).getByLabelText(t.perCall));
    await user.click(within(card).getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith({ monthlyCents: 4_000, callMinutes: null });
  });

  it('refuses a value out of range at its field, before asking the server', async () => {
    const put = vi.fn(() => jsonResponse({ limits: withLimits }));
    const { user } = renderCard({ 'PUT /api/me/limits': put });
    const card = await screen.findByRole('region', { name: t.heading });
    const perCall = await within(card).findByLabelText(t.perCall);
    await user.clear(perCall);
    await user.type(perCall, '500');
    await user.click(within(card).getByRole('button', { name: t.save }));
    expect(perCall).toHaveAccessibleDescription(expect.stringContaining(t.invalidPerCall));
    expect(perCall).toHaveAttribute('aria-invalid', 'true');
    expect(perCall).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  it('is on the dashboard', async () => {
    await import('#web/routes/dashboard.tsx');
    renderDashboard();
    expect(await findCard(t.heading)).toBeInTheDocument();
  });
});

describe('on a French page', () => {
  onPagesIn('fr-CA');
  const fr = accountCopyFor('fr-CA').limits.card;

  it('speaks French, amounts as Québec writes them', async () => {
    renderCard();
    const card = await screen.findByRole('region', { name: fr.heading });
    expect(await within(card).findByLabelText(fr.monthly)).toHaveValue('50');
    // No-break spaces are read as spaces.
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(card.textContent ?? '')).toContain(spaced(fr.spent(formatCad(2_874, 'fr-CA'))));
    expect(within(card).getByRole('button', { name: fr.save })).toBeInTheDocument();
  });
});

describe('the satisfaction guarantee’s claim', () => {
  // An hour after the test customer's call ended, by the browser's clock.
  const recentCall: UsageRow = {
    id: 'call-recent',
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    callStart: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    callEnd: new Date(Date.now() - 3_600_000).toISOString(),
    minutesUsed: 7,
    durationSeconds: 400,
  };
  const oldCall: UsageRow = {
    ...recentCall,
    id: 'call-old',
    callEnd: new Date(Date.now() - 48 * 3_600_000).toISOString(),
  };

  async function usageTable() {
    await import('#web/routes/dashboard.tsx');
    const heading = await screen.findByRole('heading', { name: /usage/i }, { timeout: 3000 });
    return heading.closest('section') ?? document.body;
  }

  it('offers a recent call’s claim, sends the reason and announces the minutes given back', async () => {
    const post = vi.fn((_body: unknown) =>
      jsonResponse(
        {
          claim: {
            id: 'claim-1',
            callId: 'call-recent',
            minutes: 7,
            status: 'granted',
            createdAt: new Date().toISOString(),
          },
          balance: 47,
        },
        201,
      ),
    );
    const { user } = renderDashboard({
      usage: [recentCall, oldCall],
      api: { 'POST /api/me/guarantee/claims': async (request) => post(await request.json()) },
    });
    const table = await usageTable();
    const buttons = await within(table).findAllByRole('button', { name: g.claim });
    // Only the call of the last 24 hours may be claimed.
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: g.heading });
    await user.click(within(dialog).getByRole('button', { name: g.send }));
    const reason = within(dialog).getByLabelText(g.reason);
    expect(reason).toHaveAccessibleDescription(g.reasonRequired);
    expect(post).not.toHaveBeenCalled();

    const headerReadsBalance = vi.fn();
    window.addEventListener(CREDITS_UPDATED_EVENT, headerReadsBalance);
    await user.type(reason, 'The line kept cutting out.');
    await user.click(within(dialog).getByRole('button', { name: g.send }));
    expect(await screen.findByText(g.granted(t.minutes(7)))).toBeInTheDocument();
    // The header's balance is read again too.
    expect(headerReadsBalance).toHaveBeenCalledTimes(1);
    window.removeEventListener(CREDITS_UPDATED_EVENT, headerReadsBalance);
    expect(post).toHaveBeenCalledWith({
      callId: 'call-recent',
      reason: 'The line kept cutting out.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('tells the claim buttons apart by their call’s date, and puts the focus on the status that replaces the one used', async () => {
    let claims: unknown[] = [];
    const claim = {
      id: 'claim-1',
      callId: 'call-2',
      minutes: 7,
      status: 'granted',
      createdAt: new Date().toISOString(),
    };
    const earlier: UsageRow = {
      ...recentCall,
      id: 'call-2',
      callStart: new Date(Date.now() - 5 * 3_600_000).toISOString(),
      callEnd: new Date(Date.now() - 4 * 3_600_000).toISOString(),
    };
    const { user } = renderDashboard({
      usage: [recentCall, earlier],
      api: {
        'GET /api/me/guarantee/claims': () => jsonResponse({ claims }),
        'POST /api/me/guarantee/claims': () => {
          claims = [claim];
          return jsonResponse({ claim, balance: 47 }, 201);
        },
      },
    });
    const table = await usageTable();
    const buttons = await within(table).findAllByRole('button', { name: g.claim });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveAccessibleDescription(
      formatBusinessDateTime(earlier.callStart ?? '', 'en'),
    );
    expect(buttons[0]).not.toHaveAccessibleDescription(
      formatBusinessDateTime(earlier.callStart ?? '', 'en'),
    );

    await user.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: g.heading });
    await user.type(within(dialog).getByLabelText(g.reason), 'The line kept cutting out.');
    await user.click(within(dialog).getByRole('button', { name: g.send }));
    const status = await within(table).findByText(g.status.granted);
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(table).getAllByRole('button', { name: g.claim })).toHaveLength(1);
  });

  it('says what became of a claimed call, and announces the server’s refusal', async () => {
    const { user } = renderDashboard({
      usage: [recentCall, { ...recentCall, id: 'call-2' }],
      api: {
        'GET /api/me/guarantee/claims': () =>
          jsonResponse({
            claims: [
              {
                id: 'claim-1',
                callId: 'call-recent',
                minutes: 7,
                status: 'review',
                createdAt: new Date().toISOString(),
              },
            ],
          }),
        'POST /api/me/guarantee/claims': () =>
          errorResponse(409, 'CLAIM_REFUSED', g.refused.tooLate),
      },
    });
    const table = await usageTable();
    expect(await within(table).findByText(g.status.review)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: g.claim }));
    const dialog = await screen.findByRole('dialog', { name: g.heading });
    await user.type(within(dialog).getByLabelText(g.reason), 'Too short.');
    await user.click(within(dialog).getByRole('button', { name: g.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(g.refused.tooLate);
  });
});
