// "My reviews" in the advisors' app (jsdom), docs/decisions/053: reached from the navigation; the
// advisor's reviews newest first with the distribution and the verified-call mark; a reply
// written (an empty one refused in its field), published and announced, focus back on its
// button; a reply edited; the server's refusal shown; no reviews; the pages; in French.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorReviewsPage, PublicReview } from '#shared/api/reviews.ts';
import { advisorAppCopy, advisorAppCopyFor } from '#shared/copy/advisor-app-catalogue.ts';
import { reviewsCopy, reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { formatRating } from '#shared/format/display.ts';
import { renderAdvisorApp, testAdvisor } from '#tests/support/web/advisor-app.tsx';
import { reviewsPage } from '#tests/support/web/advisors.ts';
import { expectAnnounced } from '#tests/support/web/announcer.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';

const texts = advisorAppCopy.reviews;
const nav = advisorAppCopy.earnings.nav;

const review = (n: number, overrides: Partial<PublicReview> = {}): PublicReview => ({
  id: `review-${n}`,
  rating: 5,
  text: `Review number ${n}`,
  createdAt: '2026-11-20T15:00:00.000Z',
  verified: true,
  reply: null,
  ...overrides,
});

const twoReviews = reviewsPage({
  average: 4.5,
  count: 2,
  distribution: [
    { rating: 5, count: 1 },
    { rating: 4, count: 1 },
    { rating: 3, count: 0 },
    { rating: 2, count: 0 },
    { rating: 1, count: 0 },
  ],
  reviews: [
    review(1, { rating: 4 }),
    review(2, { reply: { text: 'Thank you!', repliedAt: '2026-11-21T15:00:00.000Z' } }),
  ],
});

const answering = (page: AdvisorReviewsPage, more: ApiHandlers = {}): ApiHandlers => ({
  'GET /api/advisor/reviews': () => jsonResponse(page),
  ...more,
});

const reviewItem = async (text: string) => {
  const item = (await screen.findByText(text)).closest('li');
  if (!item) throw new Error(`${text} is not in a list item.`);
  return item;
};

beforeEach(() => window.history.replaceState(null, '', '/advisor/reviews'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('My reviews', () => {
  it('is in the navigation and lists the reviews newest first, verified, with the distribution', async () => {
    window.history.replaceState(null, '', '/advisor');
    const { user } = renderAdvisorApp({ advisor: testAdvisor, api: answering(twoReviews) });
    const links = await screen.findByRole('navigation', { name: nav.label });
    await user.click(within(links).getByRole('link', { name: nav.reviews }));
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    expect(window.location.pathname).toBe('/advisor/reviews');
    expect(document.title).toBe(advisorAppCopy.pageTitle(texts.title));

    expect(await screen.findByText(reviewsCopy.summary(formatRating(4.5), 2))).toBeVisible();
    const distribution = screen.getByRole('list', { name: reviewsCopy.distributionLabel });
    expect(within(distribution).getAllByRole('listitem')[0]).toHaveTextContent(
      reviewsCopy.distributionRow(5, 1),
    );
    const first = await reviewItem('Review number 1');
    const second = await reviewItem('Review number 2');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first).getByRole('img', { name: reviewsCopy.reviewStars(4) })).toBeVisible();
    expect(within(first).getByText(reviewsCopy.verified)).toBeVisible();
    expect(within(first).getByRole('button', { name: texts.reply })).toBeVisible();
    expect(within(second).getByText('Thank you!')).toBeVisible();
    expect(within(second).getByText(texts.yourReply, { exact: false })).toBeVisible();
    expect(within(second).getByRole('button', { name: texts.editReply })).toBeVisible();
  });

  it('publishes a reply, refusing an empty one in its field, and says so', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: answering(twoReviews, {
        'PUT /api/advisor/reviews/review-1/reply': async (request) => {
          const body = (await request.json()) as { text: string };
          sent.push(body);
          return jsonResponse(
            review(1, {
              rating: 4,
              reply: { text: body.text, repliedAt: '2026-11-27T15:00:00.000Z' },
            }),
          );
        },
      }),
    });
    const item = await reviewItem('Review number 1');
    await user.click(within(item).getByRole('button', { name: texts.reply }));
    const field = within(item).getByLabelText(texts.replyLabel);
    expect(field).toHaveFocus();

    await user.click(within(item).getByRole('button', { name: texts.publish }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(texts.required));
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(field, 'Thank you for your call.');
    await user.click(within(item).getByRole('button', { name: texts.publish }));
    expect(await within(item).findByText('Thank you for your call.')).toBeVisible();
    expect(sent).toEqual([{ text: 'Thank you for your call.' }]);
    expect(within(item).queryByLabelText(texts.replyLabel)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: texts.editReply })).toHaveFocus(),
    );
    await expectAnnounced(texts.published);
  });

  it('edits a reply from what it says, and Cancel changes nothing', async () => {
    const sent: unknown[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: answering(twoReviews, {
        'PUT /api/advisor/reviews/review-2/reply': async (request) => {
          const body = (await request.json()) as { text: string };
          sent.push(body);
          return jsonResponse(
            review(2, { reply: { text: body.text, repliedAt: '2026-11-27T15:00:00.000Z' } }),
          );
        },
      }),
    });
    const item = await reviewItem('Review number 2');
    await user.click(within(item).getByRole('button', { name: texts.editReply }));
    await user.click(within(item).getByRole('button', { name: texts.cancel }));
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: texts.editReply })).toHaveFocus(),
    );
    expect(sent).toEqual([]);

    await user.click(within(item).getByRole('button', { name: texts.editReply }));
    const field = within(item).getByLabelText(texts.replyLabel);
    expect(field).toHaveValue('Thank you!');
    await user.clear(field);
    await user.type(field, 'Thank you, see you soon.');
    await user.click(within(item).getByRole('button', { name: texts.publish }));
    expect(await within(item).findByText('Thank you, see you soon.')).toBeVisible();
    expect(within(item).queryByText('Thank you!')).not.toBeInTheDocument();
    expect(sent).toEqual([{ text: 'Thank you, see you soon.' }]);
  });

  it('shows the server’s refusal in the form, focused, and keeps what was written', async () => {
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: answering(twoReviews, {
        'PUT /api/advisor/reviews/review-1/reply': () =>
          errorResponse(404, 'REVIEW_NOT_FOUND', reviewsCopy.notFound),
      }),
    });
    const item = await reviewItem('Review number 1');
    await user.click(within(item).getByRole('button', { name: texts.reply }));
    await user.type(within(item).getByLabelText(texts.replyLabel), 'Thanks.');
    await user.click(within(item).getByRole('button', { name: texts.publish }));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent(reviewsCopy.notFound);
    expect(alert).toHaveFocus();
    expect(within(item).getByLabelText(texts.replyLabel)).toHaveValue('Thanks.');
  });

  it('says when there are no reviews yet', async () => {
    renderAdvisorApp({ advisor: testAdvisor, api: answering(reviewsPage()) });
    expect(await screen.findByText(texts.empty)).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('list')).not.toBeInTheDocument();
  });

  it('goes to older reviews a page at a time', async () => {
    const asked: string[] = [];
    const { user } = renderAdvisorApp({
      advisor: testAdvisor,
      api: {
        'GET /api/advisor/reviews': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          asked.push(String(page));
          return jsonResponse(
            reviewsPage({
              average: 5,
              count: 12,
              page,
              reviews:
                page === 1
                  ? Array.from({ length: 10 }, (_, i) => review(i + 1))
                  : [review(11), review(12)],
              more: page === 1,
            }),
          );
        },
      },
    });
    await screen.findByText('Review number 1');
    expect(screen.getByText(texts.pageOf(1, 2))).toBeVisible();
    expect(screen.getByRole('button', { name: texts.newer })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: texts.older }));
    expect(await screen.findByText('Review number 11')).toBeVisible();
    expect(screen.queryByText('Review number 1')).not.toBeInTheDocument();
    expect(screen.getByText(texts.pageOf(2, 2))).toBeVisible();
    expect(asked).toEqual(['1', '2']);
  });
});

describe('My reviews in French', () => {
  onPagesIn('fr-CA');

  it('names the page, the reviews and the reply in French', async () => {
    const fr = advisorAppCopyFor('fr-CA');
    const frReviews = reviewsCopyFor('fr-CA');
    const { user } = renderAdvisorApp({ advisor: testAdvisor, api: answering(twoReviews) });
    expect(await screen.findByRole('link', { name: fr.earnings.nav.reviews })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('heading', { level: 1, name: fr.reviews.title })).toBeVisible();
    const item = await reviewItem('Review number 1');
    expect(within(item).getByText(frReviews.verified)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: fr.reviews.reply }));
    expect(within(item).getByLabelText(fr.reviews.replyLabel)).toHaveFocus();
  });
});
