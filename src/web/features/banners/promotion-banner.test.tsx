import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '#shared/api/banners.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { errorResponse, jsonResponse, type ApiHandlers } from '#tests/support/web/fetch-mock.ts';
import { activePromotionQueryKey } from './api/get-active-promotion.ts';

const t = copy.layout.promotion;
const now = new Date('2026-11-21T15:00:00.000Z');
const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 'promo-1',
    message: 'Black Friday: 20% more minutes on every package',
    linkUrl: null,
    backgroundColor: null,
    textColor: null,
    endsAt: inSeconds(93_784), // 1 day, 2 hours, 3 minutes and 4 seconds
    ...overrides,
  };
}

const promotionAnswer = (value: Promotion | null): ApiHandlers => ({
  'GET /api/promotions/active': () => jsonResponse({ promotion: value }),
});

const banner = () => screen.queryByRole('region', { name: t.region });

async function findBanner() {
  return screen.findByRole('region', { name: t.region });
}

/** Moves the clock (and the 1 s tick, and the 60 s refresh) forward. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  // Only the clock and intervals: the countdown's tick and the refresh. Promise and timeout
  // scheduling stay real, so the query and Testing Library's waiting work as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the promotion banner', () => {
  it('shows the message and a countdown in days, hours, minutes and seconds', async () => {
    renderLayout('/about', { api: promotionAnswer(promotion()) });

    const region = await findBanner();
    expect(within(region).getByText(promotion().message)).toBeInTheDocument();
    expect(within(region).getByText('1d 02h 03m 04s')).toBeInTheDocument();
    // Screen readers get words, with no live region announcing every second.
    expect(region).toHaveTextContent('Ends in 1 day, 2 hours, 3 minutes and 4 seconds');
    expect(region.querySelector('[aria-live]')).toBeNull();
  });

  it('marks nothing when the message is in the page’s language', async () => {
    renderLayout('/about', { api: promotionAnswer(promotion()) });
    const region = await findBanner();
    expect(region.querySelector('[lang]')).toBeNull();
  });

  it('sits under the header, before the page', async () => {
    renderLayout('/about', { api: promotionAnswer(promotion()) });

    const region = await findBanner();
    expect(screen.getByRole('banner').nextElementSibling).toBe(region);
  });

  it('ticks every second', async () => {
    renderLayout('/about', { api: promotionAnswer(promotion()) });
    const region = await findBanner();

    await advance(1000);
    expect(within(region).getByText('1d 02h 03m 03s')).toBeInTheDocument();
    await advance(4000);
    expect(within(region).getByText('1d 02h 02m 59s')).toBeInTheDocument();
  });

  it('goes when the countdown reaches zero, and the promotion leaves the cache', async () => {
    const { queryClient } = renderLayout('/about', {
      api: promotionAnswer(promotion({ endsAt: inSeconds(2) })),
    });
    const region = await findBanner();
    expect(within(region).getByText('0d 00h 00m 02s')).toBeInTheDocument();

    await advance(1000);
    expect(within(region).getByText('0d 00h 00m 01s')).toBeInTheDocument();
    await advance(1000);

    expect(banner()).not.toBeInTheDocument();
    expect(queryClient.getQueryData(activePromotionQueryKey)).toBeNull();
  });

  it('is not shown at all when it has already ended', async () => {
    const { fetchMock } = renderLayout('/about', {
      api: promotionAnswer(promotion({ endsAt: inSeconds(-30) })),
    });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/promotions/active'),
    );

    expect(banner()).not.toBeInTheDocument();
    expect(screen.queryByText(promotion().message)).not.toBeInTheDocument();
  });

  it('is refreshed every 60 seconds', async () => {
    let answer = promotion();
    const { fetchMock } = renderLayout('/about', {
      api: { 'GET /api/promotions/active': () => jsonResponse({ promotion: answer }) },
    });
    await findBanner();
    const reads = () =>
      fetchMock.mock.calls.filter(([url]) => String(url) === '/api/promotions/active').length;
    expect(reads()).toBe(1);

    answer = promotion({ id: 'promo-2', message: 'Christmas: a free reading minute' });
    await advance(59_000);
    expect(reads()).toBe(1);
    await advance(1_000);

    expect(await screen.findByText('Christmas: a free reading minute')).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('can be dismissed for the rest of the page session', async () => {
    const { user } = renderLayout('/about', { api: promotionAnswer(promotion()) });
    const region = await findBanner();

    await user.click(within(region).getByRole('button', { name: t.dismiss }));
    expect(banner()).not.toBeInTheDocument();

    // Still gone after the next refresh brings the same promotion back, and on another page.
    await advance(60_000);
    await user.click(
      within(screen.getByRole('banner')).getByRole('link', { name: copy.navigation.pricing }),
    );
    await screen.findByRole('heading', { level: 1, name: copy.pages.titles.pricing });
    expect(banner()).not.toBeInTheDocument();
  });

  it('shows nothing, and logs nothing, when the promotion cannot be read', async () => {
    const { fetchMock } = renderLayout('/about', {
      api: {
        'GET /api/promotions/active': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'down'),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/promotions/active'),
    );

    expect(banner()).not.toBeInTheDocument();
    // The console guard fails this test if anything was logged.
  });

  it('links the message to its internal page', async () => {
    const { user, router } = renderLayout('/about', {
      api: promotionAnswer(promotion({ linkUrl: '/pricing' })),
    });
    const region = await findBanner();

    const link = within(region).getByRole('link', { name: promotion().message });
    expect(link).toHaveAttribute('href', '/pricing');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('does not link anywhere outside the site', async () => {
    renderLayout('/about', {
      api: promotionAnswer(promotion({ linkUrl: '//elsewhere.example.com/pricing' })),
    });
    const region = await findBanner();

    expect(within(region).getByText(promotion().message)).toBeInTheDocument();
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it("wears the promotion's colours when it has them, the theme's otherwise", async () => {
    const { unmount } = renderLayout('/about', {
      api: promotionAnswer(promotion({ backgroundColor: '#1d4ed8', textColor: '#ffffff' })),
    });
    const coloured = await findBanner();
    expect(coloured).toHaveStyle({ backgroundColor: '#1d4ed8', color: '#ffffff' });
    expect(coloured).not.toHaveClass('bg-accent');
    unmount();

    renderLayout('/about', { api: promotionAnswer(promotion()) });
    const themed = await findBanner();
    expect(themed).toHaveClass('bg-accent', 'text-on-accent');
    expect(themed.getAttribute('style') ?? '').toBe('');
  });
});
