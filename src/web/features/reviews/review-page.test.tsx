// Rating a call from the usage history (docs/decisions/053): a call the server says may be rated
// offers "Rate this call", whose page takes 1 to 5 stars and optional words, refuses a send with
// no rating (the error tied to the stars), sends the review and shows it sent; a call rated
// already shows its rating; the server's refusal is shown as it words it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewableCall } from '#shared/api/reviews.ts';
import { reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { dashboardApi, renderDashboard, testUsage } from '#tests/support/web/dashboard-server.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = reviewsCopyFor('en');
const callId = testUsage[0]?.id ?? '';
const call: ReviewableCall = {
  callId,
  advisorName: 'Celeste Moreau',
  extension: 4001,
  callStart: testUsage[0]?.callStart ?? null,
  minutesUsed: 3,
  review: null,
};

describe('rating a call from the usage history', () => {
  it('rates a call once: stars required, words optional, then the rating shows', async () => {
    const sent: unknown[] = [];
    let current: ReviewableCall = call;
    const { user } = renderDashboard({
      api: {
        'GET /api/me/reviews': () => jsonResponse({ calls: [current] }),
        [`GET /api/me/reviews/${callId}`]: () => jsonResponse(current),
        'POST /api/me/reviews': async (request) => {
          sent.push(await request.json());
          current = {
            ...call,
            review: { rating: 4, text: 'Kind', createdAt: '2026-11-06T15:00:00.000Z' },
          };
          return jsonResponse(current, 201);
        },
      },
    });
    await user.click(await screen.findByText(t.rateCall, {}, { timeout: 3000 }));

    expect(
      await screen.findByRole('heading', { level: 1, name: t.formTitle('Celeste Moreau') }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.getByRole('group', { name: t.ratingLegend })).toHaveAccessibleDescription(
      t.ratingRequired,
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: t.starLabel(4) }));
    await user.type(screen.getByRole('textbox', { name: t.textLabel }), 'Kind');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.sent('Celeste Moreau'))).toBeInTheDocument();
    expect(screen.getByText(t.yourRating(4))).toBeInTheDocument();
    expect(sent).toEqual([{ callId, rating: 4, text: 'Kind' }]);
  });

  it("shows a rated call's rating in the history, and no link", async () => {
    renderDashboard({
      api: {
        'GET /api/me/reviews': () =>
          jsonResponse({
            calls: [
              { ...call, review: { rating: 5, text: null, createdAt: '2026-11-06T15:00:00.000Z' } },
            ],
          }),
      },
    });
    expect(await screen.findByText(t.ratedCall(5), {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t.rateCall })).toBeNull();
  });

  it("opens the email's link straight to the form, and shows the server's refusal as worded", async () => {
    const { handlers } = dashboardApi({
      api: {
        [`GET /api/me/reviews/${callId}`]: () =>
          jsonResponse({ error: { code: 'REVIEW_NOT_ALLOWED', message: t.notAllowed } }, 403),
      },
    });
    renderRoute(`/reviews/${callId}`, { api: handlers });
    expect(await screen.findByText(t.notAllowed, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
  });
});
