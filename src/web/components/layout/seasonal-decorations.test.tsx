import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThemeMode } from '#shared/api/public-config.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { placeDecorations } from './decoration-layout.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

async function renderInTheme(themeMode: ThemeMode) {
  const view = renderLayout('/about', {
    api: { 'GET /api/config': () => jsonResponse({ ...testPublicConfig, themeMode }) },
  });
  // The brand in the header: the configuration has answered.
  await screen.findByRole('link', { name: testPublicConfig.brandName });
  expect(document.documentElement.dataset.theme).toBe(themeMode);
  // The decoration's code is fetched once the theme is known.
  if (themeMode !== 'default') await waitFor(() => expect(overlay()).not.toBeNull());
  return view;
}

const overlay = () => document.querySelector<HTMLElement>('[data-seasonal-decorations]');
const countOf = (shape: string) =>
  overlay()?.querySelectorAll(`[data-decoration="${shape}"]`).length ?? 0;

describe('the seasonal decoration', () => {
  it.each([
    ['halloween', { star: 32, bat: 16, pumpkin: 12 }],
    ['christmas', { star: 32, snowflake: 16, tree: 12 }],
    ['blackfriday', { star: 32, priceTag: 16, shoppingBag: 12 }],
  ] as const)('in %s mode draws %o', async (themeMode, counts) => {
    await renderInTheme(themeMode);

    for (const [shape, count] of Object.entries(counts)) expect(countOf(shape)).toBe(count);
    expect(overlay()?.querySelectorAll('[data-decoration]')).toHaveLength(60);
  });

  it('is hidden from assistive technology and never in the way of a click', async () => {
    await renderInTheme('halloween');

    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(overlay()).toHaveClass('pointer-events-none', 'fixed');
    // Nothing in it can take focus.
    expect(overlay()?.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
  });

  it('is absent in the default mode', async () => {
    await renderInTheme('default');

    expect(overlay()).toBeNull();
  });

  it('draws the same sky every time, spread across the viewport', () => {
    const first = placeDecorations('christmas');
    expect(placeDecorations('christmas')).toEqual(first);
    for (const item of first) {
      expect(item.left).toBeGreaterThanOrEqual(0);
      expect(item.left).toBeLessThanOrEqual(100);
      expect(item.top).toBeGreaterThanOrEqual(0);
      expect(item.top).toBeLessThanOrEqual(100);
    }
    // Not all bunched up: shapes land in every quarter of the screen.
    const quarters = new Set(first.map((item) => `${item.left < 50}-${item.top < 50}`));
    expect(quarters.size).toBe(4);
  });
});
