// Editing an existing promotion, announcement or coupon from its row: the same form filled in, in
// a dialog; only what changed is sent; the browser's own field errors and the server's refusal
// shown in the form with focus on them; once saved the list is read again, the row named in a
// polite message and focus back on the row's Edit button.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, testOwner } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const texts = adminCopy.content;

const promotion = {
  id: 'promo-1',
  message: 'Holiday readings',
  messageFr: null,
  startDate: '2026-11-21T05:00:00.000Z',
  endDate: '2026-12-25T05:00:00.000Z',
  linkUrl: '/pricing',
  backgroundColor: null,
  textColor: null,
  isActive: true,
  createdAt: '2026-11-21T05:00:00.000Z',
};

const announcement = {
  id: 'ann-1',
  severity: 'info',
  title: 'Maintenance tonight',
  message: 'The line is closed from 2 to 3 AM.',
  titleFr: null,
  messageFr: null,
  startAt: '2026-11-21T15:00:00.000Z',
  endAt: '2026-11-22T08:00:00.000Z',
  isActive: true,
  createdAt: '2026-11-21T15:00:00.000Z',
};

const coupon = {
  id: 'coupon-1',
  code: 'SPRING10',
  type: 'percentage_off',
  value: 10,
  expiresAt: '2027-01-01T04:59:00.000Z',
  maxUses: 1,
  firstPurchaseOnly: false,
  isActive: true,
  createdAt: '2026-11-21T05:00:00.000Z',
  uses: 3,
};

/** A list handler answering `state.body` (which a PATCH handler replaces) and counting reads. */
function listThatChanges<Body>(first: Body) {
  const state = { body: first, reads: 0 };
  return {
    state,
    read: () => {
      state.reads += 1;
      return jsonResponse(state.body);
    },
  };
}

describe('editing a promotion', () => {
  it('fills the form in, sends only what changed, reads the list again and says so', async () => {
    const list = listThatChanges({ promotions: [promotion], showingId: 'promo-1' });
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/content/promotions', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': list.read,
        'PATCH /api/admin/content/promotions/promo-1': async (request) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          const edited = { ...promotion, ...body };
          list.state.body = { promotions: [edited], showingId: 'promo-1' };
          return jsonResponse(edited);
        },
      },
    });
    const table = await screen.findByRole('table', { name: texts.promotions.caption });
    const edit = within(table).getByRole('button', { name: texts.editRow('Holiday readings') });
    await user.click(edit);

    const dialog = screen.getByRole('dialog', { name: texts.promotions.editTitle });
    const english = within(dialog).getByRole('group', { name: texts.english });
    const french = within(dialog).getByRole('group', { name: texts.french });
    const message = within(english).getByLabelText(texts.promotions.message);
    expect(message).toHaveValue('Holiday readings');
    // Montréal's wall time of the stored instants (EST, UTC−5).
    expect(within(dialog).getByLabelText(texts.promotions.start)).toHaveValue('2026-11-21T00:00');
    expect(within(dialog).getByLabelText(texts.promotions.end)).toHaveValue('2026-12-25T00:00');
    expect(within(dialog).getByLabelText(texts.promotions.link)).toHaveValue('/pricing');

    await user.clear(message);
    await user.type(message, 'Winter readings');
    await user.type(within(french).getByLabelText(texts.promotions.message), 'Lectures d’hiver');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.editSaved('Winter readings'))).toBeInTheDocument();
    expect(sent).toEqual([{ message: 'Winter readings', messageFr: 'Lectures d’hiver' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(list.state.reads).toBe(2);
    expect(table).toHaveTextContent('Lectures d’hiver');
    expect(
      within(table).getByRole('button', { name: texts.editRow('Winter readings') }),
    ).toHaveFocus();
  });

  it('ties its own errors to the fields, focuses the first, and sends nothing', async () => {
    const { user, fetchMock } = renderAdmin('/admin/content/promotions', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': () =>
          jsonResponse({ promotions: [promotion], showingId: null }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: texts.editRow('Holiday readings') }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.promotions.editTitle });
    const english = within(dialog).getByRole('group', { name: texts.english });
    await user.clear(within(english).getByLabelText(texts.promotions.message));
    await user.clear(within(dialog).getByLabelText(texts.promotions.end));
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    const message = within(english).getByLabelText(texts.promotions.message);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAccessibleDescription(texts.promotions.messageRequired);
    expect(within(dialog).getByLabelText(texts.promotions.end)).toHaveAccessibleDescription(
      `${texts.montrealTime} ${texts.promotions.endRequired}`,
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('shows the server’s refusal in the form; Cancel gives focus back to the row', async () => {
    const refusal = 'A promotion must end after it starts.';
    const { user } = renderAdmin('/admin/content/promotions', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': () =>
          jsonResponse({ promotions: [promotion], showingId: null }),
        'PATCH /api/admin/content/promotions/promo-1': () =>
          errorResponse(400, 'CHANGE_REFUSED', refusal),
      },
    });
    const edit = await screen.findByRole('button', { name: texts.editRow('Holiday readings') });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: texts.promotions.editTitle });
    const end = within(dialog).getByLabelText(texts.promotions.end);
    await user.clear(end);
    await user.type(end, '2026-11-20T00:00');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { user, fetchMock } = renderAdmin('/admin/content/promotions', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': () =>
          jsonResponse({ promotions: [promotion], showingId: null }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: texts.editRow('Holiday readings') }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(texts.unchanged)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('editing an announcement', () => {
  it('changes its severity, writes its French and opens its end', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/content/announcements', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/announcements': () =>
          jsonResponse({ announcements: [announcement], showingId: 'ann-1' }),
        'PATCH /api/admin/content/announcements/ann-1': async (request) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return jsonResponse({ ...announcement, ...body });
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: texts.editRow('Maintenance tonight') }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.announcements.editTitle });
    const french = within(dialog).getByRole('group', { name: texts.french });
    expect(within(dialog).getByLabelText(texts.announcements.end)).toHaveValue('2026-11-22T03:00');
    await user.selectOptions(
      within(dialog).getByLabelText(texts.announcements.severity),
      texts.announcements.severities.warning,
    );
    await user.type(within(french).getByLabelText(texts.announcements.message), 'Ligne fermée.');
    await user.clear(within(dialog).getByLabelText(texts.announcements.end));
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.editSaved('Maintenance tonight'))).toBeInTheDocument();
    expect(sent).toEqual([{ severity: 'warning', messageFr: 'Ligne fermée.', endAt: null }]);
  });

  it('wants its English message before anything is sent', async () => {
    const { user } = renderAdmin('/admin/content/announcements', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/announcements': () =>
          jsonResponse({ announcements: [announcement], showingId: null }),
      },
    });
    await user.click(
      await screen.findByRole('button', { name: texts.editRow('Maintenance tonight') }),
    );
    const dialog = screen.getByRole('dialog', { name: texts.announcements.editTitle });
    const english = within(dialog).getByRole('group', { name: texts.english });
    const message = within(english).getByLabelText(texts.announcements.message);
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAccessibleDescription(texts.announcements.messageRequired);
  });
});

describe('editing a coupon', () => {
  it('makes its uses unlimited with an empty field, and keeps its code, type and value', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/content/coupons', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/coupons': () => jsonResponse({ coupons: [coupon] }),
        'PATCH /api/admin/content/coupons/SPRING10': async (request) => {
          const body = (await request.json()) as Record<string, unknown>;
          sent.push(body);
          return jsonResponse({ ...coupon, ...body });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.editRow('SPRING10') }));
    const dialog = screen.getByRole('dialog', { name: texts.coupons.editTitle('SPRING10') });
    expect(dialog).toHaveTextContent(texts.coupons.fixed);
    expect(within(dialog).queryByLabelText(texts.coupons.value)).toBeNull();
    const uses = within(dialog).getByLabelText(texts.coupons.maxUses);
    expect(uses).toHaveValue('1');
    expect(uses).toHaveAccessibleDescription(texts.coupons.maxUsesHint);
    expect(within(dialog).getByLabelText(texts.coupons.expires)).toHaveValue('2026-12-31T23:59');
    await user.clear(uses);
    await user.click(within(dialog).getByLabelText(texts.coupons.firstPurchaseOnly));
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    expect(await screen.findByText(texts.editSaved('SPRING10'))).toBeInTheDocument();
    expect(sent).toEqual([{ maxUses: null, firstPurchaseOnly: true }]);
  });

  it('refuses uses that are not a whole number in the field, then shows the server’s refusal', async () => {
    const refusal = 'The expiry must be an instant (ISO-8601, UTC).';
    const { user } = renderAdmin('/admin/content/coupons', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/coupons': () => jsonResponse({ coupons: [coupon] }),
        'PATCH /api/admin/content/coupons/SPRING10': () =>
          errorResponse(400, 'CHANGE_REFUSED', refusal),
      },
    });
    await user.click(await screen.findByRole('button', { name: texts.editRow('SPRING10') }));
    const dialog = screen.getByRole('dialog', { name: texts.coupons.editTitle('SPRING10') });
    const uses = within(dialog).getByLabelText(texts.coupons.maxUses);
    await user.clear(uses);
    await user.type(uses, '0');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(uses).toHaveFocus());
    expect(uses).toHaveAccessibleDescription(
      `${texts.coupons.maxUsesHint} ${texts.coupons.maxUsesInvalid}`,
    );

    await user.clear(uses);
    await user.type(uses, '3');
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveFocus();
    expect(uses).not.toHaveAttribute('aria-invalid');
  });
});
