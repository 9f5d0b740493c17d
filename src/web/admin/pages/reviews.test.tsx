// /admin/reviews: the list shows each review and asks the server for the chosen status; Hide asks
// for its reason (tied to the field) and sends it, and the outcome is announced and focused;
// Show again sends its reason too, and the server's refusal is shown in the dialog. Support sees
// the section.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminReviewRow } from '#shared/api/admin/reviews.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { renderAdmin, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.reviews;

const shownReview: AdminReviewRow = {
  id: 'rev-1',
  advisorName: 'Luna',
  extension: 4001,
  customerName: 'Marie',
  rating: 5,
  text: 'She saw it all.',
  createdAt: '2026-11-26T15:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  replyText: null,
};
const hiddenReview: AdminReviewRow = {
  ...shownReview,
  id: 'rev-2',
  rating: 1,
  text: null,
  hiddenAt: '2026-11-26T16:00:00.000Z',
  hiddenReason: 'Insults',
};
const page = (reviews: AdminReviewRow[]) =>
  jsonResponse({ reviews, total: reviews.length, page: 1, pageSize: 50 });

describe('the reviews page', () => {
  it('lists the reviews and asks the server for the chosen status', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderAdmin('/admin/reviews', {
      operator: testSupport,
      api: {
        'GET /api/admin/reviews': (request) => {
          asked.push(new URL(request.url).searchParams);
          return page([shownReview, hiddenReview]);
        },
      },
    });
    const table = await screen.findByRole('table', { name: t.caption });
    await within(table).findByText('She saw it all.');
    const shownRow = within(table).getByRole('row', { name: /She saw it all/ });
    const hiddenRow = within(table).getByRole('row', { name: new RegExp(t.noText) });
    expect(shownRow).toHaveTextContent(formatBusinessDateTime(shownReview.createdAt));
    expect(shownRow).toHaveTextContent(t.advisorValue('Luna', 4001));
    expect(shownRow).toHaveTextContent('Marie');
    expect(shownRow).toHaveTextContent(t.ratingValue(5));
    expect(shownRow).toHaveTextContent('She saw it all.');
    expect(shownRow).toHaveTextContent(t.statuses.shown);
    expect(within(shownRow).getByRole('button', { name: t.hide })).toBeInTheDocument();
    expect(hiddenRow).toHaveTextContent(t.noText);
    expect(hiddenRow).toHaveTextContent(t.hiddenBecause('Insults'));
    expect(within(hiddenRow).getByRole('button', { name: t.unhide })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(t.status), t.statuses.hidden);
    await user.click(screen.getByRole('button', { name: adminCopy.table.apply }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('hidden'));
  });

  it('asks Hide’s reason, sends it, and focuses the outcome', async () => {
    const sent: unknown[] = [];
    let hidden = false;
    const { user } = renderAdmin('/admin/reviews', {
      operator: testSupport,
      api: {
        'GET /api/admin/reviews': () =>
          page([
            hidden
              ? { ...shownReview, hiddenAt: '2026-11-27T10:00:00.000Z', hiddenReason: 'Spam' }
              : shownReview,
          ]),
        'POST /api/admin/reviews/rev-1/hide': async (request) => {
          sent.push(await request.json());
          hidden = true;
          return jsonResponse({ ...shownReview, hiddenAt: '2026-11-27T10:00:00.000Z' });
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: t.hide }));
    const dialog = await screen.findByRole('dialog', { name: t.hideTitle });
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    const field = within(dialog).getByLabelText(t.reason);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(`${t.hideHint} ${t.reasonRequired}`);
    expect(sent).toEqual([]);

    await user.type(field, '  Spam  ');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    const outcome = await screen.findByText(t.hidden);
    await waitFor(() => expect(outcome.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Spam' }]);
    const table = screen.getByRole('table', { name: t.caption });
    expect(await within(table).findByText(t.hiddenBecause('Spam'))).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: t.unhide })).toBeInTheDocument();
  });

  it('sends Show again’s reason and shows the server’s refusal in the dialog', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdmin('/admin/reviews', {
      operator: testOwner,
      api: {
        'GET /api/admin/reviews': () => page([hiddenReview]),
        'POST /api/admin/reviews/rev-2/unhide': async (request) => {
          sent.push(await request.json());
          return errorResponse(409, 'CONFLICTING_CHANGE', t.alreadyShown);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: t.unhide }));
    const dialog = await screen.findByRole('dialog', { name: t.unhideTitle });
    const field = within(dialog).getByLabelText(t.reason);
    expect(field).toHaveAccessibleDescription(t.unhideHint);
    await user.type(field, 'Appeal upheld');
    await user.click(within(dialog).getByRole('button', { name: t.confirm }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(t.alreadyShown);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(sent).toEqual([{ reason: 'Appeal upheld' }]);
  });

  it('is a section support and owners both see in the navigation', async () => {
    for (const operator of [testSupport, testOwner]) {
      const { unmount } = renderAdmin('/admin', { operator, api: {} });
      const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
      expect(within(nav).getByRole('link', { name: t.title })).toHaveAttribute(
        'href',
        '/admin/reviews',
      );
      unmount();
    }
  });
});
