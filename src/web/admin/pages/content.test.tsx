import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const texts = adminCopy.content;

const promotion = {
  id: 'promo-1',
  message: 'Holiday readings',
  messageFr: null,
  startDate: '2026-11-21T05:00:00.000Z',
  endDate: '2026-12-25T05:00:00.000Z',
  linkUrl: null,
  backgroundColor: null,
  textColor: null,
  isActive: true,
  createdAt: '2026-11-21T05:00:00.000Z',
};

const coupon = {
  id: 'coupon-1',
  code: 'SPRING10',
  type: 'percentage_off',
  value: 10,
  expiresAt: null,
  maxUses: 1,
  firstPurchaseOnly: false,
  isActive: true,
  createdAt: '2026-11-21T05:00:00.000Z',
  uses: 3,
};

describe('the content section', () => {
  it('is in the navigation for owners only', async () => {
    renderAdmin('/admin', { operator: testOwner });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(within(nav).getByRole('link', { name: texts.title })).toBeInTheDocument();
  });

  it('is not in support’s navigation', async () => {
    renderAdmin('/admin', { operator: testSupport });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    expect(within(nav).queryByRole('link', { name: texts.title })).toBeNull();
  });
});

describe('promotions', () => {
  it('lists them, says which shows and which lacks French, and adds one in both languages', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/content', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': () =>
          jsonResponse({ promotions: [promotion], showingId: 'promo-1' }),
        'POST /api/admin/content/promotions': async (request) => {
          sent.push(await request.json());
          return jsonResponse({ ...promotion, id: 'promo-2' }, 201);
        },
      },
    });
    const table = await screen.findByRole('table', { name: texts.promotions.caption });
    expect(table).toHaveTextContent(texts.showing);
    expect(table).toHaveTextContent(texts.missingFrench);

    const form = screen.getByRole('form', { name: texts.promotions.formTitle });
    const english = within(form).getByRole('group', { name: texts.english });
    const french = within(form).getByRole('group', { name: texts.french });
    await user.type(within(english).getByLabelText(texts.promotions.message), 'Black Friday');
    await user.type(within(french).getByLabelText(texts.promotions.message), 'Vendredi fou');
    expect(within(form).getAllByText('Vendredi fou')).toHaveLength(1); // the preview
    await user.type(within(form).getByLabelText(texts.promotions.start), '2026-11-27T00:00');
    await user.type(within(form).getByLabelText(texts.promotions.end), '2026-12-01T00:00');
    await user.click(within(form).getByRole('button', { name: texts.promotions.create }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(texts.saved);
    // Montréal's midnight (EST, UTC−5) as instants.
    expect(sent).toEqual([
      {
        message: 'Black Friday',
        messageFr: 'Vendredi fou',
        startDate: '2026-11-27T05:00:00.000Z',
        endDate: '2026-12-01T05:00:00.000Z',
        linkUrl: null,
        backgroundColor: null,
        textColor: null,
      },
    ]);
  });

  it('shows the server’s refusal in an alert that takes focus', async () => {
    const refusal = 'A promotion must end after it starts.';
    const { user } = renderAdmin('/admin/content/promotions', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/promotions': () =>
          jsonResponse({ promotions: [], showingId: null }),
        'POST /api/admin/content/promotions': () => errorResponse(400, 'CHANGE_REFUSED', refusal),
      },
    });
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.promotions.create }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveFocus();
  });
});

describe('coupons', () => {
  it('adds one and deactivates another from the table', async () => {
    const created: unknown[] = [];
    const patched: unknown[] = [];
    const { user } = renderAdmin('/admin/content/coupons', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/coupons': () => jsonResponse({ coupons: [coupon] }),
        'POST /api/admin/content/coupons': async (request) => {
          created.push(await request.json());
          return jsonResponse({ ...coupon, id: 'coupon-2', code: 'BONUS5', uses: 0 }, 201);
        },
        'PATCH /api/admin/content/coupons/SPRING10': async (request) => {
          patched.push(await request.json());
          return jsonResponse({ ...coupon, isActive: false });
        },
      },
    });
    const table = await screen.findByRole('table', { name: texts.coupons.caption });
    expect(table).toHaveTextContent('SPRING10');
    await user.click(
      within(table).getByRole('button', { name: texts.switchRow(texts.deactivate, 'SPRING10') }),
    );
    expect(patched).toEqual([{ isActive: false }]);

    await user.type(screen.getByLabelText(texts.coupons.code), 'bonus5');
    await user.selectOptions(
      screen.getByLabelText(texts.coupons.type),
      texts.coupons.types.bonus_minutes,
    );
    await user.type(screen.getByLabelText(texts.coupons.value), '5');
    // One use per customer by default, as the command line's; empty is unlimited, as the hint says.
    const uses = screen.getByLabelText(texts.coupons.maxUses);
    expect(uses).toHaveValue('1');
    expect(uses).toHaveAccessibleDescription(texts.coupons.maxUsesHint);
    await user.clear(uses);
    await user.click(screen.getByRole('button', { name: texts.coupons.create }));
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(created).toEqual([
      {
        code: 'bonus5',
        type: 'bonus_minutes',
        value: 5,
        maxUses: null,
        expiresAt: null,
        firstPurchaseOnly: false,
      },
    ]);
  });
});

describe('tarot games', () => {
  it('creates a week’s game and says when the week already had one', async () => {
    const game = { weekStart: '2026-11-23', weekEnd: '2026-11-29', isActive: true };
    const { user } = renderAdmin('/admin/content/tarot', {
      operator: testOwner,
      api: {
        'GET /api/admin/content/tarot-games': () =>
          jsonResponse({ games: [{ ...game, attempts: 4, wins: 1 }] }),
        'POST /api/admin/content/tarot-games': () => jsonResponse(game),
      },
    });
    expect(await screen.findByRole('table', { name: texts.tarot.caption })).toHaveTextContent('4');
    await user.type(screen.getByLabelText(texts.tarot.weekStart), '2026-11-23');
    await user.click(screen.getByRole('button', { name: texts.tarot.create }));
    expect(await screen.findByText(texts.tarot.existed)).toBeInTheDocument();
  });
});
