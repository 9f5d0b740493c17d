// The active promotion written into the page by the server (src/server/http/page-with-data.ts)
// is on screen from the first render, without waiting for /api/promotions/active: nothing under
// the banner moves when it arrives.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/api/page-data.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { renderLayout } from '#web/components/layout/layout-test-app.tsx';
import { forgetPageData } from '#web/lib/page-data.ts';

const promotion = {
  id: 'promo-in-page',
  message: 'Twenty percent more minutes, all weekend',
  linkUrl: null,
  backgroundColor: null,
  textColor: null,
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
};

function writePageData(data: PageData) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = JSON.stringify(data);
  document.head.append(script);
  forgetPageData();
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
  forgetPageData();
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

    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    forgetPageData();
    const { fetchMock } = renderLayout('/about');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/promotions/active')).toBe(
        true,
      ),
    );
  });
});
