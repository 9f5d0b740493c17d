// /admin/claims (jsdom): the claims to review by default, any status on request (asked of the
// server); Approve needs a reason, sent as written, and announces the minutes credited with
// focus; Decline needs a message; a claim decided meanwhile shows the server's words; support
// sees the section.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClaimReviewRow } from '#shared/api/admin/guarantee-claims.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.claims;

const maude: ClaimReviewRow = {
  id: 'claim-1',
  customerId: 'cust-1',
  customerName: 'Maude Gagnon',
  customerEmail: 'maude@example.com',
  callId: 'call-1',
  callEnd: '2026-11-26T20:00:00.000Z',
  minutes: 25,
  reason: 'The line kept cutting out.',
  status: 'review',
  createdAt: '2026-11-26T21:00:00.000Z',
  decidedAt: null,
  decisionMessage: null,
};
const decided: ClaimReviewRow = {
  ...maude,
  id: 'claim-2',
  customerName: 'Jean Roy',
  status: 'declined',
  decidedAt: '2026-11-26T22:00:00.000Z',
  decisionMessage: 'The call went well by our records.',
};

describe('Claims', () => {
  it('lists the claims to review, approves one with a reason, and says so with focus', async () => {
    let waiting = [maude];
    const asked: (string | null)[] = [];
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/claims', {
      operator: testSupport,
      api: {
        'GET /api/admin/guarantee-claims': (request) => {
          asked.push(new URL(request.url).searchParams.get('status'));
          return jsonResponse({ claims: waiting });
        },
        'POST /api/admin/guarantee-claims/claim-1/approve': async (request) => {
          sent.push(await request.json());
          waiting = [];
          return jsonResponse({ ...maude, status: 'approved', decidedAt: maude.createdAt });
        },
      },
    });
    const table = await screen.findByRole('table', { name: t.caption });
    const row = within(table).getByRole('row', { name: /Maude Gagnon/ });
    expect(row).toHaveTextContent('maude@example.com');
    expect(row).toHaveTextContent('25');
    expect(row).toHaveTextContent(maude.reason);
    expect(row).toHaveTextContent(t.statuses.review);
    expect(within(row).getByRole('link', { name: maude.customerName })).toHaveAttribute(
      'href',
      '/admin/customers/cust-1',
    );
    expect(asked).toEqual(['review']);

    await user.click(within(row).getByRole('button', { name: t.approve }));
    const form = screen.getByRole('form', { name: t.deciding(maude.customerName) });
    const reason = within(form).getByLabelText(t.approveReason);
    expect(reason).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: t.approveConfirm }));
    expect(reason).toHaveAccessibleDescription(t.approveReasonRequired);
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(reason, 'Line trouble confirmed by the carrier.');
    await user.click(within(form).getByRole('button', { name: t.approveConfirm }));
    const outcome = await screen.findByText(t.approved(25));
    expect(outcome.closest('[tabindex="-1"]')).toHaveFocus();
    expect(sent).toEqual([{ reason: 'Line trouble confirmed by the carrier.' }]);
    expect(await screen.findByText(t.empty)).toBeVisible();
  });

  it('declines with a message, refused without one, and shows a claim decided meanwhile', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/claims', {
      operator: testSupport,
      api: {
        'GET /api/admin/guarantee-claims': () => jsonResponse({ claims: [maude] }),
        'POST /api/admin/guarantee-claims/claim-1/decline': async (request) => {
          sent.push(await request.json());
          return errorResponse(409, 'CLAIM_DECIDED', t.alreadyDecided);
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Maude Gagnon/ });
    await user.click(within(row).getByRole('button', { name: t.decline }));
    const form = screen.getByRole('form', { name: t.deciding(maude.customerName) });
    const message = within(form).getByLabelText(t.declineMessage);
    await user.click(within(form).getByRole('button', { name: t.declineConfirm }));
    expect(message).toHaveAccessibleDescription(t.declineMessageRequired);
    expect(sent).toEqual([]);

    await user.type(message, 'Your reading went the full length.');
    await user.click(within(form).getByRole('button', { name: t.declineConfirm }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(t.alreadyDecided);
    expect(alert).toHaveFocus();
    expect(sent).toEqual([{ message: 'Your reading went the full length.' }]);
  });

  it('asks the server for the status chosen, or for all; decided claims have no buttons', async () => {
    const asked: (string | null)[] = [];
    const { user, router } = renderAdmin('/admin/claims', {
      operator: testSupport,
      api: {
        'GET /api/admin/guarantee-claims': (request) => {
          const status = new URL(request.url).searchParams.get('status');
          asked.push(status);
          return jsonResponse({ claims: status === 'review' ? [maude] : [decided] });
        },
      },
    });
    await screen.findByRole('row', { name: /Maude Gagnon/ });
    await user.selectOptions(screen.getByLabelText(t.status), t.statuses.declined);
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    const row = await screen.findByRole('row', { name: /Jean Roy/ });
    expect(asked.at(-1)).toBe('declined');
    expect(row).toHaveTextContent(t.statuses.declined);
    expect(row).toHaveTextContent(decided.decisionMessage ?? '');
    expect(within(row).queryByRole('button')).toBeNull();

    await user.selectOptions(screen.getByLabelText(t.status), t.anyStatus);
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    await waitFor(() => expect(asked.at(-1)).toBeNull());

    // Back: the address's status again, and the filter shows it.
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText(t.status)).toHaveDisplayValue(t.statuses.declined);
  });

  it('is in the navigation for support', async () => {
    renderAdmin('/admin', { operator: testSupport, api: {} });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      within(nav).getByRole('link', { name: adminCopy.shell.sections.claims }),
    ).toHaveAttribute('href', '/admin/claims');
  });
});
