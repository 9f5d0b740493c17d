import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import type { ThemeMode } from '#shared/api/public-config.ts';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

function configWithTheme(themeMode: ThemeMode) {
  return { 'GET /api/config': () => jsonResponse({ ...testPublicConfig, themeMode }) };
}

const themeOfDocument = () => document.documentElement.getAttribute('data-theme');

describe('the theme attribute on the document root', () => {
  it.each<ThemeMode>(['default', 'christmas', 'blackfriday', 'halloween'])(
    'follows the configured theme mode %s',
    async (themeMode) => {
      renderLayout('/', { api: configWithTheme(themeMode) });

      await expect.poll(themeOfDocument).toBe(themeMode);
    },
  );

  it('keeps the Halloween theme of index.html when the configuration cannot be read', async () => {
    const { fetchMock } = renderLayout('/', {
      api: { 'GET /api/config': () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'down') },
    });

    await screen.findByRole('heading', { name: copy.pages.titles.home, level: 1 });
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(themeOfDocument()).toBe('halloween');
  });
});
