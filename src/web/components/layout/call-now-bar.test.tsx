import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { bottomBarsPadding } from './call-now-bar.tsx';
import { renderLayout } from '#tests/support/web/layout-app.tsx';
import { onPagesIn } from '#tests/support/web/page-language.ts';

describe('the call-now bar', () => {
  it('shows the service number as a tel: link of digits only', async () => {
    renderLayout('/pricing');

    const link = await screen.findByRole('link', {
      name: copy.navigation.callNowBar(testPublicConfig.servicePhone),
    });
    expect(link).toHaveAttribute('href', 'tel:18885550199');
    expect(
      screen.getByRole('complementary', { name: copy.navigation.callNowRegion }),
    ).toContainElement(link);
  });

  it('dials whatever punctuation the configured number uses', async () => {
    renderLayout('/pricing', {
      api: {
        'GET /api/config': () =>
          jsonResponse({ ...testPublicConfig, servicePhone: '+1 (888) 555-0142' }),
      },
    });

    const link = await screen.findByRole('link', {
      name: copy.navigation.callNowBar('+1 (888) 555-0142'),
    });
    expect(link).toHaveAttribute('href', 'tel:18885550142');
  });

  it('is on every page, with room kept below the page so it covers nothing', async () => {
    renderLayout('/terms');

    await screen.findByRole('link', {
      name: copy.navigation.callNowBar(testPublicConfig.servicePhone),
    });
    expect(screen.getByRole('main').parentElement?.className).toContain(bottomBarsPadding);
  });
});

describe('the call-now bar on a French page', () => {
  onPagesIn('fr-CA');

  it('writes the service number the Québec way, « 1 888 555-0199 », and dials the same digits', async () => {
    renderLayout('/pricing');

    const link = await screen.findByRole('link', {
      name: copyFor('fr-CA').navigation.callNowBar('1\u00a0888\u00a0555-0199'),
    });
    expect(link).toHaveAttribute('href', 'tel:18885550199');
  });
});
