// The active promotion written into the page by the server (src/server/http/page-with-data.ts)
// is on screen from the first render, without waiting for /api/promotions/active: nothing under
// the banner moves when it arrives.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { removePageData, writePageData } from '#tests/support/web/page-data.ts';

const promotion = {
  id: 'promo-in-page',
  message: 'Twenty percent more minutes, all weekend',
  linkUrl: null,
  backgroundColor: null,
  textColor: null,
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
};

afterEach(() => {
  removePageData();
});

describe('a promotion written into the page', () => {
  it('is shown with the page’s first render, before the API is asked', async () => {
    writePageData({ activePromotion: { promotion } });
    const { fetchMock } = renderLayout('/about');

    const region = screen.getByRole('region', { name: copy.layout.promotion.region });
    expect(within(region).getByText(promotion.message)).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
    const asked = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/promotions/active');
    expect(asked).toHaveLength(0);
  });

  it('is left out when the page says there is none, and asked for when the page says nothing', async () => {
    writePageData({ activePromotion: { promotion: null } });
    const first = renderLayout('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: copy.layout.promotion.region })).toBeNull();
    first.unmount();

    removePageData();
    const { fetchMock } = renderLayout('/about');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/promotions/active')).toBe(
        true,
      ),
    );
  });
});
