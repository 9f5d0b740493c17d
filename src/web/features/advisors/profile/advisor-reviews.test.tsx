// The reviews on an advisor's profile page (docs/decisions/053), rendered with the app's
// providers, router and shell; the feed and the reviews are answered by stand-ins.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicReview } from '#shared/api/reviews.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { reviewsCopy, reviewsCopyFor } from '#shared/copy/reviews-catalogue.ts';
import { formatBusinessDate, formatRating } from '#shared/format/display.ts';
import { rememberAccountNoticeDismissed } from '#tests/support/web/account-notice.ts';
import { availableAdvisor, reviewsPage, threeAdvisors } from '#tests/support/web/advisors.ts';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { renderRoute } from '#tests/support/web/render.tsx';

const openTarotGame = vi.hoisted(() => vi.fn());
vi.mock(import('#web/lib/tarot-game-launcher.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  useOpenTarotGame: () => openTarotGame,
}));

const t = reviewsCopy;
const reviewsPath = 'GET /api/advisors/4001/reviews';
const name = availableAdvisor.agentName;

function review(n: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: `review-${n}`,
    rating: 5,
    text: `Review number ${n}`,
    createdAt: '2026-11-20T15:00:00.000Z',
    verified: true,
    reply: null,
    ...overrides,
  };
}

const withReviews = (answer: ApiHandlers[string]): ApiHandlers => ({
  'GET /api/advisors': () => jsonResponse(threeAdvisors),
  [reviewsPath]: answer,
});

/** French texts keep their no-break spaces, which the default matching turns into spaces. */
const asWritten = { normalizer: (text: string) => text };

/** The reviews' section: a chunk of its own, loaded after the profile (a busy machine is slow). */
async function reviewsSection(heading = t.heading): Promise<HTMLElement> {
  const title = await screen.findByRole(
    'heading',
    { level: 2, name: heading },
    { timeout: 10_000 },
  );
  const section = title.closest('section');
  if (!section) throw new Error('The reviews’ heading is outside a section.');
  return section;
}

beforeEach(() => rememberAccountNoticeDismissed());
afterEach(() => window.localStorage.clear());

describe('the reviews on an advisor’s profile page', () => {
  it('show the distribution in words, and each review verified, dated, with the reply', async () => {
    const answered = reviewsPage({
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
        review(1, {
          rating: 4,
          createdAt: '2026-11-21T15:00:00.000Z',
          reply: { text: 'Thank you for calling.', repliedAt: '2026-11-22T15:00:00.000Z' },
        }),
        review(2, { text: null }),
      ],
    });
    renderRoute('/advisors/4001', { api: withReviews(() => jsonResponse(answered)) });

    const section = await reviewsSection();
    expect(await within(section).findByText(t.summary(formatRating(4.5), 2))).toBeVisible();
    const distribution = within(section).getByRole('list', { name: t.distributionLabel });
    const rows = within(distribution).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(t.distributionRow(5, 1)),
      expect.stringContaining(t.distributionRow(4, 1)),
      expect.stringContaining(t.distributionRow(3, 0)),
      expect.stringContaining(t.distributionRow(2, 0)),
      expect.stringContaining(t.distributionRow(1, 0)),
    ]);

    const items = within(section)
      .getAllByRole('listitem')
      .filter((item) => !distribution.contains(item));
    expect(items).toHaveLength(2);
    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('img', { name: t.reviewStars(4) })).toBeInTheDocument();
    expect(within(newest).getByText(t.verified)).toBeInTheDocument();
    expect(
      within(newest).getByText(formatBusinessDate('2026-11-21T15:00:00.000Z')),
    ).toBeInTheDocument();
    expect(within(newest).getByText('Review number 1')).toBeInTheDocument();
    expect(within(newest).getByText(t.replyHeading(name), { exact: false })).toBeInTheDocument();
    expect(within(newest).getByText('Thank you for calling.')).toBeInTheDocument();
    expect(within(older).getByRole('img', { name: t.reviewStars(5) })).toBeInTheDocument();
    expect(within(older).getByText(t.verified)).toBeInTheDocument();
    expect(within(older).queryByText(t.replyHeading(name), { exact: false })).toBeNull();
    expect(within(section).queryByRole('button', { name: t.more })).not.toBeInTheDocument();
  });

  it('bring ten more with More reviews, focus the first of them, and stop at the last', async () => {
    const pages = [
      reviewsPage({
        average: 5,
        count: 12,
        reviews: Array.from({ length: 10 }, (_, i) => review(i + 1)),
        more: true,
      }),
      reviewsPage({ average: 5, count: 12, reviews: [review(11), review(12)], page: 2 }),
    ];
    const asked: string[] = [];
    const { user } = renderRoute('/advisors/4001', {
      api: withReviews((request) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        asked.push(page);
        return jsonResponse(pages[Number(page) - 1]);
      }),
    });

    const section = await reviewsSection();
    await within(section).findByText('Review number 10');
    expect(within(section).queryByText('Review number 11')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: t.more }));

    const eleventh = (await within(section).findByText('Review number 11')).closest('li');
    await waitFor(() => expect(eleventh).toHaveFocus());
    expect(within(section).getByText('Review number 12')).toBeInTheDocument();
    expect(within(section).getByText('Review number 1')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: t.more })).not.toBeInTheDocument();
    expect(asked).toEqual(['1', '2']);
  });

  it('say there are none yet, and that only callers rate', async () => {
    renderRoute('/advisors/4001', { api: withReviews(() => jsonResponse(reviewsPage())) });
    const section = await reviewsSection();
    expect(await within(section).findByText(t.empty)).toBeVisible();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offer Try Again when they cannot be loaded, the profile still shown', async () => {
    let fail = true;
    const { user } = renderRoute('/advisors/4001', {
      api: withReviews(() =>
        fail
          ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Down')
          : jsonResponse(reviewsPage({ average: 3, count: 1, reviews: [review(1)] })),
      ),
    });
    const section = await reviewsSection();
    expect(await within(section).findByText(t.reviewsLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name })).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: copy.common.tryAgain }));
    expect(await within(section).findByText('Review number 1')).toBeInTheDocument();
  });
});

describe('the reviews on a French profile page', () => {
  onPagesIn('fr-CA');

  it('are in French, the average with a decimal comma', async () => {
    const fr = reviewsCopyFor('fr-CA');
    renderRoute('/advisors/4001', {
      api: withReviews(() =>
        jsonResponse(reviewsPage({ average: 4.5, count: 2, reviews: [review(1)] })),
      ),
    });
    const section = await reviewsSection(fr.heading);
    expect(await within(section).findByText(fr.summary('4,5', 2), asWritten)).toBeVisible();
    expect(within(section).getByText(fr.verified)).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: fr.distributionLabel })).toBeInTheDocument();
  });
});
