import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { jsonResponse } from '#tests/support/web/fetch-mock.ts';
import { testPublicConfig } from '#tests/support/web/test-data.ts';
import { renderLayout } from '#tests/support/web/layout-app.tsx';

const onTestDeployment = {
  'GET /api/config': () => jsonResponse({ ...testPublicConfig, testMode: true }),
};

describe('the test-mode band', () => {
  it('says on every page of a test deployment that no payment is real, as a named region', async () => {
    for (const page of ['/pricing', '/terms']) {
      const view = renderLayout(page, { api: onTestDeployment });
      const band = await screen.findByRole('region', { name: copy.layout.testMode.band });
      expect(band).toHaveTextContent(copy.layout.testMode.band);
      // Nothing in it takes focus: the skip link stays the first stop.
      expect(band.querySelector('a, button, input, [tabindex]')).toBeNull();
      view.unmount();
    }
  });

  it('is not on a live site', async () => {
    renderLayout('/pricing');
    await screen.findByRole('link', {
      name: copy.navigation.callNowBar(testPublicConfig.servicePhone),
    });
    expect(screen.queryByRole('region', { name: copy.layout.testMode.band })).toBeNull();
  });
});
