// /admin/operators: the owner sees every operator with their role and state, and sets the support
// role's refund limit; an amount that is not dollars is refused in the field's words without a
// request, and the server's own refusal is shown as it said it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const texts = adminCopy.operatorPages;

function api(limit: { cents: number }, sent: unknown[]) {
  return {
    'GET /api/admin/operators': () =>
      jsonResponse({
        operators: [
          {
            ...testOwner,
            status: 'active',
            createdAt: '2026-11-01T15:00:00.000Z',
            lastSignInAt: '2026-11-26T15:00:00.000Z',
          },
          {
            ...testSupport,
            status: 'invited',
            createdAt: '2026-11-20T15:00:00.000Z',
            lastSignInAt: null,
          },
        ],
      }),
    'GET /api/admin/settings/refund-limit': () => jsonResponse({ limitCents: limit.cents }),
    'PUT /api/admin/settings/refund-limit': async (request: Request) => {
      const body = (await request.json()) as { limitCents: number };
      sent.push(body);
      if (body.limitCents > 100_000) {
        return errorResponse(400, 'INVALID_REQUEST', 'That limit is too high.');
      }
      const before = limit.cents;
      limit.cents = body.limitCents;
      return jsonResponse({
        action: 'settings.support_refund_limit.set',
        before: { limitCents: before },
        after: { limitCents: body.limitCents },
      });
    },
  };
}

describe('the operators page', () => {
  it('lists the operators, their roles and states', async () => {
    renderAdmin('/admin/operators', { operator: testOwner, api: api({ cents: 5000 }, []) });
    const table = await screen.findByRole('table', { name: texts.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(testOwner.email);
    expect(rows[1]).toHaveTextContent(adminCopy.shell.roles.owner);
    expect(rows[1]).toHaveTextContent(texts.statuses.active);
    expect(rows[2]).toHaveTextContent(adminCopy.shell.roles.support);
    expect(rows[2]).toHaveTextContent(texts.statuses.invited);
    expect(rows[2]).toHaveTextContent(texts.never);
  });

  it('sets the support refund limit, refusing an amount that is not dollars before sending', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/operators', {
      operator: testOwner,
      api: api({ cents: 5000 }, sent),
    });
    expect(await screen.findByText(texts.refundLimit.current(formatCad(5000)))).toBeInTheDocument();
    const field = screen.getByLabelText(texts.refundLimit.label);
    await user.type(field, 'lots');
    await user.click(screen.getByRole('button', { name: texts.refundLimit.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.refundLimit.invalid);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '75.50');
    await user.click(screen.getByRole('button', { name: texts.refundLimit.submit }));
    expect(await screen.findByText(texts.refundLimit.saved(formatCad(7550)))).toBeInTheDocument();
    expect(sent).toEqual([{ limitCents: 7550 }]);
    expect(await screen.findByText(texts.refundLimit.current(formatCad(7550)))).toBeInTheDocument();

    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: texts.refundLimit.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That limit is too high.');
  });

  it('is in the owners’ navigation only', async () => {
    renderAdmin('/admin', { operator: testSupport });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(
      within(nav).queryByRole('link', { name: adminCopy.shell.sections.operators }),
    ).toBeNull();
  });
});
